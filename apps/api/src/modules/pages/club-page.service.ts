import { getClubFixtures, getClubInfo, getClubTeamsSuccess } from "../clubs/clubs.service.js";
import type { ServiceContext } from "../shared/context.js";

/** Where a page of the club's fixtures opens: the page holding today's matches, the last once none is left. */
function todaysFixturesOffset(page: { total: number; max: number; upcomingIndex: number | null }): number {
  const pages = Math.max(1, Math.ceil(page.total / page.max));
  const index = page.upcomingIndex === null ? pages - 1 : Math.floor(page.upcomingIndex / page.max);
  return index * page.max;
}

/**
 * The website's club page in one answer: what getClubInfo, getClubFixtures and getClubTeamsSuccess answer, computed
 * by those very services, so a private result, a private logo and an e-mail the club keeps to itself stay hidden
 * exactly as there. Which page of fixtures holds today only the first page tells (`upcomingIndex`): that page is
 * read second, here, where the website needed a call of its own for it.
 */
export async function getClubPage(context: ServiceContext, clubId: string) {
  const [info, first, success] = await Promise.all([
    getClubInfo(context, clubId, undefined),
    getClubFixtures(context, clubId, { offset: 0 }),
    getClubTeamsSuccess(context, clubId, undefined),
  ]);
  const offset = todaysFixturesOffset(first);
  const fixtures = offset === 0 ? first : await getClubFixtures(context, clubId, { offset });
  return { info, fixtures, success };
}
