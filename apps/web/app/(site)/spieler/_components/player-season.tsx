import { NotFoundError } from "@spielfeld/api-client";
import { PlayerMatches } from "@/components/players/player-matches";
import type { PlayerProfile } from "@/components/players/player-types";
import { getPlayerSeasonMatches } from "@/lib/api/players";

/** The current season's matches of the player, each linked to its match page. */
export async function PlayerSeasonSection({ profile }: { profile: PlayerProfile }) {
  let season: Awaited<ReturnType<typeof getPlayerSeasonMatches>>;
  try {
    season = await getPlayerSeasonMatches(profile.playerId);
  } catch (error) {
    // No team in the current season: nothing played yet.
    if (error instanceof NotFoundError) return <p className="player__note">In dieser Saison noch kein Einsatz.</p>;
    throw error;
  }
  const label =
    profile.performance?.find((line) => line.season === season.season)?.seasonLabel ??
    `${season.season.slice(0, 2)}/${season.season.slice(2)}`;
  return <PlayerMatches season={season} seasonLabel={label} />;
}
