import type { DecisionType, MatchStatus, Score } from "./match-status.js";

export const pointsForWin = 3;
export const pointsForDraw = 1;
/** A no-show or a withdrawal is awarded 2:0 unless the decision or the competition says otherwise. */
export const defaultAwardedGoals = 2;

export type SideResult = "won" | "drawn" | "lost";

/** What one side takes from a match into a table. */
export interface SideOutcome {
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  result: SideResult;
}

export type MatchOutcome =
  /** With `isLive`, a match in progress counted at its current score: like a pending one, it keeps the table open. */
  | { kind: "counted"; home: SideOutcome; guest: SideOutcome; isLive: boolean }
  /** Still to be played or decided: the table is not final while such a match exists. */
  | { kind: "pending" }
  /** Never counts: annulled, a bye, or the old date of a rescheduled match. */
  | { kind: "void" };

/** The fields of a match that decide how it counts. `homeGoals`/`guestGoals` hold the current score while live. */
export interface OutcomeMatch {
  homeTeamId: string | null;
  guestTeamId: string | null;
  status: MatchStatus;
  homeGoals: number | null;
  guestGoals: number | null;
  decision?: DecisionType | null;
}

export interface OutcomeOptions {
  includeLive: boolean;
  awardedGoals?: number;
}

const pending: MatchOutcome = { kind: "pending" };
const voided: MatchOutcome = { kind: "void" };

export function readScore(match: Pick<OutcomeMatch, "homeGoals" | "guestGoals">): Score | null {
  if (match.homeGoals === null || match.guestGoals === null) return null;
  return { home: match.homeGoals, guest: match.guestGoals };
}

export function resolveMatchOutcome(match: OutcomeMatch, options: OutcomeOptions): MatchOutcome {
  if (match.homeTeamId === null || match.guestTeamId === null) return voided;
  const awardedGoals = options.awardedGoals ?? defaultAwardedGoals;
  const score = readScore(match);
  switch (match.status) {
    case "finished":
    case "provisional":
    case "awarded":
      return score ? countScore(score, false) : pending;
    case "live":
      return options.includeLive && score ? countScore(score, true) : pending;
    case "abandoned":
      // An abandoned match counts only once a decision has fixed its score.
      return match.decision && score ? countScore(score, false) : pending;
    case "no_show_home":
      return score ? countScore(score, false) : awardMatch("guest", awardedGoals);
    case "no_show_guest":
      return score ? countScore(score, false) : awardMatch("home", awardedGoals);
    case "no_show_both":
      return awardMatch("none", awardedGoals);
    case "scheduled":
    case "postponed":
      return pending;
    case "annulled":
    case "rescheduled":
    case "bye":
      return voided;
  }
}

export function countScore(score: Score, isLive: boolean): MatchOutcome {
  return {
    kind: "counted",
    home: describeSide(score.home, score.guest),
    guest: describeSide(score.guest, score.home),
    isLive,
  };
}

/** Awards a match to one side; "none" means both sides lose it, as after a double no-show. */
export function awardMatch(winner: "home" | "guest" | "none", awardedGoals: number): MatchOutcome {
  if (winner === "none") {
    const lost = describeSide(0, awardedGoals);
    return { kind: "counted", home: lost, guest: { ...lost }, isLive: false };
  }
  const score = winner === "home" ? { home: awardedGoals, guest: 0 } : { home: 0, guest: awardedGoals };
  return countScore(score, false);
}

function describeSide(goalsFor: number, goalsAgainst: number): SideOutcome {
  if (goalsFor > goalsAgainst) return { goalsFor, goalsAgainst, points: pointsForWin, result: "won" };
  if (goalsFor < goalsAgainst) return { goalsFor, goalsAgainst, points: 0, result: "lost" };
  return { goalsFor, goalsAgainst, points: pointsForDraw, result: "drawn" };
}
