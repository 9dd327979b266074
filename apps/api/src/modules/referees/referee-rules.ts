import type { matches } from "../../db/schema/index.js";

type MatchStatus = (typeof matches.$inferSelect)["status"];

/**
 * Matches that took place, so an official's assignment counts: played to the end, abandoned, annulled or awarded
 * after play, or running now. Scheduled, postponed and moved matches, no-shows and byes do not count.
 */
export const OFFICIATED_STATUSES: MatchStatus[] = [
  "finished",
  "provisional",
  "live",
  "abandoned",
  "annulled",
  "awarded",
];

/**
 * Goals and cards count for a referee where a season's statistics count them (the football engine's statistics
 * statuses: finished, provisional, awarded), and never for a private result.
 */
export const COUNTED_STATUSES: MatchStatus[] = ["finished", "provisional", "awarded"];

export function isCountedMatch(match: { status: MatchStatus; isResultPrivate: boolean }): boolean {
  return COUNTED_STATUSES.includes(match.status) && !match.isResultPrivate;
}
