"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { t } from "../../lib/i18n/messages";

/**
 * A bar from the start of a route change until it completes, fails or is cancelled. The App Router has no
 * route events, so a click on an internal link (or history navigation) starts it and the new location ends it;
 * a navigation that never arrives (cancelled or failed) ends it after a grace period.
 */
export function LoadingBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isLoading, setLoading] = useState(false);
  const timeout = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const start = () => {
      setLoading(true);
      if (timeout.current) clearTimeout(timeout.current);
      timeout.current = setTimeout(() => setLoading(false), 10_000);
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
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new location is what ends the loading state.
  useEffect(() => {
    setLoading(false);
    if (timeout.current) clearTimeout(timeout.current);
  }, [pathname, searchParams]);
  return isLoading ? <div className="loading-bar" role="progressbar" aria-label={t("loading.label")} /> : null;
}
