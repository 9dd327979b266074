// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Navigation } from "./navigation";
import { NAVIGATION, type NavigationItem, prepareNavigation } from "./navigation-config";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(cleanup);

const items = prepareNavigation(NAVIGATION);
const dropdowns = items.filter((item) => !item.isPlainLink);

function openDropdown(title: string) {
  render(<Navigation items={items} variant="desktop" />);
  fireEvent.click(screen.getByRole("button", { name: title }));
  return screen.getByRole("navigation");
}

/** Every link target of a dropdown: the teaser's, the overview's, the sub entries' (all levels) and the top links. */
function targetsOf(item: NavigationItem): string[] {
  const subs = (entries: NavigationItem[] = []): string[] =>
    entries.flatMap((entry) => [entry.link, ...subs(entry.sublinks)]);
  return [...subs(item.sublinks), ...(item.toplinks ?? []).map((link) => link.link)];
}

describe("the navigation's dropdowns", () => {
  it.each(dropdowns.map((item) => [item.navigationTitle, item.link]))(
    "'Übersicht %s' opens the section's overview page %s",
    (title, link) => {
      const nav = openDropdown(title);
      expect(
        within(nav)
          .getByRole("link", { name: `Übersicht ${title}` })
          .getAttribute("href"),
      ).toBe(link);
    },
  );

  it("names no page twice within one dropdown", () => {
    for (const item of dropdowns) {
      const targets = targetsOf(item);
      expect(new Set(targets).size, item.navigationTitle).toBe(targets.length);
    }
  });

  it("lists Kontakt once under 'Der Verband', and Marktplatz leads to the marketplace's overview", () => {
    const nav = openDropdown("Der Verband");
    expect(within(nav).getAllByRole("link", { name: "Kontakt" })).toHaveLength(1);
    expect(within(nav).getByRole("link", { name: "Marktplatz" }).getAttribute("href")).toBe("/marktplatz");
  });

  it("keeps the teaser's own link on its headline", () => {
    const nav = openDropdown("Spielbetrieb & Verbandsleben");
    expect(within(nav).getByRole("link", { name: "Vereinswechsel leicht gemacht" }).getAttribute("href")).toBe(
      "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel",
    );
  });
});
