import "server-only";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Club data: short reuse like competitions. A change to the club revalidates `club:{id}` at once; the fixtures
 * also carry `matches`, which every recorded result announces (see app/api/revalidate), so results are fresh.
 */
const policy = (clubId: string) => apiClient({ revalidate: 60, tags: [cacheTags.club(clubId)] });
const fixturesPolicy = (clubId: string) => apiClient({ revalidate: 60, tags: [cacheTags.club(clubId), "matches"] });

/**
 * The club page in one call (the API's getClubPage): the club's info, the page of its fixtures that holds today and
 * its success history, tagged like the fetches it replaces (the club and `matches`).
 */
export function getClubPage(id: string) {
  return fixturesPolicy(id).clubs.getClubPage({ id });
}

/** The club with its facts, contact (e-mail only where permitted), venues and the season's teams by kind. */
export function getClubInfo(id: string) {
  return policy(id).clubs.getClubInfo({ id });
}

/** One page (50 matches from `offset`) of the fixtures and results of all the club's teams this season. */
export function getClubFixtures(id: string, offset?: number) {
  return fixturesPolicy(id).clubs.getClubFixtures(offset === undefined ? { id } : { id, offset });
}

/** The club's success history: its teams' places in every season, newest first. */
export function getClubTeamsSuccess(clubId: string) {
  return fixturesPolicy(clubId).clubs.getClubTeamsSuccess({ "club-id": clubId });
}
