import { ScrollRegion } from "../tables/scroll-region";
import { formatDecimal, type RefereeProfile } from "./referee-types";

type Statistics = RefereeProfile["statistics"];

/**
 * Per season: matches by role, goals per match and cards, each column only where the referee shows it (the API
 * sends null for what is hidden, so a column of nulls is left out rather than filled with dashes).
 */
export function RefereeStatistics({ statistics }: { statistics: Statistics }) {
  if (statistics.length === 0) return <p className="referee__note">Noch keine Spiele erfasst.</p>;
  const showCounts = statistics.some((line) => line.matchesAsReferee !== null);
  const showGoals = statistics.some((line) => line.goalsPerMatch !== null);
  const showCards = statistics.some((line) => line.cards !== null);
  if (!showCounts && !showGoals && !showCards) {
    return <p className="referee__note">Der Schiedsrichter hat keine Statistik veröffentlicht.</p>;
  }
  const number = (value: number | null) => (value === null ? "–" : value);
  return (
    <ScrollRegion label="Statistik pro Saison">
      <table className="referee__table">
        <caption className="visually-hidden">Statistik pro Saison</caption>
        <thead>
          <tr>
            <th scope="col">Saison</th>
            {showCounts ? (
              <>
                <th scope="col" className="referee__number">
                  Spiele als Schiedsrichter
                </th>
                <th scope="col" className="referee__number">
                  als Assistent
                </th>
                <th scope="col" className="referee__number">
                  als Vierter Offizieller
                </th>
              </>
            ) : null}
            {showGoals ? (
              <th scope="col" className="referee__number">
                Tore pro Spiel
              </th>
            ) : null}
            {showCards ? (
              <>
                <th scope="col" className="referee__number">
                  <abbr title="Gelbe Karten">Gelb</abbr>
                </th>
                <th scope="col" className="referee__number">
                  <abbr title="Gelb-Rote Karten">Gelb-Rot</abbr>
                </th>
                <th scope="col" className="referee__number">
                  <abbr title="Rote Karten">Rot</abbr>
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {statistics.map((line) => (
            <tr key={line.season}>
              <th scope="row">{line.seasonLabel}</th>
              {showCounts ? (
                <>
                  <td className="referee__number">{number(line.matchesAsReferee)}</td>
                  <td className="referee__number">{number(line.matchesAsAssistant)}</td>
                  <td className="referee__number">{number(line.matchesAsFourthOfficial)}</td>
                </>
              ) : null}
              {showGoals ? (
                <td className="referee__number">
                  {line.goalsPerMatch === null ? "–" : formatDecimal(line.goalsPerMatch)}
                </td>
              ) : null}
              {showCards ? (
                <>
                  <td className="referee__number">{line.cards?.yellow ?? "–"}</td>
                  <td className="referee__number">{line.cards?.yellowRed ?? "–"}</td>
                  <td className="referee__number">{line.cards?.red ?? "–"}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
