"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n/messages";

/** How long a navigation that never arrives (cancelled or failed) keeps the bar. */
const GRACE_MS = 10_000;

/**
 * A bar from the start of a route change until it completes, fails or is cancelled. The App Router has no
 * route events, so a click on an internal link (or history navigation) starts it and the new location ends it;
 * a navigation that never arrives (cancelled or failed) ends it after a grace period.
 *
 * The listeners are attached in the frame's first commit, together with the links' own handlers: a click that
 * the router handles is always seen. Only the part that reads the search parameters sits in a suspense boundary
 * (on a prerendered page it renders on the client only, later than the rest).
 */
export function LoadingBar() {
  const [isLoading, setLoading] = useState(false);
  const timeout = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The location last rendered, and the one a running navigation started from. */
  const shown = useRef<string | null>(null);
  const from = useRef<string | null>(null);
  useLayoutEffect(() => {
    shown.current ??= locationKey(window.location.pathname, new URLSearchParams(window.location.search));
    const start = () => {
      from.current = shown.current;
      setLoading(true);
      if (timeout.current) clearTimeout(timeout.current);
      timeout.current = setTimeout(() => {
        from.current = null;
        setLoading(false);
      }, GRACE_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      start();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", start);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", start);
      if (timeout.current) clearTimeout(timeout.current);
    };
  }, []);
  const onLocation = useCallback((location: string) => {
    shown.current = location;
    if (from.current === null || from.current === location) return;
    from.current = null;
    setLoading(false);
    if (timeout.current) clearTimeout(timeout.current);
  }, []);
  return (
    <>
      <Suspense fallback={null}>
        <LocationWatch onLocation={onLocation} />
      </Suspense>
      {isLoading ? <div className="loading-bar" role="progressbar" aria-label={t("loading.label")} /> : null}
    </>
  );
}

/** Reports the rendered location (path and search) each time it changes, the first time included. */
function LocationWatch({ onLocation }: { onLocation: (location: string) => void }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const location = locationKey(pathname, searchParams);
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/** One spelling of a location, whichever way its search parameters were encoded. */
function locationKey(pathname: string, searchParams: URLSearchParams): string {
  const search = searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}
