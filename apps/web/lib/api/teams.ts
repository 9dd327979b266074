import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Team data: short reuse like clubs. A change to the team revalidates `team:{id}` at once; everything that shows
 * matches, tables or results also carries `matches`, which every recorded result announces, so the page is fresh.
 */
const policy = (teamId: string) => apiClient({ revalidate: 60, tags: [cacheTags.team(teamId)] });
const resultsPolicy = (teamId: string) => apiClient({ revalidate: 60, tags: [cacheTags.team(teamId), "matches"] });

/** The comparison only changes with results: reuse like match data, and result changes revalidate the match. */
export function getTeamComparison(spiel: string) {
  return apiClient({ revalidate: 60, tags: ["matches", cacheTags.match(spiel)] }).clubs.getTeamComparsion({ spiel });
}

/** The team page in one answer: names, club, competitions, table and fair-play rows, scorers, venue, config … */
export function getTeamProfile(teamId: string) {
  return resultsPolicy(teamId).clubs.getTeamProfile({ "team-id": teamId });
}

/** The permanent id, the club and the team's id in every season (which one is current). */
export function getTeamPermanentIds(teamId: string) {
  return policy(teamId).clubs.getTeamPermanentIds({ "team-id": teamId });
}

/** The last `before` matches kicked off and the next `after`, across the team's seasons, byes left out. */
export function getTeamPreviousAndNextMatches(teamId: string, before: number, after: number) {
  return resultsPolicy(teamId).clubs.getTeamPreviousAndNextMatches({
    "team-id": teamId,
    "amount-of-matches-before": before,
    "amount-of-matches-after": after,
  });
}

/** Every match of the season's team by kickoff (open dates last), byes included. */
export function getTeamFixtures(teamId: string) {
  return resultsPolicy(teamId).clubs.getTeamFixtures1({ "team-id": teamId });
}

/** The squad of the season's team; an unpublished squad answers `publishData: false` and no entries. */
export function getTeamSquad(season: string, teamId: string) {
  return resultsPolicy(teamId).clubs.getTeamSquadForSeason({ saison: season, "team-id": teamId });
}

export function getTeamSquadArrivals(season: string, teamId: string) {
  return policy(teamId).clubs.getTeamSquadArrivalsForSeason({ saison: season, "team-id": teamId });
}

export function getTeamSquadDepartures(season: string, teamId: string) {
  return policy(teamId).clubs.getTeamSquadDeparturesForSeason({ saison: season, "team-id": teamId });
}

/** The team's record in one competition: overall, home and away, highest results, latest form. */
export function getTeamStatistics(teamId: string, competitionId: string, season: string) {
  return resultsPolicy(teamId).clubs.getTeamStatistics({ "team-id": teamId, staffel: competitionId, saison: season });
}

/** Per league with a table, the team's place after each matchday (404 while the team's `trend` flag is off). */
export function getTeamFeverCurve(teamId: string) {
  return resultsPolicy(teamId).clubs.getFevercurveByTeam({ "team-id": teamId });
}
