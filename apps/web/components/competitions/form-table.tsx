import type { FormTableEntry } from "@spielfeld/api-client";
import type { getFormTable } from "@/lib/api/competitions";
import { matchLink, teamLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import "../tables/tables.css";
import "./form-table.css";

export type FormTableData = Awaited<ReturnType<typeof getFormTable>>;
type FormMatch = FormTableEntry["form"][number];

const RESULTS = {
  S: { word: "Sieg", modifier: "won" },
  U: { word: "Unentschieden", modifier: "drawn" },
  N: { word: "Niederlage", modifier: "lost" },
} as const;

const DECISIONS: Record<string, string> = { w: "Wertung", u: "Sportgerichtsurteil", v: "Verwaltungsentscheid" };

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** "Sieg 3:1 gegen TSV Beispiel (Heimspiel)": what a badge says to a screen reader and in its tooltip. */
export function describeFormMatch(match: FormMatch): string {
  const score =
    match.goalsFor !== null && match.goalsAgainst !== null ? ` ${match.goalsFor}:${match.goalsAgainst}` : "";
  const how = match.isNoShow
    ? " (Nichtantritt)"
    : match.decisionMark
      ? ` (${DECISIONS[match.decisionMark] ?? match.decisionMark})`
      : "";
  const where = match.isHome ? "Heimspiel" : "Auswärtsspiel";
  return `${RESULTS[match.result].word}${score}${how} gegen ${match.opponentTeamName}, ${where}`;
}

/**
 * The form table: each team's latest results as coloured badges that carry their letter too (colour is never the
 * only carrier), ranked by points and goals over that window. Each badge links to its match.
 */
export function FormTable({ data }: { data: FormTableData }) {
  return (
    <div className="form-table">
      <ScrollRegion label="Formtabelle mit den letzten Spielen">
        <table className="standings__table standings__table--league form-table__table">
          <caption>Formtabelle (letzte {data.amount} Spiele)</caption>
          <thead>
            <tr>
              <th scope="col" className="standings__position">
                <abbr title="Platz">Pl.</abbr>
              </th>
              <th scope="col" className="standings__team">
                Mannschaft
              </th>
              <th scope="col" className="form-table__form">
                Form <span className="form-table__hint">(älteste zuerst)</span>
              </th>
              <th scope="col">
                <abbr title="Spiele">Sp.</abbr>
              </th>
              <th scope="col">Tore</th>
              <th scope="col">
                <abbr title="Tordifferenz">Diff.</abbr>
              </th>
              <th scope="col">
                <abbr title="Punkte">Pkt.</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <FormRow key={entry.teamId} entry={entry} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="standings__notes">
        <ul className="form-table__legend">
          {Object.entries(RESULTS).map(([letter, { word, modifier }]) => (
            <li key={letter}>
              <span className={`form-badge form-badge--${modifier}`} aria-hidden="true">
                {letter}
              </span>{" "}
              {word}
            </li>
          ))}
        </ul>
        {data.entries.some((entry) => entry.sharedPlace) ? <p>* Die Mannschaften teilen sich den Platz.</p> : null}
        <p>
          Gezählt werden die letzten {data.amount} gewerteten Spiele jeder Mannschaft, das neueste rechts; bei
          Punktgleichheit entscheidet die Regel der Staffel ({data.tieBreakRule}). Punktabzüge zählen hier nicht.
        </p>
      </div>
    </div>
  );
}

function FormRow({ entry }: { entry: FormTableEntry }) {
  const href = teamLink({ id: entry.teamPermanentId, clubId: entry.clubId, name: entry.teamName });
  return (
    <tr>
      <td className="standings__position">{entry.sharedPlace ? `${entry.position}.*` : `${entry.position}.`}</td>
      <th scope="row" className="standings__team">
        <span className="team-name">
          {href ? <AppLink href={href}>{entry.teamName}</AppLink> : entry.teamName}
          {entry.mark ? <span className="standings__mark"> ({entry.mark})</span> : null}
        </span>
      </th>
      <td className="form-table__form">
        {entry.form.length === 0 ? (
          <span className="form-table__none">noch kein Spiel</span>
        ) : (
          <ol className="form-table__badges">
            {entry.form.map((match) => (
              <li key={match.matchId}>
                <FormBadge match={match} />
              </li>
            ))}
          </ol>
        )}
      </td>
      <td>{entry.matchesPlayed}</td>
      <td className="standings__goals">
        {entry.goalsPlus}:{entry.goalsMinus}
      </td>
      <td>{signed(entry.goalDifference)}</td>
      <td className="standings__points">{entry.points}</td>
    </tr>
  );
}

function FormBadge({ match }: { match: FormMatch }) {
  const description = describeFormMatch(match);
  const className = `form-badge form-badge--${RESULTS[match.result].modifier}`;
  const href = matchLink({ id: match.matchId, homeTeam: true, guestTeam: true });
  const content = (
    <>
      <span aria-hidden="true">{match.result}</span>
      <span className="visually-hidden">{description}</span>
    </>
  );
  return href ? (
    <AppLink href={href} className={className} title={description}>
      {content}
    </AppLink>
  ) : (
    <span className={className} title={description}>
      {content}
    </span>
  );
}
