import type { Metadata } from "next";
import { ScrollRegion } from "@/components/tables/scroll-region";
import { AppLink } from "@/components/ui/app-link";
import { formatKickoff } from "@/lib/dates";
import { pageMetadata } from "@/lib/metadata";
import { decodeIdSegment } from "@/lib/route-params";
import { ConsentNote, NoPromateurAccess, PromateurFrame } from "../../_components/promateur-frame";
import { promateurRead } from "../../_components/promateur-read";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Spielbericht", "Promateur"],
  description: "Ein Spielbericht mit Ereignissen im Promateur-Bereich.",
  path: "/mein-account/promateur",
  allowRobotsIndex: false,
});

const POSITIONS: Record<string, string> = {
  goalkeeper: "Torwart",
  defender: "Abwehr",
  midfielder: "Mittelfeld",
  forward: "Angriff",
};

const minuteText = (minute: number, added: number | null) => (added ? `${minute}.+${added}` : `${minute}.`);

/**
 * `/mein-account/promateur/spiel/{spiel}`: a match report of the tier: score, facts, the consenting players of both
 * sides (leading to their club history) and every event, the players of others left unnamed.
 */
export default async function PromateurMatchPage({ params }: { params: Promise<{ spiel: string }> }) {
  const matchId = decodeIdSegment((await params).spiel);
  const path = `/mein-account/promateur/spiel/${encodeURIComponent(matchId)}`;
  const [report, types] = await Promise.all([
    promateurRead(path, (api) => api.promateur.getMatchReportPromateur({ spiel: matchId })),
    promateurRead(path, (api) => api.promateur.getMatchEventTypes()),
  ]);
  if (!report || !types) return <NoPromateurAccess />;
  const home = report.homeTeamInfo.teamName ?? "spielfrei";
  const guest = report.guestTeamInfo.teamName ?? "spielfrei";
  const names = new Map(report.players.map((player) => [player.playerId, `${player.firstName} ${player.lastName}`]));
  const typeName = new Map(types.eventTypes.map((type) => [type.id, type.name]));
  const personOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  const score =
    report.homeTeamInfo.goals === null || report.guestTeamInfo.goals === null
      ? "–:–"
      : `${report.homeTeamInfo.goals}:${report.guestTeamInfo.goals}`;
  const halftime =
    report.homeTeamInfo.goalsHalftime === null || report.guestTeamInfo.goalsHalftime === null
      ? null
      : `${report.homeTeamInfo.goalsHalftime}:${report.guestTeamInfo.goalsHalftime}`;
  const leaguePath = `/mein-account/promateur/liga/${encodeURIComponent(report.competitionId)}`;
  return (
    <PromateurFrame title={`${home} – ${guest}`} back={{ href: leaguePath, label: report.competitionName }}>
      <p className="promateur__score">
        {score}
        {halftime ? <span className="promateur__meta">Halbzeit {halftime}</span> : null}
      </p>
      <dl className="promateur__facts">
        <dt>Anstoß</dt>
        <dd>{formatKickoff(report.matchInfo.kickoffAt)}</dd>
        <dt>Wettbewerb</dt>
        <dd>
          {report.competitionName}
          {report.matchInfo.matchday !== null ? `, ${report.matchInfo.matchday}. Spieltag` : ""}
        </dd>
        <dt>Spielklasse</dt>
        <dd>{[report.teamType.name, report.leagueLevel?.name, report.playingArea.name].filter(Boolean).join(" · ")}</dd>
        <dt>Spielzeit</dt>
        <dd>
          {report.matchDurationSections} × {report.matchDuration / report.matchDurationSections} Minuten, Pause{" "}
          {report.intermissionDuration} Minuten
        </dd>
        {report.appVenue ? (
          <>
            <dt>Spielstätte</dt>
            <dd>{[report.appVenue.name, report.appVenue.city].filter(Boolean).join(", ")}</dd>
          </>
        ) : null}
        {report.matchInfo.referee ? (
          <>
            <dt>Schiedsrichter</dt>
            <dd>{report.matchInfo.referee}</dd>
          </>
        ) : null}
        {report.matchInfo.spectators !== null ? (
          <>
            <dt>Zuschauer</dt>
            <dd>{report.matchInfo.spectators}</dd>
          </>
        ) : null}
      </dl>
      <ConsentNote />
      {report.matchInfo.resultPrivate ? (
        <p>In diesem Spiel des Kinderfußballs bleiben Ergebnis, Ereignisse und Aufstellungen privat.</p>
      ) : (
        <>
          <div className="promateur__sides">
            {(["home", "guest"] as const).map((side) => {
              const players = report.players.filter((player) => player.side === side);
              const team = side === "home" ? home : guest;
              return (
                <section key={side} aria-labelledby={`spieler-${side}`}>
                  <h2 id={`spieler-${side}`}>{team}</h2>
                  {players.length === 0 ? (
                    <p>Kein Spieler dieser Mannschaft hat Promateur für diese Liga zugestimmt.</p>
                  ) : (
                    <ul className="promateur__list">
                      {players.map((player) => (
                        <li key={player.playerId}>
                          <AppLink href={`/mein-account/promateur/spieler/${encodeURIComponent(player.playerId)}`}>
                            {player.firstName} {player.lastName}
                          </AppLink>
                          <span className="promateur__meta">
                            {[
                              player.number !== null ? `Nr. ${player.number}` : null,
                              player.position ? POSITIONS[player.position] : null,
                              player.keeper && player.position !== "goalkeeper" ? "im Tor" : null,
                              player.captain ? "Kapitän" : null,
                              player.substitute ? "Ersatzbank" : "Startelf",
                              player.birthYear !== null ? `Jahrgang ${player.birthYear}` : null,
                            ]
                              .filter(Boolean)
                              .join(" · ")}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
          <section aria-labelledby="ereignisse">
            <h2 id="ereignisse">Ereignisse</h2>
            {report.events.length === 0 ? (
              <p>Für dieses Spiel sind keine Ereignisse erfasst.</p>
            ) : (
              <ScrollRegion label="Ereignisse">
                <table className="promateur__events">
                  <caption className="visually-hidden">Ereignisse des Spiels in ihrer Reihenfolge</caption>
                  <thead>
                    <tr>
                      <th scope="col">Minute</th>
                      <th scope="col">Ereignis</th>
                      <th scope="col">Spieler</th>
                      <th scope="col">Stand</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.events.map((event) => {
                      const player = personOf(event.playerId);
                      const related = personOf(event.relatedPlayerId);
                      return (
                        <tr key={event.id}>
                          <td>{minuteText(event.minute, event.addedMinute)}</td>
                          <td>
                            {typeName.get(event.type) ?? `Ereignis ${event.type}`}
                            <span className="promateur__meta">{event.side === "home" ? home : guest}</span>
                          </td>
                          <td>
                            {player ?? "nicht genannt"}
                            {related ? ` (mit ${related})` : ""}
                          </td>
                          <td>{event.score ? `${event.score.home}:${event.score.guest}` : ""}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </section>
        </>
      )}
      <nav aria-label="Weitere Spiele der Liga" className="promateur__pager">
        {report.prevMatchId ? (
          <AppLink href={`/mein-account/promateur/spiel/${encodeURIComponent(report.prevMatchId)}`}>
            ← Vorheriges Spiel
          </AppLink>
        ) : (
          <span />
        )}
        {report.nextMatchId ? (
          <AppLink href={`/mein-account/promateur/spiel/${encodeURIComponent(report.nextMatchId)}`}>
            Nächstes Spiel →
          </AppLink>
        ) : null}
      </nav>
    </PromateurFrame>
  );
}

export const dynamic = "force-dynamic";
