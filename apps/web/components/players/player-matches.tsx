import type { CallResult } from "@spielfeld/api-client";
import { formatKickoffDate } from "@/lib/dates";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";

type SeasonMatches = CallResult<"getPlayerPerformanceV2">;
type Entry = SeasonMatches["entries"][number];

function minutesText(entry: Entry): string {
  if (entry.playedMinutes === null) return "–";
  const came = entry.inMinute !== null ? `eingewechselt ${entry.inMinute}.` : null;
  const went = entry.outMinute !== null ? `ausgewechselt ${entry.outMinute}.` : null;
  const moves = [came, went].filter(Boolean).join(", ");
  return moves ? `${entry.playedMinutes} (${moves})` : String(entry.playedMinutes);
}

function cardsText(entry: Entry): string {
  const cards = [
    [entry.yellowCards, "Gelb"],
    [entry.yellowRedCards, "Gelb-Rot"],
    [entry.redCards, "Rot"],
  ].filter(([count]) => Number(count) > 0);
  return cards.length === 0 ? "–" : cards.map(([count, kind]) => `${count} ${kind}`).join(", ");
}

/** The season's matches the player played, newest first, each linked to its match page. */
export function PlayerMatches({ season, seasonLabel }: { season: SeasonMatches; seasonLabel: string }) {
  if (season.entries.length === 0) return <p className="player__note">In dieser Saison noch kein Einsatz.</p>;
  const showCards = season.visibility.yellowCards || season.visibility.yellowRedCards || season.visibility.redCards;
  const label = `Spiele der Saison ${seasonLabel}`;
  return (
    <ScrollRegion label={label}>
      <table className="player__table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Spiel</th>
            <th scope="col">Ergebnis</th>
            <th scope="col">Minuten</th>
            <th scope="col" className="player__number">
              Tore
            </th>
            {showCards ? <th scope="col">Karten</th> : null}
          </tr>
        </thead>
        <tbody>
          {[...season.entries].reverse().map((entry) => {
            const pairing = `${entry.homeTeam.teamName} – ${entry.guestTeam.teamName}`;
            const result = entry.result;
            return (
              <tr key={entry.matchId}>
                <td>{entry.kickoffAt ? formatKickoffDate(entry.kickoffAt) : "Termin offen"}</td>
                <th scope="row" className="player__pairing">
                  <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(entry.matchId)}`}>{pairing}</AppLink>
                </th>
                <td>{result}</td>
                <td>{minutesText(entry)}</td>
                <td className="player__number">{entry.goals ?? "–"}</td>
                {showCards ? <td>{cardsText(entry)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
