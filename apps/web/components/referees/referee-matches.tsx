import { formatKickoffDate } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { scoreText } from "../matches/match-status";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import { cardsText, type RefereePerformancePage, roleLabel } from "./referee-types";

/** One page of the referee's matches of a season: date, the match (linked to its page), result, role and cards. */
export function RefereeMatches({ page, seasonLabel }: { page: RefereePerformancePage; seasonLabel: string }) {
  if (page.entries.length === 0) return <p className="referee__note">Keine Spiele in der Saison {seasonLabel}.</p>;
  const label = `Spiele der Saison ${seasonLabel}`;
  return (
    <ScrollRegion label={label}>
      <table className="referee__table referee__matches">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Spiel</th>
            <th scope="col">Ergebnis</th>
            <th scope="col">Wettbewerb</th>
            <th scope="col">Einsatz als</th>
            <th scope="col">Karten</th>
          </tr>
        </thead>
        <tbody>
          {page.entries.map(({ match, role, cards }) => {
            const href = matchLink(match);
            const pairing = `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`;
            return (
              <tr key={`${match.id}-${role}`}>
                <td>{match.kickoff ? formatKickoffDate(match.kickoff) : "Termin offen"}</td>
                <th scope="row" className="referee__pairing">
                  {href ? <AppLink href={href}>{pairing}</AppLink> : pairing}
                </th>
                <td>{scoreText(match)}</td>
                <td>{match.competitionShortName ?? match.competitionName}</td>
                <td>{roleLabel(role)}</td>
                <td>{cards ? cardsText(cards) : "–"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
