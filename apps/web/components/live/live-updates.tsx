"use client";

import { useEffect } from "react";
import { browserApiUrl } from "@/lib/browser-api";
import {
  applyMatchState,
  applyTable,
  applyTicker,
  type LiveMatchState,
  type LiveTable,
  withCurrentMinute,
} from "./live-dom";

export interface LiveScopes {
  matches?: readonly string[];
  competitions?: readonly string[];
  teams?: readonly string[];
}

/** How often the minute of a running match moves on without an event. */
const CLOCK_TICK_MS = 10_000;

/** The stream's address for what the page shows, through the site's own `/rest`. */
export function liveStreamUrl(scopes: LiveScopes): string | null {
  const spiel = [...(scopes.matches ?? [])];
  const staffel = [...(scopes.competitions ?? [])];
  const teams = [...(scopes.teams ?? [])];
  if (spiel.length + staffel.length + teams.length === 0) return null;
  return browserApiUrl("getLiveStream", { spiel, staffel, "team-id": teams });
}

/** How long live writes wait at most for an idle moment after the page has loaded. */
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Resolves once the page has loaded and the browser is idle, by when React has hydrated nearly every part of the
 * page (`whenLiveTargetsHydrated` makes sure of the rest). A write into a part it has not hydrated yet (another
 * section of the page, streamed later) would not match that part's server HTML: React reports a hydration error
 * (418) and renders the part anew, undoing the write.
 */
export function whenPageSettled(view: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const afterIdle = () => {
      if (typeof view.requestIdleCallback === "function")
        view.requestIdleCallback(() => resolve(), { timeout: SETTLE_TIMEOUT_MS });
      else view.setTimeout(resolve, 200);
    };
    if (view.document.readyState === "complete") afterIdle();
    else view.addEventListener("load", afterIdle, { once: true });
  });
}

/** Every part of a page that live events write into (live-dom.ts). */
const LIVE_TARGETS =
  "[data-live-match],[data-live-ticker],[data-live-ticker-section],[data-live-table],[data-live-announcer]";

/** How often the island looks again for parts React has not hydrated yet. */
const HYDRATION_CHECK_MS = 100;

/**
 * Whether React has hydrated (or rendered) the element: it then keeps the element's fiber under a key that starts
 * with `__reactFiber$`. That key is React's own, not a public interface; a test checks it against the React the
 * site runs (live-updates.test.tsx), and `whenLiveTargetsHydrated` stops waiting when no element has it.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Resolves once React has hydrated every part of the page that live events write into. An idle moment after the
 * load event is not always that moment: a section that streamed in can still wait for its reveal (React reveals
 * them in batches) or for its hydration. At most `SETTLE_TIMEOUT_MS`; at once where React keeps no such key.
 */
export function whenLiveTargetsHydrated(view: Window = window): Promise<void> {
  // Counted, not timed: a clock that jumps (a device waking up) must not cut the wait short.
  let checksLeft = SETTLE_TIMEOUT_MS / HYDRATION_CHECK_MS;
  return new Promise((resolve) => {
    const check = () => {
      const page = view.document;
      const isWaiting =
        isHydrated(page.documentElement) &&
        [...page.querySelectorAll(LIVE_TARGETS)].some((element) => !isHydrated(element));
      if (!isWaiting || checksLeft <= 0) resolve();
      else {
        checksLeft -= 1;
        view.setTimeout(check, HYDRATION_CHECK_MS);
      }
    };
    check();
  });
}

/**
 * The page's one live island: it follows the matches, competitions and teams the page shows and writes each event
 * into the page as it arrives (score, state, minute, ticker, live table), with no reload and no polling. The cached
 * page beneath stays as it is and is rendered anew at its own pace. The browser reconnects by itself and says which
 * event it saw last, so nothing in between is lost.
 */
export function LiveUpdates({ scopes, announce = false }: { scopes: LiveScopes; announce?: boolean }) {
  const url = liveStreamUrl(scopes);
  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    const states = new Map<string, LiveMatchState>();
    // Events that arrive before the page has settled wait for it, in their order; none is written once the
    // island is gone (the page it would write into may be another one by then).
    const settled = whenPageSettled().then(() => whenLiveTargetsHydrated());
    let stopped = false;
    const write = (change: () => void) =>
      void settled.then(() => {
        if (!stopped) change();
      });
    // The server's clock may differ from the device's (and over the demo association, by days).
    let offsetMs = 0;
    const announcer = announce ? document.querySelector<HTMLElement>("[data-live-announcer]") : null;
    source.addEventListener("match", (event) => {
      const state = JSON.parse((event as MessageEvent<string>).data) as LiveMatchState;
      offsetMs = new Date(state.serverTime).getTime() - Date.now();
      states.set(state.matchId, state);
      write(() => {
        const hasScoreChanged = applyMatchState(document, state);
        applyTicker(document, state);
        if (announcer && hasScoreChanged && state.ticker) announcer.textContent = state.ticker.text;
      });
    });
    source.addEventListener("table", (event) => {
      const table = JSON.parse((event as MessageEvent<string>).data) as LiveTable;
      write(() => applyTable(document, table));
    });
    const tick = setInterval(() => {
      const now = new Date(Date.now() + offsetMs);
      for (const state of states.values()) {
        if (state.live) write(() => applyMatchState(document, withCurrentMinute(state, now)));
      }
    }, CLOCK_TICK_MS);
    return () => {
      stopped = true;
      clearInterval(tick);
      source.close();
    };
  }, [url, announce]);
  return null;
}
