import { isDeepStrictEqual } from "node:util";
import {
  type AffectedTables,
  type CompetitionSettings,
  findAffectedTables,
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
import { type CompetitionRow, hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import { winningSide } from "../shared/match.mapper.js";
import { visibleLogoId } from "../shared/privacy.js";
import * as teamMatches from "../shared/team-matches.repository.js";
import {
  deleteMatchdayStandings,
  deleteStandings,
  findTableMatch,
  insertStanding,
  listCompetitionTeams,
  listMatchdays,
  listPointDeductions,
  listTableMatches,
  lockCompetition,
  readStandings,
  readStoredTableEntries,
  type TableMatchRow,
  touchCompetition,
} from "./competitions.repository.js";
import { deleteCompetitionLists } from "./lists.repository.js";
import { inWriteTurn } from "./write-turns.js";

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

/** The tables a page shows at once, kept ranked after every change; as-of-matchday tables are ranked on demand. */
const KEPT_RANKED: readonly StandingKey[] = ["overall", "home", "away", "firstHalf", "secondHalf"];

/**
 * After a result change, inside the writer's transaction (which holds the competition's lock): drops the stored
 * tables the change makes stale and ranks the page's tables again at once, so the next read is a plain lookup.
 * They are ranked even after a change that only the live table sees: each stored table says whether matches are
 * running. Without `affected` every stored table counts as stale.
 */
export async function refreshStandings(
  db: Database,
  competition: CompetitionRow,
  affected?: AffectedTables,
): Promise<void> {
  const id = competition.competition.id;
  if (affected === undefined) {
    await deleteStandings(db, id);
  } else {
    await deleteStandings(
      db,
      id,
      affected.variants.filter((variant) => variant !== "asOfMatchday"),
    );
    if (affected.fromMatchday !== null) await deleteMatchdayStandings(db, id, affected.fromMatchday);
  }
  const standings = await computeStandings(db, competition, [...KEPT_RANKED, "live"]);
  for (const key of KEPT_RANKED) await insertStanding(db, id, key, standings.get(key)!, { replace: true });
  if (standings.get("overall")!.hasLiveMatches) {
    await insertStanding(db, id, "live", standings.get("live")!, { replace: true });
  } else {
    await deleteStandings(db, id, ["live"]);
  }
}

/**
 * Runs a write to one match under the competition's lock, in one transaction, and ranks again the tables the
 * change reaches (a lazily ranked table can therefore never be stored from matches the write is replacing). A write
 * that leaves the match's line in the table engine's input as it was (a card, a ticker text, half time) ranks
 * nothing: the tables are a function of that input. `touchesLists: false` (a ticker text, a substitution: no goal,
 * card or played match) keeps the scorers and the fair-play table. Each process runs the writes in turn per
 * competition and a few at once (write-turns.ts).
 */
export async function writeMatchAndRankTables(
  db: Database,
  competitionId: string,
  matchId: string,
  now: Date,
  write: (tx: Database) => Promise<void>,
  { touchesLists = true } = {},
): Promise<void> {
  await inWriteTurn(competitionId, () => writeAndRank(db, competitionId, matchId, now, write, touchesLists));
}

async function writeAndRank(
  db: Database,
  competitionId: string,
  matchId: string,
  now: Date,
  write: (tx: Database) => Promise<void>,
  touchesLists: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompetition(tx, competitionId, "update");
    const before = await findTableMatch(tx, matchId);
    await write(tx);
    await touchCompetition(tx, competitionId, now);
    // Scorers and the fair-play table count goals, cards and matches played: ranked again on their next read.
    if (touchesLists) await deleteCompetitionLists(tx, competitionId);
    const after = await findTableMatch(tx, matchId);
    if (isDeepStrictEqual(before, after)) return;
    const competition = await loadCompetition(tx, competitionId);
    if (!hasTable(competition)) return;
    const matchdays = (await listMatchdays(tx, competitionId)).length;
    await refreshStandings(
      tx,
      competition,
      findAffectedTables({
        competitionId,
        before: before && toTableMatch(before),
        after: after && toTableMatch(after),
        totalMatchdays: matchdays > 0 ? matchdays : null,
      }),
    );
  });
}
