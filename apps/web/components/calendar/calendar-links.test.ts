import { describe, expect, it } from "vitest";
import { calendarAddresses } from "./calendar-links";

describe("calendar addresses", () => {
  it("subscribes with webcal:// on the site's host and downloads through /rest", () => {
    const path = "/v1/public/getTeamCalendar/team-id/ABC";
    expect(calendarAddresses(path, "https://www.example.de")).toEqual({
      subscribe: "webcal://www.example.de/rest/v1/public/getTeamCalendar/team-id/ABC",
      download: "/rest/v1/public/getTeamCalendar/team-id/ABC",
    });
    expect(calendarAddresses(path, "http://127.0.0.1:3420").subscribe).toBe(
      "webcal://127.0.0.1:3420/rest/v1/public/getTeamCalendar/team-id/ABC",
    );
  });
});
