import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventTypeCodes } from "../statistics/match-events.js";
import { countRunningScore, type ScoringEvent } from "./running-score.js";

const codes = Object.values(eventTypeCodes);
const events = fc.array(
  fc.record({
    typeCode: fc.constantFrom(...codes),
    side: fc.constantFrom("home" as const, "guest" as const),
    minute: fc.integer({ min: 1, max: 120 }),
  }),
  { maxLength: 30 },
);
const other = (event: ScoringEvent): ScoringEvent => ({ ...event, side: event.side === "home" ? "guest" : "home" });

describe("running score", () => {
  it("counts goals and penalty goals for their side and own goals for the other side", () => {
    const score = countRunningScore([
      { typeCode: eventTypeCodes.ownGoal, side: "home", minute: 34 },
      { typeCode: eventTypeCodes.goal, side: "guest", minute: 72 },
      { typeCode: eventTypeCodes.penaltyGoal, side: "home", minute: 80 },
      { typeCode: eventTypeCodes.yellowCard, side: "home", minute: 81 },
    ]);
    expect(score).toEqual({ home: 1, guest: 2 });
  });

  it("adds up to the number of goal events, whatever their order", () => {
    fc.assert(
      fc.property(events, (list) => {
        const score = countRunningScore(list);
        const goals = list.filter((event) =>
          [eventTypeCodes.goal, eventTypeCodes.ownGoal, eventTypeCodes.penaltyGoal].includes(event.typeCode as 7),
        ).length;
        expect(score.home + score.guest).toBe(goals);
        expect(countRunningScore([...list].reverse())).toEqual(score);
      }),
    );
  });

  it("mirrors when every event changes sides", () => {
    fc.assert(
      fc.property(events, (list) => {
        const score = countRunningScore(list);
        expect(countRunningScore(list.map(other))).toEqual({ home: score.guest, guest: score.home });
      }),
    );
  });

  it("never falls as the minute advances and reaches the final score at the end", () => {
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 120 }), (list, minute) => {
        const earlier = countRunningScore(list, minute);
        const later = countRunningScore(list, minute + 1);
        expect(later.home).toBeGreaterThanOrEqual(earlier.home);
        expect(later.guest).toBeGreaterThanOrEqual(earlier.guest);
        expect(countRunningScore(list, 120)).toEqual(countRunningScore(list));
      }),
    );
  });
});
