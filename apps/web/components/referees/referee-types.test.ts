import { describe, expect, it } from "vitest";
import { cardsText, formatDecimal, pageCount, roleLabel } from "./referee-types";

describe("referee page texts", () => {
  it("names the roles in German", () => {
    expect(roleLabel("referee")).toBe("Schiedsrichter");
    expect(roleLabel("assistant_2")).toBe("Assistent 2");
    expect(roleLabel("fourth_official")).toBe("Vierter Offizieller");
  });

  it("writes cards and decimals the German way", () => {
    expect(cardsText({ yellow: 3, yellowRed: 1, red: 0 })).toBe("3 Gelb, 1 Gelb-Rot");
    expect(cardsText({ yellow: 0, yellowRed: 0, red: 1 })).toBe("1 Rot");
    expect(cardsText({ yellow: 0, yellowRed: 0, red: 0 })).toBe("keine");
    expect(formatDecimal(3.5)).toBe("3,50");
  });

  it("counts pages of 20, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(50)).toBe(3);
  });
});
