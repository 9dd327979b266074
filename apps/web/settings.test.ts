import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  announceListenAddress,
  buildSettings,
  ConfigurationError,
  isBuilding,
  parseSettings,
  resetSettings,
  settings,
} from "./settings.mjs";

const BASE = { IMAGE_SERVER_URL: "/rest" };

afterEach(() => {
  vi.unstubAllEnvs();
  resetSettings();
});

describe("the website's settings", () => {
  it("defaults the site's address to where the server listens", () => {
    expect(parseSettings({ ...BASE, WEB_PORT: "3310" }).siteUrl).toBe("http://localhost:3310");
    expect(parseSettings({ ...BASE, WEB_PORT: "3000", WEB_HOST: "0.0.0.0" }).siteUrl).toBe("http://localhost:3000");
    expect(parseSettings({ ...BASE, WEB_PORT: "3000", WEB_HOST: "::1" }).siteUrl).toBe("http://[::1]:3000");
    expect(parseSettings({ ...BASE, WEB_PORT: "8080", WEB_HOST: "web.internal" }).siteUrl).toBe(
      "http://web.internal:8080",
    );
    expect(parseSettings({ ...BASE, WEB_PORT: "3310", SITE_URL: "https://www.bafv.example/" }).siteUrl).toBe(
      "https://www.bafv.example",
    );
  });

  it("reads every setting, with its default where it is unset or empty", () => {
    expect(
      parseSettings({
        ...BASE,
        API_URL: "http://api.internal:8000/rest/",
        API_CLIENT_KEY: " key ",
        REVALIDATE_SECRET: "secret",
        WEB_TRUST_PROXY: "10.0.0.1, 10.0.0.2",
        SESSION_SECRET: "s".repeat(32),
        WEB_BEHIND_CACHE: "true",
        WEB_RENDER_CONCURRENCY: "0",
        WEB_LOAD_SHED_EVENT_LOOP_DELAY_MS: "150",
        PROFILE_REVALIDATION: "false",
        WEB_HOST: "10.1.2.3",
        WEB_PORT: "3100",
      }),
    ).toEqual({
      associationName: "Bayerischer Amateur-Fußball-Verband",
      associationShortName: "BAFV",
      apiUrl: "http://api.internal:8000/rest",
      apiClientKey: "key",
      siteUrl: "http://10.1.2.3:3100",
      revalidateSecret: "secret",
      imageServerUrl: "/rest",
      trustedProxies: ["10.0.0.1", "10.0.0.2"],
      sessionSecret: "s".repeat(32),
      isBehindCache: true,
      profileRevalidation: "false",
      ownUrl: "http://10.1.2.3:3100",
      renderConcurrency: 0,
      loadShedEventLoopDelayMs: 150,
    });
    expect(parseSettings({ ...BASE, API_CLIENT_KEY: " ", WEB_BEHIND_CACHE: "", WEB_RENDER_CONCURRENCY: "" })).toEqual({
      associationName: "Bayerischer Amateur-Fußball-Verband",
      associationShortName: "BAFV",
      apiUrl: "http://127.0.0.1:4000/rest",
      apiClientKey: undefined,
      siteUrl: "http://localhost:3000",
      revalidateSecret: undefined,
      imageServerUrl: "/rest",
      trustedProxies: [],
      sessionSecret: undefined,
      isBehindCache: false,
      profileRevalidation: "true",
      ownUrl: "http://127.0.0.1:3000",
      renderConcurrency: 3,
      loadShedEventLoopDelayMs: 0,
    });
    expect(parseSettings({ ...BASE, WEB_BEHIND_CACHE: "true" }).loadShedEventLoopDelayMs).toBe(300);
  });

  it("names the association from ASSOCIATION_NAME, the setting the API signs its mails with", () => {
    expect(parseSettings({ ...BASE, ASSOCIATION_NAME: " Fußball-Verband Musterland " }).associationName).toBe(
      "Fußball-Verband Musterland",
    );
    expect(() => parseSettings({ ...BASE, ASSOCIATION_NAME: "V" })).toThrow(/^ASSOCIATION_NAME must be one line/);
    expect(() => parseSettings({ ...BASE, ASSOCIATION_NAME: "Verband\nZeile" })).toThrow(/^ASSOCIATION_NAME/);
    expect(parseSettings({ ...BASE, ASSOCIATION_SHORT_NAME: " FVM " }).associationShortName).toBe("FVM");
    expect(() => parseSettings({ ...BASE, ASSOCIATION_SHORT_NAME: "F" })).toThrow(/^ASSOCIATION_SHORT_NAME must be/);
    expect(() => parseSettings({ ...BASE, ASSOCIATION_SHORT_NAME: "x".repeat(21) })).toThrow(/^ASSOCIATION_SHORT_NAME/);
  });

  it("stops with a message that names the wrong setting", () => {
    expect(() => parseSettings({})).toThrow(ConfigurationError);
    expect(() => parseSettings({})).toThrow("IMAGE_SERVER_URL is not set");
    expect(() => parseSettings({ ...BASE, API_URL: "api:4000" })).toThrow(/^API_URL must be an absolute/);
    expect(() => parseSettings({ ...BASE, SITE_URL: "www.bafv.example" })).toThrow(/^SITE_URL must be/);
    expect(() => parseSettings({ ...BASE, SITE_URL: "ftp://www.bafv.example" })).toThrow(/^SITE_URL must be/);
    expect(() => parseSettings({ ...BASE, WEB_PORT: "drei" })).toThrow(/^WEB_PORT must be a port/);
    expect(() => parseSettings({ ...BASE, SESSION_SECRET: "kurz" })).toThrow(/^SESSION_SECRET must be at least/);
    expect(() => parseSettings({ ...BASE, WEB_BEHIND_CACHE: "ja" })).toThrow(/^WEB_BEHIND_CACHE must be "true"/);
    for (const value of ["drei", "-1", "1.5"]) {
      expect(() => parseSettings({ ...BASE, WEB_RENDER_CONCURRENCY: value }), value).toThrow(
        "WEB_RENDER_CONCURRENCY must be a whole number (0: no limit)",
      );
      expect(() => parseSettings({ ...BASE, WEB_LOAD_SHED_EVENT_LOOP_DELAY_MS: value }), value).toThrow(
        "WEB_LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds",
      );
    }
  });

  it("reads the environment once per process, until told to forget it", () => {
    vi.stubEnv("IMAGE_SERVER_URL", "/rest");
    vi.stubEnv("WEB_BEHIND_CACHE", "true");
    const first = settings();
    expect(first.isBehindCache).toBe(true);
    vi.stubEnv("WEB_BEHIND_CACHE", "false");
    expect(settings()).toBe(first);
    resetSettings();
    expect(settings().isBehindCache).toBe(false);
  });

  it("takes the address the server announces as the site's default address", () => {
    vi.stubEnv("IMAGE_SERVER_URL", "/rest");
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("WEB_HOST", "");
    vi.stubEnv("WEB_PORT", "");
    expect(settings().siteUrl).toBe("http://localhost:3000");
    announceListenAddress("0.0.0.0", 3310);
    expect(settings().siteUrl).toBe("http://localhost:3310");
    expect(process.env.WEB_PORT).toBe("3310");
  });

  it("lets the build go without an image server, and nothing else", () => {
    const build = { NEXT_PHASE: "phase-production-build" };
    expect(isBuilding(build)).toBe(true);
    expect(isBuilding({})).toBe(false);
    expect(parseSettings(build).imageServerUrl).toBe("/rest");
    expect(parseSettings({ ...build, IMAGE_SERVER_URL: "https://images.bafv.example/" }).imageServerUrl).toBe(
      "https://images.bafv.example",
    );
    expect(() => parseSettings({ ...build, SITE_URL: "www.bafv.example" })).toThrow(/^SITE_URL must be/);
    vi.stubEnv("IMAGE_SERVER_URL", "");
    expect(() => settings()).toThrow("IMAGE_SERVER_URL is not set");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    expect(isBuilding()).toBe(true);
    expect(settings().imageServerUrl).toBe("/rest");
  });

  it("tells the build whether the test line has type-checked the sources", () => {
    expect(buildSettings({ SPIELFELD_TYPES_CHECKED: "1" }).isTypeChecked).toBe(true);
    expect(buildSettings({ SPIELFELD_TYPES_CHECKED: "0" }).isTypeChecked).toBe(false);
    expect(buildSettings({}).isTypeChecked).toBe(false);
  });

  it("is the only reader of the environment in the website", () => {
    const root = fileURLToPath(new URL(".", import.meta.url));
    const readers: string[] = [];
    const visit = (directory: string) => {
      for (const entry of readdirSync(directory)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        const file = path.join(directory, entry);
        const name = path.relative(root, file);
        if (statSync(file).isDirectory()) visit(file);
        else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && name !== "settings.mjs")
          if (/process\.env\b/.test(readFileSync(file, "utf8"))) readers.push(name);
      }
    };
    visit(root);
    expect(readers).toEqual([]);
  });
});
