import { awardMatch, defaultAwardedGoals, resolveMatchOutcome, type SideOutcome } from "../match/match-outcome.js";
import type { RankTableInput, TableMatch, TableTeam, UnrankedTeam } from "./table-types.js";

/** A counted match with teams as indices into `SeasonResults.teams`. */
export interface IndexedResult {
  matchday: number | null;
  home: number;
  guest: number;
  homeSide: SideOutcome;
  guestSide: SideOutcome;
  isLive: boolean;
  /** Set on an open match awarded because of a withdrawal: it counts only in views reaching this matchday. */
  awardedFrom?: number;
}

export interface DeciderResult {
  teams: readonly [number, number];
  winner: number | null;
}

/** Everything a competition's matches contribute, before a variant picks its part. */
export interface SeasonResults {
  /** Ranked teams; active ones first, then those withdrawn after the cut-off. */
  teams: TableTeam[];
  /**
   * Per team, the first matchday whose tables show its withdrawal after the cut-off (results stand, the team
   * ranks below every active one); Infinity when only views without a last matchday do; null if it stayed in.
   */
  withdrawalMatchday: (number | null)[];
  unranked: UnrankedTeam[];
  results: IndexedResult[];
  deciders: DeciderResult[];
  /** Matches not yet played or decided, or still in progress: while there are any, no table is final. */
  hasPendingMatches: boolean;
  /** Highest matchday in the schedule, for the split into halves. */
  lastScheduledMatchday: number | null;
}

export function collectSeasonResults(input: RankTableInput, includeLive: boolean): SeasonResults {
  const cutoff = input.settings.withdrawalCutoffDate ?? null;
  const { teams, unranked } = partitionTeams(input.teams, cutoff);
  const withdrawalMatchday = teams.map((team) =>
    team.withdrawnOn ? findWithdrawalMatchday(team.withdrawnOn, input.matches) : null,
  );
  const hasWithdrawn = (team: number) => typeof withdrawalMatchday[team] === "number";
  const indexById = new Map(teams.map((team, index) => [team.id, index]));
  const awardedGoals = input.settings.awardedGoals;
  const results: IndexedResult[] = [];
  const deciders: DeciderResult[] = [];
  const remainingOfWithdrawn: { match: TableMatch; home: number; guest: number }[] = [];
  let hasPendingMatches = false;
  let lastScheduledMatchday: number | null = null;
  for (const match of input.matches) {
    if (match.matchday !== null) lastScheduledMatchday = Math.max(lastScheduledMatchday ?? 0, match.matchday);
    const home = match.homeTeamId === null ? undefined : indexById.get(match.homeTeamId);
    const guest = match.guestTeamId === null ? undefined : indexById.get(match.guestTeamId);
    // Byes, unknown teams, teams out of competition and annulled withdrawals leave the match uncounted.
    if (home === undefined || guest === undefined) continue;
    if (match.isDecider) {
      deciders.push({ teams: [home, guest], winner: findDeciderWinner(match, home, guest) });
      continue;
    }
    const outcome = resolveMatchOutcome(match, { includeLive, awardedGoals });
    if (outcome.kind === "counted") {
      results.push({ matchday: match.matchday, home, guest, ...sidesOf(outcome), isLive: outcome.isLive });
      // A match in progress counts with its current score, yet the table cannot be final before it ends.
      if (outcome.isLive) hasPendingMatches = true;
    } else if (outcome.kind === "pending" && (hasWithdrawn(home) || hasWithdrawn(guest))) {
      remainingOfWithdrawn.push({ match, home, guest });
    } else if (outcome.kind === "pending") {
      hasPendingMatches = true;
    }
  }
  const awarded = awardRemainingMatches(remainingOfWithdrawn, results, withdrawalMatchday, awardedGoals);
  results.push(...awarded.results);
  hasPendingMatches ||= awarded.hasPending;
  return { teams, withdrawalMatchday, unranked, results, deciders, hasPendingMatches, lastScheduledMatchday };
}

function sidesOf(outcome: { home: SideOutcome; guest: SideOutcome }) {
  return { homeSide: outcome.home, guestSide: outcome.guest };
}

/** Withdrawn before the cut-off (or with no cut-off set): results annulled, team leaves the table. */
export function isWithdrawalAnnulled(withdrawnOn: string, cutoff: string | null): boolean {
  return cutoff === null || withdrawnOn.slice(0, 10) < cutoff.slice(0, 10);
}

