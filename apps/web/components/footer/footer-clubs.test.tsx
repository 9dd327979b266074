// @vitest-environment happy-dom
import { operationUrl } from "@spielfeld/api-client";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getTopClubs } from "@/lib/api/top-clubs";
import { resetEnvironment } from "@/lib/env";
import { FooterClubs } from "./footer-clubs";
import { FOOTER } from "./footer-config";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// The data seam stands in for the API; what it answers is tested against the API in e2e/tests/favourites-and-navigation.
vi.mock("../../lib/api/top-clubs", () => ({ getTopClubs: vi.fn() }));

beforeEach(() => {
  vi.stubEnv("IMAGE_SERVER_URL", "/rest");
  resetEnvironment();
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  resetEnvironment();
});

describe("the footer's top clubs", () => {
  it("lead to the clubs' pages on this site, in the same tab", async () => {
    vi.mocked(getTopClubs).mockResolvedValue([
      { id: "K1", name: "TSV Übersee 1921", logoId: "L1" },
      { id: "K2", name: "FC Ötting", logoId: null },
    ]);
    render((await FooterClubs(FOOTER.clubs))!);
    expect(getTopClubs).toHaveBeenCalledWith(8);
    const section = screen.getByRole("region", { name: "Top-Vereine" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["TSV Übersee 1921", "/vereine/tsv-uebersee-1921/K1", null],
      ["FC Ötting", "/vereine/fc-oetting/K2", null],
    ]);
    // Each with its crest (a neutral shield where the club keeps it private).
    expect(links[0]!.querySelector("img")?.getAttribute("src")).toBe(
      operationUrl("getMediaImage", { id: "L1", width: 64 }, "/rest"),
    );
    expect(links[1]!.querySelector("svg.crest--placeholder")).not.toBeNull();
  });

  it("are left out when the API cannot be reached", async () => {
    vi.mocked(getTopClubs).mockRejectedValue(new Error("connect ECONNREFUSED"));
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await FooterClubs(FOOTER.clubs)).toBeNull();
    expect(String(stderr.mock.calls[0]?.[0])).toContain("footer: top clubs");
    stderr.mockRestore();
  });
});
