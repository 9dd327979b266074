/*
 * A competition's tables as readers see them: ranked by the football engine from the competition's matches,
 * materialised per variant on first read and kept ranked by the writers (competitions/tables.service.ts).
 */

import {
  type CompetitionSettings,
  type PointDeduction,
  type RankedTable,
  rankTable,
  type TableEntry,
  type TableMatch,
  type TableTeam,
  type TableVariant,
  type TieBreakProfile,
} from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { type CompetitionRow, hasTable, listCompetitionTeams, listMatchdays } from "./competition-rows.repository.js";
import { winningSide } from "./match.mapper.js";
import { visibleLogoId } from "./privacy.js";
import {
  insertStanding,
  listPointDeductions,
  listTableMatches,
  lockCompetition,
  readStandings,
  readStoredTableEntries,
  type TableMatchRow,
} from "./standings.repository.js";
import * as teamMatches from "./team-matches.repository.js";

/** The variants a table page offers; `matchday:N` is the overall table as of matchday N. */
export type StandingKey = "overall" | "home" | "away" | "firstHalf" | "secondHalf" | "live" | `matchday:${number}`;

/** What is materialised per variant: the engine's table plus what the wire needs about each team. */
export interface StoredStanding {
  table: RankedTable;
  teams: Record<string, { permanentId: string; clubName: string }>;
  /** Any match of the competition is running: the live variant differs from the overall one. */
  hasLiveMatches: boolean;
}

/** A match as the table engine reads it. */
export function toTableMatch(row: TableMatchRow): TableMatch {
  return { ...row, kickoffAt: row.kickoffAt?.toISOString() ?? null, isDecider: row.roundName === "Entscheidungsspiel" };
}

function toVariant(key: StandingKey): TableVariant {
  if (key.startsWith("matchday:")) return { kind: "asOfMatchday", matchday: Number(key.slice("matchday:".length)) };
  return { kind: key as Exclude<TableVariant["kind"], "asOfMatchday"> };
}

function toProfile(row: NonNullable<CompetitionRow["tieBreakProfile"]>): TieBreakProfile {
  return { ...row, criteria: row.criteria };
}

/** Everything the football engine needs to rank a competition, read from the database. */
export async function loadRankingInput(db: Database, competition: CompetitionRow) {
  const id = competition.competition.id;
  // One after the other: the writes and the lazy ranking read inside a transaction, whose one connection runs one
  // query at a time (pg queues concurrent ones and warns that pg 9 refuses them).
  const teamRows = await listCompetitionTeams(db, id);
  const matchRows = await listTableMatches(db, id);
  const deductionRows = await listPointDeductions(db, id);
  const matchdayRows = await listMatchdays(db, id);
  const teams: TableTeam[] = teamRows.map((team) => ({
    id: team.teamSeasonId,
    name: team.name,
    clubId: team.clubId,
    logoId: visibleLogoId(team),
    withdrawnOn: team.withdrawnOn,
    isOutOfCompetition: team.isOutOfCompetition,
  }));
  const matches = matchRows.map(toTableMatch);
  const firstMatchdayFrom = (date: string) =>
    matchdayRows.find((matchday) => matchday.startsOn !== null && matchday.startsOn >= date)?.number ?? null;
  const pointDeductions: PointDeduction[] = deductionRows.map((deduction) => ({
    teamId: deduction.teamSeasonId,
    points: deduction.points,
    reason: deduction.reason,
    fromMatchday: firstMatchdayFrom(deduction.decidedOn),
  }));
  const { competition: settings, tieBreakProfile } = competition;
  if (!tieBreakProfile) throw new Error(`Competition ${id} has no tie-break profile`);
  const competitionSettings: CompetitionSettings = {
    tieBreakProfile: toProfile(tieBreakProfile),
    promotionCount: settings.promotionCount,
    promotionPlayoffCount: settings.promotionPlayoffCount,
    relegationPlayoffCount: settings.relegationPlayoffCount,
    relegationCount: settings.relegationCount,
    withdrawalCutoffDate: settings.withdrawalCutoffDate,
    isSeasonAbandoned: settings.isSeasonAbandoned,
    totalMatchdays: matchdayRows.length > 0 ? matchdayRows.length : null,
  };
  return {
    input: { competitionId: id, teams, matches, pointDeductions, settings: competitionSettings },
    teams: Object.fromEntries(
      teamRows.map((team) => [team.teamSeasonId, { permanentId: team.teamPermanentId, clubName: team.clubName }]),
    ),
    hasLiveMatches: matchRows.some((match) => match.status === "live"),
  };
}

