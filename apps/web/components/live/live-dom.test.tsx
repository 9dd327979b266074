// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MatchList } from "../matches/match-list";
import type { Match } from "../matches/match-types";
import { StandingsTable } from "../tables/standings-table";
import { applyMatchState, applyTable, applyTicker, withCurrentMinute } from "./live-dom";
import { scheduled, state } from "./live-test-data";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

describe("a match list as live events reach it", () => {
  it("shows the running score and the live chip of a match that kicked off after the page was made", () => {
    const { container } = render(<MatchList matches={[scheduled]} label="Heute" />);
    const row = container.querySelector("[data-live-match='M1']")!;
    expect(row.querySelector("[data-live-state]")!.hasAttribute("hidden")).toBe(true);
    expect(applyMatchState(container, state())).toBe(true);
    expect(row.querySelector("[data-live-score]")!.textContent).toBe("1:0");
    const chip = row.querySelector("[data-live-state]")!;
    expect(chip.hasAttribute("hidden")).toBe(false);
    expect(chip.textContent).toContain("Live 10'");
    expect(chip.textContent).toContain("Live, 10. Minute");
    expect(applyMatchState(container, state())).toBe(false);
  });

  it("leaves the page's own chip in place when a state says what the page shows", () => {
    const running = {
      ...scheduled,
      matchStatus: "live",
      live: true,
      liveMinute: 10,
      timeState: "first_half",
      homeGoals: 1,
      guestGoals: 0,
      result: { ...scheduled.result, text: "1:0" },
    } as Match;
    const { container } = render(<MatchList matches={[running]} label="Heute" />);
    const chip = container.querySelector("[data-live-state] .status-chip");
    expect(chip?.textContent).toContain("Live 10'");
    applyMatchState(container, state());
    expect(container.querySelector("[data-live-state] .status-chip")).toBe(chip);
    applyMatchState(container, state({ liveMinute: 11 }));
    expect(container.querySelector("[data-live-state] .status-chip")?.textContent).toContain("Live 11'");
  });

  it("moves the minute on from when the phase began, by the server's clock", () => {
    const later = withCurrentMinute(state(), new Date("2026-11-22T14:31:30Z"));
    expect(later).toMatchObject({ liveMinute: 32, liveAddedMinute: null });
    expect(withCurrentMinute(state({ timeState: "halftime" }), new Date("2026-11-22T14:55:00Z")).liveMinute).toBe(45);
  });

  it("runs a match nobody reports from its kickoff: on in the half, still in the break, over at the whistle", () => {
    const unreported = state({
      phaseStartedAt: null,
      kickoffAt: "2026-11-22T14:00:00Z",
      scheduledFormat: {
        matchMinutes: 90,
        halftimeBreak: 15,
        addedTimePerHalf: 2,
        extraTimeMinutes: 0,
        breakBeforeExtraTime: 5,
        extraTimeHalftimeBreak: 1,
        penaltiesMinutes: 0,
      },
    });
    const at = (minutes: number) =>
      withCurrentMinute(unreported, new Date(Date.parse("2026-11-22T14:00:00Z") + minutes * 60_000));
    expect(at(30)).toMatchObject({ live: true, timeState: "first_half", liveMinute: 31, result: "1:0 live 31'" });
    expect(at(50)).toMatchObject({ live: true, timeState: "halftime" });
    expect(at(55).liveMinute).toBe(at(50).liveMinute);
    expect(at(80)).toMatchObject({ live: true, timeState: "second_half", liveMinute: 64 });
    expect(at(200)).toMatchObject({ live: false, timeState: "full_time", liveMinute: null, result: "1:0" });
    const { container } = render(<MatchList matches={[scheduled]} label="Heute" />);
    applyMatchState(container, at(80));
    expect(container.querySelector("[data-live-state]")!.textContent).toContain("Live 64'");
    applyMatchState(container, at(50));
    expect(container.querySelector("[data-live-state]")!.textContent).toContain("Halbzeit");
  });

  it("leaves a finished match without a chip in lists, as the page renders it", () => {
    const { container } = render(<MatchList matches={[scheduled]} label="Heute" />);
    applyMatchState(container, state({ live: false, status: "finished", result: "2:1", homeGoals: 2, guestGoals: 1 }));
    expect(container.querySelector("[data-live-score]")!.textContent).toBe("2:1");
    expect(container.querySelector("[data-live-state]")!.hasAttribute("hidden")).toBe(true);
  });
});

