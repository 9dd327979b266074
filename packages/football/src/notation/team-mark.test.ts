import { describe, expect, it } from "vitest";
import { formatKickoffTime } from "./kickoff-time.js";
import { appendTeamMark, getTeamMark, parseTeamMark } from "./team-mark.js";

describe("team marks", () => {
  it("marks teams out of competition and teams withdrawn after the cut-off", () => {
    expect(getTeamMark({ isOutOfCompetition: true })).toBe("oW");
    expect(getTeamMark({ withdrawnOn: "2025-03-01" }, "2025-01-01")).toBe("zg.");
    expect(getTeamMark({ withdrawnOn: "2025-01-01" }, "2025-01-01")).toBe("zg.");
    expect(getTeamMark({ withdrawnOn: "2024-12-31" }, "2025-01-01")).toBeNull();
    expect(getTeamMark({ withdrawnOn: "2025-03-01" })).toBeNull();
    expect(getTeamMark({})).toBeNull();
  });

  it("appends a mark to a name and reads it back, a.K. included", () => {
    expect(appendTeamMark("TSV Musterdorf", "zg.")).toBe("TSV Musterdorf zg.");
    expect(parseTeamMark("TSV Musterdorf zg.")).toEqual({ teamName: "TSV Musterdorf", mark: "zg." });
    expect(parseTeamMark("SC Beispiel II a.K.")).toEqual({ teamName: "SC Beispiel II", mark: "oW" });
    expect(parseTeamMark("FC Ohne")).toEqual({ teamName: "FC Ohne", mark: null });
  });
});

describe("formatKickoffTime", () => {
  it("shows Berlin time, summer and winter, and ** while the time is open", () => {
    expect(formatKickoffTime("2025-01-12T13:00:00Z")).toBe("14:00");
    expect(formatKickoffTime("2025-07-12T13:30:00Z")).toBe("15:30");
    expect(formatKickoffTime("2025-07-12T13:30:00Z", false)).toBe("**");
    expect(formatKickoffTime(null)).toBe("**");
  });
});
