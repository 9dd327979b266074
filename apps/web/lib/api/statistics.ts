import "server-only";
import type { CallParameters, CallResult } from "@spielfeld/api-client";
import { apiClient } from "./client";

/**
 * Amateur statistics: computed by the API from the recorded results (materialised per period), so every recorded
 * result (`matches`) can change them; a player's privacy (`people`) decides whether they are listed, and a team's
 * change (`teams`) its name. Reused a few minutes like other result data, revalidated by these tags at once.
 */
const policy = () => apiClient({ revalidate: 300, tags: ["matches", "people", "teams"] });

export type StatisticsFilter = CallResult<"getAmateurStatisticsFilter">;
export type StatisticsTotals = CallResult<"getAmateurStatisticsAssociation">;
export type PlayerStatistics = CallResult<"getAmateurStatisticsPlayer">;
export type TeamStatistics = CallResult<"getAmateurStatisticsTeam">;
export type MatchStatistics = CallResult<"getAmateurStatisticsMatch">;
export type NationWideScorers = CallResult<"getNationWideScorers">;

/** The filter of every association-wide read, as the API names it. */
export type StatisticsFilterQuery = Pick<
  CallParameters<"getAmateurStatisticsAssociation">,
  "verband" | "bezirk" | "kreis" | "mannschaftsart"
>;

type ListParameters = CallParameters<"getAmateurStatisticsPlayer">;
type Paging = { offset?: number; max?: number };

/** The filter's choices: figures, Bezirke with Kreise, team types with counted matches and periods. */
export function getStatisticsFilter(verband?: string) {
  return policy().statistics.getAmateurStatisticsFilter(verband === undefined ? {} : { verband });
}

/** Goals, matches and goals per match of the association (or a Bezirk, Kreis, team type) in a period. */
export function getStatisticsTotals(zeitraum: ListParameters["zeitraum"], filter: StatisticsFilterQuery) {
  return policy().statistics.getAmateurStatisticsAssociation({ ...filter, zeitraum });
}

/** One page of the players ranked by a figure (players with a hidden profile or performance are absent). */
export function getPlayerStatistics(
  zeitraum: ListParameters["zeitraum"],
  stats: CallParameters<"getAmateurStatisticsPlayer">["stats"],
  filter: StatisticsFilterQuery & Paging,
) {
  return policy().statistics.getAmateurStatisticsPlayer({ ...filter, zeitraum, stats });
}

/** One page of the teams ranked by a figure. */
export function getTeamStatistics(
  zeitraum: ListParameters["zeitraum"],
  stats: CallParameters<"getAmateurStatisticsTeam">["stats"],
  filter: StatisticsFilterQuery & Paging,
) {
  return policy().statistics.getAmateurStatisticsTeam({ ...filter, zeitraum, stats });
}

/** One page of the matches ranked by a figure. */
export function getMatchStatistics(
  zeitraum: ListParameters["zeitraum"],
  stats: CallParameters<"getAmateurStatisticsMatch">["stats"],
  filter: StatisticsFilterQuery & Paging,
) {
  return policy().statistics.getAmateurStatisticsMatch({ ...filter, zeitraum, stats });
}

/** Team types in which a shown player scored this season, in any association. */
export function getNationWideTeamTypes() {
  return policy().statistics.getNationWideTeamTypes();
}

/** The league levels of a team type with scorers, highest first (404 for an unknown team type). */
export function getNationWideLeagueLevels(mannschaftsart: number) {
  return policy().statistics.getNationWideLeagueLevels({ mannschaftsart });
}

/** One page of the top scorers of a league level across every association. */
export function getNationWideScorers(mannschaftsart: number, spielklasse: number, paging: Paging) {
  return policy().statistics.getNationWideScorers({ mannschaftsart, spielklasse, ...paging });
}
