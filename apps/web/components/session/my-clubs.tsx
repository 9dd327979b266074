"use client";

import { useEffect, useState } from "react";
import { competitionLink, teamLink } from "../../lib/links";
import { MatchList } from "../matches/match-list";
import type { Match } from "../matches/match-types";
import type { Standings } from "../tables/standings";
import { StandingsTable } from "../tables/standings-table";
import { AppLink } from "../ui/app-link";
import { useFavorites } from "./favorites-provider";
import { useSessionContext } from "./session-provider";

interface MyClubsAnswer {
  teams: { team: { teamPermanentId: string; teamName: string; clubId: string }; matches: Match[] | null }[];
  competitions: {
    competition: { objectRef: string; competitionName: string; season: string | null };
    table: Standings | null;
  }[];
}

/**
 * "Meine Vereine" at the top of the home page for a signed-in visitor: the last and the next match of each
 * followed team and the tables of the followed competitions, the followed teams' rows marked. Nothing for a
 * visitor who is signed out; the page around it is the same for everyone.
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
  const hasFollowed = favorites.ids.team.length + favorites.ids.competition.length > 0;
  const followedTeams = new Set(favorites.ids.team);
  return (
    <section className="my-clubs" aria-labelledby="meine-vereine">
      <h2 id="meine-vereine">Meine Vereine</h2>
      {!hasFollowed ? (
        <p>
          Folge Mannschaften und Wettbewerben mit dem Stern auf ihrer Seite: Hier siehst du dann ihre Spiele und
          Tabellen zuerst.
        </p>
      ) : null}
      {answer?.teams.map(({ team, matches }) => {
        const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName });
        return (
          <section key={team.teamPermanentId} className="my-clubs__team">
            <h3>{href ? <AppLink href={href}>{team.teamName}</AppLink> : team.teamName}</h3>
            {matches ? (
              <MatchList
                matches={matches}
                label={`Letztes und nächstes Spiel: ${team.teamName}`}
                headingLevel={4}
                imageBase={imageBase}
                showCompetition
              />
            ) : (
              <p>Die Spiele sind gerade nicht zu laden.</p>
            )}
          </section>
        );
      })}
      {answer?.competitions.map(({ competition, table }) => (
        <section key={competition.objectRef} className="my-clubs__competition">
          <h3>
            <AppLink href={competitionLink({ id: competition.objectRef })}>{competition.competitionName}</AppLink>
          </h3>
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
      <p>
        <AppLink href="/mein-account">Alle Favoriten in „Mein Account“</AppLink>
      </p>
    </section>
  );
}
