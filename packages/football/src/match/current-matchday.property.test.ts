import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findCurrentMatchday, type PlannedMatchday } from "./current-matchday.js";

const day = (offset: number) => new Date(Date.UTC(2026, 7, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Weekly matchdays from Friday to Sunday, with gaps of one to three weeks. */
const plans = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 20 }).map((gaps) => {
  let start = 0;
  return gaps.map((gap, index): PlannedMatchday => {
    start += gap * 7;
    return { number: index + 1, startsOn: day(start), endsOn: day(start + 2) };
  });
});

describe("current matchday", () => {
  it("is the matchday in progress while it runs", () => {
    fc.assert(
      fc.property(plans, fc.nat(), fc.integer({ min: 0, max: 2 }), (plan, pick, into) => {
        const matchday = plan[pick % plan.length]!;
        const today = day((Date.parse(matchday.startsOn!) - Date.UTC(2026, 7, 1)) / 86_400_000 + into);
        expect(findCurrentMatchday(plan, today)).toBe(matchday.number);
      }),
    );
  });

  it("is always a planned matchday and never goes back as the days pass", () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: -10, max: 500 }), (plan, offset) => {
        const today = findCurrentMatchday(plan, day(offset));
        const tomorrow = findCurrentMatchday(plan, day(offset + 1));
        expect(plan.map((matchday) => matchday.number)).toContain(today);
        expect(tomorrow!).toBeGreaterThanOrEqual(today!);
      }),
    );
  });

  it("shows the last one played until the next is three days away, and the last one after the season", () => {
    const plan = [
      { number: 1, startsOn: "2026-08-07", endsOn: "2026-08-09" },
      { number: 2, startsOn: "2026-08-21", endsOn: "2026-08-23" },
    ];
    expect(findCurrentMatchday(plan, "2026-08-12")).toBe(1);
    expect(findCurrentMatchday(plan, "2026-08-18")).toBe(2);
    expect(findCurrentMatchday(plan, "2026-12-01")).toBe(2);
    expect(findCurrentMatchday([], "2026-12-01")).toBeNull();
  });
});
