import type { CallResult } from "@spielfeld/api-client";

type TeamComparison = CallResult<"getTeamComparsion">;
type TableEntry = NonNullable<CallResult<"getTeamProfile">["tableEntry"]>;

/** The next match as far as its figures go: which competition, and whether it has a table. */
export interface ComparedMatch {
  competitionName: string;
  hasTable: boolean;
}

/** A team's row in its league's table, as its profile names it (`tableEntry`); null for a team without one. */
export type LeagueStanding = Pick<TableEntry, "competitionName"> & {
  entry: Pick<TableEntry["entry"], "position" | "points" | "matchesPlayed">;
};

/** A row of the comparison: its label and the home and guest team's cell. */
export type FigureRow = readonly [label: string, home: string, guest: string];

/**
 * Places and points before the next match, every cell in words where there is no figure: those of the match's own
 * table; when its competition has none (a futsal league, a tournament, a friendly), each team's place in its own
 * league with the league named, and a sentence that says so; a sentence alone when neither team has a league table.
 */
export interface ComparisonFigures {
  note: string | null;
  rows: FigureRow[];
}

export function comparisonFigures(
  comparison: Pick<TeamComparison, "home" | "guest">,
  match: ComparedMatch,
  leagues: { home: LeagueStanding | null; guest: LeagueStanding | null },
): ComparisonFigures {
  const { home, guest } = comparison;
  if (match.hasTable) {
    const place = (side: TeamComparison["home"]) =>
      side.position === null ? "nicht in der Tabelle" : `${side.position}.`;
    const points = (side: TeamComparison["home"]) =>
      side.position === null ? "nicht in der Tabelle" : String(side.points ?? 0);
    return {
      note: null,
      rows: [
        ["Tabellenplatz", place(home), place(guest)],
        ["Punkte", points(home), points(guest)],
      ],
    };
  }
  const withoutTable = `${match.competitionName} hat keine Tabelle.`;
  if (!leagues.home && !leagues.guest) {
    return { note: `${withoutTable} Keine der beiden Mannschaften spielt in einer Liga mit Tabelle.`, rows: [] };
  }
  const league = (standing: LeagueStanding | null) => standing?.competitionName ?? "keine Liga mit Tabelle";
  const figure = (standing: LeagueStanding | null, value: (entry: LeagueStanding["entry"]) => string) => {
    if (!standing) return "ohne Tabelle";
    return standing.entry.matchesPlayed === 0 ? "noch kein Spiel gewertet" : value(standing.entry);
  };
  const place = (entry: LeagueStanding["entry"]) => `${entry.position}.`;
  const points = (entry: LeagueStanding["entry"]) => String(entry.points);
  return {
    note: `${withoutTable} Platz und Punkte sind die aus der Liga jeder Mannschaft.`,
    rows: [
      ["Liga", league(leagues.home), league(leagues.guest)],
      ["Tabellenplatz", figure(leagues.home, place), figure(leagues.guest, place)],
      ["Punkte", figure(leagues.home, points), figure(leagues.guest, points)],
    ],
  };
}
