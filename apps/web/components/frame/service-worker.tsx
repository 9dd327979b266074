"use client";

import { useEffect, useState } from "react";
import { lazy } from "@/lib/lazy";

const savedTime = lazy(
  () => new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }),
);

/**
 * Registers public/sw.js, which keeps the pages a visitor read for reading offline and shows the offline page for
 * the others. A page opened from such a copy says so, with the time it was saved ("Stand").
 */
export function ServiceWorker() {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before, only without its offline copies.
    });
    const onMessage = (event: MessageEvent<{ type?: string; savedAt?: string | null }>) => {
      if (event.data?.type !== "saved-at" || !event.data.savedAt) return;
      const time = new Date(event.data.savedAt);
      if (!Number.isNaN(time.getTime())) setSavedAt(time);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    navigator.serviceWorker.controller?.postMessage({ type: "saved-at" });
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, []);
  if (!savedAt) return null;
  return (
    <p className="offline-copy" role="status">
      Du bist offline. Das ist die gespeicherte Fassung dieser Seite, Stand {savedTime().format(savedAt)} Uhr.
    </p>
  );
}
