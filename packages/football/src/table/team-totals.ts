import type { SideOutcome } from "../match/match-outcome.js";
import type { IndexedResult } from "./season-results.js";

export interface TeamTotals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoals: number;
  /** Match points, before any deduction. */
  points: number;
  hasLiveMatch: boolean;
}

/** Which side of each match a table counts: both for overall, one for home and away tables. */
export interface CountedSides {
  home: boolean;
  guest: boolean;
}

export function createEmptyTotals(): TeamTotals {
  return {
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    awayGoals: 0,
    points: 0,
    hasLiveMatch: false,
  };
}

/**
 * Sums results per team. With `members`, only matches between two members count: the mini-table of a tied
 * group, which is what the mutual criteria compare.
 */
export function accumulateTotals(
  results: readonly IndexedResult[],
  teamCount: number,
  sides: CountedSides,
  members?: readonly boolean[],
): TeamTotals[] {
  const totals = Array.from({ length: teamCount }, createEmptyTotals);
  for (const result of results) {
    if (members && !(members[result.home] && members[result.guest])) continue;
    if (sides.home) addSide(totals[result.home]!, result.homeSide, false, result.isLive);
    if (sides.guest) addSide(totals[result.guest]!, result.guestSide, true, result.isLive);
  }
  return totals;
}

function addSide(totals: TeamTotals, side: SideOutcome, isAway: boolean, isLive: boolean): void {
  totals.played += 1;
  totals.goalsFor += side.goalsFor;
  totals.goalsAgainst += side.goalsAgainst;
  totals.points += side.points;
  if (isAway) totals.awayGoals += side.goalsFor;
  if (side.result === "won") totals.won += 1;
  else if (side.result === "drawn") totals.drawn += 1;
  else totals.lost += 1;
  if (isLive) totals.hasLiveMatch = true;
}
