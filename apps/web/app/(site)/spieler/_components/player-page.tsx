import type { Metadata } from "next";
import { PlayerFacts } from "@/components/players/player-facts";
import { PlayerHeader } from "@/components/players/player-header";
import { PlayerClubHistory, PlayerSuccess } from "@/components/players/player-history";
import { PlayerPerformance } from "@/components/players/player-performance";
import { playerName } from "@/components/players/player-types";
import { AppLink } from "@/components/ui/app-link";
import { StructuredData } from "@/components/ui/structured-data";
import { env } from "@/lib/env";
import { clubLink, teamLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { loadPlayer, type PlayerAddress, playerPath, redirectUnlessCanonical } from "./load-player";
import { PlayerFeverSection } from "./player-fever";
import { PlayerSeasonSection } from "./player-season";
import { playerStructuredData } from "./structured-data";
import "@/components/players/players.css";

/** Title, description and the canonical address (the player id's page, also for the profile reference's). */
export async function playerMetadata(address: PlayerAddress): Promise<Metadata> {
  const { profile } = await loadPlayer(address.kind, address.idSegment);
  const name = playerName(profile);
  const club = profile.club?.clubName;
  return pageMetadata({
    titleParts: [name, club ?? "", "Spieler"],
    description: `${name}${club ? ` (${club})` : ""}: Steckbrief, Mannschaften, Einsätze und Tore pro Saison, Fieberkurve, Stationen und Erfolge.`,
    path: playerPath(profile),
    // Search engines index the page only where the player allows it (searchableExtern).
    allowRobotsIndex: profile.visibility.searchEngines,
  });
}

/** The player page: every section the player's privacy settings allow, in the order a visitor looks for them. */
export async function PlayerPage({ address, nameSegment }: { address: PlayerAddress; nameSegment: string }) {
  const page = await loadPlayer(address.kind, address.idSegment);
  const { profile } = page;
  redirectUnlessCanonical(profile, address, nameSegment);
  const site = env().siteUrl;
  const clubHref = profile.club ? clubLink({ id: profile.club.clubId, name: profile.club.clubName }) : null;
  return (
    <div className="page player">
      <StructuredData
        data={playerStructuredData(profile, {
          page: `${site}${playerPath(profile)}`,
          club: clubHref ? `${site}${clubHref}` : null,
          team: (team) => {
            const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName });
            return href ? `${site}${href}` : null;
          },
        })}
      />
      <PlayerHeader profile={profile} />

      <section className="player__section" aria-labelledby="player-facts-title">
        <h2 id="player-facts-title">Steckbrief</h2>
        <PlayerFacts profile={profile} />
      </section>

      <section className="player__section" aria-labelledby="player-performance-title">
        <h2 id="player-performance-title">Einsätze pro Saison</h2>
        {profile.performance ? (
          <PlayerPerformance performance={profile.performance} showCards={profile.visibility.cards} />
        ) : (
          <p className="player__note">Der Spieler hat seine Einsätze nicht veröffentlicht.</p>
        )}
      </section>

      {profile.performance ? (
        <section className="player__section" aria-labelledby="player-matches-title">
          <h2 id="player-matches-title">Spiele der Saison</h2>
          <PlayerSeasonSection page={page} />
        </section>
      ) : null}

      {profile.teams.length > 0 ? (
        <section className="player__section" aria-labelledby="player-fever-title">
          <h2 id="player-fever-title">Fieberkurve</h2>
          {profile.teams.map((team, index) => (
            <div key={team.teamSeasonId}>
              {profile.teams.length > 1 ? <h3>{team.teamName}</h3> : null}
              <PlayerFeverSection
                player={profile}
                team={team}
                fever={page.feverCurves.find((entry) => entry.teamSeasonId === team.teamSeasonId)?.curve ?? null}
                index={index}
              />
            </div>
          ))}
        </section>
      ) : null}

      <div className="player__grid">
        {profile.clubHistory ? (
          <section className="player__section" aria-labelledby="player-history-title">
            <h2 id="player-history-title">Stationen</h2>
            <PlayerClubHistory history={profile.clubHistory} />
          </section>
        ) : null}
        <section className="player__section" aria-labelledby="player-success-title">
          <h2 id="player-success-title">Erfolge</h2>
          <PlayerSuccess success={profile.success} ownSuccess={profile.ownSuccess} />
        </section>
      </div>
      <p className="player__note">
        Das bist du? <AppLink href="/profil-bearbeiten#spielerprofil">Übernimm dein Profil</AppLink> und bestimme, was
        es zeigt, oder <AppLink href="/kein-spielerprofil">beantrage, dass du hier nicht genannt wirst</AppLink>.
      </p>
    </div>
  );
}
