import { describe, expect, it } from "vitest";
import { getZone, isDecisiveRange } from "./zones.js";

const counts = { promotionCount: 1, promotionPlayoffCount: 1, relegationPlayoffCount: 1, relegationCount: 3 };

describe("zones", () => {
  it("counts promotion places from the top and relegation places from the bottom", () => {
    const zones = Array.from({ length: 16 }, (_, index) => getZone(index + 1, 16, counts));
    expect(zones).toEqual([
      "promotion",
      "promotionPlayoff",
      ...Array.from({ length: 10 }, () => "none"),
      "relegationPlayoff",
      "relegation",
      "relegation",
      "relegation",
    ]);
  });

  it("treats ranges over a zone boundary or including the title as decisive", () => {
    expect(isDecisiveRange(1, 2, 16, counts)).toBe(true);
    expect(isDecisiveRange(2, 3, 16, counts)).toBe(true);
    expect(isDecisiveRange(3, 8, 16, counts)).toBe(false);
    expect(isDecisiveRange(12, 13, 16, counts)).toBe(true);
    expect(isDecisiveRange(14, 16, 16, counts)).toBe(false);
  });
});
