import { NotFoundError } from "@spielfeld/api-client";
import { PlayerFeverCurveCharts } from "@/components/players/player-fever-curve";
import { type PlayerTeam, playerName } from "@/components/players/player-types";
import { getPlayerFeverCurve } from "@/lib/api/players";

/** The fever curve of one of the player's teams; a team that hides its trend (the API's 404) shows nothing. */
export async function PlayerFeverSection({
  player,
  team,
  index,
}: {
  player: { playerId: string; firstName: string; lastName: string };
  team: PlayerTeam;
  index: number;
}) {
  let fever: Awaited<ReturnType<typeof getPlayerFeverCurve>>;
  try {
    fever = await getPlayerFeverCurve(player.playerId, team.teamSeasonId);
  } catch (error) {
    if (error instanceof NotFoundError) {
      return <p className="player__note">{team.teamName} zeigt keine Fieberkurve.</p>;
    }
    throw error;
  }
  return (
    <PlayerFeverCurveCharts
      fever={fever}
      teamName={team.teamName}
      playerName={playerName(player)}
      idPrefix={`fieberkurve-${index + 1}`}
    />
  );
}