/** Ranks the given variants from one read of the competition's matches. */
export async function computeStandings(
  db: Database,
  competition: CompetitionRow,
  keys: readonly StandingKey[],
): Promise<Map<StandingKey, StoredStanding>> {
  const { input, teams, hasLiveMatches } = await loadRankingInput(db, competition);
  return new Map(
    keys.map((key) => [key, { table: rankTable({ ...input, variant: toVariant(key) }), teams, hasLiveMatches }]),
  );
}

/**
 * Reads materialised tables, ranking and storing those not stored yet. The ranking runs under a shared lock on
 * the competition, which a result change holds exclusively: a table ranked from matches that a concurrent change
 * is replacing is stored before that change's refresh, never after it.
 */
export async function getStandings(
  db: Database,
  competition: CompetitionRow,
  keys: readonly StandingKey[],
): Promise<Map<StandingKey, StoredStanding>> {
  const id = competition.competition.id;
  const stored = new Map(
    (await readStandings(db, id, keys)).map((row) => [row.variant as StandingKey, row.standing as StoredStanding]),
  );
  const missing = keys.filter((key) => !stored.has(key));
  if (missing.length === 0) return stored;
  const computed = await db.transaction(async (tx) => {
    await lockCompetition(tx, id, "share");
    const standings = await computeStandings(tx, competition, missing);
    for (const [key, standing] of standings) await insertStanding(tx, id, key, standing);
    return standings;
  });
  for (const [key, standing] of computed) stored.set(key, standing);
  return stored;
}

/** Reads one materialised table, ranking and storing it on first use. */
export async function getStanding(db: Database, competition: CompetitionRow, key: StandingKey) {
  return (await getStandings(db, competition, [key])).get(key)!;
}

/**
 * The table a reader sees as the current one: the live table while matches of the competition are played, else the
 * overall one. Every "current" place and point count (tables, comparisons) comes from here, so they agree.
 */
export async function getCurrentStanding(db: Database, competition: CompetitionRow) {
  const overall = await getStanding(db, competition, "overall");
  return overall.hasLiveMatches ? await getStanding(db, competition, "live") : overall;
}

/** A team's line in a competition's overall table, and whether that table is final. */
export interface TablePlace {
  entry: TableEntry;
  isFinalTable: boolean;
}

/** The key of a team's place in `findTablePlaces`' answer. */
export const placeKey = (competitionId: string, teamSeasonId: string) => `${competitionId}|${teamSeasonId}`;

/**
 * Teams' places in the overall tables of competitions with a table (success histories): one read of the teams'
 * lines in the stored tables, then the tables not stored yet ranked one after the other (each in a transaction of
 * its own). A team the table does not rank has no place.
 */
export async function findTablePlaces(
  db: Database,
  wanted: readonly { competition: CompetitionRow; teamSeasonId: string }[],
): Promise<Map<string, TablePlace>> {
  const withTable = wanted.filter(({ competition }) => hasTable(competition));
  const teamIds = [...new Set(withTable.map((entry) => entry.teamSeasonId))];
  const competitions = new Map(withTable.map(({ competition }) => [competition.competition.id, competition]));
  const stored = await readStoredTableEntries(db, [...competitions.keys()], teamIds);
  const places = new Map<string, TablePlace>();
  const add = (competitionId: string, isFinalTable: boolean, entries: TableEntry[]) => {
    for (const entry of entries) places.set(placeKey(competitionId, entry.teamId), { entry, isFinalTable });
  };
  for (const row of stored) add(row.competitionId, row.isFinalTable, row.entries);
  const storedIds = new Set(stored.map((row) => row.competitionId));
  for (const [id, competition] of competitions) {
    if (storedIds.has(id)) continue;
    const { table } = await getStanding(db, competition, "overall");
    add(
      id,
      table.isFinalTable,
      table.entries.filter((entry) => teamIds.includes(entry.teamId)),
    );
  }
  return places;
}

/**
 * The cups (competitions without a table) whose final the team won, as `placeKey`s: one read of the teams' finals,
 * none when no cup is asked about.
 */
export async function findCupWins(
  db: Database,
  wanted: readonly { competition: CompetitionRow; teamSeasonId: string }[],
): Promise<Set<string>> {
  const cups = wanted.filter(({ competition }) => !hasTable(competition));
  if (cups.length === 0) return new Set();
  const finals = await teamMatches.listTeamFinalFacts(db, [...new Set(cups.map((entry) => entry.teamSeasonId))]);
  const wins = new Set<string>();
  for (const final of finals) {
    const side = winningSide(final);
    if (side) wins.add(placeKey(final.match.competitionId, final.match[`${side}TeamSeasonId`]!));
  }
  const asked = cups.map((entry) => placeKey(entry.competition.competition.id, entry.teamSeasonId));
  return new Set(asked.filter((key) => wins.has(key)));
}
