import {
  type CompetitionSettings,
  type PointDeduction,
  type RankedTable,
  rankTable,
  type TableMatch,
  type TableTeam,
  type TableVariant,
  type TieBreakProfile,
} from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import {
  type CompetitionRow,
  deleteStandings,
  listCompetitionTeams,
  listMatchdays,
  listPointDeductions,
  listTableMatches,
  readStanding,
  writeStanding,
} from "./competitions.repository.js";

/** The variants a table page offers; `matchday:N` is the overall table as of matchday N. */
export type StandingKey = "overall" | "home" | "away" | "firstHalf" | "secondHalf" | "live" | `matchday:${number}`;

/** What is materialised per variant: the engine's table plus what the wire needs about each team. */
export interface StoredStanding {
  table: RankedTable;
  teams: Record<string, { permanentId: string; clubName: string }>;
  /** Any match of the competition is running: the live variant differs from the overall one. */
  hasLiveMatches: boolean;
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
  const [teamRows, matchRows, deductionRows, matchdayRows] = await Promise.all([
    listCompetitionTeams(db, id),
    listTableMatches(db, id),
    listPointDeductions(db, id),
    listMatchdays(db, id),
  ]);
  const teams: TableTeam[] = teamRows.map((team) => ({
    id: team.teamSeasonId,
    name: team.name,
    clubId: team.clubId,
    logoId: team.isLogoPrivate ? null : team.logoMediaId,
    withdrawnOn: team.withdrawnOn,
    isOutOfCompetition: team.isOutOfCompetition,
  }));
  const matches: TableMatch[] = matchRows.map((match) => ({
    ...match,
    kickoffAt: match.kickoffAt?.toISOString() ?? null,
    isDecider: match.roundName === "Entscheidungsspiel",
  }));
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

/** Ranks one variant from the competition's matches with the football engine. */
export async function computeStanding(
  db: Database,
  competition: CompetitionRow,
  key: StandingKey,
): Promise<StoredStanding> {
  const { input, teams, hasLiveMatches } = await loadRankingInput(db, competition);
  return { table: rankTable({ ...input, variant: toVariant(key) }), teams, hasLiveMatches };
}

/** Reads a materialised table, computing and storing it on first use. */
export async function getStanding(db: Database, competition: CompetitionRow, key: StandingKey) {
  const stored = (await readStanding(db, competition.competition.id, key)) as StoredStanding | null;
  if (stored) return stored;
  const standing = await computeStanding(db, competition, key);
  await writeStanding(db, competition.competition.id, key, standing);
  return standing;
}

/**
 * After a result change every stored variant of the competition is stale: drop them all and rank the
 * overall table (and the live one while matches run) again at once, so the next read is a plain lookup.
 */
export async function refreshStandings(db: Database, competition: CompetitionRow): Promise<StoredStanding> {
  await deleteStandings(db, competition.competition.id);
  const overall = await computeStanding(db, competition, "overall");
  await writeStanding(db, competition.competition.id, "overall", overall);
  if (overall.hasLiveMatches) {
    await writeStanding(db, competition.competition.id, "live", await computeStanding(db, competition, "live"));
  }
  return overall;
}
