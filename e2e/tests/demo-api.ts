import { readFileSync } from "node:fs";
import path from "node:path";
import type { CompetitionDetails, Match } from "@spielfeld/api-client";

/**
 * Reads the demo association through the running API with the website's client key (the same key `npm start`
 * hands to the website), so tests find matches of a kind without knowing the generated data in advance.
 */
const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}/rest`;

function clientKey(): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR!, "keys", "api-client-key"), "utf8").trim();
}

export async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${apiBase}${pathname}`, { headers: { "x-api-key": clientKey() } });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export type DemoMatch = Match;

/** The first match of the current season (in competition order) that the predicate accepts. */
export async function findMatch(predicate: (match: DemoMatch) => boolean): Promise<DemoMatch> {
  const general = await getJson<{ currentSeason: { id: string }; defaultAssociationId: string }>(
    "/v1/public/getSeasonsAndAssociations",
  );
  const { competitions } = await getJson<{ competitions: CompetitionDetails[] }>(
    `/v1/public/getCompetitionsByAssociation/saison/${general.currentSeason.id}/mandant/${general.defaultAssociationId}`,
  );
  for (const competition of competitions) {
    const { matches } = await getJson<{ matches: Match[] }>(
      `/v1/protected/getMatchesForLeaguesAll/staffel/${encodeURIComponent(competition.compoundId)}`,
    );
    const found = matches.find((match) => match.homeTeam !== null && match.guestTeam !== null && predicate(match));
    if (found) return found;
  }
  throw new Error("No demo match of that kind");
}
