import type { Database } from "../db/database.js";
import { insertMail, type OutgoingMail } from "./outbox.repository.js";
import type { MailTemplate } from "./templates.js";

export type { OutgoingMail };

/**
 * Puts a mail in the outbox. Call it with the transaction of the change that causes the mail: a change is then
 * never stored without its mail, nor a mail sent for a change that was rolled back. The worker sends it soon after
 * the commit; the same idempotency key again is a no-op.
 */
export function enqueueMail<Template extends MailTemplate>(db: Database, mail: OutgoingMail<Template>): Promise<void> {
  return insertMail(db, mail);
}
