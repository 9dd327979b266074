import type { ReactNode } from "react";
import { formatDate } from "@/lib/dates";
import { playerLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import type { SquadAnswer, SquadEntry } from "./team-types";

/** A squad position as the site names it. */
export const POSITIONS: Record<string, string> = {
  goalkeeper: "Tor",
  defender: "Abwehr",
  midfielder: "Mittelfeld",
  forward: "Angriff",
};

function PlayerName({ entry }: { entry: SquadEntry }): ReactNode {
  const name = [entry.firstName, entry.lastName].filter(Boolean).join(" ");
  const href = playerLink({ playerId: entry.playerId, firstname: entry.firstName, lastname: entry.lastName });
  return href ? <AppLink href={href}>{name}</AppLink> : name;
}

/** The squad by jersey number; statistics columns only where the team's results count (not children's football). */
export function SquadTable({ squad, teamName }: { squad: SquadAnswer; teamName: string }) {
  if (!squad.publishData) {
    return <p className="team__note">Der Verein hat den Kader dieser Mannschaft nicht veröffentlicht.</p>;
  }
  if (squad.entries.length === 0) return <p className="team__note">Für diese Saison ist noch kein Spieler gemeldet.</p>;
  const withStatistics = squad.withStatitisticData;
  return (
    <ScrollRegion label={`Kader ${teamName}`}>
      <table className="team__table">
        <caption className="visually-hidden">Kader {teamName}</caption>
        <thead>
          <tr>
            <th scope="col" className="team__number">
              <abbr title="Rückennummer">Nr.</abbr>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Position</th>
            {withStatistics ? (
              <>
                <th scope="col" className="team__number">
                  <abbr title="Einsätze">Sp.</abbr>
                </th>
                <th scope="col" className="team__number">
                  Tore
                </th>
                <th scope="col" className="team__number">
                  <abbr title="Gelbe Karten">Gelb</abbr>
                </th>
                <th scope="col" className="team__number">
                  <abbr title="Gelb-Rote Karten">Gelb-Rot</abbr>
                </th>
                <th scope="col" className="team__number">
                  <abbr title="Rote Karten">Rot</abbr>
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {squad.entries.map((entry) => (
            <tr key={entry.playerId}>
              <td className="team__number">{entry.jerseyNumber ?? "–"}</td>
              <th scope="row" className="team__player">
                <PlayerName entry={entry} />
                {entry.captain ? (
                  <>
                    {" "}
                    <abbr title="Kapitän">(K)</abbr>
                  </>
                ) : null}
              </th>
              <td>{entry.position ? (POSITIONS[entry.position] ?? entry.position) : "–"}</td>
              {withStatistics ? (
                <>
                  <td className="team__number">{entry.statistics?.matches ?? "–"}</td>
                  <td className="team__number">{entry.statistics?.goals ?? "–"}</td>
                  <td className="team__number">{entry.statistics?.yellowCards ?? "–"}</td>
                  <td className="team__number">{entry.statistics?.yellowRedCards ?? "–"}</td>
                  <td className="team__number">{entry.statistics?.redCards ?? "–"}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Arrivals (from which club, since when) or departures (to which club, since when) of the season. */
export function SquadMoves({ squad, kind }: { squad: SquadAnswer; kind: "arrivals" | "departures" }) {
  const isArrival = kind === "arrivals";
  const title = isArrival ? "Zugänge" : "Abgänge";
  if (!squad.publishData) return null;
  return (
    <section className="team__subsection" aria-labelledby={`team-${kind}-title`}>
      <h3 id={`team-${kind}-title`}>{title}</h3>
      {squad.entries.length === 0 ? (
        <p className="team__note">
          {isArrival ? "Keine Zugänge in dieser Saison." : "Keine Abgänge in dieser Saison."}
        </p>
      ) : (
        <ul className="team__moves">
          {squad.entries.map((entry) => {
            const club = isArrival ? entry.arrivedFrom?.clubName : entry.departedTo?.clubName;
            const date = isArrival ? entry.joinedOn : entry.leftOn;
            return (
              <li key={entry.playerId}>
                <PlayerName entry={entry} />
                <span className="team__meta">
                  {[club ? `${isArrival ? "von" : "zu"} ${club}` : null, date ? `am ${formatDate(date)}` : null]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
