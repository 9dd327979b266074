import { teamLink } from "../../lib/links";
import { StatusChip } from "../matches/status-chip";
import { AppLink } from "../ui/app-link";
import { Crest } from "../ui/crest";
import { ScrollRegion } from "./scroll-region";
import { isZone, type Standings, ZONE_DESCRIPTIONS, zonesOf } from "./standings";
import "./tables.css";

export type { Standings } from "./standings";

type Entry = Standings["entries"][number];

const TREND = {
  up: { symbol: "▲", label: "Platz verbessert" },
  down: { symbol: "▼", label: "Platz verschlechtert" },
  same: { symbol: "●", label: "Platz gehalten" },
} as const;

interface StandingsTableProps {
  table: Standings;
  caption: string;
  /** Rows to emphasise, e.g. the two teams of a match. */
  highlightTeamIds?: readonly string[];
  /** Without trend (home, away and half tables have none worth showing). */
  showTrend?: boolean;
  /** The image server's address where the table renders in the browser (see Crest). */
  imageBase?: string;
  /** The competition whose live table this is: its rows follow the live events (live-updates.tsx). */
  liveCompetitionId?: string;
}

function teamHref(entry: Entry): string | null {
  return teamLink({ id: entry.teamPermanentId, clubId: entry.clubId, name: entry.teamName });
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A league table with real table semantics: caption, column headers with explained abbreviations, zones named in
 * text and marked by shape as well as colour, with a legend. Every column stays: where the screen is too narrow,
 * place and team stay in view and the figures scroll sideways beside them.
 */
export function StandingsTable({
  table,
  caption,
  highlightTeamIds = [],
  showTrend = true,
  imageBase,
  liveCompetitionId,
}: StandingsTableProps) {
  const isQuotient = table.rankedBy === "pointsQuotient";
  return (
    <div className="standings">
      <ScrollRegion label={caption}>
        <table className={`standings__table standings__table--league${showTrend ? " standings__table--trend" : ""}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="standings__position">
                <abbr title="Platz">Pl.</abbr>
              </th>
              {showTrend ? (
                <th scope="col" className="standings__trend">
                  <abbr title="Tendenz gegenüber dem vorigen Spieltag">Tend.</abbr>
                </th>
              ) : null}
              <th scope="col" className="standings__team">
                Mannschaft
              </th>
              <th scope="col">
                <abbr title="Spiele">Sp.</abbr>
              </th>
              <th scope="col">
                <abbr title="Siege">S</abbr>
              </th>
              <th scope="col">
                <abbr title="Unentschieden">U</abbr>
              </th>
              <th scope="col">
                <abbr title="Niederlagen">N</abbr>
              </th>
              <th scope="col">Tore</th>
              <th scope="col">
                <abbr title="Tordifferenz">Diff.</abbr>
              </th>
              <th scope="col">
                <abbr title={isQuotient ? "Punkte pro Spiel (Quotient)" : "Punkte"}>
                  {isQuotient ? "Quot." : "Pkt."}
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody data-live-table={liveCompetitionId}>
            {table.entries.map((entry) => (
              <StandingsRow
                key={entry.teamId}
                entry={entry}
                showTrend={showTrend}
                isQuotient={isQuotient}
                isHighlighted={highlightTeamIds.includes(entry.teamId)}
                imageBase={imageBase}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <StandingsNotes table={table} />
    </div>
  );
}

function StandingsRow(props: {
  entry: Entry;
  showTrend: boolean;
  isQuotient: boolean;
  isHighlighted: boolean;
  imageBase?: string;
}) {
  const { entry, showTrend, isQuotient, isHighlighted, imageBase } = props;
  const zone = isZone(entry.zone) ? ZONE_DESCRIPTIONS[entry.zone] : null;
  const href = teamHref(entry);
  const classes = ["standings__row", `standings__row--${entry.zone}`, isHighlighted ? "standings__row--highlight" : ""];
  return (
    <tr
      className={classes.filter(Boolean).join(" ")}
      aria-current={isHighlighted ? "true" : undefined}
      data-team={entry.teamPermanentId}
    >
      <td className="standings__position" data-col="position">
        <span className="standings__zone" aria-hidden="true">
          {zone?.marker}
        </span>
        {entry.sharedPlace ? `${entry.position}.*` : `${entry.position}.`}
        {zone ? <span className="visually-hidden">, {zone.label}</span> : null}
      </td>
      {showTrend ? (
        <td className={`standings__trend standings__trend--${entry.trend}`}>
          <span aria-hidden="true">{TREND[entry.trend].symbol}</span>
          <span className="visually-hidden">{TREND[entry.trend].label}</span>
        </td>
      ) : null}
      <th scope="row" className="standings__team">
        <span className="standings__team-inner">
          <Crest logoId={entry.clubLogoId} clubName={entry.clubName} imageBase={imageBase} />
          <span className="team-name">
            {href ? <AppLink href={href}>{entry.teamName}</AppLink> : entry.teamName}
            {entry.mark ? <span className="standings__mark"> ({entry.mark})</span> : null}
            <span data-live-row-chip hidden={!entry.live}>
              {" "}
              <StatusChip status={{ kind: "live", label: "live", spokenLabel: "live" }} />
            </span>
          </span>
        </span>
      </th>
      <td data-col="played">{entry.matchesPlayed}</td>
      <td data-col="won">{entry.matchesWon}</td>
      <td data-col="drawn">{entry.matchesDrawn}</td>
      <td data-col="lost">{entry.matchesLost}</td>
      <td className="standings__goals" data-col="goals">
        {`${entry.goalsPlus}:${entry.goalsMinus}`}
      </td>
      <td data-col="difference">{signed(entry.goalDifference)}</td>
      <td className="standings__points" data-col="points">
        <span data-value={isQuotient ? undefined : ""}>
          {isQuotient ? entry.pointsQuotient.toFixed(2).replace(".", ",") : entry.points}
        </span>
        {entry.pointsDeducted > 0 ? (
          <span className="standings__deduction">
            {" "}
            <abbr title={`${entry.pointsDeducted} Punkte abgezogen`}>(−{entry.pointsDeducted})</abbr>
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function StandingsNotes({ table }: { table: Standings }) {
  const zones = zonesOf(table);
  return (
    <div className="standings__notes">
      {zones.length > 0 ? (
        <ul className="standings__legend" aria-label="Tabellenzonen">
          {zones.map((zone) => (
            <li key={zone} className={`standings__legend-item standings__row--${zone}`}>
              <span className="standings__zone" aria-hidden="true">
                {ZONE_DESCRIPTIONS[zone].marker}
              </span>
              {ZONE_DESCRIPTIONS[zone].label}
            </li>
          ))}
        </ul>
      ) : null}
      {table.entries.some((entry) => entry.sharedPlace) ? <p>* Die Mannschaften teilen sich den Platz.</p> : null}
      {table.unranked.length > 0 ? (
        <p>
          Nicht gewertet:{" "}
          {table.unranked
            .map(
              (team) => `${team.teamName}${team.reason === "withdrawn" ? " (zurückgezogen)" : " (außer Konkurrenz)"}`,
            )
            .join(", ")}
        </p>
      ) : null}
      <p className="standings__rule">{table.comment}</p>
    </div>
  );
}
