import { describe, expect, it } from "vitest";
import {
  DEFAULT_SELECTION,
  joinGerman,
  nationWideHref,
  parseNationWideSelection,
  parseStatisticsSelection,
  type StatisticsChoices,
  statisticsHref,
} from "./selection";

const choices: StatisticsChoices = {
  stats: [
    { id: "goals", label: "Meiste Tore", list: "player" },
    { id: "appearances", label: "Meiste Einsätze", list: "player" },
    { id: "goals", label: "Meiste Tore", list: "team" },
    { id: "fairPlay", label: "Beste Fair-Play-Wertung", list: "team" },
    { id: "margin", label: "Höchste Siege", list: "match" },
  ],
  districts: [
    { id: "OB", name: "Oberbayern", kreise: [{ id: "MUC", name: "München" }] },
    { id: "NB", name: "Niederbayern", kreise: [{ id: "PA", name: "Passau" }] },
  ],
  teamTypes: [
    { id: 1, name: "Herren" },
    { id: 4, name: "Frauen" },
  ],
  periods: [
    { id: "saison", label: "Saison", name: "Saison 2026/27" },
    { id: "wochenende", label: "Letzter Spieltag", name: null },
  ],
};

describe("statistics selection", () => {
  it("reads an address the form wrote, empty fields meaning 'all'", () => {
    const { selection, invalid } = parseStatisticsSelection(
      {
        statistik: "mannschaften-fairPlay",
        zeitraum: "wochenende",
        bezirk: "OB",
        kreis: "MUC",
        mannschaftsart: "4",
        seite: "3",
      },
      choices,
    );
    expect(invalid).toEqual([]);
    expect(selection).toEqual({
      zeitraum: "wochenende",
      list: "team",
      stats: "fairPlay",
      bezirk: "OB",
      kreis: "MUC",
      mannschaftsart: 4,
      page: 3,
    });
    expect(parseStatisticsSelection({ bezirk: "", kreis: "", mannschaftsart: "" }, choices)).toEqual({
      selection: DEFAULT_SELECTION,
      invalid: [],
    });
  });

  it("drops and names every value the choices do not hold, keeping the rest", () => {
    const { selection, invalid } = parseStatisticsSelection(
      { statistik: "spiele-goals", zeitraum: "jahr", bezirk: "XX", kreis: "MUC", mannschaftsart: "2", seite: "0" },
      choices,
    );
    expect(invalid).toEqual(["Zeitraum", "Statistik", "Bezirk", "Mannschaftsart", "Seite"]);
    // The Kreis stands on its own once its Bezirk was dropped.
    expect(selection).toEqual({ ...DEFAULT_SELECTION, kreis: "MUC" });
  });

  it("refuses a Kreis outside the chosen Bezirk, repeated parameters and malformed pages", () => {
    expect(parseStatisticsSelection({ bezirk: "NB", kreis: "MUC" }, choices).invalid).toEqual(["Kreis"]);
    expect(parseStatisticsSelection({ zeitraum: ["saison", "saison"] }, choices).invalid).toEqual(["Zeitraum"]);
    for (const seite of ["01", "-1", "1.5", "abc", "100000"]) {
      expect(parseStatisticsSelection({ seite }, choices).invalid, seite).toEqual(["Seite"]);
    }
  });

  it("writes the address back without the defaults, so the start view is /statistik", () => {
    expect(statisticsHref(DEFAULT_SELECTION)).toBe("/statistik");
    const params = { statistik: "spieler-appearances", bezirk: "OB", mannschaftsart: "1", seite: "2" };
    const { selection } = parseStatisticsSelection(params, choices);
    const href = statisticsHref(selection);
    expect(href).toBe("/statistik?statistik=spieler-appearances&bezirk=OB&mannschaftsart=1&seite=2");
    const again = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseStatisticsSelection(again, choices).selection).toEqual(selection);
  });

  it("reads the nationwide scorers' address", () => {
    expect(parseNationWideSelection({ mannschaftsart: "1", spielklasse: "104", seite: "2" })).toEqual({
      selection: { mannschaftsart: 1, spielklasse: 104, page: 2 },
      invalid: [],
    });
    expect(parseNationWideSelection({ mannschaftsart: "Herren", spielklasse: "0" }).invalid).toEqual([
      "Mannschaftsart",
      "Spielklasse",
    ]);
    expect(nationWideHref({ mannschaftsart: 1, spielklasse: 104, page: 1 })).toBe(
      "/statistik/bundesweit?mannschaftsart=1&spielklasse=104",
    );
    expect(nationWideHref({ mannschaftsart: 1, spielklasse: 104, page: 3 })).toBe(
      "/statistik/bundesweit?mannschaftsart=1&spielklasse=104&seite=3",
    );
  });

  it("joins field names as German lists them", () => {
    expect(joinGerman(["Bezirk"])).toBe("Bezirk");
    expect(joinGerman(["Bezirk", "Kreis"])).toBe("Bezirk und Kreis");
    expect(joinGerman(["Zeitraum", "Bezirk", "Kreis"])).toBe("Zeitraum, Bezirk und Kreis");
  });
});
