import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TimeState, timeStates } from "./live-clock.js";
import type { MatchSide } from "./match-status.js";
import {
  isBallInPlay,
  isMinuteInPeriod,
  nextPhases,
  periodEndMinute,
  type ReportedEntry,
  type ReportedFormat,
  readReportedClock,
  readReportedState,
} from "./reported-match.js";

const formats = fc.record({
  matchMinutes: fc.constantFrom(40, 50, 60, 70, 80, 90),
  extraTimeMinutes: fc.constantFrom(20, 30),
  hasExtraTime: fc.boolean(),
  hasPenalties: fc.boolean(),
}) satisfies fc.Arbitrary<ReportedFormat>;

const league: ReportedFormat = { matchMinutes: 90, extraTimeMinutes: 30, hasExtraTime: false, hasPenalties: false };
const cup: ReportedFormat = { ...league, hasExtraTime: true, hasPenalties: true };
const start = new Date("2026-11-22T14:00:00Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** A walk through the phases a format allows, choosing among the next ones by the given picks. */
function walk(format: ReportedFormat, picks: number[]): TimeState[] {
  const phases: TimeState[] = [];
  let state: TimeState = "pre_match";
  for (const pick of picks) {
    const next = nextPhases(state, format);
    if (next.length === 0) break;
    state = next[pick % next.length]!;
    phases.push(state);
  }
  return phases;
}

describe("phases of a reported match", () => {
  it("lead from kickoff to the final whistle, forward only, and nowhere after it", () => {
    fc.assert(
      fc.property(formats, fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (format, picks) => {
        const phases = walk(format, picks);
        expect(phases[0]).toBe("first_half");
        expect(phases.at(-1)).toBe("full_time");
        for (let i = 1; i < phases.length; i += 1) {
          expect(timeStates.indexOf(phases[i]!)).toBeGreaterThan(timeStates.indexOf(phases[i - 1]!));
        }
        expect(nextPhases("full_time", format)).toEqual([]);
      }),
    );
  });

  it("have extra time and penalties only where the format has them", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (picks) => {
        expect(walk(league, picks)).toEqual(["first_half", "halftime", "second_half", "full_time"]);
      }),
    );
    expect(nextPhases("second_half", cup)).toEqual(["full_time", "before_extra_time", "before_penalties"]);
    expect(nextPhases("pre_match", cup)).toEqual(["first_half"]);
  });
});

describe("the reported clock", () => {
  it("counts a half from when the reporter started it, with stoppage time as added minutes", () => {
    expect(readReportedClock("first_half", start, at(0), league, false)).toEqual({
      timeState: "first_half",
      minute: 1,
      addedMinute: null,
      isRunning: true,
    });
    expect(readReportedClock("first_half", start, at(44.5), league, false).minute).toBe(45);
    expect(readReportedClock("first_half", start, at(47.2), league, false)).toMatchObject({
      minute: 45,
      addedMinute: 3,
    });
    expect(readReportedClock("second_half", start, at(10), league, false)).toMatchObject({ minute: 56 });
    expect(readReportedClock("halftime", start, at(10), league, false)).toMatchObject({ minute: 45, isRunning: false });
    expect(readReportedClock("full_time", start, at(10), cup, true)).toMatchObject({ minute: 120 });
    expect(readReportedClock("penalties", start, at(3), cup, false)).toMatchObject({ minute: 90 });
    expect(readReportedClock("pre_match", start, at(3), cup, false).minute).toBeNull();
  });

  it("never runs backwards within a half and stays inside it", () => {
    fc.assert(
      fc.property(
        formats,
        fc.constantFrom<TimeState>("first_half", "second_half", "extra_time_first_half", "extra_time_second_half"),
        fc.array(fc.double({ min: -5, max: 80, noNaN: true }), { minLength: 2 }),
        (format, state, times) => {
          const clocks = [...times]
            .sort((a, b) => a - b)
            .map((time) => readReportedClock(state, start, at(time), format, false));
          const end = periodEndMinute(state, format)!;
          for (const [index, clock] of clocks.entries()) {
            expect(clock.isRunning).toBe(true);
            expect(isMinuteInPeriod(state, clock.minute!, format)).toBe(true);
            expect(clock.addedMinute === null || clock.minute === end).toBe(true);
            const before = clocks[index - 1];
            if (before) {
              expect(clock.minute! + (clock.addedMinute ?? 0)).toBeGreaterThanOrEqual(
                before.minute! + (before.addedMinute ?? 0),
              );
            }
          }
        },
      ),
    );
  });
});

