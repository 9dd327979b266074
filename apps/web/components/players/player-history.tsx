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

type OwnSuccess = { year: number; title: string; description: string | null }[];

/** What the player entered themselves, apart from what the data proves: said so, newest year first. */
function PlayerOwnSuccess({ entries }: { entries: OwnSuccess }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className="player__subtitle">Weitere Erfolge (vom Spieler eingetragen)</h3>
      <ul className="player__own-success">
        {entries.map((entry) => (
          <li key={`${entry.year}-${entry.title}-${entry.description ?? ""}`}>
            <strong>{entry.year}</strong> {entry.title}
            {entry.description ? <span className="player__note"> – {entry.description}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Titles, promotions and cup wins of the player's teams, newest season first, then what the player entered. */
export function PlayerSuccess({ success, ownSuccess = [] }: { success: Success; ownSuccess?: OwnSuccess }) {
  if (success.length === 0) {
    return (
      <>
        <p className="player__note">Noch keine Titel oder Aufstiege.</p>
        <PlayerOwnSuccess entries={ownSuccess} />
      </>
    );
  }
  return (
    <>
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
      <PlayerOwnSuccess entries={ownSuccess} />
    </>
  );
}
