import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSettings } from "../settings.mjs";
import { buildSettings, env, parseEnvironment, resetEnvironment } from "./env";

// The settings themselves are checked in settings.test.ts; this is the pages' view of them.
const SOURCE = { IMAGE_SERVER_URL: "/rest/", WEB_BEHIND_CACHE: "true", SITE_URL: "https://www.bafv.example/" };

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvironment();
});

describe("website configuration", () => {
  it("is the website's settings", () => {
    expect(parseEnvironment(SOURCE)).toEqual(parseSettings(SOURCE));
    expect(() => parseEnvironment({})).toThrow("IMAGE_SERVER_URL is not set");
  });

  it("reads the environment once, until told to forget it", () => {
    vi.stubEnv("IMAGE_SERVER_URL", "/rest");
    vi.stubEnv("SITE_URL", "https://www.bafv.example");
    const first = env();
    expect(first.siteUrl).toBe("https://www.bafv.example");
    vi.stubEnv("SITE_URL", "https://www.musterland.example");
    expect(env()).toBe(first);
    resetEnvironment();
    expect(env().siteUrl).toBe("https://www.musterland.example");
  });

  it("tells the build whether the test line has type-checked the sources", () => {
    expect(buildSettings({ SPIELFELD_TYPES_CHECKED: "1" }).isTypeChecked).toBe(true);
    expect(buildSettings({}).isTypeChecked).toBe(false);
  });
});
