import { type MatchOutcome, type OutcomeOptions, resolveMatchOutcome } from "../match/match-outcome.js";
import type { TableMatch, TableVariantKind } from "./table-types.js";

export interface ResultChange {
  competitionId: string;
  /** The match before the change; null when it is new. */
  before: TableMatch | null;
  /** The match after the change; null when it was deleted. */
  after: TableMatch | null;
  /** Matchdays of the season, to tell which half changed; both halves are reported when unknown. */
  totalMatchdays?: number | null;
  /** The competition's award score, when it is not 2:0; a no-show's contribution depends on it. */
  awardedGoals?: number;
}

/** Which materialised tables of a competition a result change makes stale. */
export interface AffectedTables {
  competitionId: string;
  /** Variants to recompute; asOfMatchday stands for every as-of table from `fromMatchday` on. */
  variants: TableVariantKind[];
  /** First as-of-matchday table that changes, or null when none does. */
  fromMatchday: number | null;
}

/**
 * Compares what the match contributes before and after. A move between "pending" and "void" matters too:
 * it can turn the standings into the final table, where other tie-break rules apply.
 */
export function findAffectedTables(change: ResultChange): AffectedTables {
  const affected = (variants: TableVariantKind[], fromMatchday: number | null): AffectedTables => ({
    competitionId: change.competitionId,
    variants,
    fromMatchday,
  });
  const describe = (match: TableMatch | null, includeLive: boolean) =>
    describeContribution(match, { includeLive, awardedGoals: change.awardedGoals });
  if (describe(change.before, false) === describe(change.after, false)) {
    const isLiveChanged = describe(change.before, true) !== describe(change.after, true);
    return affected(isLiveChanged ? ["live"] : [], null);
  }
  const matchdays = [change.before?.matchday, change.after?.matchday].filter(
    (matchday): matchday is number => typeof matchday === "number",
  );
  const halves = selectHalves(matchdays, change.totalMatchdays ?? null);
  if (matchdays.length === 0) return affected(["overall", "home", "away", ...halves, "live"], null);
  return affected(["overall", "home", "away", ...halves, "live", "asOfMatchday"], Math.min(...matchdays));
}

function selectHalves(matchdays: readonly number[], totalMatchdays: number | null): TableVariantKind[] {
  if (totalMatchdays === null || matchdays.length === 0) return ["firstHalf", "secondHalf"];
  const firstHalfEnd = Math.ceil(totalMatchdays / 2);
  const halves = new Set(matchdays.map((matchday) => (matchday <= firstHalfEnd ? "firstHalf" : "secondHalf")));
  return (["firstHalf", "secondHalf"] as const).filter((half) => halves.has(half));
}

/** A comparable fingerprint of what a match adds to the tables; a void match adds nothing, like no match. */
function describeContribution(match: TableMatch | null, options: OutcomeOptions): string {
  if (match === null) return "void";
  const teams = `${match.homeTeamId}|${match.guestTeamId}|${match.matchday}`;
  if (match.isDecider) {
    // A decider only settles places, through its winner after regular time, extra time or penalties.
    const { status, homeGoals, guestGoals, homeGoalsExtraTime, guestGoalsExtraTime } = match;
    const scores = [
      homeGoals,
      guestGoals,
      homeGoalsExtraTime,
      guestGoalsExtraTime,
      match.homePenaltyGoals,
      match.guestPenaltyGoals,
    ];
    return `decider|${teams}|${status}|${scores.join(":")}`;
  }
  const outcome: MatchOutcome = resolveMatchOutcome(match, options);
  if (outcome.kind === "void") return "void";
  // A pending match keeps the table from being final and, against a withdrawn team, may be awarded.
  if (outcome.kind === "pending") return `pending|${teams}`;
  const { home, guest } = outcome;
  return `${teams}|${home.goalsFor}:${home.goalsAgainst}:${home.points}|${guest.goalsFor}:${guest.goalsAgainst}:${guest.points}|${outcome.isLive}`;
}