const sides = fc.constantFrom<MatchSide>("home", "guest");

describe("the reported state", () => {
  it("counts every goal in regular time into the score, the first half's into half time, and own goals for the other side", () => {
    const entries: ReportedEntry[] = [
      { kind: "phase", phase: "first_half", at: at(0) },
      { kind: "goal", event: { typeCode: 7, side: "home", minute: 12 } },
      { kind: "goal", event: { typeCode: 8, side: "home", minute: 45, addedMinute: 2 } },
      { kind: "phase", phase: "halftime", at: at(47) },
      { kind: "phase", phase: "second_half", at: at(62) },
      { kind: "goal", event: { typeCode: 9, side: "guest", minute: 80 } },
    ];
    const state = readReportedState(entries, league);
    expect(state).toMatchObject({
      timeState: "second_half",
      phaseStartedAt: at(62),
      score: { home: 1, guest: 2 },
      halftime: { home: 1, guest: 1 },
      extraTime: null,
      penalties: null,
    });
    expect(state.phaseStarts).toEqual({ first_half: at(0), halftime: at(47), second_half: at(62) });
  });

  it("keeps regular time apart from extra time and the shoot-out", () => {
    const state = readReportedState(
      [
        { kind: "phase", phase: "first_half", at: at(0) },
        { kind: "phase", phase: "halftime", at: at(46) },
        { kind: "phase", phase: "second_half", at: at(61) },
        { kind: "goal", event: { typeCode: 7, side: "guest", minute: 70 } },
        { kind: "goal", event: { typeCode: 7, side: "home", minute: 90, addedMinute: 4 } },
        { kind: "phase", phase: "before_extra_time", at: at(110) },
        { kind: "phase", phase: "extra_time_first_half", at: at(115) },
        { kind: "goal", event: { typeCode: 7, side: "home", minute: 101 } },
        { kind: "phase", phase: "extra_time_halftime", at: at(131) },
        { kind: "phase", phase: "extra_time_second_half", at: at(132) },
        { kind: "goal", event: { typeCode: 7, side: "guest", minute: 118 } },
        { kind: "phase", phase: "before_penalties", at: at(148) },
        { kind: "phase", phase: "penalties", at: at(150) },
        { kind: "shootout", side: "home" },
        { kind: "shootout", side: "guest" },
        { kind: "shootout", side: "home" },
        { kind: "phase", phase: "full_time", at: at(160) },
      ],
      cup,
    );
    expect(state).toMatchObject({
      timeState: "full_time",
      score: { home: 1, guest: 1 },
      halftime: { home: 0, guest: 0 },
      extraTime: { home: 2, guest: 2 },
      penalties: { home: 2, guest: 1 },
    });
  });

  it("reads the same without an entry as if it had never been made (undo)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ side: sides, minute: fc.integer({ min: 1, max: 90 }), own: fc.boolean() }), {
          maxLength: 12,
        }),
        fc.nat(),
        (goals, removed) => {
          const entries: ReportedEntry[] = [
            { kind: "phase", phase: "first_half", at: at(0) },
            ...goals.map(
              ({ side, minute, own }): ReportedEntry => ({
                kind: "goal",
                event: { typeCode: own ? 8 : 7, side, minute },
              }),
            ),
          ];
          const index = 1 + (goals.length === 0 ? 0 : removed % goals.length);
          const without = entries.filter((_, position) => position !== index);
          const state = readReportedState(without, league);
          const counted = goals.filter((_, position) => position + 1 !== index);
          const home = counted.filter((goal) => (goal.side === "home") !== goal.own).length;
          expect(state.score).toEqual({ home, guest: counted.length - home });
        },
      ),
    );
  });

  it("has no score before kickoff and knows which phases keep the ball in play", () => {
    expect(readReportedState([], league)).toMatchObject({ timeState: "pre_match", score: null, phaseStartedAt: null });
    expect(timeStates.filter(isBallInPlay)).toEqual([
      "first_half",
      "second_half",
      "extra_time_first_half",
      "extra_time_second_half",
    ]);
  });
});
