import { describe, expect, it } from "vitest";
import { describeRows, open, played, settingsFor, teams } from "../test-support/table-fixtures.js";
import { bavarianLowerLeagueProfile, finalZoneHeadToHeadProfile, regionalligaProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { CompetitionSettings, TableMatch, TableVariant } from "./table-types.js";

function rank(teamIds: string[], matches: TableMatch[], settings: CompetitionSettings, variant?: TableVariant) {
  return rankTable({
    competitionId: "016PD5QT70000000VV0AG811VTE5EA5R-G",
    teams: teams(...teamIds),
    matches,
    settings,
    ...(variant ? { variant } : {}),
  });
}

// Three teams level on 6 points. Their mini-table: A 3 pts 1:1, B 3 pts 2:2, C 3 pts 2:2, so A is third among
// them and B and C stay level; restarted for B and C alone, B's 2:1 over C decides.
const threeWayTie = [
  played(1, "B", "C", 2, 1),
  played(1, "A", "D", 5, 0),
  played(2, "A", "B", 1, 0),
  played(2, "C", "D", 2, 0),
  played(3, "C", "A", 1, 0),
  played(3, "D", "B", 0, 1),
];

// Four teams level on 6 points (E has two matches still to play). Mini-table of A-D: A and D 6 pts 2:1,
// B and C 3 pts 2:3. Restarted: D beat A 1:0, B beat C 2:1.
const fourWayTie = [
  played(1, "A", "B", 1, 0),
  played(1, "C", "D", 1, 0),
  played(2, "A", "C", 1, 0),
  played(2, "B", "D", 0, 1),
  played(3, "D", "A", 1, 0),
  played(3, "B", "C", 2, 1),
  played(4, "B", "E", 3, 0),
  played(4, "E", "C", 0, 2),
  open(5, "E", "A"),
  open(5, "D", "E"),
];

describe("Bavarian-style profile (head-to-head first)", () => {
  it("resolves a three-team tie through the mini-table and the sub-tie inside it", () => {
    const table = rank(["A", "B", "C", "D"], threeWayTie, settingsFor(bavarianLowerLeagueProfile));
    expect(describeRows(table)).toEqual([
      "1 B 3 2 0 1 3:2 6",
      "2 C 3 2 0 1 4:2 6",
      "3 A 3 2 0 1 6:1 6",
      "4 D 3 0 0 3 0:8 0",
    ]);
    expect(table.entries.map((entry) => entry.decidedBy)).toEqual([
      "head_to_head_points",
      "head_to_head_points",
      "head_to_head_goals_scored",
      "points",
    ]);
  });

  it("resolves a four-team tie whose mini-table leaves two pairs level", () => {
    const table = rank(["A", "B", "C", "D", "E"], fourWayTie, settingsFor(bavarianLowerLeagueProfile));
    expect(describeRows(table)).toEqual([
      "1 D 3 2 0 1 2:1 6",
      "2 A 3 2 0 1 2:1 6",
      "3 B 4 2 0 2 5:3 6",
      "4 C 4 2 0 2 4:3 6",
      "5 E 2 0 0 2 0:5 0",
    ]);
    expect(table.isFinalTable).toBe(false);
  });

  it("falls back to away goals when head-to-head, goal difference, goals and wins are level", () => {
    // A 0:0 draw leaves the mutual match level, away goals in it included; B's one goal came away at D.
    const matches = [
      played(1, "A", "B", 0, 0),
      played(1, "C", "D", 0, 2),
      played(2, "A", "C", 1, 0),
      played(2, "D", "B", 0, 1),
    ];
    const table = rank(["A", "B", "C", "D"], matches, settingsFor(bavarianLowerLeagueProfile));
    expect(describeRows(table)).toEqual([
      "1 B 2 1 1 0 1:0 4",
      "2 A 2 1 1 0 1:0 4",
      "3 D 2 1 0 1 2:1 3",
      "4 C 2 0 0 2 0:3 0",
    ]);
    expect(table.entries[0]?.decidedBy).toBe("away_goals");
  });

  it("names the rule that ranked the table", () => {
    const table = rank(["A", "B", "C", "D"], threeWayTie, settingsFor(bavarianLowerLeagueProfile));
    expect(table.note).toContain("Bei Punktgleichheit entscheidet der direkte Vergleich");
    expect(table.profileId).toBe("bavarian-lower-leagues");
  });
});

describe("Regionalliga profile (goal difference first)", () => {
  it("ranks the same three-way tie by goal difference instead", () => {
    const table = rank(["A", "B", "C", "D"], threeWayTie, settingsFor(regionalligaProfile));
    expect(describeRows(table)).toEqual([
      "1 A 3 2 0 1 6:1 6",
      "2 C 3 2 0 1 4:2 6",
      "3 B 3 2 0 1 3:2 6",
      "4 D 3 0 0 3 0:8 0",
    ]);
    expect(table.note).toContain("Bei Punktgleichheit entscheiden die Tordifferenz");
  });

  it("goes from goal difference and goals to head-to-head inside the four-way tie", () => {
    // Goal difference: B +2, then A, C, D +1; goals: C 4, A and D 2; A and D: D won their match.
    const table = rank(["A", "B", "C", "D", "E"], fourWayTie, settingsFor(regionalligaProfile));
    expect(table.entries.map((entry) => entry.teamId)).toEqual(["B", "C", "D", "A", "E"]);
    expect(table.entries.map((entry) => entry.decidedBy)).toEqual([
      "goal_difference",
      "goals_scored",
      "head_to_head_points",
      "head_to_head_points",
      "points",
    ]);
  });

  it("uses away goals in the direct comparison", () => {
    const matches = [played(1, "A", "B", 1, 1), played(1, "C", "D", 0, 2), open(2, "A", "C")];
    const table = rank(["A", "B", "C", "D"], matches, settingsFor(regionalligaProfile));
    expect(table.entries.map((entry) => entry.teamId)).toEqual(["D", "B", "A", "C"]);
    expect(table.entries[1]?.decidedBy).toBe("head_to_head_away_goals");
  });

  it("leaves two identical teams sharing a place until a decider is played, then follows it", () => {
    const season = [played(1, "A", "B", 1, 1), played(2, "B", "A", 1, 1)];
    const undecided = rank(["A", "B"], season, settingsFor(regionalligaProfile));
    expect(undecided.entries.map((entry) => [entry.position, entry.teamId, entry.isSharedPlace])).toEqual([
      [1, "A", true],
      [1, "B", true],
    ]);
    expect(undecided.sharedPlaces).toEqual([{ position: 1, teamIds: ["A", "B"] }]);
    expect(undecided.note).toContain("Über Platz 1. entscheidet ein Entscheidungsspiel.");

    const decider = played(3, "B", "A", 1, 1, {
      isDecider: true,
      homeGoalsExtraTime: 1,
      guestGoalsExtraTime: 1,
      homePenaltyGoals: 3,
      guestPenaltyGoals: 4,
    });
    const decided = rank(["A", "B"], [...season, decider], settingsFor(regionalligaProfile));
    expect(describeRows(decided)).toEqual(["1 A 2 0 2 0 2:2 2", "2 B 2 0 2 0 2:2 2"]);
    expect(decided.entries.map((entry) => entry.decidedBy)).toEqual(["decider", "decider"]);
    expect(decided.note).toContain("hat ein Entscheidungsspiel entschieden");
  });
});

describe("head-to-head only in the final table for zone places", () => {
  // A and B both 6 points; A has the better goal difference (+4 against 0), B won their match 1:0.
  const season = [
    played(1, "A", "B", 0, 1),
    played(1, "C", "D", 0, 0),
    played(2, "A", "C", 5, 0),
    played(2, "B", "D", 1, 0),
    played(3, "D", "A", 0, 1),
    played(3, "C", "B", 1, 0),
    played(4, "E", "A", 1, 0),
    played(5, "E", "B", 1, 0),
    played(6, "E", "C", 1, 0),
    played(7, "E", "D", 1, 0),
  ];
  const expectedRows = (second: string, third: string) => [
    "1 E 4 4 0 0 4:0 12",
    second === "A" ? "2 A 4 2 0 2 6:2 6" : "2 B 4 2 0 2 2:2 6",
    third === "A" ? "3 A 4 2 0 2 6:2 6" : "3 B 4 2 0 2 2:2 6",
    "4 C 4 1 1 2 1:6 4",
    "5 D 4 0 1 3 0:3 1",
  ];

  it("ranks by goal difference while the season runs", () => {
    const running = [...season, open(8, "D", "C")];
    const table = rank(
      ["A", "B", "C", "D", "E"],
      running,
      settingsFor(finalZoneHeadToHeadProfile, { promotionCount: 2 }),
    );
    expect(table.isFinalTable).toBe(false);
    expect(describeRows(table)).toEqual(expectedRows("A", "B"));
    expect(table.entries[1]?.decidedBy).toBe("goal_difference");
  });

  it("applies head-to-head in the final table when the places decide promotion", () => {
    const table = rank(
      ["A", "B", "C", "D", "E"],
      season,
      settingsFor(finalZoneHeadToHeadProfile, { promotionCount: 2 }),
    );
    expect(table.isFinalTable).toBe(true);
    expect(describeRows(table)).toEqual(expectedRows("B", "A"));
    expect(table.entries.map((entry) => entry.zone)).toEqual(["promotion", "promotion", "none", "none", "none"]);
  });

  it("keeps goal difference in the final table when the places decide nothing", () => {
    const table = rank(
      ["A", "B", "C", "D", "E"],
      season,
      settingsFor(finalZoneHeadToHeadProfile, { promotionCount: 1 }),
    );
    expect(describeRows(table)).toEqual(expectedRows("A", "B"));
  });

  it("keeps goal difference in the live table while the last match is in progress", () => {
    const lastMatchLive = [...season.slice(0, -1), played(7, "E", "D", 1, 0, { status: "live" })];
    const table = rank(
      ["A", "B", "C", "D", "E"],
      lastMatchLive,
      settingsFor(finalZoneHeadToHeadProfile, { promotionCount: 2 }),
      { kind: "live" },
    );
    expect(table.isFinalTable).toBe(false);
    expect(describeRows(table)).toEqual(expectedRows("A", "B"));
    expect(table.entries[1]?.decidedBy).toBe("goal_difference");
  });

  it("lets level teams share a place before the final table", () => {
    const matches = [played(1, "A", "B", 1, 1), played(1, "C", "D", 0, 2), open(2, "A", "C")];
    const table = rank(["A", "B", "C", "D"], matches, settingsFor(finalZoneHeadToHeadProfile));
    expect(table.entries.map((entry) => `${entry.position} ${entry.teamId}`)).toEqual(["1 D", "2 A", "2 B", "4 C"]);
    expect(table.sharedPlaces).toEqual([{ position: 2, teamIds: ["A", "B"] }]);
    expect(table.note).toContain("Gleich stehende Mannschaften teilen sich Platz 2.");
  });
});

describe("drawing lots", () => {
  const season = [played(1, "A", "B", 1, 1), played(2, "B", "A", 1, 1)];

  it("decides a fully level final table by lots, repeatably and independent of input order", () => {
    const table = rank(["A", "B"], season, settingsFor(bavarianLowerLeagueProfile));
    const reordered = rankTable({
      competitionId: table.competitionId,
      teams: teams("B", "A"),
      matches: [...season].reverse(),
      settings: settingsFor(bavarianLowerLeagueProfile),
    });
    expect(table.entries.map((entry) => entry.position)).toEqual([1, 2]);
    expect(table.entries.map((entry) => entry.decidedBy)).toEqual(["lots", "lots"]);
    expect(reordered.entries.map((entry) => entry.teamId)).toEqual(table.entries.map((entry) => entry.teamId));
    expect(table.note).toContain("hat das Los entschieden");
  });

  it("draws differently for different competitions, so the seed is the competition", () => {
    const winners = new Set(
      Array.from(
        { length: 20 },
        (_, index) =>
          rankTable({
            competitionId: `C${index}`,
            teams: teams("A", "B"),
            matches: season,
            settings: settingsFor(bavarianLowerLeagueProfile),
          }).entries[0]?.teamId,
      ),
    );
    expect(winners).toEqual(new Set(["A", "B"]));
  });

  it("does not draw lots before the season is over", () => {
    const table = rank(["A", "B"], [...season, open(3, "A", "B")], settingsFor(bavarianLowerLeagueProfile));
    expect(table.entries.map((entry) => [entry.position, entry.isSharedPlace])).toEqual([
      [1, true],
      [1, true],
    ]);
  });
});
