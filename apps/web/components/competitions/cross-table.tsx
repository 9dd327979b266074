import type { CrossTableMatch } from "@spielfeld/api-client";
import type { getCrossTable } from "@/lib/api/competitions";
import { formatKickoff } from "@/lib/dates";
import { matchLink, teamLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import { CrossTableLegend, markMeaning, shortDate } from "./cross-table-legend";
import "./cross-table.css";

export type CrossTableData = Awaited<ReturnType<typeof getCrossTable>>;
type Team = CrossTableData["teams"][number];

/**
 * The cross table: home teams in the rows, away teams in the columns, each result linked to its match. Columns
 * are numbered by table place (the number's header names the team for screen readers); the team column stays in
 * view while the results scroll sideways on a phone.
 */
export function CrossTable({ data }: { data: CrossTableData }) {
  const { teams, rows } = data;
  const byId = new Map(teams.map((team) => [team.teamId, team]));
  return (
    <div className="cross-table">
      <ScrollRegion label="Kreuztabelle mit allen Ergebnissen">
        <table className="cross-table__table">
          <caption>Kreuztabelle (Heim gegen Gast)</caption>
          <thead>
            <tr>
              <th scope="col" className="cross-table__corner">
                Heim <span aria-hidden="true">\</span>
                <span className="visually-hidden">gegen</span> Gast
              </th>
              {teams.map((team, index) => (
                <th key={team.teamId} scope="col" className="cross-table__column" title={team.teamName}>
                  <span aria-hidden="true">{index + 1}</span>
                  <span className="visually-hidden">{team.teamName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => {
              const home = byId.get(row.homeTeamId)!;
              return (
                <tr key={row.homeTeamId}>
                  <th scope="row" className="cross-table__team">
                    <span className="cross-table__number">{rowIndex + 1}</span> <TeamName team={home} />
                  </th>
                  {row.cells.map((cell) =>
                    cell.guestTeamId === row.homeTeamId ? (
                      <td key={cell.guestTeamId} className="cross-table__self">
                        <span className="visually-hidden">kein Spiel</span>
                      </td>
                    ) : (
                      <td key={cell.guestTeamId} className="cross-table__cell">
                        {cell.matches.map((match) => (
                          <CellMatch
                            key={match.id}
                            match={match}
                            home={home.teamName}
                            guest={byId.get(cell.guestTeamId)?.teamName ?? ""}
                          />
                        ))}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <CrossTableLegend data={data} />
    </div>
  );
}

function TeamName({ team }: { team: Team }) {
  const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName });
  return (
    <span className="team-name">
      {href ? <AppLink href={href}>{team.teamName}</AppLink> : team.teamName}
      {team.mark ? <span className="cross-table__team-mark"> ({team.mark})</span> : null}
      {team.unranked === "withdrawn" ? <span className="cross-table__team-mark"> (zurückgezogen)</span> : null}
    </span>
  );
}

/** One match of a cell: the result (or the date of an open match), linked to the match page. */
function CellMatch({ match, home, guest }: { match: CrossTableMatch; home: string; guest: string }) {
  const visible = match.mark === "open" ? shortDate(match.kickoff) : match.result;
  const href = matchLink({ id: match.id, homeTeam: home, guestTeam: guest });
  const when = match.kickoff ? formatKickoff(match.kickoff, match.kickoffTimeKnown) : "Termin offen";
  // The label starts with what the cell shows, so speech and voice control find the link by its visible text.
  const isUncounted = !match.countsInTable && match.homeGoals !== null && match.mark !== "live";
  const label = [visible, markMeaning(match), isUncounted ? "zählt nicht" : "", `${home} gegen ${guest}`, when]
    .filter(Boolean)
    .join(", ");
  const className = `cross-table__match cross-table__match--${match.mark}${isUncounted ? " cross-table__match--uncounted" : ""}`;
  // A running match's notation (`1:0 live 67'`) moves on with the match (live-updates.tsx writes it).
  const isLive = match.mark === "live";
  return href ? (
    <AppLink
      href={href}
      className={className}
      aria-label={label}
      title={label}
      data-live-match={isLive ? match.id : undefined}
      data-live-result={isLive ? "" : undefined}
    >
      {visible}
    </AppLink>
  ) : (
    <span className={className} title={label}>
      {visible}
    </span>
  );
}
