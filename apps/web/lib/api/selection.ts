import "server-only";
import type { CallParameters } from "@spielfeld/api-client";
import { apiClient } from "./client";

/** The competition structure changes between seasons, rarely within one: five minutes, revalidated by tag. */
const SELECTION_POLICY = { revalidate: 300, tags: ["competitions" as const] };

/** Finder step 1: competition types and seasons of the default association, with counts. */
export async function getCompetitionTypesAndSeasons() {
  return apiClient(SELECTION_POLICY).competitions.getWamOneV2();
}

/** Finder step 2: team types with competitions of a type in a season. */
export async function getTeamTypeChoices(parameters: CallParameters<"getWamTwoV2">) {
  return apiClient(SELECTION_POLICY).competitions.getWamTwoV2(parameters);
}

/** Finder steps 3 and 4: league levels, and the competitions grouped by Bezirk and Kreis. */
export async function getCompetitionChoices(parameters: CallParameters<"getWamThreeV2">) {
  return apiClient(SELECTION_POLICY).competitions.getWamThreeV2(parameters);
}

/** The top leagues of the current season. */
export async function getCurrentTopLeagues() {
  return apiClient(SELECTION_POLICY).competitions.getTopLeagues1();
}

/** The association's playing areas: the association, its Bezirke and their Kreise. */
export async function getPlayingAreas() {
  return (await apiClient(SELECTION_POLICY).competitions.getBfvWamOne()).playingAreas;
}
