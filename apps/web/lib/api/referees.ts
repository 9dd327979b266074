import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Referee data: computed by the API from the matches officiated, so it changes with every recorded result
 * (`matches`) and with the referee's own profile (`person:{id}`).
 */
const policy = (reference: string) =>
  apiClient({ revalidate: 60, tags: [cacheTags.person(reference), "people", "matches"] });

/** The referee page in one answer: person, club, statistics, the latest season's first matches, career … */
export function getRefereeProfile(reference: string) {
  return policy(reference).referees.getRefereeProfile({ userid: reference });
}

/** One page of the referee's matches of a season, newest first (404 while the referee hides them). */
export function getRefereePerformance(reference: string, season: string, offset: number, max: number) {
  return policy(reference).referees.getRefereePerformance({ userid: reference, saison: season, offset, max });
}
