import { competitionLink, teamLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import type { PlayerProfile, PlayerTeam } from "./player-types";

type ClubHistory = NonNullable<PlayerProfile["clubHistory"]>;
type Success = PlayerProfile["success"];

function TeamName({ team }: { team: PlayerTeam }) {
  const href = teamLink({ id: team.teamSeasonId, clubId: team.clubId, name: team.teamName });
  return href ? <AppLink href={href}>{team.teamName}</AppLink> : team.teamName;
}

/** The seasons and teams the player belonged to, newest first; a team's club only where it is another one's. */
export function PlayerClubHistory({ history }: { history: ClubHistory }) {
  if (history.length === 0) return <p className="player__note">Noch keine Stationen erfasst.</p>;
  return (
    <ol className="player__history">
      {history.map((season) => (
        <li key={season.season}>
          <span className="player__season">Saison {season.seasonLabel}</span>
          <ul className="player__teams">
            {season.teams.map((team) => (
              <li key={team.teamSeasonId}>
                <TeamName team={team} /> <span className="player__meta-inline">({team.teamType})</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

const ACHIEVEMENTS = { champion: "Meister", promotion: "Aufstieg", cupWinner: "Pokalsieg" } as const;

function achievementText(entry: Success[number]): string {
  const label = ACHIEVEMENTS[entry.achievement];
  return entry.achievement === "promotion" && entry.position !== null ? `${label} (${entry.position}. Platz)` : label;
}

/** Titles, promotions and cup wins of the player's teams, newest season first. */
export function PlayerSuccess({ success }: { success: Success }) {
  if (success.length === 0) return <p className="player__note">Noch keine Titel oder Aufstiege.</p>;
  return (
    <ScrollRegion label="Erfolge">
      <table className="player__table">
        <caption className="visually-hidden">Erfolge</caption>
        <thead>
          <tr>
            <th scope="col">Saison</th>
            <th scope="col">Erfolg</th>
            <th scope="col">Wettbewerb</th>
            <th scope="col">Mannschaft</th>
          </tr>
        </thead>
        <tbody>
          {success.map((entry) => (
            <tr key={`${entry.compoundId}-${entry.team.teamSeasonId}-${entry.achievement}`}>
              <th scope="row">{entry.seasonLabel}</th>
              <td>{achievementText(entry)}</td>
              <td>
                <AppLink href={competitionLink({ id: entry.compoundId })}>{entry.competitionName}</AppLink>
              </td>
              <td>
                <TeamName team={entry.team} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
