"use client";

import { useEffect } from "react";

/** Registers public/sw.js, which shows the offline page when a page cannot be loaded (production builds only). */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before, only without its offline page.
    });
  }, []);
  return null;
}
