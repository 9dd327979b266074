import { mkdtempSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);
const SiteCache = require("./cache-handler.cjs");
const { nodeFs } = require("next/dist/server/lib/node-fs-methods");
// The settings module as the cache handler loads it (Node.js's own `require`, as Next.js does), not vitest's copy.
const { resetSettings } = require("./settings.mjs");

/** Sets a variable as if the process had started with it: the settings are read once per process. */
function startWith(name: string, value: string) {
  vi.stubEnv(name, value);
  resetSettings();
}

function page(status: number) {
  return {
    kind: "APP_PAGE",
    html: "<html></html>",
    rscData: Buffer.from(""),
    headers: {},
    status,
    postponed: undefined,
  };
}

function newCache(distDir = mkdtempSync(path.join(os.tmpdir(), "web-cache-"))) {
  return new SiteCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    serverDistDir: distDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
    _requestHeaders: {},
  });
}

beforeEach(() => startWith("IMAGE_SERVER_URL", "/rest"));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetSettings();
});

describe("the website's page cache", () => {
  it("keeps pages in memory only and never a not-found page", async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), "web-cache-"));
    const cache = newCache(distDir);
    const context = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };
    await cache.set("/route-cache/APP_PAGE/x/$/found", page(200), { cacheControl: { revalidate: 60 } });
    await cache.set("/route-cache/APP_PAGE/x/$/missing", page(404), { cacheControl: { revalidate: 60 } });
    expect((await cache.get("/route-cache/APP_PAGE/x/$/found", context))?.value?.status).toBe(200);
    expect(await cache.get("/route-cache/APP_PAGE/x/$/missing", context)).toBeNull();
    expect(readdirSync(distDir)).toEqual([]);
  });

  it("behind an HTTP cache, counts a page or data past its lifetime as missing (rendered on the renewal)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T15:00:00Z"));
    const cache = newCache();
    const pageContext = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };
    const fetchContext = { kind: "FETCH", fetchCache: true, revalidate: 15, tags: [], softTags: [] };
    await cache.set("/route-cache/APP_PAGE/spiel/$/a", page(200), { cacheControl: { revalidate: 30 } });
    await cache.set(
      "fetch-key",
      { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "http://api/x" }, revalidate: 15 },
      fetchContext,
    );
    vi.setSystemTime(new Date("2026-11-22T15:00:20Z"));
    // Without a cache in front the stale entry is answered (Next.js renders anew in the background).
    expect((await cache.get("fetch-key", fetchContext))?.value?.kind).toBe("FETCH");
    startWith("WEB_BEHIND_CACHE", "true");
    expect(await cache.get("fetch-key", fetchContext)).toBeNull();
    expect((await cache.get("/route-cache/APP_PAGE/spiel/$/a", pageContext))?.value?.status).toBe(200);
    vi.setSystemTime(new Date("2026-11-22T15:00:31Z"));
    expect(await cache.get("/route-cache/APP_PAGE/spiel/$/a", pageContext)).toBeNull();
    startWith("WEB_BEHIND_CACHE", "false");
    expect((await cache.get("/route-cache/APP_PAGE/spiel/$/a", pageContext))?.value?.status).toBe(200);
  });
});
