import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { associations } from "./structure.js";

/**
 * Solved captcha challenges, kept until they expire: a challenge counts once (replays are refused).
 * The id is the challenge's nonce, which its signature covers.
 */
export const captchaUses = pgTable(
  "captcha_uses",
  {
    challengeId: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * One row per contact mail sent, for the hourly limits per recipient and per sender. Both addresses are kept
 * only as SHA-256 digests of their lower-case form: the table counts, it does not remember who wrote to whom.
 */
export const contactMails = pgTable(
  "contact_mails",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** association, club or division_manager */
    kind: text().notNull(),
    recipientDigest: text().notNull(),
    senderDigest: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.recipientDigest, t.sentAt), index().on(t.senderDigest, t.sentAt)],
);

/** Reports of content (`reportAbuse`) or of a live ticker entry (`reportTickerAbuse`) for the moderators. */
export const abuseReports = pgTable(
  "abuse_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** content or ticker */
    kind: text().notNull(),
    associationId: text().references(() => associations.id),
    contentUrl: text(),
    category: text(),
    reasonId: text(),
    matchId: text(),
    tickerEntryId: text(),
    text: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
