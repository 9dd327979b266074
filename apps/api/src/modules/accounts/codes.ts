import { createHash, randomInt } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { oneTimeCodes } from "../../db/schema/index.js";

/*
 * One-time codes for the confirmation flows (activation, e-mail change, password reset …): 12 random characters
 * of an alphabet without look-alikes (60 bits), stored only as a SHA-256 digest, single use, expiring, and dead
 * after MAX_WRONG_TRIES wrong tries. A new code for the same purpose replaces the open one.
 */

type Purpose = (typeof oneTimeCodes.$inferSelect)["purpose"];

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = 12;
export const MAX_WRONG_TRIES = 5;

export function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** Codes are compared case-blind and without spaces or dashes, as people type them off a mail. */
function digest(code: string): string {
  return createHash("sha256").update(code.replace(/[\s-]/g, "").toUpperCase()).digest("hex");
}

/**
 * The name of a code in a mail's idempotency key (and so in its Message-ID): a digest, never the code itself,
 * which is kept nowhere in clear.
 */
export function codeKey(code: string): string {
  return digest(code).slice(0, 24);
}

/** How many codes of a purpose the user was issued in the last `minutes` (each was mailed with its issue). */
export async function countRecentCodes(db: Database, userId: string, purpose: Purpose, minutes: number) {
  const [row] = await db
    .select({ issued: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        sql`${oneTimeCodes.createdAt} > now() - make_interval(mins => ${minutes})`,
      ),
    );
  return row?.issued ?? 0;
}

/** Whether the user holds an open code of a purpose that can still be used (not expired, not out of tries). */
export async function hasUsableCode(db: Database, userId: string, purpose: Purpose): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.expiresAt} > now()`,
        sql`${oneTimeCodes.attempts} < ${MAX_WRONG_TRIES}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the user's newest code of a purpose confirms (its `target`), so a new code can carry it on. */
export async function latestCodeTarget(db: Database, userId: string, purpose: Purpose): Promise<string | null> {
  const [row] = await db
    .select({ target: oneTimeCodes.target })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(sql`${oneTimeCodes.createdAt} desc`)
    .limit(1);
  return row?.target ?? null;
}

/** Issues a code (returned once, in clear, for the mail) and retires the user's open codes of that purpose. */
export async function issueCode(
  db: Database,
  input: { userId: string; purpose: Purpose; validHours: number; target?: string | null },
): Promise<string> {
  const code = newCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    id: crypto.randomUUID(),
    userId: input.userId,
    purpose: input.purpose,
    codeHash: digest(code),
    target: input.target ?? null,
    expiresAt: sql`now() + make_interval(hours => ${input.validHours})`,
  });
  return code;
}

export type CodeCheck =
  | { ok: true; target: string | null }
  | { ok: false; reason: "invalid" | "expired" | "exhausted" };

/**
 * Uses the user's open code of a purpose if `code` is it. A wrong code counts a try; the code is spent on success
 * and unusable after the fifth wrong try or its expiry. Run inside the transaction of the change it confirms, and
 * commit that transaction also when the code is wrong (so the try counts); refuse the request after it.
 */
export async function useCode(db: Database, userId: string, purpose: Purpose, code: string): Promise<CodeCheck> {
  const [row] = await db
    .select({ open: oneTimeCodes, isExpired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(sql`${oneTimeCodes.createdAt} desc`)
    .limit(1)
    .for("update");
  if (!row) return { ok: false, reason: "invalid" };
  const { open, isExpired } = row;
  if (open.attempts >= MAX_WRONG_TRIES) return { ok: false, reason: "exhausted" };
  if (isExpired) return { ok: false, reason: "expired" };
  if (open.codeHash !== digest(code)) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, open.id));
    return { ok: false, reason: open.attempts + 1 >= MAX_WRONG_TRIES ? "exhausted" : "invalid" };
  }
  await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(eq(oneTimeCodes.id, open.id));
  return { ok: true, target: open.target };
}

/**
 * A code that confirms something of no account (a blacklist entry of a person without one): bound to its purpose and
 * target instead of a user. Retires the open codes of that target; returned once, in clear, for the mail.
 */
export async function issueTargetCode(
  db: Database,
  input: { purpose: Purpose; target: string; validHours: number },
): Promise<string> {
  const code = newCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        isNull(oneTimeCodes.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.target, input.target),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    id: crypto.randomUUID(),
    userId: null,
    purpose: input.purpose,
    codeHash: digest(code),
    target: input.target,
    expiresAt: sql`now() + make_interval(hours => ${input.validHours})`,
  });
  return code;
}

/**
 * Uses the open code of a purpose and one of `targets` if `code` is it, unless expired; run in the transaction of
 * the change it confirms. Wrong tries are not counted against the code: the targets are named by public ids (a
 * record's), so counting would let a stranger use up the code the person was handed (the house's rule: no limit may
 * lock a person out). The code's 60 bits and the per-network limit of the calls stand against guessing.
 */
export async function useTargetCode(
  db: Database,
  purpose: Purpose,
  targets: readonly string[],
  code: string,
): Promise<CodeCheck> {
  if (targets.length === 0) return { ok: false, reason: "invalid" };
  const [row] = await db
    .select({ open: oneTimeCodes, isExpired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()` })
    .from(oneTimeCodes)
    .where(
      and(
        isNull(oneTimeCodes.userId),
        eq(oneTimeCodes.purpose, purpose),
        inArray(oneTimeCodes.target, [...targets]),
        isNull(oneTimeCodes.consumedAt),
        eq(oneTimeCodes.codeHash, digest(code)),
      ),
    )
    .limit(1)
    .for("update");
  if (!row) return { ok: false, reason: "invalid" };
  if (row.isExpired) return { ok: false, reason: "expired" };
  await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(eq(oneTimeCodes.id, row.open.id));
  return { ok: true, target: row.open.target };
}
