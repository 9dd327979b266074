import { PlayerMatches } from "@/components/players/player-matches";
import type { PlayerPageData } from "@/components/players/player-types";

/** The current season's matches of the player, each linked to its match page. */
export function PlayerSeasonSection({ page }: { page: PlayerPageData }) {
  const season = page.seasonMatches;
  // No team in the current season: nothing played yet.
  if (!season) return <p className="player__note">In dieser Saison noch kein Einsatz.</p>;
  const label =
    page.profile.performance?.find((line) => line.season === season.season)?.seasonLabel ??
    `${season.season.slice(0, 2)}/${season.season.slice(2)}`;
  return <PlayerMatches season={season} seasonLabel={label} />;
}
