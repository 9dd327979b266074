import { describe, expect, it } from "vitest";
import { describeRows, open, played, settingsFor, teams } from "../test-support/table-fixtures.js";
import { bavarianLowerLeagueProfile, regionalligaProfile, type TieBreakProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { CompetitionSettings, TableMatch, TableVariant } from "./table-types.js";

// What only a final table may do: apply final-table-only head-to-head, draw lots, call for a decider.

function rank(teamIds: string[], matches: TableMatch[], settings: CompetitionSettings, variant?: TableVariant) {
  return rankTable({
    competitionId: "016PD5QT70000000VV0AG811VTE5EA5R-G",
    teams: teams(...teamIds),
    matches,
    settings,
    ...(variant ? { variant } : {}),
  });
}

describe("head-to-head only in the final table, for every place", () => {
  const finalTableHeadToHeadProfile: TieBreakProfile = {
    id: "final-table-head-to-head",
    name: "Direkter Vergleich nur in der Abschlusstabelle",
    description:
      "Bei Punktgleichheit entscheiden die Tordifferenz und dann die Anzahl der erzielten Tore; sonst teilen sich " +
      "die Mannschaften den Platz. In der Abschlusstabelle entscheidet zuerst der direkte Vergleich.",
    criteria: [
      { criterion: "points", scope: "all" },
      { criterion: "head_to_head_points", scope: "mutual" },
      { criterion: "head_to_head_goal_difference", scope: "mutual" },
      { criterion: "head_to_head_goals_scored", scope: "mutual" },
      { criterion: "goal_difference", scope: "all" },
      { criterion: "goals_scored", scope: "all" },
    ],
    applicationMode: "final_table_only",
    fallback: "shared_place",
  };
  const settings = settingsFor(finalTableHeadToHeadProfile);

  // A and B on 3 points behind C: A won their match 1:0, B has the better goal difference (+1 against -2).
  const goalDifferenceSeason = [
    played(1, "A", "B", 1, 0),
    played(1, "C", "D", 0, 0),
    played(2, "C", "A", 3, 0),
    played(2, "B", "D", 2, 0),
  ];
  const byGoalDifference = ["1 C 2 1 1 0 3:0 4", "2 B 2 1 0 1 2:1 3", "3 A 2 1 0 1 1:3 3", "4 D 2 0 1 1 0:2 1"];
  const byHeadToHead = ["1 C 2 1 1 0 3:0 4", "2 A 2 1 0 1 1:3 3", "3 B 2 1 0 1 2:1 3", "4 D 2 0 1 1 0:2 1"];

  it("skips head-to-head while the season runs and falls through to goal difference", () => {
    const running = [...goalDifferenceSeason, open(3, "A", "D"), open(3, "B", "C")];
    const table = rank(["A", "B", "C", "D"], running, settings);
    expect(table.isFinalTable).toBe(false);
    expect(describeRows(table)).toEqual(byGoalDifference);
    expect(table.entries.map((entry) => entry.decidedBy)).toEqual([
      "points",
      "goal_difference",
      "goal_difference",
      "points",
    ]);
  });

  it("applies head-to-head in the final table, also on places that decide nothing", () => {
    const table = rank(["A", "B", "C", "D"], goalDifferenceSeason, settings);
    expect(table.isFinalTable).toBe(true);
    expect(describeRows(table)).toEqual(byHeadToHead);
    expect(table.entries.map((entry) => entry.decidedBy)).toEqual([
      "points",
      "head_to_head_points",
      "head_to_head_points",
      "points",
    ]);
    // Applied only on zone places, head-to-head would leave these places to goal difference.
    const zoneOnly = rank(["A", "B", "C", "D"], goalDifferenceSeason, {
      tieBreakProfile: { ...finalTableHeadToHeadProfile, applicationMode: "zone_places_only" },
    });
    expect(describeRows(zoneOnly)).toEqual(byGoalDifference);
  });

  it("does not apply head-to-head while the last match is in progress", () => {
    const lastMatchLive = [...goalDifferenceSeason.slice(0, -1), played(2, "B", "D", 2, 0, { status: "live" })];
    const table = rank(["A", "B", "C", "D"], lastMatchLive, settings, { kind: "live" });
    expect(table.isFinalTable).toBe(false);
    expect(describeRows(table)).toEqual(byGoalDifference);
    expect(table.entries.map((entry) => [entry.teamId, entry.isLive])).toEqual([
      ["C", false],
      ["B", true],
      ["A", false],
      ["D", true],
    ]);
  });

  it("lets teams level on every other criterion share the place until the final table", () => {
    // A beat B 2:1; both end on 3 points and 2:2 goals, C on 4 (4:3), D on 1 (3:4).
    const sharedSeason = [
      played(1, "A", "B", 2, 1),
      played(1, "C", "D", 3, 3),
      played(2, "C", "A", 1, 0),
      played(2, "B", "D", 1, 0),
    ];
    const running = rank(["A", "B", "C", "D"], [...sharedSeason, open(3, "A", "D"), open(3, "B", "C")], settings);
    expect(describeRows(running)).toEqual([
      "1 C 2 1 1 0 4:3 4",
      "2 A 2 1 0 1 2:2 3",
      "2 B 2 1 0 1 2:2 3",
      "4 D 2 0 1 1 3:4 1",
    ]);
    expect(running.sharedPlaces).toEqual([{ position: 2, teamIds: ["A", "B"] }]);
    expect(running.note).toContain("Gleich stehende Mannschaften teilen sich Platz 2.");

    const final = rank(["A", "B", "C", "D"], sharedSeason, settings);
    expect(describeRows(final)).toEqual([
      "1 C 2 1 1 0 4:3 4",
      "2 A 2 1 0 1 2:2 3",
      "3 B 2 1 0 1 2:2 3",
      "4 D 2 0 1 1 3:4 1",
    ]);
    expect(final.sharedPlaces).toEqual([]);
    expect(final.entries[2]?.decidedBy).toBe("head_to_head_points");
  });
});

describe("a live match on the last matchday", () => {
  // Counted with its current score, A and B are level on every criterion.
  const lastMatchLive = [played(1, "A", "B", 1, 1), played(2, "B", "A", 1, 1, { status: "live" })];

  it("draws no lots: the teams share the place until the match is over", () => {
    const table = rank(["A", "B"], lastMatchLive, settingsFor(bavarianLowerLeagueProfile), { kind: "live" });
    expect(table.isFinalTable).toBe(false);
    expect(describeRows(table)).toEqual(["1 A 2 0 2 0 2:2 2", "1 B 2 0 2 0 2:2 2"]);
    expect(table.entries.map((entry) => [entry.decidedBy, entry.isLive])).toEqual([
      ["shared_place", true],
      ["shared_place", true],
    ]);
    expect(table.note).toContain("Gleich stehende Mannschaften teilen sich Platz 1.");
    expect(table.note).not.toContain("hat das Los entschieden");
  });

  it("announces no decider yet", () => {
    const table = rank(["A", "B"], lastMatchLive, settingsFor(regionalligaProfile), { kind: "live" });
    expect(table.isFinalTable).toBe(false);
    expect(table.sharedPlaces).toEqual([{ position: 1, teamIds: ["A", "B"] }]);
    expect(table.note).toContain("Gleich stehende Mannschaften teilen sich Platz 1.");
    expect(table.note).not.toContain("Über Platz 1. entscheidet ein Entscheidungsspiel.");
  });
});
