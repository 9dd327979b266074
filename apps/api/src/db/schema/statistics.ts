import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { teamSeasons } from "./clubs.js";
import { competitions } from "./competitions.js";
import { matches } from "./matches.js";
import { players } from "./people.js";
import { seasons } from "./structure.js";

/*
 * The amateur statistics, materialised: a read over a whole season of the full association would otherwise
 * aggregate every match, lineup and event. Rows are per period (`zeitraum`) and competition, carrying the
 * competition's filter columns (association, Bezirk, Kreis, team type, league level), so a read filters and ranks
 * one table. They are refreshed when the demo loads and, for the two teams of a match, when its result changes.
 * Privacy is not materialised: reads join the player and apply the flags as they stand.
 */

/** The periods the statistics cover, defined from the data: the season, the month and the weekend last played. */
export const statisticsPeriods = pgTable("statistics_periods", {
  zeitraum: text().primaryKey(),
  seasonId: text()
    .notNull()
    .references(() => seasons.id, { onDelete: "cascade" }),
  startsOn: date().notNull(),
  endsOn: date().notNull(),
  /** German, e.g. "Saison 2026/27", "November 2026", "Letzter Spieltag 20.–22.11.2026". */
  name: text().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Filter columns every statistics row carries (from its competition and playing area). */
const filterColumns = () => ({
  competitionId: text()
    .notNull()
    .references(() => competitions.id, { onDelete: "cascade" }),
  associationId: text().notNull(),
  bezirkId: text(),
  kreisId: text(),
  teamTypeId: integer().notNull(),
  leagueLevelId: integer(),
});

export const statisticsPlayerTotals = pgTable(
  "statistics_player_totals",
  {
    zeitraum: text().notNull(),
    ...filterColumns(),
    teamSeasonId: text()
      .notNull()
      .references(() => teamSeasons.id, { onDelete: "cascade" }),
    playerId: text()
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    appearances: smallint().notNull(),
    /** Goals and penalty goals; own goals never count for the player. */
    goals: smallint().notNull(),
    penaltyGoals: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zeitraum, t.competitionId, t.teamSeasonId, t.playerId] }),
    index().on(t.zeitraum, t.associationId, t.goals),
    index().on(t.zeitraum, t.teamTypeId, t.leagueLevelId),
    index().on(t.teamSeasonId),
  ],
);

export const statisticsTeamTotals = pgTable(
  "statistics_team_totals",
  {
    zeitraum: text().notNull(),
    ...filterColumns(),
    teamSeasonId: text()
      .notNull()
      .references(() => teamSeasons.id, { onDelete: "cascade" }),
    matches: smallint().notNull(),
    wins: smallint().notNull(),
    draws: smallint().notNull(),
    losses: smallint().notNull(),
    goalsFor: smallint().notNull(),
    goalsAgainst: smallint().notNull(),
    /** Card points by the competition's fair-play scheme (lowest is best). */
    fairPlayPoints: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zeitraum, t.competitionId, t.teamSeasonId] }),
    index().on(t.zeitraum, t.associationId),
    index().on(t.teamSeasonId),
  ],
);

export const statisticsMatchTotals = pgTable(
  "statistics_match_totals",
  {
    zeitraum: text().notNull(),
    ...filterColumns(),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    homeTeamSeasonId: text().notNull(),
    guestTeamSeasonId: text().notNull(),
    goals: smallint().notNull(),
    margin: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zeitraum, t.matchId] }),
    index().on(t.zeitraum, t.associationId, t.goals),
    index().on(t.homeTeamSeasonId),
    index().on(t.guestTeamSeasonId),
  ],
);
