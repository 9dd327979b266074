import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { mailOutbox } from "../db/schema/index.js";
import type { MailPayload, MailTemplate } from "./templates.js";

/*
 * The transactional outbox (see mail.service.ts): rows written with the change that causes them; the worker
 * (mailer.ts) claims due rows, sends them and marks them sent.
 */

export interface OutgoingMail<Template extends MailTemplate> {
  /** One mail per key, ever: a repeated enqueue with the same key is a no-op. */
  idempotencyKey: string;
  recipient: string;
  template: Template;
  payload: MailPayload<Template>;
}

export async function insertMail<Template extends MailTemplate>(
  db: Database,
  mail: OutgoingMail<Template>,
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ id: crypto.randomUUID(), ...mail })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
}

/** After this many failed attempts a mail stays unsent, with its last error, for an operator to look at. */
export const MAX_ATTEMPTS = 10;
/** How long a claimed mail is reserved for the instance that claimed it before another may try again. */
const CLAIM_SECONDS = 120;

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Reserves up to `limit` due mails for this worker: their next attempt moves past the claim, so another instance
 * (or this one after a crash) takes them again only when the claim has run out without the mail being sent.
 */
export async function claimDueMails(db: Database, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        sql`${mailOutbox.nextAttemptAt} <= now()`,
        sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(sql`${mailOutbox.id} in ${due}`)
    .returning();
}

/** A sent mail keeps recipient, template and time; its payload (links with codes) is dropped. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, payload: {}, error: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Retries back off: 30 s after the first failure, doubling, at most an hour apart. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

export async function markMailFailed(db: Database, mail: ClaimedMail, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      error: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
    })
    .where(eq(mailOutbox.id, mail.id));
}
