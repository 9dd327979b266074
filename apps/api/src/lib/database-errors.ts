/**
 * The unique index a failed statement collided with (PostgreSQL's SQLSTATE 23505), found along the error's causes
 * (the driver's error sits under Drizzle's); `""` when the driver names none, `null` for any other error.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}

/** Whether a failed statement broke a foreign key (SQLSTATE 23503), found along the error's causes. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
