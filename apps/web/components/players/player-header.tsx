import { clubLink, teamLink } from "@/lib/links";
import { FavoriteButton } from "../session/favorite-button";
import { AppLink } from "../ui/app-link";
import { Crest } from "../ui/crest";
import { PlayerPhoto } from "./player-photo";
import { mediaIdOf, type PlayerProfile, playerName } from "./player-types";
import "./players.css";

/** The player's photo (with its copyright), name, nickname, club and the current season's teams, all linked. */
export function PlayerHeader({ profile }: { profile: PlayerProfile }) {
  const name = playerName(profile);
  const club = profile.club;
  const clubHref = club ? clubLink({ id: club.clubId, name: club.clubName }) : null;
  return (
    <header className="player__header">
      <PlayerPhoto image={profile.images[0] ?? null} name={name} />
      <div className="player__heading">
        <h1 className="player__name">{name}</h1>
        {profile.playerId ? <FavoriteButton kind="player" id={profile.playerId} name={name} /> : null}
        {profile.nickname ? <p className="player__meta">Spitzname: „{profile.nickname}“</p> : null}
        <dl className="player__facts">
          {club ? (
            <div className="player__fact">
              <dt>Verein</dt>
              <dd className="player__club">
                <Crest logoId={mediaIdOf(club.clubLogoUrl)} clubName={club.clubName} />
                {clubHref ? <AppLink href={clubHref}>{club.clubName}</AppLink> : club.clubName}
              </dd>
            </div>
          ) : null}
          {profile.teams.length > 0 ? (
            <div className="player__fact">
              <dt>{profile.teams.length === 1 ? "Mannschaft" : "Mannschaften"}</dt>
              <dd>
                <ul className="player__teams">
                  {profile.teams.map((team) => {
                    const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName });
                    const label = `${team.teamName} (${team.teamType})`;
                    return <li key={team.teamSeasonId}>{href ? <AppLink href={href}>{label}</AppLink> : label}</li>;
                  })}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}
