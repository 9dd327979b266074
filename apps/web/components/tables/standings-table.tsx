import { teamLink } from "@/lib/links";
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
 * text and marked by shape as well as colour, with a legend. Every column stays: where the table's region is narrow,
 * place, team, matches, goal difference and points come first and fit, the other figures follow and scroll
 * sideways beside the team, which stays in place.
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
              {showTrend ? <TrendHeader where="wide" /> : null}
              <th scope="col" className="standings__team">
                Mannschaft
              </th>
              <th scope="col">
                <abbr title="Spiele">Sp.</abbr>
              </th>
              <DetailHeaders where="wide" />
              <th scope="col">
                <abbr title="Tordifferenz">Diff.</abbr>
              </th>
              <th scope="col">
                <abbr title={isQuotient ? "Punkte pro Spiel (Quotient)" : "Punkte"}>
                  {isQuotient ? "Quot." : "Pkt."}
                </abbr>
              </th>
              <DetailHeaders where="narrow" />
              {showTrend ? <TrendHeader where="narrow" /> : null}
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

/*
 * The figures a reader looks for first (place, team, matches, goal difference, points) fit a phone's width; the
 * others (wins, draws, defeats, goals, trend) follow them there and scroll. The wide order is the usual one. Both
 * orders are in the markup, one of them not displayed (tables.css, by the width of the table's own region, so a
 * table in a narrow column of a wide page reads as on a phone); a hidden cell is out of the accessibility tree too.
 */
type Where = "wide" | "narrow";

function TrendHeader({ where }: { where: Where }) {
  return (
    <th scope="col" className={`standings__trend standings__only-${where}`}>
      <abbr title="Tendenz gegenüber dem vorigen Spieltag">Tend.</abbr>
    </th>
  );
}

function DetailHeaders({ where }: { where: Where }) {
  const className = `standings__only-${where}`;
  return (
    <>
      <th scope="col" className={className}>
        <abbr title="Siege">S</abbr>
      </th>
      <th scope="col" className={className}>
        <abbr title="Unentschieden">U</abbr>
      </th>
      <th scope="col" className={className}>
        <abbr title="Niederlagen">N</abbr>
      </th>
      <th scope="col" className={className}>
        Tore
      </th>
    </>
  );
}

function TrendCell({ entry, where }: { entry: Entry; where: Where }) {
  return (
    <td className={`standings__trend standings__trend--${entry.trend} standings__only-${where}`}>
      <span aria-hidden="true">{TREND[entry.trend].symbol}</span>
      <span className="visually-hidden">{TREND[entry.trend].label}</span>
    </td>
  );
}

function DetailCells({ entry, where }: { entry: Entry; where: Where }) {
  const className = `standings__only-${where}`;
  return (
    <>
      <td data-col="won" className={className}>
        {entry.matchesWon}
      </td>
      <td data-col="drawn" className={className}>
        {entry.matchesDrawn}
      </td>
      <td data-col="lost" className={className}>
        {entry.matchesLost}
      </td>
      <td className={`standings__goals ${className}`} data-col="goals">
        {`${entry.goalsPlus}:${entry.goalsMinus}`}
      </td>
    </>
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
      {showTrend ? <TrendCell entry={entry} where="wide" /> : null}
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
      <DetailCells entry={entry} where="wide" />
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
      <DetailCells entry={entry} where="narrow" />
      {showTrend ? <TrendCell entry={entry} where="narrow" /> : null}
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
