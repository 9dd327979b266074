import { PlayerFeverCurveCharts } from "@/components/players/player-fever-curve";
import { type PlayerFeverCurve, type PlayerTeam, playerName } from "@/components/players/player-types";

/** The fever curve of one of the player's teams; a team that hides its trend (no curve) shows a note. */
export function PlayerFeverSection({
  player,
  team,
  fever,
  index,
}: {
  player: { firstName: string; lastName: string };
  team: PlayerTeam;
  fever: PlayerFeverCurve | null;
  index: number;
}) {
  if (!fever) return <p className="player__note">{team.teamName} zeigt keine Fieberkurve.</p>;
  return (
    <PlayerFeverCurveCharts
      fever={fever}
      teamName={team.teamName}
      playerName={playerName(player)}
      idPrefix={`fieberkurve-${index + 1}`}
    />
  );
}
