import { describe, expect, it, vi } from "vitest";
import { createDemoClock, demoInstant } from "./context.js";

describe("the demo clock", () => {
  it("starts at the demo date's 15:45 in Berlin and runs on in real time", () => {
    vi.useFakeTimers({ now: new Date("2027-03-02T09:00:00Z") });
    try {
      const clock = createDemoClock("2026-11-21");
      expect(clock().toISOString()).toBe("2026-11-21T14:45:00.000Z");
      vi.advanceTimersByTime(90_000);
      expect(clock().toISOString()).toBe("2026-11-21T14:46:30.000Z");
      expect(demoInstant("2026-07-18").toISOString()).toBe("2026-07-18T13:45:00.000Z");
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts at another time of day when the demo is played up to it (DEMO_TIME)", () => {
    vi.useFakeTimers({ now: new Date("2027-03-02T09:00:00Z") });
    try {
      expect(createDemoClock("2026-11-22", Date.now(), "12:30")().toISOString()).toBe("2026-11-22T11:30:00.000Z");
      expect(demoInstant("2026-07-19", "09:05").toISOString()).toBe("2026-07-19T07:05:00.000Z");
    } finally {
      vi.useRealTimers();
    }
  });
});
