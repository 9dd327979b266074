// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingBar } from "./loading-bar";

/** The location the router renders, which the test moves as a navigation would. */
const router = vi.hoisted(() => ({
  pathname: "/textsuche",
  search: "",
  pending: null as Promise<void> | null,
  /** The same object for the same parameters, as Next.js keeps it between renders. */
  searchParams: new Map<string, URLSearchParams>(),
}));
vi.mock("next/navigation", () => ({
  usePathname: () => router.pathname,
  useSearchParams: () => {
    // On a prerendered page the search parameters are known on the client only, after the rest has hydrated.
    if (router.pending) throw router.pending;
    const known = router.searchParams.get(router.search) ?? new URLSearchParams(router.search);
    router.searchParams.set(router.search, known);
    return known;
  },
}));

/** Renders the frame's bar beside a few links, on a page whose address is the router's. */
function renderPage() {
  window.history.replaceState(null, "", router.pathname + (router.search ? `?${router.search}` : ""));
  const page = () => (
    <>
      <LoadingBar />
      <a href="/">Startseite</a>
      <a href="/textsuche?query=Pokal">Suche nach Pokal</a>
      <a href="/textsuche">Diese Seite</a>
      <a href="https://example.org/">Woanders</a>
      <a href="/news" target="_blank" rel="noreferrer">
        Neues Fenster
      </a>
    </>
  );
  const view = render(page());
  /** The router arrives at a new location: the address changes and the frame renders anew. */
  const arrive = (pathname: string, search = "") => {
    router.pathname = pathname;
    router.search = search;
    window.history.pushState(null, "", pathname + (search ? `?${search}` : ""));
    act(() => view.rerender(page()));
  };
  return { arrive };
}

/** A plain click on a link, which the test keeps from leaving the page (the router would take it over). */
function click(name: string, init: MouseEventInit = {}) {
  const link = screen.getByRole("link", { name });
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  act(() => {
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
}

const bar = () => screen.queryByRole("progressbar", { name: "Seite wird geladen" });

beforeEach(() => {
  router.pathname = "/textsuche";
  router.search = "";
  router.pending = null;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the loading bar", () => {
  it("runs from a click on an internal link until the new page arrives", () => {
    const { arrive } = renderPage();
    expect(bar()).toBeNull();
    click("Startseite");
    expect(bar()).not.toBeNull();
    arrive("/");
    expect(bar()).toBeNull();
  });

  it("sees a click before the search parameters are known, and the page it leads to ends it", async () => {
    let known: () => void = () => {};
    router.pending = new Promise<void>((resolve) => {
      known = resolve;
    });
    renderPage();
    click("Startseite");
    expect(bar()).not.toBeNull();
    router.pathname = "/";
    router.pending = null;
    await act(async () => known());
    expect(bar()).toBeNull();
  });

  it("runs until the search parameters arrive when only they change", () => {
    const { arrive } = renderPage();
    click("Suche nach Pokal");
    expect(bar()).not.toBeNull();
    arrive("/textsuche", "query=Pokal");
    expect(bar()).toBeNull();
  });

  it("does not start for the page itself, other sites, new windows or clicks with a modifier", () => {
    renderPage();
    click("Diese Seite");
    click("Woanders");
    click("Neues Fenster");
    click("Startseite", { ctrlKey: true });
    click("Startseite", { button: 1 });
    expect(bar()).toBeNull();
  });

  it("runs on history navigation until the location the browser went back to is rendered", () => {
    const { arrive } = renderPage();
    click("Startseite");
    arrive("/");
    // The browser has already changed the address when it reports the step back; the page follows.
    window.history.pushState(null, "", "/textsuche");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(bar()).not.toBeNull();
    arrive("/textsuche");
    expect(bar()).toBeNull();
  });

  it("ends by itself when a navigation never arrives", () => {
    vi.useFakeTimers();
    renderPage();
    click("Startseite");
    expect(bar()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(bar()).toBeNull();
  });
});
