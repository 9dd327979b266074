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
 * Privacy is not materialised here: reads join the player and apply the flags as they stand. The one exception is
 * the association-wide roll-up below, which a trigger keeps in step with the player.
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

/** A player's figures for one team, as both player tables carry them. */
const playerFigures = () => ({
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
});

export const statisticsPlayerTotals = pgTable(
  "statistics_player_totals",
  {
    zeitraum: text().notNull(),
    ...filterColumns(),
    ...playerFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.zeitraum, t.competitionId, t.teamSeasonId, t.playerId] }),
    index().on(t.zeitraum, t.associationId, t.goals),
    index().on(t.zeitraum, t.teamTypeId, t.leagueLevelId),
    index().on(t.teamSeasonId),
  ],
);

/**
 * The player figures of a whole association, per period, player and team: the association-wide lists read this
 * roll-up of `statistics_player_totals` instead of summing every competition's rows. So that a list walks one index
 * in its order and counts ranks from it, the roll-up carries what the order and the listing rule need of the
 * player: the name (ties are ordered by it) and `listed_from`, the Berlin day from which the player's figures may be
 * listed (`statistics_listed_from`, the rule of `LISTED_PLAYER`: 'infinity' for a profile or performance not
 * shown). A trigger on `players` keeps both in step with every write of the player's name, flags or consent.
 */
export const statisticsPlayerRollup = pgTable(
  "statistics_player_rollup",
  {
    zeitraum: text().notNull(),
    associationId: text().notNull(),
    ...playerFigures(),
    lastName: text().notNull(),
    firstName: text().notNull(),
    listedFrom: date().notNull(),
  },
  (t) => {
    const order = [t.lastName, t.firstName, t.playerId, t.teamSeasonId, t.listedFrom] as const;
    return [
      primaryKey({ columns: [t.zeitraum, t.associationId, t.playerId, t.teamSeasonId] }),
      index("statistics_player_rollup_goals").on(t.zeitraum, t.associationId, t.goals.desc(), ...order),
      index("statistics_player_rollup_penalty_goals").on(t.zeitraum, t.associationId, t.penaltyGoals.desc(), ...order),
      index("statistics_player_rollup_appearances").on(t.zeitraum, t.associationId, t.appearances.desc(), ...order),
      index().on(t.playerId),
      index().on(t.teamSeasonId),
    ];
  },
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
