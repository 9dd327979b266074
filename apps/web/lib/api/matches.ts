import "server-only";
import type { CallParameters } from "@spielfeld/api-client";
import { type CacheTag, cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Matches change while they run: reuse for 30 s, and a change the API announces revalidates them at once. Every
 * match answer also shows other matches' results (tables, lists), so it carries the `matches` list tag too.
 */
const policy = (tags: CacheTag[]) => ({ revalidate: 30, tags: ["matches" as const, ...tags] });

/**
 * The match page in one call (the API's getMatchPage): the match with report, table and news, its live ticker and
 * the comparison of both teams (null for a bye). Reused for 15 s like the ticker it carries, and tagged like the
 * three fetches it replaces (`matches` and the match).
 */
export function getMatchPage(spiel: string) {
  return apiClient({ revalidate: 15, tags: ["matches", cacheTags.match(spiel)] }).matches.getMatchPage({ spiel });
}

export function getMatchesForLeaguesToday(staffel: string) {
  return apiClient(policy([cacheTags.competition(staffel)])).matches.getMatchesForLeaguesToday1({ staffel });
}

export function getMatchesForLeaguesStart(staffel: string) {
  return apiClient(policy([cacheTags.competition(staffel)])).matches.getMatchesForLeaguesStart({ staffel });
}

/** Today's matches of a playing area and the areas inside it. */
export function getMatchesForAreaToday(parameters: CallParameters<"getMatchesForAreaToday">) {
  return apiClient(policy([])).matches.getMatchesForAreaToday(parameters);
}

/** Each league's current matchday in a playing area. */
export function getMatchesForAreaMatchday(parameters: CallParameters<"getMatchesForAreaMatchday">) {
  return apiClient(policy([])).matches.getMatchesForAreaMatchday(parameters);
}
