"use client";

import { useEffect } from "react";

/** Registers public/sw.js, which shows the offline page when a page cannot be loaded for want of a connection. */
export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before, only without its offline page.
    });
  }, []);
  return null;
}
