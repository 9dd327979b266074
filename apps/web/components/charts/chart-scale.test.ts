import { describe, expect, it } from "vitest";
import { integerTicks, scale } from "./chart-scale";

describe("chart scales", () => {
  it("maps a domain onto pixels, reversed for an inverted axis", () => {
    expect(scale(1, [1, 9], [0, 80])).toBe(0);
    expect(scale(9, [1, 9], [0, 80])).toBe(80);
    expect(scale(5, [1, 9], [0, 80])).toBe(40);
    expect(scale(1, [1, 9], [0, 80], true)).toBe(80);
    expect(scale(9, [1, 9], [0, 80], true)).toBe(0);
  });

  it("centres a domain of one value", () => {
    expect(scale(3, [3, 3], [10, 30])).toBe(20);
  });

  it("gives every whole value while they fit, and always the first and the last", () => {
    expect(integerTicks(1, 9, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(integerTicks(1, 1, 10)).toEqual([1]);
    expect(integerTicks(1, 18, 8)).toEqual([1, 6, 11, 18]);
    const many = integerTicks(1, 34, 8);
    expect(many[0]).toBe(1);
    expect(many[many.length - 1]).toBe(34);
    expect(many.length).toBeLessThanOrEqual(8);
    for (let index = 1; index < many.length; index += 1) expect(many[index]!).toBeGreaterThan(many[index - 1]!);
  });

  it("has no ticks for an empty range", () => {
    expect(integerTicks(3, 2, 5)).toEqual([]);
  });
});
