import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/** The comparison only changes with results: reuse like match data, and result changes revalidate the match. */
export function getTeamComparison(spiel: string) {
  return apiClient({ revalidate: 60, tags: ["matches", cacheTags.match(spiel)] }).clubs.getTeamComparsion({ spiel });
}
