import type { CompetitionDetails } from "@spielfeld/api-client";
import { findMatch, getJson } from "./demo-api";

/** One page of each type the site has, with the address it is reached at in the demo association. */
export interface PageType {
  name: string;
  path: string;
  /** The answer the address gives: 200, or 404 for the not-found page. */
  status: number;
}

async function competitions(): Promise<CompetitionDetails[]> {
  const general = await getJson<{ currentSeason: { id: string }; defaultAssociationId: string }>(
    "/v1/public/getSeasonsAndAssociations",
  );
  const { competitions } = await getJson<{ competitions: CompetitionDetails[] }>(
    `/v1/public/getCompetitionsByAssociation/saison/${general.currentSeason.id}/mandant/${general.defaultAssociationId}`,
  );
  return competitions;
}

/**
 * Every page type of the site, found in the running demo association: home, finder, a competition with its table
 * and matchday and its views, a finished and a running match, a club, the search page and the not-found page. The look
 * tests and the screenshot script walk the same list, so a new page type is added here once.
 */
export async function pageTypes(): Promise<PageType[]> {
  const all = await competitions();
  const league = all.find(
    (competition) => !competition.isTopLeague && competition.hasTable && !competition.isRoundBased,
  );
  if (!league) throw new Error("The demo association has no league below the top leagues");
  const finished = await findMatch(
    (match) => match.matchStatus === "finished" && /^\d+:\d+$/.test(match.result.text) && match.venue !== null,
  );
  const live = await findMatch((match) => match.matchStatus === "live");
  const competition = `/ergebnisse/wettbewerb/-/${encodeURIComponent(league.compoundId)}`;
  const club = await getJson<{ id: string; nameSlug: string }>(
    `/v1/protected/getClubInfo/id/${encodeURIComponent(finished.homeTeam!.clubId)}`,
  );
  return [
    { name: "home", path: "/", status: 200 },
    { name: "finder", path: "/ergebnisse", status: 200 },
    { name: "competition", path: competition, status: 200 },
    { name: "competition-scorers", path: `${competition}/torjaeger`, status: 200 },
    { name: "competition-fairplay", path: `${competition}/fairplay`, status: 200 },
    { name: "match-finished", path: `/ergebnisse/spiel/-/${finished.id}`, status: 200 },
    { name: "match-live", path: `/ergebnisse/spiel/-/${live.id}`, status: 200 },
    { name: "club", path: `/vereine/${club.nameSlug}/${encodeURIComponent(club.id)}`, status: 200 },
    { name: "search", path: "/textsuche?q=M%C3%BCnchen", status: 200 },
    { name: "not-found", path: "/gibt-es-nicht", status: 404 },
  ];
}
