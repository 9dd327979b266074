import { describe, expect, it } from "vitest";
import { describeRows, played, settingsFor, teams } from "../test-support/table-fixtures.js";
import { bavarianLowerLeagueProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { TableVariant } from "./table-types.js";

// A double round robin of three teams over six matchdays; the first half is matchdays 1 to 3.
const matches = [
  played(1, "A", "B", 2, 0),
  played(2, "B", "C", 1, 1),
  played(3, "C", "A", 0, 1),
  played(4, "B", "A", 1, 1),
  played(5, "C", "B", 0, 2),
  played(6, "A", "C", 3, 3),
];

function rank(variant: TableVariant) {
  return rankTable({
    competitionId: "variants",
    teams: teams("A", "B", "C"),
    matches,
    settings: settingsFor(bavarianLowerLeagueProfile, { totalMatchdays: 6, promotionCount: 1, relegationCount: 1 }),
    variant,
  });
}

describe("table variants", () => {
  it("overall", () => {
    const table = rank({ kind: "overall" });
    expect(describeRows(table)).toEqual(["1 A 4 2 2 0 7:4 8", "2 B 4 1 2 1 4:4 5", "3 C 4 0 2 2 4:7 2"]);
    expect(table.matchday).toBe(6);
    expect(table.entries.map((entry) => entry.zone)).toEqual(["promotion", "none", "relegation"]);
  });

  it("home counts only home matches and shows no zones", () => {
    const table = rank({ kind: "home" });
    expect(describeRows(table)).toEqual(["1 A 2 1 1 0 5:3 4", "2 B 2 0 2 0 2:2 2", "3 C 2 0 0 2 0:3 0"]);
    expect(table.entries.every((entry) => entry.zone === "none")).toBe(true);
  });

  it("away counts only away matches", () => {
    expect(describeRows(rank({ kind: "away" }))).toEqual([
      "1 A 2 1 1 0 2:1 4",
      "2 B 2 1 0 1 2:2 3",
      "3 C 2 0 2 0 4:4 2",
    ]);
  });

  it("first half: B and C level on points, head-to-head drawn, C has the better goal difference", () => {
    expect(describeRows(rank({ kind: "firstHalf" }))).toEqual([
      "1 A 2 2 0 0 3:0 6",
      "2 C 2 0 1 1 1:2 1",
      "3 B 2 0 1 1 1:3 1",
    ]);
  });

  it("second half", () => {
    expect(describeRows(rank({ kind: "secondHalf" }))).toEqual([
      "1 B 2 1 1 0 3:1 4",
      "2 A 2 0 2 0 4:4 2",
      "3 C 2 0 1 1 3:5 1",
    ]);
  });

  it("as of a matchday, with the trend against the matchday before", () => {
    const table = rank({ kind: "asOfMatchday", matchday: 4 });
    expect(describeRows(table)).toEqual(["1 A 3 2 1 0 4:1 7", "2 B 3 0 2 1 2:4 2", "3 C 2 0 1 1 1:2 1"]);
    expect(table.entries.map((entry) => [entry.teamId, entry.trend])).toEqual([
      ["A", "same"],
      ["B", "up"],
      ["C", "down"],
    ]);
    expect(table.matchday).toBe(4);
  });

  it("shows no trend on the first matchday", () => {
    const table = rank({ kind: "asOfMatchday", matchday: 1 });
    expect(table.entries.map((entry) => entry.trend)).toEqual(["same", "same", "same"]);
  });
});

describe("trend at the start of the second half", () => {
  it("shows no trend when the half has no earlier matchday", () => {
    const table = rankTable({
      competitionId: "variants",
      teams: teams("A", "B", "C"),
      matches: matches.filter((match) => (match.matchday ?? 0) <= 4),
      settings: settingsFor(bavarianLowerLeagueProfile, { totalMatchdays: 6 }),
      variant: { kind: "secondHalf" },
    });
    expect(table.entries.map((entry) => [entry.teamId, entry.trend])).toEqual([
      ["A", "same"],
      ["B", "same"],
      ["C", "same"],
    ]);
  });

  it("compares with the half's previous matchday otherwise", () => {
    // Second half up to matchday 5: B 4 pts, A 1, C 0; after matchday 6 unchanged order.
    const table = rankTable({
      competitionId: "variants",
      teams: teams("A", "B", "C"),
      matches: matches.filter((match) => match.matchday !== 6),
      settings: settingsFor(bavarianLowerLeagueProfile, { totalMatchdays: 6 }),
      variant: { kind: "secondHalf" },
    });
    expect(table.entries.map((entry) => [entry.teamId, entry.trend])).toEqual([
      ["B", "up"],
      ["A", "down"],
      ["C", "same"],
    ]);
  });
});
