import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decisionTypes, type MatchStatus, matchStatuses } from "../match/match-status.js";
import type { NotationMatch } from "./notation-types.js";
import { parseResultNotation } from "./parse-result-notation.js";
import { formatResultNotation, renderResultNotation, summariseResult } from "./result-notation.js";

const none = { homeGoals: null, guestGoals: null };

describe("formatResultNotation", () => {
  it.each<[string, NotationMatch, string]>([
    ["finished", { status: "finished", homeGoals: 3, guestGoals: 1 }, "3:1"],
    [
      "after extra time",
      { status: "finished", homeGoals: 1, guestGoals: 1, homeGoalsExtraTime: 2, guestGoalsExtraTime: 1 },
      "2:1 nV",
    ],
    [
      "after penalties, shoot-out goals included",
      {
        status: "finished",
        homeGoals: 1,
        guestGoals: 1,
        homeGoalsExtraTime: 1,
        guestGoalsExtraTime: 1,
        homePenaltyGoals: 4,
        guestPenaltyGoals: 3,
      },
      "5:4 nE",
    ],
    ["scheduled", { status: "scheduled", ...none }, "-:-"],
    ["scheduled, kickoff open", { status: "scheduled", ...none, isKickoffTimeKnown: false }, "**"],
    ["provisional", { status: "provisional", homeGoals: 2, guestGoals: 1 }, "2:1 vorl."],
    ["live with minute", { status: "live", homeGoals: 1, guestGoals: 0, liveMinute: 67 }, "1:0 live 67'"],
    [
      "live in added time",
      { status: "live", homeGoals: 1, guestGoals: 1, liveMinute: 90, liveAddedMinute: 3 },
      "1:1 live 90+3'",
    ],
    ["postponed", { status: "postponed", ...none }, "Abse."],
    ["rescheduled", { status: "rescheduled", ...none }, "verl."],
    ["abandoned", { status: "abandoned", homeGoals: 1, guestGoals: 0 }, "Abbr."],
    ["abandoned, then rated", { status: "abandoned", homeGoals: 0, guestGoals: 2, decision: "rating" }, "0:2 w"],
    ["annulled", { status: "annulled", homeGoals: 4, guestGoals: 0 }, "Annull."],
    ["home no-show", { status: "no_show_home", ...none }, "0:2 n.an."],
    ["guest no-show", { status: "no_show_guest", ...none }, "2:0 n.an."],
    [
      "no-show with decided score",
      { status: "no_show_guest", homeGoals: 3, guestGoals: 0, decision: "rating" },
      "3:0 n.an. w",
    ],
    ["both absent", { status: "no_show_both", ...none }, "n.an."],
    ["court verdict", { status: "awarded", homeGoals: 0, guestGoals: 2, decision: "court_verdict" }, "0:2 u"],
    [
      "administrative decision",
      { status: "awarded", homeGoals: 2, guestGoals: 0, decision: "administrative" },
      "2:0 v",
    ],
    ["bye", { status: "bye", ...none }, "SPIELFREI"],
    ["children's football", { status: "finished", homeGoals: 7, guestGoals: 0, isResultPrivate: true }, "o.E."],
  ])("%s", (_, match, text) => {
    expect(formatResultNotation(match).text).toBe(text);
  });

  it("returns the structured fields beside the short form", () => {
    const notation = formatResultNotation({
      status: "finished",
      homeGoals: 1,
      guestGoals: 1,
      homeGoalsHalftime: 0,
      guestGoalsHalftime: 1,
      homeGoalsExtraTime: 2,
      guestGoalsExtraTime: 1,
    });
    expect(notation).toMatchObject({
      text: "2:1 nV",
      score: { home: 2, guest: 1 },
      period: "extra_time",
      regularScore: { home: 1, guest: 1 },
      halftimeScore: { home: 0, guest: 1 },
      extraTimeScore: { home: 2, guest: 1 },
      penaltyScore: null,
      countsForTable: true,
    });
    expect(formatResultNotation({ status: "awarded", homeGoals: 2, guestGoals: 0 })).toMatchObject({
      text: "2:0 w",
      decision: "rating",
      decisionMark: "w",
    });
    expect(formatResultNotation({ status: "live", homeGoals: 1, guestGoals: 0 })).toMatchObject({
      isLive: true,
      countsForTable: false,
    });
  });
});

describe("parseResultNotation", () => {
  it("reads spellings found in imports", () => {
    expect(parseResultNotation(" 2:1  n.V. ")).toMatchObject({
      status: "finished",
      score: { home: 2, guest: 1 },
      period: "extra_time",
    });
    expect(parseResultNotation("5:4 i.E.")).toMatchObject({ status: "finished", period: "penalties" });
    expect(parseResultNotation("ABSE.")).toMatchObject({ status: "postponed" });
  });

  it("rejects text that is no result", () => {
    expect(parseResultNotation("Anstoß 15:00 Uhr")).toBeNull();
    expect(parseResultNotation("3:")).toBeNull();
    expect(parseResultNotation("")).toBeNull();
  });
});

const goals = fc.integer({ min: 0, max: 15 });
const optionalGoals = fc.option(goals, { nil: null });

/** Matches as the database holds them, per status; a decided abandonment reads as an award by design. */
function arbitraryMatch(status: MatchStatus): fc.Arbitrary<NotationMatch> {
  return fc
    .record({
      homeGoals: optionalGoals,
      guestGoals: optionalGoals,
      homeGoalsExtraTime: optionalGoals,
      guestGoalsExtraTime: optionalGoals,
      homePenaltyGoals: optionalGoals,
      guestPenaltyGoals: optionalGoals,
      decision: fc.option(fc.constantFrom(...decisionTypes), { nil: null }),
      isKickoffTimeKnown: fc.boolean(),
      liveMinute: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
      liveAddedMinute: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
    })
    .map((fields) => ({ ...fields, status }))
    .filter((match) => {
      if (status === "no_show_home") return match.homeGoals === null || (match.guestGoals ?? 0) > match.homeGoals;
      if (status === "no_show_guest") return match.homeGoals === null || match.homeGoals > (match.guestGoals ?? 0);
      if (status === "finished")
        return match.decision === null && match.homeGoals !== null && match.guestGoals !== null;
      return true;
    });
}

describe("notation round trip", () => {
  it.each(matchStatuses.map((status) => [status]))("%s renders to its short form and parses back", (status) => {
    fc.assert(
      fc.property(arbitraryMatch(status), (match) => {
        const notation = formatResultNotation(match);
        const parsed = parseResultNotation(notation.text);
        expect(parsed).toEqual(summariseResult(match));
        expect(renderResultNotation(parsed!)).toBe(notation.text);
      }),
    );
  });

  it("parses o.E. as a finished match whose result is private", () => {
    const text = formatResultNotation({ status: "finished", homeGoals: 3, guestGoals: 0, isResultPrivate: true }).text;
    expect(parseResultNotation(text)).toMatchObject({ status: "finished", isResultPrivate: true, score: null });
  });
});
