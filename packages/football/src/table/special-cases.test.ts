import { describe, expect, it } from "vitest";
import { computeFeverCurve } from "../statistics/fever-curve.js";
import { describeRows, open, played, settingsFor, team, teams } from "../test-support/table-fixtures.js";
import { bavarianLowerLeagueProfile, regionalligaProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { RankTableInput } from "./table-types.js";

describe("match statuses", () => {
  // Hand tally (overall): A 6 matches 2-1-3 6:9 7 pts; B 3 matches 1-0-2 4:4 3 pts; C 3 matches 2-1-0 5:1 7 pts;
  // D 6 matches 1-2-3 4:9 5 pts. A and C are level; C won their only counted match (a no-show by A).
  const matches = [
    played(1, "A", "B", 2, 1),
    open(1, "C", "D", "no_show_guest"),
    open(2, "A", "C", "no_show_home"),
    open(2, "B", "D", "no_show_both"),
    played(3, "A", "D", 3, 0, { status: "awarded", decision: "court_verdict" }),
    played(3, "B", "C", 5, 0, { status: "annulled" }),
    played(4, "C", "A", 1, 0, { status: "abandoned" }),
    open(4, "D", "B", "postponed"),
    open(4, "A", null, "bye"),
    played(5, "B", "A", 3, 0, { status: "no_show_guest", decision: "rating" }),
    open(5, "D", "C", "rescheduled"),
    played(5, "D", "C", 1, 1),
    played(6, "C", "B", 2, 0, { status: "live" }),
    played(6, "A", "D", 0, 2, { status: "abandoned", decision: "rating" }),
    played(7, "D", "A", 1, 1, { status: "provisional" }),
  ];
  const input: RankTableInput = {
    competitionId: "status-test",
    teams: teams("A", "B", "C", "D"),
    matches,
    settings: settingsFor(bavarianLowerLeagueProfile),
  };

  it("counts finished, provisional, no-show, awarded and decided matches; skips the rest", () => {
    const table = rankTable(input);
    expect(describeRows(table)).toEqual([
      "1 C 3 2 1 0 5:1 7",
      "2 A 6 2 1 3 6:9 7",
      "3 D 6 1 2 3 4:9 5",
      "4 B 3 1 0 2 4:4 3",
    ]);
    expect(table.entries.map((entry) => entry.pointsQuotient)).toEqual([2.33, 1.17, 0.83, 1]);
    expect(table.matchesTotal).toBe(9);
    expect(table.goalsTotal).toBe(19);
    expect(table.isFinalTable).toBe(false);
    expect(table.entries.every((entry) => !entry.isLive)).toBe(true);
  });

  it("counts matches in progress with their current score in the live table and marks the rows", () => {
    const table = rankTable({ ...input, variant: { kind: "live" } });
    expect(describeRows(table)).toEqual([
      "1 C 4 3 1 0 7:1 10",
      "2 A 6 2 1 3 6:9 7",
      "3 D 6 1 2 3 4:9 5",
      "4 B 4 1 0 3 4:6 3",
    ]);
    expect(table.entries.map((entry) => [entry.teamId, entry.isLive])).toEqual([
      ["C", true],
      ["A", false],
      ["D", false],
      ["B", true],
    ]);
  });

  it("awards a no-show with the score a decision set", () => {
    const table = rankTable({
      ...input,
      teams: teams("A", "B"),
      matches: [played(1, "B", "A", 5, 0, { status: "no_show_guest", decision: "rating" })],
    });
    expect(describeRows(table)).toEqual(["1 B 1 1 0 0 5:0 3", "2 A 1 0 0 1 0:5 0"]);
  });

  it("uses the competition's award score when it is not 2:0", () => {
    const table = rankTable({
      ...input,
      teams: teams("A", "B"),
      matches: [open(1, "A", "B", "no_show_guest")],
      settings: settingsFor(regionalligaProfile, { awardedGoals: 3 }),
    });
    expect(describeRows(table)).toEqual(["1 A 1 1 0 0 3:0 3", "2 B 1 0 0 1 0:3 0"]);
  });
});

describe("point deductions", () => {
  const matches = [played(1, "A", "B", 2, 0), played(2, "B", "C", 1, 0), played(3, "C", "A", 1, 1)];
  const base = {
    competitionId: "deductions",
    teams: teams("A", "B", "C"),
    matches,
    settings: settingsFor(bavarianLowerLeagueProfile),
  };

  it("subtracts deducted points and shows the deduction and the trend it caused", () => {
    const table = rankTable({ ...base, pointDeductions: [{ teamId: "A", points: 2, fromMatchday: 3 }] });
    expect(describeRows(table)).toEqual(["1 B 2 1 0 1 1:2 3", "2 A 2 1 1 0 3:1 2", "3 C 2 0 1 1 1:2 1"]);
    expect(table.entries.map((entry) => [entry.teamId, entry.pointsDeducted, entry.trend])).toEqual([
      ["B", 0, "up"],
      ["A", 2, "down"],
      ["C", 0, "same"],
    ]);
  });

  it("leaves tables before the deduction's matchday and home tables untouched", () => {
    const pointDeductions = [{ teamId: "A", points: 2, fromMatchday: 3 }];
    const asOfSecond = rankTable({ ...base, pointDeductions, variant: { kind: "asOfMatchday", matchday: 2 } });
    expect(describeRows(asOfSecond)).toEqual(["1 A 1 1 0 0 2:0 3", "2 B 2 1 0 1 1:2 3", "3 C 1 0 0 1 0:1 0"]);
    const home = rankTable({ ...base, pointDeductions, variant: { kind: "home" } });
    expect(home.entries.find((entry) => entry.teamId === "A")?.points).toBe(3);
  });
});

describe("withdrawn teams", () => {
  const cutoff = "2024-12-01";

  it("annuls all results of a team withdrawn before the cut-off and lists it as unranked", () => {
    const matches = [
      played(1, "A", "W", 3, 0),
      played(1, "B", "C", 0, 0),
      played(2, "W", "B", 0, 1),
      played(2, "C", "A", 0, 2),
      open(3, "W", "C"),
    ];
    const table = rankTable({
      competitionId: "withdrawal",
      teams: [...teams("A", "B", "C"), team("W", { withdrawnOn: "2024-11-15" })],
      matches,
      settings: settingsFor(bavarianLowerLeagueProfile, { withdrawalCutoffDate: cutoff, relegationCount: 1 }),
    });
    expect(describeRows(table)).toEqual(["1 A 1 1 0 0 2:0 3", "2 B 1 0 1 0 0:0 1", "3 C 2 0 1 1 0:2 1"]);
    expect(table.entries.map((entry) => entry.zone)).toEqual(["none", "none", "relegation"]);
    expect(table.unranked).toEqual([
      { teamId: "W", teamName: "Team W", clubId: "club-W", logoId: "logo-W", reason: "withdrawn", mark: null },
    ]);
  });

  describe("after the cut-off", () => {
    const withdrawnTeams = [...teams("A", "B", "C"), team("W", { withdrawnOn: "2024-12-15" })];
    const matches = [
      played(1, "A", "W", 3, 0),
      played(1, "B", "C", 1, 1),
      played(2, "W", "B", 2, 1),
      played(2, "C", "A", 0, 2),
      open(3, "W", "C"),
      played(3, "A", "B", 1, 0),
      open(4, "B", "W"),
      open(4, "A", "C"),
    ];
    const settings = settingsFor(bavarianLowerLeagueProfile, { withdrawalCutoffDate: cutoff, relegationCount: 1 });

    it("keeps the results, awards reached open matches to the opponent and ranks the team last", () => {
      const table = rankTable({ competitionId: "withdrawal", teams: withdrawnTeams, matches, settings });
      // W has more points than B but, withdrawn, is the first team relegated.
      expect(describeRows(table)).toEqual([
        "1 A 3 3 0 0 6:0 9",
        "2 C 3 1 1 1 3:3 4",
        "3 B 3 0 1 2 2:4 1",
        "4 W 3 1 0 2 2:6 3",
      ]);
      expect(table.entries.map((entry) => [entry.mark, entry.zone])).toEqual([
        [null, "none"],
        [null, "none"],
        [null, "none"],
        ["zg.", "relegation"],
      ]);
    });

    it("awards the next open match once the competition reaches its matchday", () => {
      const reached = matches.map((match) =>
        match.homeTeamId === "A" && match.guestTeamId === "C"
          ? { ...match, status: "finished" as const, homeGoals: 1, guestGoals: 1 }
          : match,
      );
      const table = rankTable({ competitionId: "withdrawal", teams: withdrawnTeams, matches: reached, settings });
      expect(describeRows(table)).toEqual([
        "1 A 4 3 1 0 7:1 10",
        "2 C 4 1 2 1 4:4 5",
        "3 B 4 1 1 2 4:4 4",
        "4 W 4 1 0 3 2:8 3",
      ]);
    });
  });
});

describe("a team withdrawn after the cut-off, seen before its withdrawal", () => {
  // W withdraws on 2025-01-03, the date of matchday 3; the cut-off lies before, so its results stand. Its
  // matchday-2 match was postponed and is never played; its matchday-3 match is not played either.
  const input: RankTableInput = {
    competitionId: "late-withdrawal",
    teams: [...teams("A", "B", "C"), team("W", { withdrawnOn: "2025-01-03" })],
    matches: [
      played(1, "W", "A", 1, 0),
      played(1, "B", "C", 1, 0),
      open(2, "C", "W", "postponed"),
      played(2, "A", "B", 1, 0),
      open(3, "W", "B"),
      played(3, "A", "C", 2, 2),
      open(4, "A", "W"),
      open(4, "C", "B"),
    ],
    settings: settingsFor(bavarianLowerLeagueProfile, { withdrawalCutoffDate: "2025-01-01" }),
  };

  it("ranks the team normally and awards nothing in tables from before the withdrawal", () => {
    // As of matchday 2: W, A and B on 3 points; among them W beat A and A beat B, then W beat A.
    // As of matchday 1: W and B level on everything (shared 1st), A and C too (shared 3rd).
    const table = rankTable({ ...input, variant: { kind: "asOfMatchday", matchday: 2 } });
    expect(describeRows(table)).toEqual([
      "1 W 1 1 0 0 1:0 3",
      "2 A 2 1 0 1 1:1 3",
      "3 B 2 1 0 1 1:1 3",
      "4 C 1 0 0 1 0:1 0",
    ]);
    expect(table.entries.map((entry) => [entry.teamId, entry.mark, entry.trend])).toEqual([
      ["W", null, "same"],
      ["A", null, "up"],
      ["B", null, "down"],
      ["C", null, "down"],
    ]);
  });

  it("marks the team and awards its open matches from the matchday of the withdrawal on", () => {
    // C and B win the two awarded matches 2:0; A and C are level on 4 points, C ahead on goal difference
    // after their 2:2. W drops from 1st after matchday 2 to last.
    const expectedRows = ["1 B 3 2 0 1 3:1 6", "2 C 3 1 1 1 4:3 4", "3 A 3 1 1 1 3:3 4", "4 W 3 1 0 2 1:4 3"];
    const expectedMarks = [
      ["B", null, "up"],
      ["C", null, "up"],
      ["A", null, "down"],
      ["W", "zg.", "down"],
    ];
    for (const variant of [{ kind: "overall" }, { kind: "asOfMatchday", matchday: 3 }] as const) {
      const table = rankTable({ ...input, variant });
      expect(describeRows(table)).toEqual(expectedRows);
      expect(table.entries.map((entry) => [entry.teamId, entry.mark, entry.trend])).toEqual(expectedMarks);
    }
  });

  it("follows the withdrawal in the fever curve", () => {
    const curve = computeFeverCurve(input);
    expect(curve.matchdays).toEqual([1, 2, 3]);
    expect(curve.teams.map((line) => [line.teamId, line.positions])).toEqual([
      ["A", [3, 2, 3]],
      ["B", [1, 3, 1]],
      ["C", [3, 4, 2]],
      ["W", [1, 1, 4]],
    ]);
  });

  it("shows a withdrawal after the last matchday began only in the current table", () => {
    // W withdraws on 2025-01-03, after matchday 2 (2025-01-02) began; its postponed match goes to B 2:0.
    const lastMatchday = {
      ...input,
      matches: [
        played(1, "A", "B", 1, 0),
        played(1, "C", "W", 2, 0),
        played(2, "A", "C", 0, 0),
        open(2, "W", "B", "postponed"),
      ],
    };
    const current = rankTable(lastMatchday);
    expect(describeRows(current)).toEqual([
      "1 C 2 1 1 0 2:0 4",
      "2 A 2 1 1 0 1:0 4",
      "3 B 2 1 0 1 2:1 3",
      "4 W 2 0 0 2 0:4 0",
    ]);
    expect(current.entries.map((entry) => entry.mark)).toEqual([null, null, null, "zg."]);
    expect(current.isFinalTable).toBe(true);

    // After matchday 2 the match was still open: the table of that day is not final and W ranks by its results.
    const asOfLast = rankTable({ ...lastMatchday, variant: { kind: "asOfMatchday", matchday: 2 } });
    expect(describeRows(asOfLast)).toEqual([
      "1 C 2 1 1 0 2:0 4",
      "2 A 2 1 1 0 1:0 4",
      "3 B 1 0 0 1 0:1 0",
      "4 W 1 0 0 1 0:2 0",
    ]);
    expect(asOfLast.entries.map((entry) => entry.mark)).toEqual([null, null, null, null]);
    expect(asOfLast.isFinalTable).toBe(false);
  });
});

describe("teams out of competition", () => {
  it("leaves them unranked and ignores their matches", () => {
    const table = rankTable({
      competitionId: "out-of-competition",
      teams: [...teams("A", "B"), team("O", { isOutOfCompetition: true })],
      matches: [played(1, "A", "O", 5, 0), played(2, "O", "B", 3, 0), played(3, "A", "B", 2, 1)],
      settings: settingsFor(bavarianLowerLeagueProfile),
    });
    expect(describeRows(table)).toEqual(["1 A 1 1 0 0 2:1 3", "2 B 1 0 0 1 1:2 0"]);
    expect(table.unranked.map((entry) => [entry.teamId, entry.reason, entry.mark])).toEqual([
      ["O", "out_of_competition", "oW"],
    ]);
    expect(table.goalsTotal).toBe(3);
  });
});

describe("abandoned season", () => {
  it("ranks by points quotient, which can differ from the points order", () => {
    const table = rankTable({
      competitionId: "abandoned",
      teams: teams("A", "B", "C", "D"),
      matches: [
        played(1, "A", "C", 2, 0),
        played(2, "D", "A", 0, 1),
        played(1, "B", "C", 1, 0),
        played(2, "B", "D", 2, 0),
        played(3, "C", "B", 0, 1),
        played(4, "D", "B", 1, 0),
        played(3, "C", "D", 1, 1),
        open(5, "A", "B"),
        open(6, "B", "A"),
      ],
      settings: settingsFor(bavarianLowerLeagueProfile, { isSeasonAbandoned: true }),
    });
    expect(describeRows(table)).toEqual([
      "1 A 2 2 0 0 3:0 6",
      "2 B 4 3 0 1 4:1 9",
      "3 D 4 1 1 2 2:4 4",
      "4 C 4 0 1 3 1:5 1",
    ]);
    expect(table.entries.map((entry) => entry.pointsQuotient)).toEqual([3, 2.25, 1, 0.25]);
    expect(table.rankedBy).toBe("pointsQuotient");
    expect(table.isFinalTable).toBe(true);
    expect(table.note).toMatch(/^Die Saison wurde abgebrochen; die Tabelle ist nach dem Quotienten/);
  });
});

describe("byes and empty competitions", () => {
  it("ignores byes and ranks a competition without results as one shared place", () => {
    const table = rankTable({
      competitionId: "empty",
      teams: teams("A", "B"),
      matches: [open(1, "A", null, "bye"), open(1, "B", "A")],
      settings: settingsFor(regionalligaProfile),
    });
    expect(table.entries.map((entry) => [entry.position, entry.teamId, entry.matchesPlayed])).toEqual([
      [1, "A", 0],
      [1, "B", 0],
    ]);
    expect(table.matchday).toBeNull();
  });
});
