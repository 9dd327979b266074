import { readFileSync } from "node:fs";
import path from "node:path";
import { type ApiClient, type CompetitionDetails, createServerClient, type Match } from "@spielfeld/api-client";

/**
 * Reads the demo association through the running API with the website's client key (the same key `npm start`
 * hands to the website), so tests find matches of a kind without knowing the generated data in advance.
 */
export const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}/rest`;

function clientKey(): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR!, "keys", "api-client-key"), "utf8").trim();
}

let client: ApiClient | undefined;

/**
 * The generated client of the running API, with the website's client key. Made on first use: the stack writes the
 * key when it starts, after the test files are loaded for listing.
 */
export function demoApi(): ApiClient {
  client ??= createServerClient({ basePath: apiBase, apiKey: clientKey() });
  return client;
}

export type DemoMatch = Match;

/** The competitions of the current season, in the association's order. */
export async function currentCompetitions(): Promise<CompetitionDetails[]> {
  const general = await demoApi().general.getSeasonsAndAssociations();
  const { competitions } = await demoApi().competitions.getCompetitionsByAssociation({
    saison: general.currentSeason.id,
    mandant: general.defaultAssociationId,
  });
  return competitions;
}

/** The first match of the current season (in competition order) that the predicate accepts. */
export async function findMatch(predicate: (match: DemoMatch) => boolean): Promise<DemoMatch> {
  const competitions = await currentCompetitions();
  for (const competition of competitions) {
    const matches = await competitionMatches(competition.compoundId);
    const found = matches.find((match) => match.homeTeam !== null && match.guestTeam !== null && predicate(match));
    if (found) return found;
  }
  throw new Error("No demo match of that kind");
}

/** The address of a competition's page as the site names it: top leagues by their name, all others by `-`. */
export async function competitionPath(competition: Pick<CompetitionDetails, "compoundId" | "isTopLeague">) {
  if (!competition.isTopLeague) return `/ergebnisse/wettbewerb/-/${competition.compoundId}`;
  const { competitions } = await demoApi().competitions.getTopLeagues1();
  const { nameSlug } = competitions.find((league) => league.compoundId === competition.compoundId)!;
  return `/ergebnisse/wettbewerb/${nameSlug}/${competition.compoundId}`;
}

/** All matches of a competition, byes (one team) included. */
export async function competitionMatches(compoundId: string): Promise<DemoMatch[]> {
  const { matches } = await demoApi().matches.getMatchesForLeaguesAll({ staffel: compoundId });
  return matches;
}

/** A league with a table whose plan gives a team a bye on a matchday: the competition, matchday and team. */
export async function findBye(): Promise<{ competition: CompetitionDetails; matchday: number; teamName: string }> {
  for (const competition of await currentCompetitions()) {
    if (!competition.hasTable) continue;
    const bye = (await competitionMatches(competition.compoundId)).find(
      (match) => match.matchday !== null && (match.homeTeam === null) !== (match.guestTeam === null),
    );
    if (bye) return { competition, matchday: bye.matchday!, teamName: (bye.homeTeam ?? bye.guestTeam)!.name };
  }
  throw new Error("No demo bye");
}

/** The league with a table in which the team with the longest name of the season plays, and that team's name. */
export async function findLongestTeamName(): Promise<{ competition: CompetitionDetails; teamName: string }> {
  let best: { competition: CompetitionDetails; teamName: string } | null = null;
  for (const competition of await currentCompetitions()) {
    if (!competition.hasTable) continue;
    for (const match of await competitionMatches(competition.compoundId)) {
      for (const team of [match.homeTeam, match.guestTeam]) {
        if (team && (!best || team.name.length > best.teamName.length)) best = { competition, teamName: team.name };
      }
    }
  }
  if (!best) throw new Error("No demo league");
  return best;
}
