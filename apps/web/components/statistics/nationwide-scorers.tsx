import type { NationWideScorers } from "@/lib/api/statistics";
import { ScrollRegion } from "../tables/scroll-region";
import { PlayerName, TeamName } from "./ranking-tables";
import "./statistics.css";

/** The nationwide scorers of one level: rank, player, team, association, goals, penalty goals and matches. */
export function NationWideScorersTable({
  scorers,
  caption,
}: {
  scorers: NationWideScorers["scorers"];
  caption: string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="standings__table statistics__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Platz</th>
            <th scope="col" className="standings__text">
              Spieler
            </th>
            <th scope="col" className="standings__text">
              Mannschaft
            </th>
            <th scope="col" className="standings__text">
              Verband
            </th>
            <th scope="col" className="statistics__ranked">
              Tore
            </th>
            <th scope="col">Elfmetertore</th>
            <th scope="col">Spiele</th>
          </tr>
        </thead>
        <tbody>
          {scorers.map((scorer) => (
            <tr key={`${scorer.player.id}-${scorer.team.id}`}>
              <td className="standings__position">{scorer.rank}.</td>
              <th scope="row" className="standings__text">
                <PlayerName player={scorer.player} />
              </th>
              <td className="standings__text">
                <TeamName team={scorer.team} />
              </td>
              <td className="standings__text">{scorer.association.name}</td>
              <td className="statistics__ranked">{scorer.goals}</td>
              <td>{scorer.penaltyGoals}</td>
              <td>{scorer.matches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