function partitionTeams(all: readonly TableTeam[], cutoff: string | null) {
  const active: TableTeam[] = [];
  const withdrawn: TableTeam[] = [];
  const unranked: UnrankedTeam[] = [];
  for (const team of all) {
    const base = { teamId: team.id, teamName: team.name, clubId: team.clubId, logoId: team.logoId };
    if (team.isOutOfCompetition) unranked.push({ ...base, reason: "out_of_competition", mark: "oW" });
    else if (!team.withdrawnOn) active.push(team);
    else if (isWithdrawalAnnulled(team.withdrawnOn, cutoff))
      unranked.push({ ...base, reason: "withdrawn", mark: null });
    else withdrawn.push(team);
  }
  return { teams: [...active, ...withdrawn], unranked };
}

/**
 * The withdrawal shows from the first matchday that starts on or after its date. A matchday starts with its
 * earliest kickoff: postponed and catch-up matches keep their matchday but only ever move later.
 */
function findWithdrawalMatchday(withdrawnOn: string, matches: readonly TableMatch[]): number {
  const withdrawalDate = withdrawnOn.slice(0, 10);
  const starts = new Map<number, string>();
  for (const { matchday, kickoffAt } of matches) {
    if (matchday === null || kickoffAt === null) continue;
    const date = kickoffAt.slice(0, 10);
    const start = starts.get(matchday);
    if (start === undefined || date < start) starts.set(matchday, date);
  }
  let first = Number.POSITIVE_INFINITY;
  for (const [matchday, start] of starts) {
    if (start >= withdrawalDate && matchday < first) first = matchday;
  }
  return first;
}

/**
 * A withdrawn team's open matches go to the opponent, but only once the competition has reached their
 * matchday; awarding the whole rest of the season at once would give the opponents games they have not "played".
 * An award counts from the withdrawal on: a match left open before it stays open in the tables of that time.
 */
function awardRemainingMatches(
  remaining: readonly { match: TableMatch; home: number; guest: number }[],
  played: readonly IndexedResult[],
  withdrawalMatchday: readonly (number | null)[],
  awardedGoals: number | undefined,
): { results: IndexedResult[]; hasPending: boolean } {
  const withdrawnFrom = (team: number) => withdrawalMatchday[team] ?? Number.POSITIVE_INFINITY;
  const isOutBy = (team: number, matchday: number) =>
    typeof withdrawalMatchday[team] === "number" && withdrawnFrom(team) <= matchday;
  let reachedMatchday = 0;
  for (const result of played) reachedMatchday = Math.max(reachedMatchday, result.matchday ?? 0);
  const results: IndexedResult[] = [];
  let hasPending = false;
  for (const { match, home, guest } of remaining) {
    if (match.matchday !== null && match.matchday > reachedMatchday) {
      hasPending = true;
      continue;
    }
    // The match became unplayable with the first withdrawal, or on its own matchday if that came later; a side
    // that had withdrawn by then loses it.
    const awardedFrom = Math.max(match.matchday ?? 0, Math.min(withdrawnFrom(home), withdrawnFrom(guest)));
    const winner = isOutBy(home, awardedFrom) ? (isOutBy(guest, awardedFrom) ? "none" : "guest") : "home";
    const outcome = awardMatch(winner, awardedGoals ?? defaultAwardedGoals);
    if (outcome.kind !== "counted") continue;
    results.push({ matchday: match.matchday, home, guest, ...sidesOf(outcome), isLive: false, awardedFrom });
  }
  return { results, hasPending };
}

function findDeciderWinner(match: TableMatch, home: number, guest: number): number | null {
  if (match.status !== "finished" && match.status !== "awarded") return null;
  const stages: [number | null | undefined, number | null | undefined][] = [
    [match.homePenaltyGoals, match.guestPenaltyGoals],
    [match.homeGoalsExtraTime, match.guestGoalsExtraTime],
    [match.homeGoals, match.guestGoals],
  ];
  for (const [homeGoals, guestGoals] of stages) {
    if (homeGoals === null || homeGoals === undefined || guestGoals === null || guestGoals === undefined) continue;
    if (homeGoals === guestGoals) return null;
    return homeGoals > guestGoals ? home : guest;
  }
  return null;
}