describe("a ticker as live events reach it", () => {
  it("puts a new entry on top once, writes it as text, and takes an undone one out", () => {
    document.body.innerHTML =
      '<section data-live-ticker-section hidden><ol data-live-ticker="M1"><li data-ticker-id="old">alt</li></ol></section>';
    const entry = {
      id: "new",
      minute: 12,
      addedMinute: null,
      text: "<b>Tor</b> für A!",
      createdAt: "2026-11-22T14:12:00Z",
    };
    applyTicker(document, state({ ticker: entry }));
    applyTicker(document, state({ ticker: entry }));
    const items = document.querySelectorAll("[data-live-ticker] li");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toBe("12. Min. <b>Tor</b> für A!");
    expect(document.querySelector("b")).toBeNull();
    expect(document.querySelector("[data-live-ticker-section]")!.hasAttribute("hidden")).toBe(false);
    applyTicker(document, state({ ticker: null, removedTickerId: "new" }));
    expect(
      [...document.querySelectorAll("[data-live-ticker] li")].map((item) => item.getAttribute("data-ticker-id")),
    ).toEqual(["old"]);
  });
});

describe("a live table as live events reach it", () => {
  const entry = (id: string, position: number, points: number) => ({
    position,
    teamId: id,
    teamPermanentId: `P${id}`,
    teamName: `Team ${id}`,
    clubId: `C${id}`,
    clubName: `Team ${id}`,
    clubLogoId: null,
    clubLogoURL: null,
    matchesPlayed: 10,
    matchesWon: 3,
    matchesDrawn: 1,
    matchesLost: 6,
    goalsPlus: 12,
    goalsMinus: 15,
    goalDifference: -3,
    points,
    pointsDeducted: 0,
    pointsQuotient: 1,
    trend: "same",
    live: false,
    zone: position === 1 ? "promotion" : "none",
    sharedPlace: false,
    mark: null,
  });
  const table = {
    compoundId: "C-G",
    variant: "live",
    matchday: null,
    isFinalTable: false,
    rankedBy: "points",
    live: true,
    entries: [entry("A", 1, 20), entry("B", 2, 19)],
    unranked: [],
    promotionCount: 1,
    promotionPlayoffCount: 0,
    relegationPlayoffCount: 0,
    relegationCount: 0,
    goalsTotal: 0,
    matchesTotal: 0,
    comment: "",
  } as never;

  it("writes the figures, reorders the teams and keeps the zones with the places", () => {
    const { container } = render(<StandingsTable table={table} caption="Live" liveCompetitionId="C-G" />);
    applyTable(container, {
      competitionId: "C-G",
      live: true,
      entries: [
        { ...entry("B", 1, 22), teamPermanentId: "PB", live: true },
        { ...entry("A", 2, 20), teamPermanentId: "PA", live: true },
      ],
    });
    const rows = [...container.querySelectorAll("tbody tr")];
    expect(rows.map((row) => row.getAttribute("data-team"))).toEqual(["PB", "PA"]);
    expect(rows[0]!.querySelector("[data-col='points']")!.textContent).toBe("22");
    expect(rows[0]!.querySelector("[data-col='position']")!.textContent).toContain("1.");
    expect(rows[0]!.classList.contains("standings__row--promotion")).toBe(true);
    expect(rows[1]!.classList.contains("standings__row--promotion")).toBe(false);
    expect(rows[0]!.querySelector("[data-live-row-chip]")!.hasAttribute("hidden")).toBe(false);
  });

  it("leaves a table alone that is not the competition's live table", () => {
    const { container } = render(<StandingsTable table={table} caption="Gesamt" />);
    applyTable(container, {
      competitionId: "C-G",
      live: true,
      entries: [{ ...entry("B", 1, 22), teamPermanentId: "PB", live: true }],
    });
    expect(container.querySelector("tbody tr")!.getAttribute("data-team")).toBe("PA");
  });
});
