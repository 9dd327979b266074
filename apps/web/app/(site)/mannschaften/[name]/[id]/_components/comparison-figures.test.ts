import { describe, expect, it } from "vitest";
import { comparisonFigures, type LeagueStanding } from "./comparison-figures";

const side = (teamSeasonId: string, position: number | null, points: number | null) => ({
  teamSeasonId,
  teamPermanentId: `${teamSeasonId}-P`,
  teamName: `Team ${teamSeasonId}`,
  clubId: "C",
  position,
  points,
  zone: null,
  form: [],
});

const standing = (competitionName: string, position: number, points: number, matchesPlayed = 9): LeagueStanding => ({
  competitionName,
  entry: { position, points, matchesPlayed },
});

const futsal = { competitionName: "Futsal-Bayernliga", hasTable: false };
const withoutTable = { home: side("A", null, null), guest: side("B", null, null) };

describe("places and points before the next match", () => {
  it("takes them from the next match's own table where it has one", () => {
    const figures = comparisonFigures(
      { home: side("A", 3, 19), guest: side("B", null, null) },
      { competitionName: "Kreisliga München", hasTable: true },
      { home: null, guest: null },
    );
    expect(figures).toEqual({
      note: null,
      rows: [
        ["Tabellenplatz", "3.", "nicht in der Tabelle"],
        ["Punkte", "19", "nicht in der Tabelle"],
      ],
    });
  });

  it("names the competition without a table and shows each team's league figures instead of dashes", () => {
    const figures = comparisonFigures(withoutTable, futsal, {
      home: standing("Regionalliga Bayern", 7, 8),
      guest: standing("Kreisliga München", 2, 21),
    });
    expect(figures).toEqual({
      note: "Futsal-Bayernliga hat keine Tabelle. Platz und Punkte sind die aus der Liga jeder Mannschaft.",
      rows: [
        ["Liga", "Regionalliga Bayern", "Kreisliga München"],
        ["Tabellenplatz", "7.", "2."],
        ["Punkte", "8", "21"],
      ],
    });
  });

  it("says in words where a team has no league table, or its league has not counted a match of it yet", () => {
    const figures = comparisonFigures(withoutTable, futsal, {
      home: standing("Kreisklasse 3", 1, 0, 0),
      guest: null,
    });
    expect(figures.rows).toEqual([
      ["Liga", "Kreisklasse 3", "keine Liga mit Tabelle"],
      ["Tabellenplatz", "noch kein Spiel gewertet", "ohne Tabelle"],
      ["Punkte", "noch kein Spiel gewertet", "ohne Tabelle"],
    ]);
    expect(JSON.stringify(figures)).not.toContain("–");
  });

  it("says so in a sentence when neither team has a table at all", () => {
    const kids = { competitionName: "U11 Kinderfußball Donau/Isar", hasTable: false };
    expect(comparisonFigures(withoutTable, kids, { home: null, guest: null })).toEqual({
      note: "U11 Kinderfußball Donau/Isar hat keine Tabelle. Keine der beiden Mannschaften spielt in einer Liga mit Tabelle.",
      rows: [],
    });
  });
});
