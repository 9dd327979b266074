import { drawLots } from "./lots.js";
import { isMutualCriterion, type TieBreakCriterion, type TieBreakCriterionName } from "./profiles.js";
import type { SeasonResults } from "./season-results.js";
import type { PointDeduction, RankTableInput } from "./table-types.js";
import { accumulateTotals, type TeamTotals } from "./team-totals.js";
import { orderByTieBreak, type RankedTier, type TieBreakEnvironment } from "./tie-break.js";
import type { VariantView } from "./variants.js";
import { isDecisiveRange, type ZoneCounts } from "./zones.js";

/** A ranked view: tiers in order plus the totals the entries are built from. */
export interface Standing {
  tiers: RankedTier[];
  totals: TeamTotals[];
  deducted: number[];
  isFinalTable: boolean;
  isQuotientRanking: boolean;
}

export function computeStanding(
  input: Pick<RankTableInput, "competitionId" | "settings" | "pointDeductions">,
  season: SeasonResults,
  view: VariantView,
  zoneCounts: ZoneCounts,
): Standing {
  const teamCount = season.teams.length;
  const totals = accumulateTotals(view.results, teamCount, view.sides);
  const deducted = view.isStanding ? sumDeductions(input.pointDeductions ?? [], season, view.matchday) : [];
  totals.forEach((team, index) => {
    team.points -= deducted[index] ?? 0;
  });
  const isQuotientRanking = input.settings.isSeasonAbandoned === true;
  const isFinalTable = view.isWholeSeason && (isQuotientRanking || !view.hasPendingMatches);
  const environment: TieBreakEnvironment = {
    isFinalTable,
    isDecisiveRange: (first, last) => isDecisiveRange(first, last, teamCount, zoneCounts),
    measure: (criterion, group) => measureCriterion(criterion, group, totals, view, season, isQuotientRanking),
    findDeciderWinner: (first, second) => findDeciderWinner(season, first, second),
    drawLots: (group) => drawTeamLots(group, season, input.competitionId),
  };
  const active: number[] = [];
  const withdrawn: number[] = [];
  season.teams.forEach((_, index) => {
    (view.isWithdrawn[index] ? withdrawn : active).push(index);
  });
  const profile = input.settings.tieBreakProfile;
  const tiers = [
    ...orderByTieBreak(active, profile, environment),
    ...orderByTieBreak(withdrawn, profile, environment, active.length),
  ];
  return { tiers, totals, deducted, isFinalTable, isQuotientRanking };
}

function sumDeductions(deductions: readonly PointDeduction[], season: SeasonResults, matchday: number | null) {
  const indexById = new Map(season.teams.map((team, index) => [team.id, index]));
  const deducted = season.teams.map(() => 0);
  for (const deduction of deductions) {
    const index = indexById.get(deduction.teamId);
    if (index === undefined) continue;
    const from = deduction.fromMatchday ?? null;
    if (from !== null && (matchday === null || matchday < from)) continue;
    deducted[index]! += deduction.points;
  }
  return deducted;
}

function measureCriterion(
  criterion: TieBreakCriterion,
  group: readonly number[],
  totals: readonly TeamTotals[],
  view: VariantView,
  season: SeasonResults,
  isQuotientRanking: boolean,
): number[] {
  if (isMutualCriterion(criterion)) {
    const members = season.teams.map(() => false);
    for (const team of group) members[team] = true;
    const mini = accumulateTotals(view.results, season.teams.length, view.sides, members);
    return group.map((team) => readMetric(criterion.criterion, mini[team]!, false));
  }
  return group.map((team) => readMetric(criterion.criterion, totals[team]!, isQuotientRanking));
}

function readMetric(name: TieBreakCriterionName, totals: TeamTotals, isQuotient: boolean): number {
  switch (name) {
    case "points":
    case "head_to_head_points":
      if (!isQuotient) return totals.points;
      return totals.played === 0 ? 0 : totals.points / totals.played;
    case "goal_difference":
    case "head_to_head_goal_difference":
      return totals.goalsFor - totals.goalsAgainst;
    case "goals_scored":
    case "head_to_head_goals_scored":
      return totals.goalsFor;
    case "away_goals":
    case "head_to_head_away_goals":
      return totals.awayGoals;
    case "wins":
      return totals.won;
    case "decider":
    case "lots":
      return 0;
  }
}

function findDeciderWinner(season: SeasonResults, first: number, second: number): number | null {
  for (const decider of season.deciders) {
    const [home, guest] = decider.teams;
    const isPair = (home === first && guest === second) || (home === second && guest === first);
    // A pair may have a decider that was called off and replayed; the one with a winner counts.
    if (isPair && decider.winner !== null) return decider.winner;
  }
  return null;
}

function drawTeamLots(group: readonly number[], season: SeasonResults, seed: string): number[] {
  const indexById = new Map(group.map((team) => [season.teams[team]!.id, team]));
  return drawLots([...indexById.keys()], seed).map((teamId) => indexById.get(teamId)!);
}
