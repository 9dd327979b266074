import type { CrossTableMatch } from "@spielfeld/api-client";
import type { CrossTableData } from "./cross-table";

type Mark = CrossTableMatch["mark"];

/** What each mark means, in the legend's order; the short forms are those of DOMAIN.md. */
const MARKS: Partial<Record<Mark, { short: string; label: string }>> = {
  open: { short: "TT.MM.", label: "noch nicht gespielt (Datum)" },
  live: { short: "live", label: "Spiel läuft, Zwischenstand" },
  provisional: { short: "vorl.", label: "vorläufiges Ergebnis" },
  postponed: { short: "Abse.", label: "abgesetzt" },
  abandoned: { short: "Abbr.", label: "abgebrochen, noch nicht gewertet" },
  rescheduled: { short: "verl.", label: "verlegt" },
  annulled: { short: "Annull.", label: "annulliert, zählt nicht" },
  noShow: { short: "n.an.", label: "Nichtantritt, für den Gegner gewertet" },
  private: { short: "o.E.", label: "ohne Ergebnis (Kinderfußball)" },
};

const DECISIONS: Record<string, string> = {
  w: "Wertung",
  u: "Sportgerichtsurteil",
  v: "Verwaltungsentscheid",
};

const SPOKEN: Record<Mark, string> = {
  result: "Ergebnis",
  open: "noch nicht gespielt",
  live: "läuft, Zwischenstand",
  provisional: "vorläufiges Ergebnis",
  postponed: "abgesetzt",
  abandoned: "abgebrochen",
  rescheduled: "verlegt",
  annulled: "annulliert",
  awarded: "gewertet",
  noShow: "Nichtantritt",
  private: "ohne Ergebnis",
};

/** What a screen reader hears beside a result's short form: what its mark or decision means. */
export function markMeaning(match: CrossTableMatch): string {
  const decision = match.decisionMark ? DECISIONS[match.decisionMark] : undefined;
  return decision ?? (match.mark === "result" || match.mark === "open" ? "" : SPOKEN[match.mark]);
}

/** `12.04.` for an open match's kickoff; `offen` without one. */
export function shortDate(iso: string | null): string {
  if (iso === null) return "offen";
  const parts = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", timeZone: "Europe/Berlin" })
    .formatToParts(new Date(iso))
    .filter((part) => part.type === "day" || part.type === "month")
    .map((part) => part.value);
  return `${parts.join(".")}.`;
}

/** The marks that occur in this table, explained (colour is never the only carrier: every mark is text). */
export function CrossTableLegend({ data }: { data: CrossTableData }) {
  const matches = data.rows.flatMap((row) => row.cells.flatMap((cell) => cell.matches));
  const marks = new Set(matches.map((match) => match.mark));
  const decisions = new Set(matches.flatMap((match) => (match.decisionMark ? [match.decisionMark] : [])));
  const items = [
    ...Object.entries(MARKS).flatMap(([mark, item]) => (marks.has(mark as Mark) ? [item] : [])),
    ...Object.entries(DECISIONS).flatMap(([short, label]) => (decisions.has(short) ? [{ short, label }] : [])),
  ];
  const teamMarks = new Set(data.teams.flatMap((team) => (team.mark ? [team.mark] : [])));
  return (
    <div className="cross-table__notes">
      <p>Ergebnisse aus Sicht der Heimmannschaft (Zeile). Ein Klick auf ein Ergebnis öffnet das Spiel.</p>
      {items.length > 0 ? <p className="cross-table__legend-title">Zeichenerklärung:</p> : null}
      {items.length > 0 ? (
        <dl className="cross-table__legend">
          {items.map((item) => (
            <div key={item.short} className="cross-table__legend-item">
              <dt>{item.short}</dt>
              <dd>{item.label}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {teamMarks.has("zg.") ? <p>(zg.) zurückgezogen, die Ergebnisse bleiben gewertet.</p> : null}
      {data.teams.some((team) => team.unranked === "withdrawn") ? (
        <p>(zurückgezogen) Die Mannschaft hat zurückgezogen, ihre Ergebnisse zählen nicht (durchgestrichen).</p>
      ) : null}
      {teamMarks.has("oW") ? <p>(oW) außer Wertung, die Spiele zählen nicht.</p> : null}
    </div>
  );
}
