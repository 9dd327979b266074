import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { searchTermsOf } from "../search-fold.js";
import { teamSeasons } from "./clubs.js";
import { functionaries } from "./people.js";
import { competitionTypes, leagueLevels, playingAreas, seasons, teamTypes } from "./structure.js";

/** One tie-break criterion; a profile is an ordered list of them (see DOMAIN.md, Tables). */
export interface TieBreakCriterion {
  criterion:
    | "points"
    | "goal_difference"
    | "goals_scored"
    | "head_to_head_points"
    | "head_to_head_goal_difference"
    | "head_to_head_goals_scored"
    | "head_to_head_away_goals"
    | "away_goals"
    | "wins"
    | "decider"
    | "lots";
  /** `all` compares all matches, `mutual` only the matches among the tied group (recursively for sub-groups). */
  scope: "all" | "mutual";
}

/** Tie-break rules are data per competition, because they differ by level and association. */
export const tieBreakProfiles = pgTable("tie_break_profiles", {
  id: text().primaryKey(),
  name: text().notNull(),
  /** The sentence the table page shows, e.g. "Bei Punktgleichheit entscheidet der direkte Vergleich." */
  description: text().notNull(),
  criteria: jsonb().$type<TieBreakCriterion[]>().notNull(),
  /** When the mutual criteria apply: always, only in the final table, or only for places deciding a zone. */
  applicationMode: text().$type<"always" | "final_table_only" | "zone_places_only">().notNull(),
  /** What settles a tie that the criteria leave open. */
  fallback: text().$type<"shared_place" | "decider" | "lots">().notNull(),
});

export interface FairPlayScheme {
  yellow: number;
  yellowRed: number;
  red: number;
  perSuspendedMatch: number;
}

export const fairPlaySchemes = pgTable("fair_play_schemes", {
  id: text().primaryKey(),
  name: text().notNull(),
  points: jsonb().$type<FairPlayScheme>().notNull(),
});

/** A Staffel: one group of one competition in one season. `id` is the compound id (opaque id plus suffix). */
export const competitions = pgTable(
  "competitions",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    shortName: text().notNull(),
    /** Breadcrumb parts, e.g. ["Meisterschaften", "Herren", "Kreisliga", "Kreis München"]. */
    breadcrumb: jsonb().$type<string[]>().notNull(),
    competitionTypeId: integer()
      .notNull()
      .references(() => competitionTypes.id),
    teamTypeId: integer()
      .notNull()
      .references(() => teamTypes.id),
    leagueLevelId: integer().references(() => leagueLevels.id),
    playingAreaId: text()
      .notNull()
      .references(() => playingAreas.id),
    seasonId: text()
      .notNull()
      .references(() => seasons.id),
    /** Round-based competitions (cups, tournaments) have rounds instead of matchdays. */
    isRoundBased: boolean().notNull().default(false),
    planningMode: text(),
    kinderfussballType: text(),
    beginsAt: timestamp({ withTimezone: true }),
    promotionCount: smallint().notNull().default(0),
    promotionPlayoffCount: smallint().notNull().default(0),
    relegationPlayoffCount: smallint().notNull().default(0),
    relegationCount: smallint().notNull().default(0),
    tieBreakProfileId: text().references(() => tieBreakProfiles.id),
    fairPlaySchemeId: text().references(() => fairPlaySchemes.id),
    divisionManagerId: text().references(() => functionaries.id),
    /** Withdrawn teams' results are annulled before this date and stand after it. */
    withdrawalCutoffDate: date(),
    /** An abandoned season is ranked by points quotient. */
    isSeasonAbandoned: boolean().notNull().default(false),
    hasTable: boolean().notNull().default(true),
    hasScorers: boolean().notNull().default(true),
    isFairPlayTablePublic: boolean().notNull().default(true),
    isLiveTickerEnabled: boolean().notNull().default(true),
    isTopLeague: boolean().notNull().default(false),
    comment: text(),
    adCode: text(),
    adTags: jsonb().$type<string[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The name folded for search, both umlaut forms (see db/search-fold.ts). */
    searchTerms: text()
      .notNull()
      .generatedAlwaysAs(() => searchTermsOf("name")),
  },
  (t) => [
    index().on(t.seasonId, t.competitionTypeId, t.teamTypeId, t.leagueLevelId),
    index().on(t.playingAreaId, t.seasonId),
    index("competitions_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    // A GiST index answers the search in similarity order (nearest first) and stops after a page.
    index("competitions_search_terms_trgm").using("gist", sql`${t.searchTerms} gist_trgm_ops(siglen=1024)`),
  ],
);

/** The matchday plan (Spieltage) or, for round-based competitions, the rounds. */
export const competitionMatchdays = pgTable(
  "competition_matchdays",
  {
    competitionId: text()
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    number: smallint().notNull(),
    name: text().notNull(),
    startsOn: date(),
    endsOn: date(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.number] })],
);

/** A team's entry into a competition, with its standing flags. */
export const competitionTeams = pgTable(
  "competition_teams",
  {
    competitionId: text()
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    teamSeasonId: text()
      .notNull()
      .references(() => teamSeasons.id),
    /** Set when the team withdrew (zg.): before the competition's cut-off its results are annulled. */
    withdrawnOn: date(),
    /** Out of competition (oW / a.K.): plays, is not ranked, its matches do not count. */
    isOutOfCompetition: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.teamSeasonId] }), index().on(t.teamSeasonId)],
);

export const pointDeductions = pgTable(
  "point_deductions",
  {
    id: text().primaryKey(),
    competitionId: text()
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    teamSeasonId: text()
      .notNull()
      .references(() => teamSeasons.id),
    points: smallint().notNull(),
    reason: text().notNull(),
    decidedOn: date().notNull(),
  },
  (t) => [index().on(t.competitionId)],
);

/**
 * Materialised tables: one ranked table per competition and variant (`overall`, `home`, `away`, `firstHalf`,
 * `secondHalf`, `live`, `matchday:7`), written by the table service from the engine's output. A result change
 * deletes the competition's rows and recomputes the overall table, so a table read never aggregates matches.
 */
export const competitionStandings = pgTable(
  "competition_standings",
  {
    competitionId: text()
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    variant: text().notNull(),
    /** The engine's RankedTable, enriched with team names and logos at computation time. */
    standing: jsonb().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.variant] })],
);

/**
 * A competition's scorer and fair-play rankings, materialised like its tables: ranking them reads every goal and
 * card of the season, while a team page needs only its own lines. Only what results decide is stored (places,
 * players, teams, counts); names, privacy and the scheme's wording are joined when read. Dropped by every change
 * of the competition's goals, cards or results and ranked again on the next read.
 */
export const competitionLists = pgTable(
  "competition_lists",
  {
    competitionId: text()
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    /** "scorers" or "fairPlay". */
    kind: text().notNull(),
    list: jsonb().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.kind] })],
);
