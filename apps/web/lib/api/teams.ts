import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Team data: short reuse like clubs. A change to the team revalidates `team:{id}` at once; everything that shows
 * matches, tables or results also carries `matches`, which every recorded result announces, so the page is fresh.
 */
const resultsPolicy = (teamId: string) => apiClient({ revalidate: 60, tags: [cacheTags.team(teamId), "matches"] });

/**
 * The team page in one call (the API's getTeamPage): profile, seasons, league table, last and next three matches,
 * fixtures, squad with arrivals and departures, statistics, fever curve and the comparison before the next match.
 * Tagged with the team and `matches`, which every recorded result announces; the league table of a rival's live
 * entry catches up within the lifetime, as the profile's table row always has.
 */
export function getTeamPage(teamId: string) {
  return resultsPolicy(teamId).clubs.getTeamPage({ "team-id": teamId });
}

/** The last `before` matches kicked off and the next `after`, across the team's seasons, byes left out. */
export function getTeamPreviousAndNextMatches(teamId: string, before: number, after: number) {
  return resultsPolicy(teamId).clubs.getTeamPreviousAndNextMatches({
    "team-id": teamId,
    "amount-of-matches-before": before,
    "amount-of-matches-after": after,
  });
}

/** The team's profile: its competitions, its league's table entry and scorers (as the club shows them), officials. */
export function getTeamProfile(teamId: string) {
  return resultsPolicy(teamId).clubs.getTeamProfile({ "team-id": teamId });
}

/** The team's squad of one season, as the club publishes it (unpublished: no players). */
export function getTeamSquadForSeason(teamId: string, season: string) {
  return resultsPolicy(teamId).clubs.getTeamSquadForSeason({ saison: season, "team-id": teamId });
}
