import { describe, expect, it } from "vitest";
import { hasCountedMatches, isZone, type Standings, zonesOf } from "./standings";

function table(overrides: Partial<Standings>, played: number[] = [0, 0]): Standings {
  return {
    promotionCount: 0,
    promotionPlayoffCount: 0,
    relegationPlayoffCount: 0,
    relegationCount: 0,
    entries: played.map((matchesPlayed, index) => ({ teamId: String(index), matchesPlayed })),
    ...overrides,
  } as Standings;
}

describe("table zones", () => {
  it("are the zones with a count, top to bottom", () => {
    expect(zonesOf(table({ promotionCount: 1, relegationCount: 2 }))).toEqual(["promotion", "relegation"]);
    expect(zonesOf(table({ promotionPlayoffCount: 1, relegationPlayoffCount: 1 }))).toEqual([
      "promotionPlayoff",
      "relegationPlayoff",
    ]);
    expect(zonesOf(table({}))).toEqual([]);
  });

  it("know the API's zone names and nothing else", () => {
    expect(isZone("relegationPlayoff")).toBe(true);
    expect(isZone("none")).toBe(false);
  });
});

describe("a table that counts no match yet", () => {
  it("is told apart from one that does", () => {
    expect(hasCountedMatches(table({}, [0, 0, 0]))).toBe(false);
    expect(hasCountedMatches(table({}, [0, 1, 0]))).toBe(true);
    expect(hasCountedMatches(table({}, []))).toBe(false);
  });
});
