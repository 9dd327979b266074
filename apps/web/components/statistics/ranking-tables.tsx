import type { MatchStatistics, PlayerStatistics, TeamStatistics } from "@/lib/api/statistics";
import { formatKickoffDate } from "@/lib/dates";
import { competitionLink, matchLink, playerLink, teamLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import { formatRate } from "./format";
import "./statistics.css";

type StatisticsTeam = PlayerStatistics["entries"][number]["team"];

/** The season's team, linked to its page by the permanent id (the current season's canonical address). */
export function TeamName({ team }: { team: StatisticsTeam }) {
  const href = teamLink({ id: team.permanentId, clubId: team.club.id, name: team.name });
  return href ? <AppLink href={href}>{team.name}</AppLink> : team.name;
}

export function playerName(player: { firstName: string; lastName: string }): string {
  return `${player.firstName} ${player.lastName}`;
}

export function PlayerName({ player }: { player: { id: string; firstName: string; lastName: string } }) {
  const href = playerLink({ playerId: player.id, firstname: player.firstName, lastname: player.lastName });
  return href ? <AppLink href={href}>{playerName(player)}</AppLink> : playerName(player);
}

/** The heading of the ranked figure's column carries the class that marks its cells. */
const ranked = (isRanked: boolean) => (isRanked ? "statistics__ranked" : undefined);

export function PlayerRanking({ data, caption }: { data: PlayerStatistics; caption: string }) {
  const { stats } = data;
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
            <th scope="col" className={ranked(stats === "goals")}>
              Tore
            </th>
            <th scope="col" className={ranked(stats === "penaltyGoals")}>
              Elfmetertore
            </th>
            <th scope="col" className={ranked(stats === "appearances")}>
              Einsätze
            </th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry) => (
            <tr key={`${entry.player.id}-${entry.team.id}`}>
              <td className="standings__position">{entry.rank}.</td>
              <th scope="row" className="standings__text">
                <PlayerName player={entry.player} />
              </th>
              <td className="standings__text">
                <TeamName team={entry.team} />
              </td>
              <td className={ranked(stats === "goals")}>{entry.goals}</td>
              <td className={ranked(stats === "penaltyGoals")}>{entry.penaltyGoals}</td>
              <td className={ranked(stats === "appearances")}>{entry.matches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function TeamRanking({ data, caption }: { data: TeamStatistics; caption: string }) {
  const { stats } = data;
  const isFairPlay = stats === "fairPlay";
  return (
    <ScrollRegion label={caption}>
      <table className="standings__table statistics__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Platz</th>
            <th scope="col" className="standings__text">
              Mannschaft
            </th>
            <th scope="col">Spiele</th>
            <th scope="col" className={ranked(stats === "wins")}>
              Siege
            </th>
            <th scope="col">Unentschieden</th>
            <th scope="col">Niederlagen</th>
            <th scope="col" className={ranked(stats === "goals")}>
              Tore
            </th>
            <th scope="col" className={ranked(stats === "fewestConceded")}>
              Gegentore
            </th>
            <th scope="col">Fair-Play-Punkte</th>
            {isFairPlay ? (
              <th scope="col" className="statistics__ranked">
                Punkte pro Spiel
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry) => (
            <tr key={entry.team.id}>
              <td className="standings__position">{entry.rank}.</td>
              <th scope="row" className="standings__text">
                <TeamName team={entry.team} />
              </th>
              <td>{entry.matches}</td>
              <td className={ranked(stats === "wins")}>{entry.wins}</td>
              <td>{entry.draws}</td>
              <td>{entry.losses}</td>
              <td className={ranked(stats === "goals")}>{entry.goalsFor}</td>
              <td className={ranked(stats === "fewestConceded")}>{entry.goalsAgainst}</td>
              <td>{entry.fairPlayPoints}</td>
              {isFairPlay ? <td className="statistics__ranked">{formatRate(entry.value)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

type MatchEntry = MatchStatistics["entries"][number];

/** A match's pairing and result, linked to the match page (which needs both teams, as every match here has). */
function MatchCell({ entry }: { entry: MatchEntry }) {
  const text = `${entry.home.name} – ${entry.guest.name}`;
  const href = matchLink({ id: entry.matchId, homeTeam: entry.home, guestTeam: entry.guest });
  return href ? <AppLink href={href}>{text}</AppLink> : text;
}

export function MatchRanking({ data, caption }: { data: MatchStatistics; caption: string }) {
  const isMargin = data.stats === "margin";
  return (
    <ScrollRegion label={caption}>
      <table className="standings__table statistics__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Platz</th>
            <th scope="col" className="standings__text">
              Spiel
            </th>
            <th scope="col">Ergebnis</th>
            <th scope="col" className="statistics__ranked">
              {isMargin ? "Tordifferenz" : "Tore"}
            </th>
            <th scope="col" className="standings__text">
              Wettbewerb
            </th>
            <th scope="col" className="standings__text">
              Datum
            </th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry) => (
            <tr key={entry.matchId}>
              <td className="standings__position">{entry.rank}.</td>
              <th scope="row" className="standings__text">
                <MatchCell entry={entry} />
              </th>
              <td className="standings__goals">
                {entry.homeGoals}:{entry.guestGoals}
              </td>
              <td className="statistics__ranked">{entry.value}</td>
              <td className="standings__text">
                <AppLink href={competitionLink(entry.competition)}>{entry.competition.name}</AppLink>
              </td>
              <td className="standings__text statistics__nowrap">
                {entry.kickoffAt ? formatKickoffDate(entry.kickoffAt) : "Termin offen"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
