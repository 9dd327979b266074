import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Player data: short reuse like teams. A change to the player revalidates `person:{id}` at once; squads, teams and
 * recorded results announce `people`, `teams` and `matches`, which a profile shows (teams, appearances, titles).
 */
const policy = (reference: string) =>
  apiClient({ revalidate: 60, tags: [cacheTags.person(reference), "people", "teams", "matches"] });

/**
 * The player page in one call (the API's getPlayerPage): the profile as the player's privacy settings allow (404 when
 * not public), the current season's matches and each current team's fever curve. By player id or profile reference.
 */
export function getPlayerPage(reference: string) {
  return policy(reference).players.getPlayerPage({ userid: reference });
}
