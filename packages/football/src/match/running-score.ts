import { eventTypeCodes } from "../statistics/match-events.js";
import type { MatchSide, Score } from "./match-status.js";

/** The part of a match event that decides the score: own goals count for the other side. */
export interface ScoringEvent {
  typeCode: number;
  side: MatchSide;
  minute: number;
  addedMinute?: number | null;
}

/** The side a goal event counts for, or null when the event is no goal. */
export function scoringSideOf(event: Pick<ScoringEvent, "typeCode" | "side">): MatchSide | null {
  if (event.typeCode === eventTypeCodes.goal || event.typeCode === eventTypeCodes.penaltyGoal) return event.side;
  if (event.typeCode === eventTypeCodes.ownGoal) return event.side === "home" ? "guest" : "home";
  return null;
}

/**
 * The score the goal events add up to, up to and including `upToMinute` when given: regular time is
 * `upToMinute = matchMinutes`, half time `matchMinutes / 2`, everything (extra time included) without it.
 */
export function countRunningScore(events: readonly ScoringEvent[], upToMinute = Number.POSITIVE_INFINITY): Score {
  const score: Score = { home: 0, guest: 0 };
  for (const event of events) {
    if (event.minute > upToMinute) continue;
    const side = scoringSideOf(event);
    if (side !== null) score[side] += 1;
  }
  return score;
}
