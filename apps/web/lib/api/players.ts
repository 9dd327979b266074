import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Player data: short reuse like teams. A change to the player revalidates `person:{id}` at once; squads, teams and
 * recorded results announce `people`, `teams` and `matches`, which a profile shows (teams, appearances, titles).
 */
const policy = (reference: string) =>
  apiClient({ revalidate: 60, tags: [cacheTags.person(reference), "people", "teams", "matches"] });

/** The player page in one answer by player id, as the player's privacy settings allow (404 when not public). */
export function getPlayerProfileById(playerId: string) {
  return policy(playerId).players.getPlayerProfileDefault({ "player-id": playerId });
}

/** The same page by profile reference: a user account's id or the player's own id. */
export function getPlayerProfileByReference(reference: string) {
  return policy(reference).players.getPlayerProfile({ userid: reference });
}

/** The team's place after each matchday, with the matchdays the player played (404 while the team hides it). */
export function getPlayerFeverCurve(playerId: string, teamId: string) {
  return apiClient({
    revalidate: 60,
    tags: [cacheTags.person(playerId), cacheTags.team(teamId), "matches"],
  }).players.getFevercurveByPlayer({ "player-id": playerId, "team-id": teamId });
}

/** The player's matches of the current season with minutes, goals and cards (empty when performance is hidden). */
export function getPlayerSeasonMatches(playerId: string) {
  return policy(playerId).players.getPlayerPerformanceV2({ userid: playerId });
}
