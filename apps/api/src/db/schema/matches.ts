import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { teamSeasons } from "./clubs.js";
import { competitions } from "./competitions.js";
import { decisionType, matchSide, matchStatus, officialRole, timeState } from "./enums.js";
import { players, referees } from "./people.js";
import { venues } from "./structure.js";

export const matches = pgTable(
  "matches",
  {
    id: text().primaryKey(),
    competitionId: text()
      .notNull()
      .references(() => competitions.id),
    matchday: smallint(),
    roundName: text(),
    matchNumber: text(),
    /** Stored in UTC; shown in Europe/Berlin. */
    kickoffAt: timestamp({ withTimezone: true }),
    /** False while the kickoff time is open (shown as `**`). */
    isKickoffTimeKnown: boolean().notNull().default(true),
    /** Both are null for nothing; one is null for a bye. */
    homeTeamSeasonId: text().references(() => teamSeasons.id),
    guestTeamSeasonId: text().references(() => teamSeasons.id),
    venueId: text().references(() => venues.id),
    status: matchStatus().notNull().default("scheduled"),
    decision: decisionType(),
    decisionNote: text(),
    homeGoals: smallint(),
    guestGoals: smallint(),
    homeGoalsHalftime: smallint(),
    guestGoalsHalftime: smallint(),
    /** Score after extra time (including regular time). */
    homeGoalsExtraTime: smallint(),
    guestGoalsExtraTime: smallint(),
    homePenaltyGoals: smallint(),
    guestPenaltyGoals: smallint(),
    liveMinute: smallint(),
    liveAddedMinute: smallint(),
    timeState: timeState(),
    /** The result may not be shown (children's football, o.E.). */
    isResultPrivate: boolean().notNull().default(false),
    /** Provisional: entered but not yet released by the division manager. */
    isPrePublished: boolean().notNull().default(false),
    rescheduledFromMatchId: text(),
    rescheduledToMatchId: text(),
    cancellationReason: text(),
    spectators: integer(),
    imageCount: smallint().notNull().default(0),
    videoCount: smallint().notNull().default(0),
    isReportAvailable: boolean().notNull().default(false),
    /**
     * Raised by the database whenever the kickoff, the venue or the status changes (see migration 0005), so a
     * calendar entry of the match can announce its new version (iCalendar SEQUENCE).
     */
    scheduleSequence: integer().notNull().default(0),
    /**
     * Set while a match is reported live: when its current phase began (its clock counts from there) and when each
     * half began (the ticker's actual kickoff times). A match without them runs on the clock from its kickoff.
     */
    phaseStartedAt: timestamp({ withTimezone: true }),
    firstHalfStartedAt: timestamp({ withTimezone: true }),
    secondHalfStartedAt: timestamp({ withTimezone: true }),
    extraTimeFirstHalfStartedAt: timestamp({ withTimezone: true }),
    extraTimeSecondHalfStartedAt: timestamp({ withTimezone: true }),
    penaltiesStartedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.competitionId, t.matchday),
    index().on(t.competitionId, t.kickoffAt),
    index().on(t.homeTeamSeasonId, t.kickoffAt),
    index().on(t.guestTeamSeasonId, t.kickoffAt),
    index().on(t.kickoffAt),
    index().on(t.status),
  ],
);

export const matchOfficials = pgTable(
  "match_officials",
  {
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    role: officialRole().notNull(),
    refereeId: text().references(() => referees.id),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.role] }), index().on(t.refereeId)],
);

export const matchLineups = pgTable(
  "match_lineups",
  {
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    side: matchSide().notNull(),
    playerId: text()
      .notNull()
      .references(() => players.id),
    jerseyNumber: smallint(),
    isCaptain: boolean().notNull().default(false),
    isKeeper: boolean().notNull().default(false),
    isSubstitute: boolean().notNull().default(false),
    sortOrder: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.playerId] }), index().on(t.playerId)],
);

/** Match events with the association's type codes (DOMAIN.md): -2 in, -1 out, 2 yellow, 3 red, 4 yellow-red, 7 goal, 8 own goal, 9 penalty goal, 13 time penalty. */
export const matchEvents = pgTable(
  "match_events",
  {
    id: text().primaryKey(),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    typeCode: smallint().notNull(),
    minute: smallint().notNull(),
    addedMinute: smallint(),
    sortOrder: integer().notNull(),
    side: matchSide().notNull(),
    playerId: text().references(() => players.id),
    /** The other player of a substitution pair, or the assist. */
    relatedPlayerId: text().references(() => players.id),
  },
  (t) => [index().on(t.matchId, t.sortOrder), index().on(t.playerId)],
);

export const matchTeamOfficials = pgTable(
  "match_team_officials",
  {
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    side: matchSide().notNull(),
    name: text().notNull(),
    functionName: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.side, t.functionName, t.name] })],
);

export const tickerEntries = pgTable(
  "ticker_entries",
  {
    id: text().primaryKey(),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    minute: smallint(),
    addedMinute: smallint(),
    typeCode: smallint(),
    text: text().notNull(),
    authorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    likeCount: integer().notNull().default(0),
    isHidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.matchId, t.createdAt)],
);

export const tickerLikes = pgTable(
  "ticker_likes",
  {
    tickerEntryId: text()
      .notNull()
      .references(() => tickerEntries.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tickerEntryId, t.userId] })],
);
