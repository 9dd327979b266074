// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HighestResults } from "./team-record";
import type { TeamStatistics } from "./team-types";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

type HighestMatch = NonNullable<TeamStatistics["highestWin"]>;

const match = (id: string, homeGoals: number, guestGoals: number, result: Partial<HighestMatch["result"]>) =>
  ({
    id,
    homeTeam: { name: "TuS München" },
    guestTeam: { name: "ASV 1923 München" },
    homeGoals,
    guestGoals,
    kickoff: "2026-10-03T12:30:00Z",
    result: {
      text: `${homeGoals}:${guestGoals}`,
      decisionMark: null,
      period: "regular",
      countsInTable: true,
      ...result,
    },
  }) as unknown as HighestMatch;

describe("a team's highest results", () => {
  it("names the score after regular time they are ranked by, and the result where the match went on", () => {
    render(
      <HighestResults
        highest={{
          highestWin: match("W", 5, 1, {}),
          highestDraw: match("D", 3, 3, { text: "8:6 nE", period: "penalties" }),
          highestLost: null,
        }}
      />,
    );
    expect(screen.getByRole("link", { name: "TuS München – ASV 1923 München 5:1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "TuS München – ASV 1923 München 3:3 (8:6 nE)" })).toBeTruthy();
    expect(screen.getByText("Höchste Niederlage").nextElementSibling?.textContent).toBe("–");
  });
});
