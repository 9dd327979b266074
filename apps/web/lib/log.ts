/**
 * The website server's log: one JSON line per entry on stderr (the shape pino writes, so the same tools read the
 * API's and the website's logs).
 */
function write(level: "warn" | "error", message: string, fields: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), service: "web", msg: message, ...fields })}\n`);
}

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return { error: { type: error.name, message: error.message, ...(typeof status === "number" ? { status } : {}) } };
  }
  return { error: { message: String(error) } };
}

/**
 * Secondary data (a box beside the page's own content) that could not be loaded: the page renders without it, and
 * the failure is logged, never swallowed. Use as `.catch(logSecondaryFailure("news"))`.
 */
export function logSecondaryFailure(what: string, context: Record<string, unknown> = {}) {
  return (error: unknown): null => {
    write("warn", "secondary data failed", { what, ...context, ...describe(error) });
    return null;
  };
}

export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  write("error", message, { ...context, ...describe(error) });
}
