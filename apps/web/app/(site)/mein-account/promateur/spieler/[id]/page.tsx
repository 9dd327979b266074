import { ApiCallError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { teamLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { decodeIdSegment } from "@/lib/route-params";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { ConsentNote, NoPromateurAccess, PromateurFrame } from "../../_components/promateur-frame";
import { promateurRead } from "../../_components/promateur-read";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Vereinshistorie", "Promateur"],
  description: "Die Vereinshistorie eines Spielers, der Promateur zugestimmt hat.",
  path: "/mein-account/promateur",
  allowRobotsIndex: false,
});

/**
 * `/mein-account/promateur/spieler/{id}`: a consenting player's club history and the season's leagues the player is in
 * the tier for. A player who did not agree is not found, like an unknown one.
 */
export default async function PromateurPlayerPage({ params }: { params: Promise<{ id: string }> }) {
  const playerId = decodeIdSegment((await params).id);
  const path = `/mein-account/promateur/spieler/${encodeURIComponent(playerId)}`;
  const history = await promateurRead(path, (api) => api.promateur.getPlayerClubHistory({ userid: playerId }));
  if (!history) return <NoPromateurAccess />;
  const session = await requireSession(path);
  // Leagues of the current season: none left (or none played) is a 404 of its own, shown as none.
  const [optIn, leagues] = await Promise.all([
    privateRead(session, path, (api) => api.promateur.getPlayerOptIn({ id: playerId })).catch((error: unknown) => {
      if (error instanceof ApiCallError && error.status === 404) return null;
      throw error;
    }),
    privateRead(session, path, (api) => api.promateur.getPromateurLeagues()),
  ]);
  const leagueNames = new Map(leagues.leagues.map((league) => [league.compoundId, league.name]));
  return (
    <PromateurFrame title={`${history.firstName} ${history.lastName}`}>
      <ConsentNote />
      <section aria-labelledby="ligen">
        <h2 id="ligen">Ligen der Saison {leagues.season.label}</h2>
        {optIn && optIn.leagueIds.length > 0 ? (
          <ul className="promateur__list">
            {optIn.leagueIds.map((id) => (
              <li key={id}>
                <AppLink href={`/mein-account/promateur/liga/${encodeURIComponent(id)}`}>
                  {leagueNames.get(id) ?? id}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : (
          <p>In dieser Saison ist der Spieler in keiner Liga für Promateur freigegeben.</p>
        )}
      </section>
      <section aria-labelledby="historie">
        <h2 id="historie">Vereinshistorie</h2>
        <ul className="promateur__list">
          {history.clubHistory.map((season) => (
            <li key={season.season}>
              <strong>Saison {season.seasonLabel}</strong>
              <span className="promateur__meta">
                {season.teams.map((team, index) => {
                  const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName });
                  return (
                    <span key={team.teamSeasonId}>
                      {index > 0 ? ", " : ""}
                      {href ? <AppLink href={href}>{team.teamName}</AppLink> : team.teamName}
                    </span>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </PromateurFrame>
  );
}

export const dynamic = "force-dynamic";
