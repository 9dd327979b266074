import { describe, expect, it } from "vitest";
import { bavarianLowerLeagueProfile } from "../table/profiles.js";
import { rankTable } from "../table/rank-table.js";
import { open, played, settingsFor, teams } from "../test-support/table-fixtures.js";
import { computeFeverCurve } from "./fever-curve.js";
import { compareTeams } from "./team-comparison.js";
import { summariseTeamStatistics } from "./team-statistics.js";

describe("summariseTeamStatistics", () => {
  const m7 = played(7, "C", "A", 0, 4);
  const m2 = played(2, "B", "A", 2, 2);
  const m9 = played(9, "D", "A", 3, 0);
  const matches = [
    played(1, "A", "B", 3, 1),
    m2,
    played(4, "A", "B", 2, 0, { status: "awarded", decision: "rating" }),
    m7,
    played(8, "A", "C", 0, 1),
    m9,
    played(10, "A", "D", 1, 1),
    open(11, "A", "D"),
    played(12, "B", "C", 9, 0),
  ];
  const statistics = summariseTeamStatistics("A", matches);

  it("keeps home and away records and their sum", () => {
    expect(statistics.home).toEqual({
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      goalsFor: 6,
      goalsAgainst: 3,
      goalDifference: 3,
      points: 7,
    });
    expect(statistics.away).toEqual({
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 6,
      goalsAgainst: 5,
      goalDifference: 1,
      points: 4,
    });
    expect(statistics.overall).toEqual({
      played: 7,
      won: 3,
      drawn: 2,
      lost: 2,
      goalsFor: 12,
      goalsAgainst: 8,
      goalDifference: 4,
      points: 11,
    });
  });

  it("finds the highest win, draw and defeat among matches played to the end", () => {
    expect(statistics.highestWin).toMatchObject({
      matchId: m7.id,
      isHome: false,
      goalsFor: 4,
      goalsAgainst: 0,
      opponentTeamId: "C",
    });
    expect(statistics.highestDraw).toMatchObject({ matchId: m2.id, goalsFor: 2, goalsAgainst: 2 });
    expect(statistics.highestDefeat).toMatchObject({ matchId: m9.id, goalsFor: 0, goalsAgainst: 3 });
  });
});

// The double round robin of the variant tests: positions A 1-1-1-1-1-1, B 3-3-3-2-2-2, C 2-2-2-3-3-3.
const season = [
  played(1, "A", "B", 2, 0),
  played(2, "B", "C", 1, 1),
  played(3, "C", "A", 0, 1),
  played(4, "B", "A", 1, 1),
  played(5, "C", "B", 0, 2),
  played(6, "A", "C", 3, 3),
];
const input = {
  competitionId: "fever",
  teams: teams("A", "B", "C"),
  matches: season,
  settings: settingsFor(bavarianLowerLeagueProfile),
};

describe("computeFeverCurve", () => {
  it("gives each team's position after every matchday", () => {
    const curve = computeFeverCurve(input);
    expect(curve.matchdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(curve.teams.map((line) => [line.teamId, line.positions])).toEqual([
      ["A", [1, 1, 1, 1, 1, 1]],
      ["B", [3, 3, 3, 2, 2, 2]],
      ["C", [2, 2, 2, 3, 3, 3]],
    ]);
  });
});

describe("compareTeams", () => {
  const table = rankTable(input);

  it("shows form, head-to-head and table positions before a match", () => {
    const comparison = compareTeams({ homeTeamId: "A", guestTeamId: "B", matches: season, table });
    expect(comparison.home).toEqual({
      teamId: "A",
      position: 1,
      points: 8,
      zone: "none",
      form: ["drawn", "drawn", "won", "won"],
    });
    expect(comparison.guest.form).toEqual(["won", "drawn", "drawn", "lost"]);
    expect(comparison.headToHead).toEqual({
      played: 2,
      homeTeamWins: 1,
      draws: 1,
      guestTeamWins: 0,
      homeTeamGoals: 3,
      guestTeamGoals: 1,
      matchIds: [season[3]!.id, season[0]!.id],
    });
  });

  it("limits the form line and ignores matches after the cut-off instant", () => {
    const comparison = compareTeams({
      homeTeamId: "A",
      guestTeamId: "B",
      matches: season,
      formLength: 1,
      before: "2025-01-04T00:00:00Z",
    });
    expect([comparison.home.form, comparison.guest.form]).toEqual([["won"], ["drawn"]]);
    expect(comparison.headToHead.played).toBe(1);
    expect(comparison.home.position).toBeNull();
  });
});
