import { describe, expect, it } from "vitest";
import { type AreaGroup, arrangeByBezirk, choose, filterByArea, finderHref, parseFinderSelection } from "./finder";

describe("competition finder state", () => {
  it("reads the search params, ignoring malformed values", () => {
    expect(
      parseFinderSelection({ typ: "1", saison: "2627", mannschaftsart: "4", spielklasse: "105", gebiet: "K-MUC" }),
    ).toEqual({ typ: 1, saison: "2627", mannschaftsart: 4, spielklasse: 105, gebiet: "K-MUC" });
    expect(parseFinderSelection({ gebiet: "<script>" }).gebiet).toBeUndefined();
    expect(parseFinderSelection({ typ: ["308", "1"], saison: "26/27", mannschaftsart: "0", spielklasse: "x" })).toEqual(
      { typ: 308, saison: undefined, mannschaftsart: undefined, spielklasse: undefined },
    );
    expect(parseFinderSelection({ typ: "123456", saison: " 2526 " })).toEqual({
      typ: undefined,
      saison: "2526",
      mannschaftsart: undefined,
      spielklasse: undefined,
    });
    expect(parseFinderSelection({ typ: "-1", spielklasse: "01" })).toEqual({
      typ: undefined,
      saison: undefined,
      mannschaftsart: undefined,
      spielklasse: undefined,
    });
  });

  it("writes the parameters in step order and leaves out the unchosen ones", () => {
    expect(finderHref({ gebiet: "K1", spielklasse: 105, typ: 1, saison: "2627", mannschaftsart: 1 })).toBe(
      "/ergebnisse?typ=1&saison=2627&mannschaftsart=1&spielklasse=105&gebiet=K1",
    );
    expect(finderHref({ typ: 308 })).toBe("/ergebnisse?typ=308");
    expect(finderHref({})).toBe("/ergebnisse");
  });

  it("leaves the defaults out of the address, so each view has one canonical form", () => {
    const defaults = { typ: 1, saison: "2627" };
    expect(finderHref({ typ: 1, saison: "2627" }, defaults)).toBe("/ergebnisse");
    expect(finderHref({ typ: 1, saison: "2627", mannschaftsart: 1 }, defaults)).toBe("/ergebnisse?mannschaftsart=1");
    expect(finderHref({ typ: 1, saison: "2526" }, defaults)).toBe("/ergebnisse?saison=2526");
    expect(finderHref({ typ: 308, saison: "2627" }, defaults)).toBe("/ergebnisse?typ=308");
  });

  it("empties the later steps when an earlier choice changes what they mean", () => {
    const full = { typ: 1, saison: "2627", mannschaftsart: 1, spielklasse: 105 };
    expect(choose(full, { typ: 308 })).toEqual({ typ: 308, saison: "2627" });
    expect(choose(full, { typ: 1 })).toEqual(full);
    expect(choose(full, { saison: "2526" })).toEqual({ ...full, saison: "2526" });
    expect(choose(full, { mannschaftsart: 4 })).toEqual({ typ: 1, saison: "2627", mannschaftsart: 4 });
    expect(choose(full, { spielklasse: 104 })).toEqual({ ...full, spielklasse: 104 });
    expect(choose({ ...full, gebiet: "K1" }, { spielklasse: 104 })).toEqual({ ...full, spielklasse: 104 });
    expect(choose({ ...full, gebiet: "K1" }, { mannschaftsart: 4 }).gebiet).toBeUndefined();
    expect(choose(full, { gebiet: "B1" })).toEqual({ ...full, gebiet: "B1" });
  });

  it("arranges playing areas by Bezirk with its Kreise, association-wide ones first", () => {
    const area = (id: string, kind: AreaGroup["playingArea"]["kind"], bezirk: string | null): AreaGroup => ({
      playingArea: { id, kind, name: id, bezirk: bezirk ? { id: bezirk, name: `Bezirk ${bezirk}` } : null },
    });
    const groups = [
      area("bayern", "association", null),
      area("obb", "bezirk", "OBB"),
      area("muenchen", "kreis", "OBB"),
      area("zugspitze", "kreis", "OBB"),
      area("landshut", "kreis", "NB"),
    ];
    const arranged = arrangeByBezirk(groups);
    expect(arranged.associationWide.map((group) => group.playingArea.id)).toEqual(["bayern"]);
    expect(
      arranged.bezirke.map((entry) => [
        entry.bezirk.name,
        entry.own.map((group) => group.playingArea.id),
        entry.kreise.map((group) => group.playingArea.id),
      ]),
    ).toEqual([
      ["Bezirk OBB", ["obb"], ["muenchen", "zugspitze"]],
      ["Bezirk NB", [], ["landshut"]],
    ]);
  });

  it("narrows the competitions to a Bezirk with its Kreise, or to one Kreis", () => {
    const area = (id: string, kind: AreaGroup["playingArea"]["kind"], bezirk: string | null): AreaGroup => ({
      playingArea: { id, kind, name: id, bezirk: bezirk ? { id: bezirk, name: bezirk } : null },
    });
    const groups = [
      area("bayern", "association", null),
      area("OBB", "bezirk", "OBB"),
      area("muenchen", "kreis", "OBB"),
      area("landshut", "kreis", "NB"),
    ];
    const ids = (list: AreaGroup[]) => list.map((group) => group.playingArea.id);
    expect(ids(filterByArea(groups, undefined))).toEqual(["bayern", "OBB", "muenchen", "landshut"]);
    expect(ids(filterByArea(groups, "OBB"))).toEqual(["OBB", "muenchen"]);
    expect(ids(filterByArea(groups, "muenchen"))).toEqual(["muenchen"]);
    expect(ids(filterByArea(groups, "gone"))).toEqual(["bayern", "OBB", "muenchen", "landshut"]);
  });
});
