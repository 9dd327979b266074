import { operationUrl } from "@spielfeld/api-client";
import { describe, expect, it } from "vitest";
import { calendarAddresses } from "./calendar-links";

describe("calendar addresses", () => {
  it("subscribes with webcal:// on the site's host and downloads through /rest", () => {
    const download = operationUrl("getTeamCalendar", { "team-id": "ABC" }, "/rest");
    const feed = { operation: "getTeamCalendar", parameters: { "team-id": "ABC" } } as const;
    expect(calendarAddresses(feed, "https://www.example.de")).toEqual({
      subscribe: `webcal://www.example.de${download}`,
      download,
    });
    expect(calendarAddresses(feed, "http://127.0.0.1:3420").subscribe).toBe(`webcal://127.0.0.1:3420${download}`);
  });

  it("names the feed's own call and parameters", () => {
    const feed = { operation: "getCompetitionCalendar", parameters: { staffel: "C-1" } } as const;
    expect(calendarAddresses(feed, "https://www.example.de").download).toBe(
      operationUrl("getCompetitionCalendar", { staffel: "C-1" }, "/rest"),
    );
  });
});
