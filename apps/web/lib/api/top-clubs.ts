import "server-only";
import { apiClient } from "./client";

/**
 * The footer shows the top clubs on every page: who plays in the highest league changes with a season, not with a
 * result, so an hour, revalidated with the competitions. A shorter interval here would shorten every page's.
 */
const TOP_CLUBS_POLICY = { revalidate: 3600, tags: ["competitions" as const] };

export interface TopClub {
  id: string;
  name: string;
  logoId: string | null;
}

/**
 * The clubs at the top of the association's highest league this season (the first top league with a table), in
 * the order of its table, each club once.
 */
export async function getTopClubs(count: number): Promise<TopClub[]> {
  const client = apiClient(TOP_CLUBS_POLICY);
  const { competitions } = await client.competitions.getTopLeagues1();
  const league = competitions.find((competition) => competition.hasTable);
  if (!league) return [];
  const table = await client.competitions.getAmateurTable({ staffel: league.compoundId });
  const clubs = new Map<string, TopClub>();
  for (const entry of table.entries) {
    if (clubs.size === count) break;
    if (entry.clubId && !clubs.has(entry.clubId)) {
      clubs.set(entry.clubId, { id: entry.clubId, name: entry.clubName, logoId: entry.clubLogoId });
    }
  }
  return [...clubs.values()];
}
