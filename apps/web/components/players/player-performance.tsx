import { teamLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import type { PlayerProfile } from "./player-types";

type Performance = NonNullable<PlayerProfile["performance"]>;

/** Appearances, minutes and goals per season and team, newest first; card columns only where the player shows cards. */
export function PlayerPerformance({ performance, showCards }: { performance: Performance; showCards: boolean }) {
  if (performance.length === 0) return <p className="player__note">Noch keine Einsätze erfasst.</p>;
  return (
    <ScrollRegion label="Einsätze pro Saison">
      <table className="player__table">
        <caption className="visually-hidden">Einsätze pro Saison</caption>
        <thead>
          <tr>
            <th scope="col">Saison</th>
            <th scope="col">Mannschaft</th>
            <th scope="col" className="player__number">
              <abbr title="Spiele">Sp.</abbr>
            </th>
            <th scope="col" className="player__number">
              <abbr title="Spielminuten">Min.</abbr>
            </th>
            <th scope="col" className="player__number">
              Tore
            </th>
            {showCards ? (
              <>
                <th scope="col" className="player__number">
                  <abbr title="Gelbe Karten">Gelb</abbr>
                </th>
                <th scope="col" className="player__number">
                  <abbr title="Gelb-Rote Karten">Gelb-Rot</abbr>
                </th>
                <th scope="col" className="player__number">
                  <abbr title="Rote Karten">Rot</abbr>
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {performance.map((line) => {
            const href = teamLink({ id: line.team.teamSeasonId, clubId: line.team.clubId, name: line.team.teamName });
            return (
              <tr key={`${line.season}-${line.team.teamSeasonId}`}>
                <th scope="row">{line.seasonLabel}</th>
                <td>{href ? <AppLink href={href}>{line.team.teamName}</AppLink> : line.team.teamName}</td>
                <td className="player__number">{line.matches}</td>
                <td className="player__number">{line.minutes}</td>
                <td className="player__number">{line.goals}</td>
                {showCards ? (
                  <>
                    <td className="player__number">{line.yellowCards ?? "–"}</td>
                    <td className="player__number">{line.yellowRedCards ?? "–"}</td>
                    <td className="player__number">{line.redCards ?? "–"}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
