import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type MatchFormat,
  matchDurationMinutes,
  readLiveClock,
  standardMatchFormat,
  timeStates,
} from "./live-clock.js";

const kickoff = new Date("2026-11-21T14:00:00Z");
const at = (minutes: number) => new Date(kickoff.getTime() + minutes * 60_000);

const formats = fc.record({
  matchMinutes: fc.constantFrom(40, 50, 60, 70, 80, 90),
  halftimeBreak: fc.integer({ min: 5, max: 20 }),
  addedTimePerHalf: fc.integer({ min: 0, max: 6 }),
  extraTimeMinutes: fc.constantFrom(0, 20, 30),
  breakBeforeExtraTime: fc.integer({ min: 1, max: 10 }),
  extraTimeHalftimeBreak: fc.integer({ min: 1, max: 3 }),
  penaltiesMinutes: fc.constantFrom(0, 15),
}) satisfies fc.Arbitrary<MatchFormat>;

describe("live clock", () => {
  it("moves forward with time: the state never goes back and the minute never falls", () => {
    fc.assert(
      fc.property(
        formats,
        fc.array(fc.double({ min: -30, max: 300, noNaN: true }), { minLength: 2 }),
        (format, times) => {
          const clocks = [...times].sort((a, b) => a - b).map((time) => readLiveClock(kickoff, at(time), format));
          for (let i = 1; i < clocks.length; i += 1) {
            const before = clocks[i - 1]!;
            const after = clocks[i]!;
            expect(timeStates.indexOf(after.timeState)).toBeGreaterThanOrEqual(timeStates.indexOf(before.timeState));
            expect(after.minute ?? 0).toBeGreaterThanOrEqual(before.minute ?? 0);
          }
        },
      ),
    );
  });

  it("keeps the minute inside the running period and counts stoppage time apart", () => {
    fc.assert(
      fc.property(formats, fc.double({ min: 0, max: 300, noNaN: true }), (format, time) => {
        const clock = readLiveClock(kickoff, at(time), format);
        const half = format.matchMinutes / 2;
        const limits: Record<string, [number, number]> = {
          first_half: [1, half],
          halftime: [half, half],
          second_half: [half + 1, format.matchMinutes],
          extra_time_first_half: [format.matchMinutes + 1, format.matchMinutes + format.extraTimeMinutes / 2],
          extra_time_second_half: [
            format.matchMinutes + format.extraTimeMinutes / 2 + 1,
            format.matchMinutes + format.extraTimeMinutes,
          ],
        };
        const limit = limits[clock.timeState];
        if (limit) {
          expect(clock.minute).toBeGreaterThanOrEqual(limit[0]);
          expect(clock.minute).toBeLessThanOrEqual(limit[1]);
        }
        if (clock.addedMinute !== null) {
          expect(clock.addedMinute).toBeGreaterThanOrEqual(1);
          expect(clock.addedMinute).toBeLessThanOrEqual(format.addedTimePerHalf);
        }
        expect(clock.isRunning).toBe(clock.timeState.endsWith("_half") && clock.timeState !== "extra_time_halftime");
      }),
    );
  });

  it("is before kickoff until the kickoff and over once the match has lasted its full duration", () => {
    fc.assert(
      fc.property(formats, fc.double({ min: 0, max: 1000, noNaN: true }), (format, extra) => {
        expect(readLiveClock(kickoff, at(-extra - 0.01), format).timeState).toBe("pre_match");
        const over = readLiveClock(kickoff, at(matchDurationMinutes(format) + extra), format);
        expect(over.timeState).toBe("full_time");
        expect(over.minute).toBe(format.matchMinutes + format.extraTimeMinutes);
        expect(over.isRunning).toBe(false);
      }),
    );
  });

  it("reads an adult match as a visitor sees it", () => {
    const read = (minutes: number) => readLiveClock(kickoff, at(minutes), standardMatchFormat);
    expect(read(0)).toEqual({ timeState: "first_half", minute: 1, addedMinute: null, isRunning: true });
    expect(read(30.5)).toMatchObject({ timeState: "first_half", minute: 31 });
    expect(read(45.2)).toMatchObject({ timeState: "first_half", minute: 45, addedMinute: 1 });
    expect(read(50)).toMatchObject({ timeState: "halftime", minute: 45, isRunning: false });
    expect(read(62)).toMatchObject({ timeState: "second_half", minute: 46 });
    expect(read(100)).toMatchObject({ timeState: "second_half", minute: 84 });
    expect(read(120)).toMatchObject({ timeState: "full_time", minute: 90 });
    expect(read(3 * 24 * 60).timeState).toBe("full_time");
  });
});
