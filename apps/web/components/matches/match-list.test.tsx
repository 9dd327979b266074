// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduled } from "../live/live-test-data";
import { MatchList } from "./match-list";
import type { Match } from "./match-types";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

const timeOpen = { ...scheduled, id: "M2", kickoff: "2026-11-22T23:00:00Z", kickoffTimeKnown: false } as Match;

describe("a match list's kickoff times", () => {
  it("marks an open kickoff time with `**`, says it in words to screen readers and explains it below the list", () => {
    const { container } = render(<MatchList matches={[scheduled, timeOpen]} label="Spiele" />);
    const times = [...container.querySelectorAll(".match-row__time")];
    expect(times.map((time) => time.textContent)).toEqual(["15:00", "**Anstoß offen"]);
    expect(times[1]!.querySelector("[aria-hidden='true']")?.textContent).toBe("**");
    expect(times[1]!.querySelector(".visually-hidden")?.textContent).toBe("Anstoß offen");
    // The explanation shows to every reader, also on touch, where a title would not.
    expect(screen.getByText("Anstoßzeit steht noch nicht fest").textContent).toBe(
      "** Anstoßzeit steht noch nicht fest",
    );
    expect(container.querySelector("abbr[title]")).toBeNull();
  });

  it("explains nothing when every kickoff time is known", () => {
    render(<MatchList matches={[scheduled]} label="Spiele" />);
    expect(screen.queryByText(/Anstoßzeit steht noch nicht fest/)).toBeNull();
  });
});
