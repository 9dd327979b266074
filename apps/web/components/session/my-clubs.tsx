"use client";

import { useEffect, useState } from "react";
import { competitionLink, teamLink } from "@/lib/links";
import { FAVORITE_KINDS, type FavoriteEntry, favoriteEntries } from "@/lib/session/favorite-entries";
import { MatchList } from "../matches/match-list";
import type { Match } from "../matches/match-types";
import type { Standings } from "../tables/standings";
import { StandingsTable } from "../tables/standings-table";
import { AppLink } from "../ui/app-link";
import { FavoritePicture } from "./favorite-picture";
import { useFavorites } from "./favorites-provider";
import { useSessionContext } from "./session-provider";
import "./my-clubs.css";

interface MyClubsAnswer {
  teams: { team: { objectRef: string; teamName: string; clubId: string }; matches: Match[] | null }[];
  competitions: { competition: { objectRef: string; competitionName: string }; table: Standings | null }[];
}

/**
 * "Meine Vereine" at the top of the home page for a signed-in visitor: every followed team, club, competition and
 * player under a heading naming the kind, each with its crest or picture and a link to its page, then the last and
 * the next match of the followed teams and the tables of the followed competitions. Nothing for a visitor who is
 * signed out; the page around it is the same for everyone.
 */
export function MyClubs({ imageBase }: { imageBase: string }) {
  const session = useSessionContext();
  const favorites = useFavorites();
  const [answer, setAnswer] = useState<MyClubsAnswer | null>(null);
  const followed = [...favorites.ids.team, "|", ...favorites.ids.competition].join(",");
  const isSignedIn = favorites.isSignedIn;
  useEffect(() => {
    if (!isSignedIn || followed === "|") {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    fetch("/api/meine-vereine", { cache: "no-store", signal: controller.signal })
      .then(async (response) => (response.ok ? setAnswer((await response.json()) as MyClubsAnswer) : setAnswer(null)))
      .catch(() => {
        // Left out when it cannot be loaded: the home page works without it.
      });
    return () => controller.abort();
  }, [isSignedIn, followed]);
  if (session.status !== "authenticated" || !isSignedIn || favorites.lists === null) return null;
  const entries = favoriteEntries(favorites.lists);
  // An entry taken out with its star elsewhere leaves at once, before the lists are read again.
  const kinds = FAVORITE_KINDS.map(({ kind, title }) => ({
    kind,
    title,
    entries: entries[kind].filter((entry) => favorites.ids[kind].includes(entry.id)),
  })).filter((group) => group.entries.length > 0);
  const followedTeams = new Set(favorites.ids.team);
  return (
    <section className="my-clubs" aria-labelledby="meine-vereine">
      <h2 id="meine-vereine">Meine Vereine</h2>
      {kinds.length === 0 ? (
        <p className="my-clubs__hint">
          Du folgst noch niemandem. Tippe auf der Seite einer Mannschaft, eines Vereins, eines Wettbewerbs oder eines
          Spielers auf den Stern „Favorit“: Hier findest du sie dann alle auf einen Blick, mit den Spielen deiner
          Mannschaften und den Tabellen deiner Wettbewerbe.
        </p>
      ) : (
        <div className="my-clubs__kinds">
          {kinds.map(({ kind, title, entries: shown }) => (
            <section key={kind} className="my-clubs__kind" aria-labelledby={`meine-vereine-${kind}`}>
              <h3 id={`meine-vereine-${kind}`}>{title}</h3>
              <ul className="my-clubs__list">
                {shown.map((entry) => (
                  <FavoriteRow key={entry.id} entry={entry} imageBase={imageBase} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {answer && answer.teams.length > 0 ? (
        <section className="my-clubs__details" aria-labelledby="meine-vereine-spiele">
          <h3 id="meine-vereine-spiele">Spiele deiner Mannschaften</h3>
          {answer.teams.map(({ team, matches }) => {
            const href = teamLink({ id: team.objectRef, clubId: team.clubId, name: team.teamName });
            return (
              <section key={team.objectRef} className="my-clubs__team">
                <h4>{href ? <AppLink href={href}>{team.teamName}</AppLink> : team.teamName}</h4>
                {matches ? (
                  <MatchList
                    matches={matches}
                    label={`Letztes und nächstes Spiel: ${team.teamName}`}
                    headingLevel={5}
                    imageBase={imageBase}
                    showCompetition
                  />
                ) : (
                  <p>Die Spiele sind gerade nicht zu laden.</p>
                )}
              </section>
            );
          })}
        </section>
      ) : null}
      {answer && answer.competitions.length > 0 ? (
        <section className="my-clubs__details" aria-labelledby="meine-vereine-tabellen">
          <h3 id="meine-vereine-tabellen">Tabellen deiner Wettbewerbe</h3>
          {answer.competitions.map(({ competition, table }) => (
            <section key={competition.objectRef} className="my-clubs__competition">
              <h4>
                <AppLink href={competitionLink({ id: competition.objectRef })}>{competition.competitionName}</AppLink>
              </h4>
              {table && table.entries.length > 0 ? (
                <StandingsTable
                  table={table}
                  caption={`Tabelle ${competition.competitionName}`}
                  highlightTeamIds={table.entries
                    .filter((entry) => followedTeams.has(entry.teamPermanentId))
                    .map((entry) => entry.teamId)}
                  imageBase={imageBase}
                />
              ) : (
                <p>Für diesen Wettbewerb gibt es keine Tabelle.</p>
              )}
            </section>
          ))}
        </section>
      ) : null}
      <p>
        <AppLink href="/mein-account">Alle Favoriten in „Mein Account“</AppLink>
      </p>
    </section>
  );
}

function FavoriteRow({ entry, imageBase }: { entry: FavoriteEntry; imageBase: string }) {
  return (
    <li className="my-clubs__item">
      <FavoritePicture entry={entry} imageBase={imageBase} />
      <span className="my-clubs__text">
        {entry.href ? (
          <AppLink href={entry.href} className="my-clubs__name">
            {entry.name}
          </AppLink>
        ) : (
          <span className="my-clubs__name">{entry.name}</span>
        )}
        {entry.description ? <span className="my-clubs__description">{entry.description}</span> : null}
      </span>
    </li>
  );
}
