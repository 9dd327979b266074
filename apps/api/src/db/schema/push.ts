import { index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Web push messages on their way (see modules/push): written when a live entry is made, sent by every instance's
 * worker (claimed with SKIP LOCKED), retried after a push service's 429 or 5xx, dropped once their time to live has
 * passed. A sent message is deleted: nothing of it is kept.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: text().primaryKey(),
    token: text().notNull(),
    tokenTypeId: integer().notNull(),
    /** What the notification says and where it leads: title, body, url, tag. */
    message: jsonb().$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
    /** Seconds the push service keeps the message for a device that is offline. */
    ttlSeconds: integer().notNull(),
    urgency: text({ enum: ["very-low", "low", "normal", "high"] }).notNull(),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** After this the message is no news any more and is dropped unsent. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.nextAttemptAt)],
);
