import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { clubs } from "./clubs.js";
import { matches } from "./matches.js";

/*
 * A match reported while it is played. Every write of a reporter is an entry: the record the match is read from
 * (packages/football `readReportedState`), the answer repeated for the same idempotency key, and what undo removes.
 */

export const matchEntries = pgTable(
  "match_entries",
  {
    id: text().primaryKey(),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** Who wrote it; kept (as null) when the account is deleted, so the match's record stays whole. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The client's key: the same key from the same account writes once and answers again. */
    idempotencyKey: text().notNull(),
    kind: text({
      enum: [
        "phase",
        "goal",
        "shootout",
        "card",
        "substitution",
        "text",
        "final_result",
        "release",
        "undo",
        "withdrawal",
      ],
    }).notNull(),
    /** What the entry says (phase, side, players, minute, text …), as the write call received it. */
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    minute: smallint(),
    addedMinute: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    undoneAt: timestamp({ withTimezone: true }),
    /** The answer the write gave, repeated for a retry with the same key. */
    answer: jsonb().notNull(),
  },
  (t) => [unique().on(t.userId, t.idempotencyKey), index().on(t.matchId, t.createdAt)],
);

/** People a club lets report its matches (besides its team admins and the division manager). */
export const clubReporters = pgTable(
  "club_reporters",
  {
    clubId: text()
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    namedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index().on(t.userId)],
);

/**
 * What live readers are sent, in order: each committed write of a running match adds its events here, and every
 * API instance streams them to its readers (an id is the stream's `Last-Event-ID`). Kept for an hour.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: text().notNull(),
    competitionId: text().notNull(),
    /** The permanent ids of both teams, for the streams of a team. */
    homeTeamId: text(),
    guestTeamId: text(),
    kind: text({ enum: ["match", "table"] }).notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.matchId, t.id),
    index().on(t.competitionId, t.id),
    index().on(t.homeTeamId, t.id),
    index().on(t.guestTeamId, t.id),
  ],
);
