import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Transactional outbox: a worker delivers each row once; the idempotency key stops double sends. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull().unique(),
    recipient: text().notNull(),
    template: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_pending").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
