import { describe, expect, it } from "vitest";
import { describeRows, played, settingsFor, teams } from "../test-support/table-fixtures.js";
import { bavarianLowerLeagueProfile, type TieBreakProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { TableMatch } from "./table-types.js";

// The BFV's direct comparison in the European-cup way: points, goal difference and goals of the mutual matches,
// then the away goals in them, before anything the whole season counts (profiles.ts names the sources).

/** The same profile without the step, to show each tie below is broken by it and by nothing else. */
const withoutMutualAwayGoals: TieBreakProfile = {
  ...bavarianLowerLeagueProfile,
  criteria: bavarianLowerLeagueProfile.criteria.filter(({ criterion }) => criterion !== "head_to_head_away_goals"),
};

function rank(teamIds: string[], matches: TableMatch[], profile = bavarianLowerLeagueProfile) {
  return rankTable({
    competitionId: "bfv-direct-comparison",
    teams: teams(...teamIds),
    matches,
    settings: settingsFor(profile),
  });
}

const order = (table: ReturnType<typeof rank>) => table.entries.map((entry) => entry.teamId);

describe("away goals in the mutual matches (Bavarian profile)", () => {
  // A won 2:1 at home, B won 1:0 at home: 3 points each, 2:2 on aggregate, but B scored once at A's ground.
  // A has the better goal difference over the season (+3 against +1).
  const twoTeams = [
    played(1, "A", "B", 2, 1),
    played(2, "B", "A", 1, 0),
    played(3, "A", "C", 3, 0),
    played(3, "B", "D", 1, 0),
  ];

  it("ranks two teams level on points and on the aggregate by the away goals between them", () => {
    const table = rank(["A", "B", "C", "D"], twoTeams);
    expect(describeRows(table)).toEqual([
      "1 B 3 2 0 1 3:2 6",
      "2 A 3 2 0 1 5:2 6",
      "3 D 1 0 0 1 0:1 0",
      "4 C 1 0 0 1 0:3 0",
    ]);
    expect(table.entries.slice(0, 2).map((entry) => entry.decidedBy)).toEqual([
      "head_to_head_away_goals",
      "head_to_head_away_goals",
    ]);
  });

  it("would rank the two by the season's goal difference without the step", () => {
    const table = rank(["A", "B", "C", "D"], twoTeams, withoutMutualAwayGoals);
    expect(order(table)).toEqual(["A", "B", "D", "C"]);
    expect(table.entries[0]?.decidedBy).toBe("goal_difference");
  });

  // A, B and C drew all six of their matches and scored 6 each, so their table is level on points, goal
  // difference and goals. Away goals in it: B 5 (3 at A, 2 at C), A 2, C 2. Restarted for A and C alone: A
  // scored 2 at C, C scored 1 at A. Over the season C has the best goal difference (+3), then A (+2), B (+1).
  const threeTeams = [
    played(1, "A", "B", 3, 3),
    played(2, "B", "A", 0, 0),
    played(3, "B", "C", 1, 1),
    played(4, "C", "B", 2, 2),
    played(5, "C", "A", 2, 2),
    played(6, "A", "C", 1, 1),
    played(7, "A", "D", 2, 0),
    played(7, "D", "B", 0, 1),
    played(8, "C", "D", 3, 0),
  ];

  it("ranks three level teams by away goals in their mini-table, then the pair left level by theirs", () => {
    const table = rank(["A", "B", "C", "D"], threeTeams);
    expect(describeRows(table)).toEqual([
      "1 B 5 1 4 0 7:6 7",
      "2 A 5 1 4 0 8:6 7",
      "3 C 5 1 4 0 9:6 7",
      "4 D 3 0 0 3 0:6 0",
    ]);
    expect(table.entries.slice(0, 3).map((entry) => entry.decidedBy)).toEqual([
      "head_to_head_away_goals",
      "head_to_head_away_goals",
      "head_to_head_away_goals",
    ]);
  });

  it("would rank the three by the season's goal difference without the step", () => {
    const table = rank(["A", "B", "C", "D"], threeTeams, withoutMutualAwayGoals);
    expect(order(table)).toEqual(["C", "A", "B", "D"]);
  });
});

describe("away goals in the mutual matches do not override an earlier criterion", () => {
  it("leaves the decision to the points of the mutual matches", () => {
    // A took 4 points from B (4:3 at home, 0:0 away) although B scored 3 away; B's win over C levels the table.
    const matches = [played(1, "A", "B", 4, 3), played(2, "B", "A", 0, 0), played(3, "B", "C", 1, 0)];
    const table = rank(["A", "B", "C"], matches);
    expect(order(table)).toEqual(["A", "B", "C"]);
    expect(table.entries[0]?.decidedBy).toBe("head_to_head_points");
  });

  it("leaves the decision to the goal difference of the mutual matches", () => {
    // 5:3 at A, 1:0 at B: 5:4 on aggregate for A, although B scored 3 away and A none.
    const matches = [played(1, "A", "B", 5, 3), played(2, "B", "A", 1, 0)];
    const table = rank(["A", "B"], matches);
    expect(order(table)).toEqual(["A", "B"]);
    expect(table.entries[0]?.decidedBy).toBe("head_to_head_goal_difference");
  });

  it("leaves the decision to the goals of a mini-table", () => {
    // Six draws: goals A 3, B 2, C 1; away goals B 2, C 1, A 0 would give the reverse order.
    const matches = [
      played(1, "A", "B", 2, 2),
      played(2, "B", "A", 0, 0),
      played(3, "A", "C", 1, 1),
      played(4, "C", "A", 0, 0),
      played(5, "B", "C", 0, 0),
      played(6, "C", "B", 0, 0),
    ];
    const table = rank(["A", "B", "C"], matches);
    expect(order(table)).toEqual(["A", "B", "C"]);
    expect(table.entries.map((entry) => entry.decidedBy)).toEqual([
      "head_to_head_goals_scored",
      "head_to_head_goals_scored",
      "head_to_head_goals_scored",
    ]);
  });
});
