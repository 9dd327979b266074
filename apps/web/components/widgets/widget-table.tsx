import type { CallResult } from "@spielfeld/api-client";
import { teamLink } from "@/lib/links";
import { WidgetLink } from "./widget-frame";

type Table = CallResult<"getAmateurTable">;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A competition's table in a widget: place, team, matches, goal difference, points. The rows of one club (`club`) or
 * of one team (`team`, a permanent id) are marked. While its matches run or are still to come (`isLive`), its figures
 * and order are the places live events write into (live-dom.ts `applyTable`).
 */
export function WidgetTable({
  table,
  competitionId,
  competitionName,
  club,
  team,
  isLive,
}: {
  table: Table;
  /** Whether the table follows the stream (its matches are running or still to come). */
  isLive: boolean;
  competitionId: string;
  competitionName: string;
  club?: string;
  team?: string;
}) {
  if (table.entries.length === 0) return <p className="widget__empty">Für diese Staffel gibt es noch keine Tabelle.</p>;
  return (
    <table className="widget__table">
      <caption className="visually-hidden">
        Tabelle {competitionName}
        {!isLive && !table.live && table.matchday !== null ? ` nach dem ${table.matchday}. Spieltag` : ""}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="Platz">Pl.</abbr>
          </th>
          <th scope="col">Mannschaft</th>
          <th scope="col">
            <abbr title="Spiele">Sp.</abbr>
          </th>
          <th scope="col">
            <abbr title="Tordifferenz">Diff.</abbr>
          </th>
          <th scope="col">
            <abbr title="Punkte">Pkt.</abbr>
          </th>
        </tr>
      </thead>
      <tbody data-live-table={isLive ? competitionId : undefined}>
        {table.entries.map((entry) => {
          const href = teamLink({ id: entry.teamPermanentId, clubId: entry.clubId, name: entry.teamName });
          const isMarked = (club !== undefined && entry.clubId === club) || entry.teamPermanentId === team;
          return (
            <tr key={entry.teamId} data-team={entry.teamPermanentId} aria-current={isMarked ? "true" : undefined}>
              <td data-col="position">{entry.position}</td>
              <td>{href ? <WidgetLink href={href}>{entry.teamName}</WidgetLink> : entry.teamName}</td>
              <td data-col="played">{entry.matchesPlayed}</td>
              <td data-col="difference">{signed(entry.goalDifference)}</td>
              <td data-col="points">
                <span data-value>{entry.points}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
