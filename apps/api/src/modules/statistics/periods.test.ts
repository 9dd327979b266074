import { describe, expect, it } from "vitest";
import { definePeriods, formatDayRange, isSamePeriod } from "./periods.js";

const season = { id: "2627", startsOn: "2026-07-01", endsOn: "2027-06-30" };

describe("statistics periods", () => {
  it("names the season, the month and the weekend of the last finished matches", () => {
    const periods = definePeriods({ season, lastPlayedDay: "2026-11-25", lastPlayedWeekendDay: "2026-11-22" });
    expect(periods).toEqual([
      { zeitraum: "saison", seasonId: "2627", startsOn: "2026-07-01", endsOn: "2027-06-30", name: "Saison 2026/27" },
      { zeitraum: "monat", seasonId: "2627", startsOn: "2026-11-01", endsOn: "2026-11-30", name: "November 2026" },
      {
        zeitraum: "wochenende",
        seasonId: "2627",
        startsOn: "2026-11-20",
        endsOn: "2026-11-22",
        name: "Letzter Spieltag 20.–22.11.2026",
      },
    ]);
  });

  it("takes Friday to Sunday around any weekend day, across months and years", () => {
    const weekend = (day: string) =>
      definePeriods({ season, lastPlayedDay: day, lastPlayedWeekendDay: day }).find((p) => p.zeitraum === "wochenende");
    expect(weekend("2026-10-30")?.name).toBe("Letzter Spieltag 30.10.–01.11.2026");
    expect(weekend("2027-01-02")?.name).toBe("Letzter Spieltag 01.–03.01.2027");
    expect(weekend("2027-01-01")?.startsOn).toBe("2027-01-01");
    expect(formatDayRange("2026-12-31", "2027-01-02")).toBe("31.12.2026–02.01.2027");
    expect(definePeriods({ season, lastPlayedDay: "2027-02-10", lastPlayedWeekendDay: null })[1]?.name).toBe(
      "Februar 2027",
    );
  });

  it("has only the season before a match is finished, and compares periods by their days", () => {
    const [only, ...rest] = definePeriods({ season, lastPlayedDay: null, lastPlayedWeekendDay: null });
    expect(rest).toEqual([]);
    expect(isSamePeriod(only, { ...only!, name: "anders" })).toBe(true);
    expect(isSamePeriod(only, { ...only!, endsOn: "2027-06-29" })).toBe(false);
    expect(isSamePeriod(undefined, only)).toBe(false);
  });
});
