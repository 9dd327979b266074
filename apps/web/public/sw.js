// The site's service worker does three things.
// - Pages arrive by navigation preload: the browser loads them as it would without a service worker (same request,
//   same caching, a fresh nonce each time); the worker never answers from a copy while the network answers.
// - It keeps a copy of the last pages a visitor read (PAGES_KEPT at most, the oldest going first) and of the files
//   they need (ASSETS_KEPT at most), so that offline a visited page opens as it was, with the time it was saved
//   (the page's frame shows it, see components/frame/service-worker.tsx). A page never read shows the offline page
//   (offline.html). Pages of the account area are never kept, and signing out removes every kept page.
// - It shows the web push messages a fan asked for (a goal, kickoff, full time …) and opens the match on a tap.
const CACHE = "bafv-offline-v1";
const PAGES = "bafv-pages-v1";
const ASSETS = "bafv-assets-v1";
const OFFLINE_PAGE = "/offline.html";
/** The budget of the copies: about 40 pages of 60 KB and 200 files (scripts, styles, icons, crests). */
const PAGES_KEPT = 40;
const ASSETS_KEPT = 200;
const SAVED_AT = "x-spielfeld-saved-at";
/** Pages that belong to one person or to a step of signing in: never kept. */
const PERSONAL =
  /^\/(mein-account|profil-bearbeiten|login|logout|registrieren|passwort-vergessen|konto-geloescht|einwilligung-eltern)(\/|$)/;
/** Files a kept page needs: the framework's (named by their content), the site's icons and the crests. */
const ASSET = /^\/(_next\/static\/|icons\/|images\/|rest\/v1\/public\/getMediaImage\/)/;

/** Which window was given which kept copy (its saved time), asked for by the page's frame. */
const servedCopies = new Map();

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const current = [CACHE, PAGES, ASSETS];
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !current.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

/** Keeps at most `limit` entries in a cache, the oldest (first put) going first. */
async function trim(name, limit) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/** A copy of a page as it was read, with the time it was saved. */
async function keepPage(request, response) {
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html")) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const copy = new Response(await response.blob(), { status: 200, statusText: "OK", headers });
  const cache = await caches.open(PAGES);
  // Put again, a page moves to the end: the oldest-read pages go first.
  await cache.delete(request.url);
  await cache.put(request.url, copy);
  await trim(PAGES, PAGES_KEPT);
}

async function navigate(event) {
  const url = new URL(event.request.url);
  const isPersonal = PERSONAL.test(url.pathname);
  // Signing out forgets every page read while signed in.
  if (url.pathname === "/logout") event.waitUntil(caches.delete(PAGES));
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (event.request.method === "GET" && !isPersonal && url.origin === self.location.origin) {
      event.waitUntil(keepPage(event.request, response.clone()).catch(() => {}));
    }
    return response;
  } catch {
    const kept = isPersonal ? undefined : await caches.match(event.request.url, { cacheName: PAGES });
    if (kept) {
      if (servedCopies.size >= 100) servedCopies.clear();
      if (event.resultingClientId) servedCopies.set(event.resultingClientId, kept.headers.get(SAVED_AT));
      return kept;
    }
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

/** The framework's files, icons and crests: from the network, kept for offline reading; the copy only offline. */
async function asset(request) {
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      caches
        .open(ASSETS)
        .then((cache) => cache.put(request, copy))
        .then(() => trim(ASSETS, ASSETS_KEPT))
        .catch(() => {});
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: ASSETS });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  if (event.request.mode === "navigate") {
    event.respondWith(navigate(event));
    return;
  }
  const url = new URL(event.request.url);
  if (event.request.method === "GET" && url.origin === self.location.origin && ASSET.test(url.pathname)) {
    event.respondWith(asset(event.request));
  }
});

/** The page's frame asks whether it is a kept copy, and from when. */
self.addEventListener("message", (event) => {
  if (event.data?.type !== "saved-at" || !event.source) return;
  const savedAt = servedCopies.get(event.source.id) ?? null;
  servedCopies.delete(event.source.id);
  event.source.postMessage({ type: "saved-at", savedAt });
});

self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data?.json();
  } catch {
    return;
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body ?? "",
      tag: message.tag,
      renotify: Boolean(message.tag),
      icon: "/icons/icon-192.png",
      lang: "de",
      data: { url: message.url ?? "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only the site's own pages: a message cannot send anyone elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
