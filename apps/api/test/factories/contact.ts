import { eq, min, sql } from "drizzle-orm";
import { contactMails } from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

/** Forgets every contact mail sent, so no hourly limit carries over to the next test. */
export async function clearContactMails(testApp: TestApp): Promise<void> {
  await testApp.db.delete(contactMails);
}

/** Moves a sender's (by digest) first contact mail back in time by the given minutes, as if sent that much earlier. */
export async function backdateFirstContactMail(testApp: TestApp, senderDigest: string, minutes: number): Promise<void> {
  const first = testApp.db
    .select({ sentAt: min(contactMails.sentAt) })
    .from(contactMails)
    .where(eq(contactMails.senderDigest, senderDigest));
  await testApp.db
    .update(contactMails)
    .set({ sentAt: sql`${contactMails.sentAt} - make_interval(mins => ${minutes})` })
    .where(eq(contactMails.sentAt, first));
}
