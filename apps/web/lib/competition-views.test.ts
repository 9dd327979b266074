import { describe, expect, it } from "vitest";
import { parseViewQuery, parseViewSegments, viewHref } from "./competition-views";

const query = (value: string) => parseViewQuery(new URLSearchParams(value));

describe("competition page views", () => {
  it("reads the views a page has", () => {
    expect(query("spieltag=7&tabelle=heim")).toEqual({ matchday: 7, variant: "heim" });
    expect(query("tabelle=live")).toEqual({ matchday: undefined, variant: "live" });
    expect(query("")).toEqual({ matchday: undefined, variant: "gesamt" });
  });

  it("names no view for anything else, so the address is a 404 rather than a page of its own", () => {
    for (const value of ["spieltag=abc", "spieltag=0", "spieltag=", "spieltag=12345", "tabelle=foo", "tabelle="]) {
      expect(query(value), value).toBeNull();
    }
  });

  it("accepts only the canonical segments of the internal route", () => {
    expect(parseViewSegments("7", "heim")).toEqual({ matchday: 7, variant: "heim" });
    expect(parseViewSegments("-", "auswaerts")).toEqual({ matchday: undefined, variant: "auswaerts" });
    expect(parseViewSegments("-", "gesamt")).toBeNull();
    expect(parseViewSegments("07", "gesamt")).toBeNull();
    expect(parseViewSegments("7", "unbekannt")).toBeNull();
  });

  it("leaves the defaults out of the address", () => {
    expect(viewHref("/x", { matchday: 3, variant: "gesamt" })).toBe("/x?spieltag=3");
    expect(viewHref("/x", { matchday: undefined, variant: "gesamt" })).toBe("/x");
  });
});
