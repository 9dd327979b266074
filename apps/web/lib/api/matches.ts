import "server-only";
import type { CallParameters } from "@spielfeld/api-client";
import { apiClient } from "./client";

/** Matches change while they run: reuse for 30 s, and result changes revalidate `match:{id}` at once. */
const policy = (tags: string[]) => ({ revalidate: 30, tags: ["matches", ...tags] });

export function getMatchWithReportAndTables(spiel: string) {
  return apiClient(policy([`match:${spiel}`])).matches.getMatchWithReportAndTables({ spiel });
}

export function getMatchById(spiel: string) {
  return apiClient(policy([`match:${spiel}`])).matches.getMatchById1({ spiel, divisionManager: true });
}

export function getMatchNewsListArticles(parameters: CallParameters<"getMatchNewsListArticles">) {
  return apiClient(policy([`match:${parameters.spiel}`])).matches.getMatchNewsListArticles(parameters);
}

export function getTicker(spiel: string) {
  return apiClient({ revalidate: 15, tags: ["matches", `match:${spiel}`] }).matches.getTicker({ spiel });
}

export function getMatchesForLeaguesToday(staffel: string) {
  return apiClient(policy([`competition:${staffel}`])).matches.getMatchesForLeaguesToday1({ staffel });
}

export function getMatchesForLeaguesStart(staffel: string) {
  return apiClient(policy([`competition:${staffel}`])).matches.getMatchesForLeaguesStart({ staffel });
}

/** Today's matches of a playing area and the areas inside it. */
export function getMatchesForAreaToday(parameters: CallParameters<"getMatchesForAreaToday">) {
  return apiClient(policy([`area:${parameters.spielgebiet}`])).matches.getMatchesForAreaToday(parameters);
}

/** Each league's current matchday in a playing area. */
export function getMatchesForAreaMatchday(parameters: CallParameters<"getMatchesForAreaMatchday">) {
  return apiClient(policy([`area:${parameters.spielgebiet}`])).matches.getMatchesForAreaMatchday(parameters);
}
