import type { CallResult } from "@spielfeld/api-client";
import { playerLink } from "@/lib/links";
import { WidgetLink } from "./widget-frame";

type ScorerEntry = CallResult<"getScorerTable">["entries"][number];

/**
 * A scorer list in a widget: place (shared places once), name, team where the list spans teams, goals. A player
 * whose profile is not public keeps the place without a link (the API names them as it may).
 */
export function WidgetScorers({
  entries,
  caption,
  showTeam,
  empty,
}: {
  entries: readonly ScorerEntry[];
  caption: string;
  showTeam: boolean;
  empty: string;
}) {
  if (entries.length === 0) return <p className="widget__empty">{empty}</p>;
  return (
    <table className="widget__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="Platz">Pl.</abbr>
          </th>
          <th scope="col">Name</th>
          <th scope="col">Tore</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const name = [entry.firstName, entry.lastName].filter(Boolean).join(" ");
          const href = playerLink({ playerId: entry.playerId, firstname: entry.firstName, lastname: entry.lastName });
          const isSharedRepeat = entry.sharedPlace && index > 0 && entries[index - 1]?.position === entry.position;
          return (
            <tr key={entry.playerId ?? `hidden-${index}`}>
              <td>{isSharedRepeat ? "" : `${entry.position}.`}</td>
              <td>
                {href ? <WidgetLink href={href}>{name}</WidgetLink> : name}
                {showTeam ? <span className="widget__when"> · {entry.teamName}</span> : null}
              </td>
              <td>{entry.goals}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
