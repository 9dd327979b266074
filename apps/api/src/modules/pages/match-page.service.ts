import { getTicker } from "../matches/live.service.js";
import { getMatchWithReportAndTables } from "../matches/matches.service.js";
import type { ServiceContext } from "../shared/context.js";
import { getTeamComparison } from "../teams/teams.service.js";
import { unlessNotFound } from "./page-parts.js";

/**
 * The website's match page in one answer: what getMatchWithReportAndTables, getTicker and getTeamComparsion answer,
 * computed by those very services, so a private result and hidden players stay hidden exactly as there. The three
 * read the same match and are independent, so they run side by side; an unknown match is a 404 from each.
 */
export async function getMatchPage(context: ServiceContext, matchId: string) {
  const [details, ticker, comparison] = await Promise.all([
    getMatchWithReportAndTables(context, matchId),
    // Without If-Modified-Since the ticker always has a body (null only answers a conditional request with 304).
    getTicker(context, matchId, undefined, null).then(({ body }) => body!),
    unlessNotFound(() => getTeamComparison(context, matchId)),
  ]);
  return { details, ticker, comparison };
}
