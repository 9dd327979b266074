import { formatKickoffDate } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import type { TeamStatistics } from "./team-types";

type Line = TeamStatistics["overall"];
type HighestMatch = NonNullable<TeamStatistics["highestWin"]>;

const LINES = [
  { key: "overall", label: "Gesamt" },
  { key: "home", label: "Heim" },
  { key: "away", label: "Auswärts" },
] as const;

/** The team's record in its league: played, won, drawn, lost, goals and points, overall, at home and away. */
export function TeamRecord({ statistics, competitionName }: { statistics: TeamStatistics; competitionName: string }) {
  return (
    <ScrollRegion label={`Bilanz in ${competitionName}`}>
      <table className="team__table team__table--compact">
        <caption>Bilanz in {competitionName}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="team__number">
              <abbr title="Spiele">Sp.</abbr>
            </th>
            <th scope="col" className="team__number">
              <abbr title="Siege">S</abbr>
            </th>
            <th scope="col" className="team__number">
              <abbr title="Unentschieden">U</abbr>
            </th>
            <th scope="col" className="team__number">
              <abbr title="Niederlagen">N</abbr>
            </th>
            <th scope="col" className="team__number">
              Tore
            </th>
            <th scope="col" className="team__number">
              <abbr title="Punkte">Pkt.</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {LINES.map(({ key, label }) => {
            const line: Line = statistics[key];
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td className="team__number">{line.played}</td>
                <td className="team__number">{line.won}</td>
                <td className="team__number">{line.drawn}</td>
                <td className="team__number">{line.lost}</td>
                <td className="team__number">
                  {line.goalsFor}:{line.goalsAgainst}
                </td>
                <td className="team__number">{line.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function HighestLine({ label, match }: { label: string; match: HighestMatch | null }) {
  if (!match) {
    return (
      <>
        <dt>{label}</dt>
        <dd>–</dd>
      </>
    );
  }
  const href = matchLink(match);
  // Ranked by the score after regular time: where the result went on (extra time, penalties), both are said.
  const wentOn = match.result.period === "extra_time" || match.result.period === "penalties";
  const score =
    wentOn && match.homeGoals !== null && match.guestGoals !== null
      ? `${match.homeGoals}:${match.guestGoals} (${match.result.text})`
      : match.result.text;
  const text = `${match.homeTeam?.name ?? ""} – ${match.guestTeam?.name ?? ""} ${score}`;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {href ? <AppLink href={href}>{text}</AppLink> : text}
        {match.kickoff ? <span className="team__meta"> ({formatKickoffDate(match.kickoff)})</span> : null}
      </dd>
    </>
  );
}

/** The season's highest win, highest draw and highest defeat, each linked to its match. */
export function HighestResults({
  highest,
}: {
  highest: { highestWin: HighestMatch | null; highestDraw: HighestMatch | null; highestLost: HighestMatch | null };
}) {
  return (
    <dl className="team__facts team__facts--wide">
      <HighestLine label="Höchster Sieg" match={highest.highestWin} />
      <HighestLine label="Höchstes Unentschieden" match={highest.highestDraw} />
      <HighestLine label="Höchste Niederlage" match={highest.highestLost} />
    </dl>
  );
}
