import { currentCompetitions, demoApi, findMatch } from "./demo-api";

/** One page of each type the site has, with the address it is reached at in the demo association. */
export interface PageType {
  name: string;
  path: string;
  /** The answer the address gives: 200, or 404 for the not-found page. */
  status: number;
}

/** The first player of a team's squad whose profile is public (the API answers 404 for the others), or null. */
async function publicPlayer(teamId: string): Promise<string | null> {
  const team = await demoApi().clubs.getTeamProfile({ "team-id": teamId });
  const squad = await demoApi().clubs.getTeamSquadForSeason({ saison: team.season, "team-id": team.teamSeasonId });
  for (const { playerId } of squad.entries) {
    if (!playerId) continue;
    const found = await demoApi()
      .players.getPlayerProfileDefault({ "player-id": playerId })
      .then(
        () => true,
        () => false,
      );
    if (found) return playerId;
  }
  return null;
}

/**
 * Every page type of the site, found in the running demo association: home, finder, a competition with its table
 * and matchday and its views, a finished and a running match, a club, a team, a player (by `-`, which moves to the
 * player's address), a referee, the search page and the not-found page. The look tests and the screenshot script
 * walk the same list, so a new page type is added here once.
 */
export async function pageTypes(): Promise<PageType[]> {
  const all = await currentCompetitions();
  const league = all.find(
    (competition) => !competition.isTopLeague && competition.hasTable && !competition.isRoundBased,
  );
  if (!league) throw new Error("The demo association has no league below the top leagues");
  const finished = await findMatch(
    (match) => match.matchStatus === "finished" && /^\d+:\d+$/.test(match.result.text) && match.venue !== null,
  );
  const live = await findMatch((match) => match.matchStatus === "live");
  const competition = `/ergebnisse/wettbewerb/-/${encodeURIComponent(league.compoundId)}`;
  const club = await demoApi().clubs.getClubInfo({ id: finished.homeTeam!.clubId });
  const player = await publicPlayer(finished.homeTeam!.teamPermanentId);
  const referee = finished.refereeId
    ? await demoApi().referees.getRefereeProfile({ userid: finished.refereeId })
    : null;
  return [
    { name: "home", path: "/", status: 200 },
    { name: "finder", path: "/ergebnisse", status: 200 },
    { name: "competition", path: competition, status: 200 },
    { name: "competition-scorers", path: `${competition}/torjaeger`, status: 200 },
    { name: "competition-fairplay", path: `${competition}/fairplay`, status: 200 },
    { name: "match-finished", path: `/ergebnisse/spiel/-/${finished.id}`, status: 200 },
    { name: "match-live", path: `/ergebnisse/spiel/-/${live.id}`, status: 200 },
    { name: "club", path: `/vereine/${club.nameSlug}/${encodeURIComponent(club.id)}`, status: 200 },
    // The API names no team slug: `-` moves (308) to the team's address, where the page answers 200.
    { name: "team", path: `/mannschaften/-/${encodeURIComponent(finished.homeTeam!.teamPermanentId)}`, status: 200 },
    ...(player ? [{ name: "player", path: `/spieler/-/${encodeURIComponent(player)}`, status: 200 }] : []),
    ...(referee
      ? [{ name: "referee", path: `/schiedsrichter/${referee.nameSlug}/${referee.refereeId}`, status: 200 }]
      : []),
    { name: "statistics", path: "/statistik", status: 200 },
    { name: "news", path: "/news", status: 200 },
    { name: "news-article", path: "/news/schiedsrichter-gesucht-neuer-anwaerterlehrgang-startet", status: 200 },
    { name: "content-section", path: "/der-verband", status: 200 },
    { name: "content-page", path: "/der-verband/geschaeftsstellen", status: 200 },
    { name: "contact", path: "/allgemein/kontakt", status: 200 },
    { name: "search", path: "/textsuche?query=M%C3%BCnchen", status: 200 },
    { name: "not-found", path: "/gibt-es-nicht", status: 404 },
  ];
}
