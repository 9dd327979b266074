import { describe, expect, it } from "vitest";
import { hasBothTeams, teamsWithBye } from "./byes";
import { matchStatus, resultForTitle, scoreText } from "./match-status";
import { match, team } from "./match-test-data";
import type { Match } from "./match-types";

describe("byes", () => {
  it("are not matches: an entry with one team names that team's bye, each team once", () => {
    const bye = match({ id: "B1", guestTeam: null, homeTeam: team("C", "SV Weilheim") });
    expect(hasBothTeams(bye)).toBe(false);
    expect(hasBothTeams(match())).toBe(true);
    const teams = teamsWithBye([match(), bye], [team("C", "SV Weilheim"), team("D")]);
    expect(teams.map((entry) => entry.teamId)).toEqual(["C", "D"]);
  });

  it("are none when every team plays", () => {
    expect(teamsWithBye([match()], [])).toEqual([]);
  });
});

describe("match status", () => {
  it("names a running match with its minute, half time and penalties in the live kind", () => {
    expect(matchStatus(match({ live: true, liveMinute: 67, matchStatus: "live" }))).toEqual({
      kind: "live",
      label: "Live 67'",
      spokenLabel: "Live, 67. Minute",
    });
    expect(matchStatus(match({ live: true, liveMinute: 90, liveAddedMinute: 3 }))?.label).toBe("Live 90+3'");
    expect(matchStatus(match({ live: true, liveMinute: 45, timeState: "halftime" }))).toMatchObject({
      kind: "live",
      label: "Halbzeit",
    });
    expect(matchStatus(match({ live: true, timeState: "penalties" }))?.label).toBe("Elfmeterschießen");
    expect(matchStatus(match({ live: true }))?.label).toBe("Live");
  });

  it("names finished, postponed, abandoned and other states, and nothing for a match still to come", () => {
    expect(matchStatus(match({ matchStatus: "finished" }))?.kind).toBe("finished");
    expect(matchStatus(match({ cancelled: true, matchStatus: "postponed" }))).toMatchObject({
      kind: "exception",
      label: "Abgesetzt",
    });
    expect(matchStatus(match({ aborted: true }))?.label).toBe("Abgebrochen");
    expect(matchStatus(match({ matchStatus: "no_show_home" }))?.label).toBe("Nichtantritt");
    expect(matchStatus(match({ prePublished: true }))).toMatchObject({ kind: "note", label: "Vorläufig" });
    expect(matchStatus(match())).toBeNull();
    const rated = { text: "2:0 w", decisionMark: "w", period: null, countsInTable: true };
    expect(matchStatus(match({ matchStatus: "awarded", result: rated } as Partial<Match>))).toMatchObject({
      kind: "note",
      label: "Wertung",
    });
    const verdict = { ...rated, text: "0:2 u", decisionMark: "u" };
    expect(matchStatus(match({ matchStatus: "awarded", result: verdict } as Partial<Match>))?.label).toBe(
      "Sportgerichtsurteil",
    );
  });

  it("shows the running score while a match runs and the notation otherwise", () => {
    const running = { text: "3:1 live 45'", decisionMark: null, period: "regular", countsInTable: false } as const;
    expect(scoreText(match({ live: true, homeGoals: 3, guestGoals: 1, result: running }))).toBe("3:1");
    const afterExtraTime = { text: "2:1 nV", decisionMark: null, period: "extra_time", countsInTable: true } as const;
    expect(scoreText(match({ matchStatus: "finished", homeGoals: 1, guestGoals: 1, result: afterExtraTime }))).toBe(
      "2:1 nV",
    );
  });

  it("names a decided result in a page title, in words where the notation has no score, and nothing else", () => {
    const notation = (text: string) => ({ text, decisionMark: null, period: "regular", countsInTable: true }) as const;
    expect(resultForTitle(match({ matchStatus: "finished", result: notation("3:1") }))).toBe("3:1");
    expect(resultForTitle(match({ matchStatus: "postponed", cancelled: true, result: notation("Abse.") }))).toBe(
      "Abgesetzt",
    );
    expect(resultForTitle(match({ matchStatus: "scheduled", result: notation("-:-") }))).toBeNull();
    expect(
      resultForTitle(match({ live: true, homeGoals: 1, guestGoals: 0, result: notation("1:0 live 12'") })),
    ).toBeNull();
  });

  it("shows an open score for a match whose kickoff time is still open (its time shows `**`)", () => {
    const open = { text: "**", decisionMark: null, period: "regular", countsInTable: false } as const;
    expect(scoreText(match({ matchStatus: "scheduled", result: open }))).toBe("-:-");
  });
});
