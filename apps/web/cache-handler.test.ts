import { mkdtempSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const SiteCache = require("./cache-handler.cjs");
const { nodeFs } = require("next/dist/server/lib/node-fs-methods");

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

describe("the website's page cache", () => {
  it("keeps pages in memory only and never a not-found page", async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), "web-cache-"));
    const cache = new SiteCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      serverDistDir: distDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
      _requestHeaders: {},
    });
    const context = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };
    await cache.set("/route-cache/APP_PAGE/x/$/found", page(200), { cacheControl: { revalidate: 60 } });
    await cache.set("/route-cache/APP_PAGE/x/$/missing", page(404), { cacheControl: { revalidate: 60 } });
    expect((await cache.get("/route-cache/APP_PAGE/x/$/found", context))?.value?.status).toBe(200);
    expect(await cache.get("/route-cache/APP_PAGE/x/$/missing", context)).toBeNull();
    expect(readdirSync(distDir)).toEqual([]);
  });
});
