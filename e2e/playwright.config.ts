import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/** One throwaway data directory per run, shared by the workers through the environment. */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "spielfeld-e2e-"));
const webPort = Number(process.env.E2E_WEB_PORT ?? 3310);
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
/** Where the tests' stand-in for the browsers' push services listens (tests/push-service.ts). */
const pushPort = Number(process.env.E2E_PUSH_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${webPort}`;
const chromium =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => existsSync(file));

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/report.json" }]],
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // A failed test keeps its trace (every action with the page's DOM before and after) and a screenshot of its end.
    // The trace's film of screenshots is left out: on two cores it made the whole run about 8% slower.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "phone-360", use: { viewport: { width: 360, height: 740 }, hasTouch: true } },
    { name: "desktop-1280", use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: "node ../scripts/start.mjs",
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DEMO_PRESET: "small",
      DEMO_DATE: "2026-11-21",
      SITE_URL: baseURL,
      CORS_ORIGINS: baseURL,
      LOG_LEVEL: "warn",
      // Short-lived access tokens, so the session tests see the site renew one (website.md section 7).
      ACCESS_TOKEN_SECONDS: "45",
      // One browser sends every visitor's requests from one address, faster than people click: the per-address
      // limit (its own API tests check it) is raised so the suite never meets it.
      RATE_LIMIT_PER_MINUTE: "6000",
      // The same for live streams: every page of the suite opens them from the one address.
      LIVE_STREAMS_PER_CLIENT: "1000",
      // And for image renderings: a page asks for all its crests at once, from the one address, and on a slow
      // machine more of them wait for the renderer than the production queue holds (its own tests check the 503).
      MEDIA_RENDER_QUEUE: "1000",
      MEDIA_RENDERS_PER_MINUTE: "6000",
      // And for the account calls' limits per address (20 sign-ins in 15 minutes): the suite signs in more often.
      ACCOUNT_LIMITS_FACTOR: "10",
      // Web push goes to the tests' own push service instead of a browser vendor's.
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${pushPort}`,
    },
  },
});
