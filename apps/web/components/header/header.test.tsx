// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteNamesProvider } from "../frame/site-names";
import { NAVIGATION, prepareNavigation } from "../navigation/navigation-config";
import { ToastProvider } from "../ui/toast";
import { HEADER_REVEAL_DISTANCE, Header } from "./header";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(cleanup);

function renderHeader() {
  render(
    <ToastProvider>
      <Header user={null} navigation={prepareNavigation(NAVIGATION)} />
    </ToastProvider>,
  );
  return screen.getByRole("button", { name: "Menü" });
}

const press = (key: string, options: { shiftKey?: boolean } = {}) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...options }));
  });

describe("the phone menu", () => {
  it("takes the focus, keeps it inside while open and returns it to the menu button on Escape", () => {
    const menuButton = renderHeader();
    fireEvent.click(menuButton);
    const dialog = screen.getByRole("dialog", { name: "Menü" });
    const close = screen.getByRole("button", { name: "Menü schließen" });
    expect(document.activeElement).toBe(close);
    // Shift+Tab from the first control goes round to the last one, Tab from there back to the first.
    press("Tab", { shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    press("Tab");
    expect(document.activeElement).toBe(close);
    press("Escape");
    expect(screen.queryByRole("dialog", { name: "Menü" })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it("gives search, menu and more actions accessible names while showing only icons", () => {
    renderHeader();
    for (const name of ["Suche / Vereine", "Menü", "Weitere Aktionen"]) {
      const button = screen.getByRole("button", { name });
      expect(button.textContent).toBe("");
    }
  });
});

describe("hiding on scroll", () => {
  const header = () => screen.getByTestId("site-header");
  /** Moves the page to `y`; with `event`, the scroll event follows at once (a browser sends it at its next frame). */
  const scrollTo = (y: number, event = true) =>
    act(() => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      if (event) window.dispatchEvent(new Event("scroll"));
    });

  afterEach(() => scrollTo(0, false));

  it("hides past the reveal distance going down, shows going up and near the top", () => {
    renderHeader();
    scrollTo(HEADER_REVEAL_DISTANCE);
    expect(header().className).not.toContain("site-header--hidden");
    scrollTo(600);
    expect(header().className).toContain("site-header--hidden");
    scrollTo(500);
    expect(header().className).not.toContain("site-header--hidden");
    scrollTo(900);
    expect(header().className).toContain("site-header--hidden");
    scrollTo(HEADER_REVEAL_DISTANCE - 50);
    expect(header().className).not.toContain("site-header--hidden");
  });

  it("a page scrolled before the header came to life hides it, and the scroll's late event keeps it hidden", () => {
    scrollTo(600, false);
    renderHeader();
    expect(header().className).toContain("site-header--hidden");
    scrollTo(600);
    expect(header().className).toContain("site-header--hidden");
  });
});

describe("the association's names", () => {
  it("come from the configuration the frame hands down: the wordmark and the name of the link home", () => {
    render(
      <SiteNamesProvider names={{ name: "Fußball-Verband Musterland", shortName: "FVM" }}>
        <ToastProvider>
          <Header user={null} navigation={prepareNavigation(NAVIGATION)} />
        </ToastProvider>
      </SiteNamesProvider>,
    );
    const home = screen.getByRole("link", { name: "FVM – Startseite: Fußball-Verband Musterland" });
    // The link's name starts with the words it shows (WCAG 2.5.3).
    expect(home.textContent).toBe("FVM");
    expect(screen.queryByText("BAFV")).toBeNull();
  });
});
