import {
  formatResultNotation,
  rankTable,
  resolveMatchOutcome,
  type SideResult,
  type TableMatch,
} from "@spielfeld/football";
import type { Static } from "typebox";
import type { ServiceContext } from "../shared/context.js";
import { listCompetitionMatchRows, type MatchRow } from "../shared/match-rows.repository.js";
import { isResultShown } from "../shared/privacy.js";
import { getStanding, loadRankingInput, toTableMatch } from "../shared/standings-read.js";
import { loadCompetitionWithTable } from "./cross-table.service.js";
import type { FormTableEntry } from "./form-table.schemas.js";

type FormMatch = Static<typeof FormTableEntry.schema>["form"][number];

const LETTERS: Record<SideResult, FormMatch["result"]> = { won: "S", drawn: "U", lost: "N" };

/** One counted result from one team's side. */
interface WindowResult {
  row: MatchRow;
  isHome: boolean;
  opponentId: string;
  goalsFor: number;
  goalsAgainst: number;
  result: SideResult;
}

function toEngineMatch(row: MatchRow): TableMatch {
  const m = row.match;
  return toTableMatch({
    id: m.id,
    matchday: m.matchday,
    kickoffAt: m.kickoffAt,
    homeTeamId: m.homeTeamSeasonId,
    guestTeamId: m.guestTeamSeasonId,
    status: m.status,
    decision: m.decision,
    homeGoals: m.homeGoals,
    guestGoals: m.guestGoals,
    homeGoalsExtraTime: m.homeGoalsExtraTime,
    guestGoalsExtraTime: m.guestGoalsExtraTime,
    homePenaltyGoals: m.homePenaltyGoals,
    guestPenaltyGoals: m.guestPenaltyGoals,
    roundName: m.roundName,
  });
}

/**
 * Each ranked team's latest `amount` results that the table counts, oldest first. The rows come by kickoff; a
 * result counts as the engine counts it (awards included, live scores and deciders not, nor matches against a
 * team the table does not rank).
 */
function collectWindows(rows: readonly MatchRow[], ranked: ReadonlySet<string>, amount: number, awardedGoals?: number) {
  const windows = new Map<string, WindowResult[]>([...ranked].map((teamId) => [teamId, []]));
  for (const row of rows) {
    const match = toEngineMatch(row);
    const { homeTeamId, guestTeamId } = match;
    if (match.isDecider || homeTeamId === null || guestTeamId === null) continue;
    if (!ranked.has(homeTeamId) || !ranked.has(guestTeamId)) continue;
    const outcome = resolveMatchOutcome(match, { includeLive: false, awardedGoals });
    if (outcome.kind !== "counted") continue;
    for (const [teamId, opponentId, side, isHome] of [
      [homeTeamId, guestTeamId, outcome.home, true],
      [guestTeamId, homeTeamId, outcome.guest, false],
    ] as const) {
      windows.get(teamId)!.push({ row, isHome, opponentId, ...side });
    }
  }
  for (const [teamId, results] of windows) windows.set(teamId, results.slice(-amount));
  return windows;
}

/**
 * The windows as the engine's input: each result becomes a match with the team at home, ranked as a home table,
 * which counts only the home side. So every team's totals are exactly its window, and the competition's own
 * tie-break profile orders them (mutual criteria compare the window's meetings; no deductions, zones or lots).
 */
function toWindowMatches(windows: ReadonlyMap<string, WindowResult[]>): TableMatch[] {
  return [...windows].flatMap(([teamId, results]) =>
    results.map((result) => ({
      id: `${result.row.match.id}:${teamId}`,
      matchday: result.row.match.matchday,
      kickoffAt: result.row.match.kickoffAt?.toISOString() ?? null,
      homeTeamId: teamId,
      guestTeamId: result.opponentId,
      status: "finished" as const,
      homeGoals: result.goalsFor,
      guestGoals: result.goalsAgainst,
    })),
  );
}

function toFormMatch(result: WindowResult, teamNames: ReadonlyMap<string, string>): FormMatch {
  const m = result.row.match;
  const isShown = isResultShown(m);
  return {
    matchId: m.id,
    result: LETTERS[result.result],
    isHome: result.isHome,
    opponentTeamId: result.opponentId,
    opponentTeamName: teamNames.get(result.opponentId) ?? "",
    goalsFor: isShown ? result.goalsFor : null,
    goalsAgainst: isShown ? result.goalsAgainst : null,
    decisionMark: formatResultNotation(m).decisionMark,
    isNoShow: m.status === "no_show_home" || m.status === "no_show_guest" || m.status === "no_show_both",
    kickoff: m.kickoffAt?.toISOString() ?? null,
    matchday: m.matchday,
  };
}

export async function getFormTable(context: ServiceContext, competitionId: string, amount: number) {
  const { db } = context;
  const competition = await loadCompetitionWithTable(db, competitionId);
  const [ranking, rows, overall] = await Promise.all([
    loadRankingInput(db, competition),
    listCompetitionMatchRows(db, competitionId),
    getStanding(db, competition, "overall"),
  ]);
  const ranked = new Set(overall.table.entries.map((entry) => entry.teamId));
  const { settings } = ranking.input;
  const windows = collectWindows(rows, ranked, amount, settings.awardedGoals);
  const table = rankTable({
    competitionId,
    teams: ranking.input.teams,
    matches: toWindowMatches(windows),
    settings: { ...settings, isSeasonAbandoned: false },
    variant: { kind: "home" },
  });
  const teamNames = new Map(ranking.input.teams.map((team) => [team.id, team.name]));
  return {
    compoundId: competition.competition.id,
    amount,
    tieBreakRule: competition.tieBreakProfile.name,
    entries: table.entries.map((entry) => ({
      position: entry.position,
      sharedPlace: entry.isSharedPlace,
      teamId: entry.teamId,
      teamPermanentId: ranking.teams[entry.teamId]?.permanentId ?? entry.teamId,
      teamName: entry.teamName,
      clubId: entry.clubId,
      clubName: ranking.teams[entry.teamId]?.clubName ?? "",
      mark: entry.mark,
      matchesPlayed: entry.matchesPlayed,
      matchesWon: entry.matchesWon,
      matchesDrawn: entry.matchesDrawn,
      matchesLost: entry.matchesLost,
      goalsPlus: entry.goalsPlus,
      goalsMinus: entry.goalsMinus,
      goalDifference: entry.goalDifference,
      points: entry.points,
      form: (windows.get(entry.teamId) ?? []).map((result) => toFormMatch(result, teamNames)),
    })),
  };
}
