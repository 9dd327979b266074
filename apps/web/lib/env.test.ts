import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildSettings, parseEnvironment } from "./env";

const BASE = { IMAGE_SERVER_URL: "/rest" };

describe("website configuration", () => {
  it("defaults the site's address to where the server listens", () => {
    expect(parseEnvironment({ ...BASE, WEB_PORT: "3310" }).siteUrl).toBe("http://localhost:3310");
    expect(parseEnvironment({ ...BASE, WEB_PORT: "8080", WEB_HOST: "web.internal" }).siteUrl).toBe(
      "http://web.internal:8080",
    );
    expect(parseEnvironment({ ...BASE, WEB_PORT: "3310", SITE_URL: "https://www.bafv.example/" }).siteUrl).toBe(
      "https://www.bafv.example",
    );
  });

  it("reads every setting once, with the API's address from the environment", () => {
    expect(
      parseEnvironment({
        ...BASE,
        API_URL: "http://api.internal:8000/rest/",
        API_CLIENT_KEY: " key ",
        REVALIDATE_SECRET: "secret",
        WEB_TRUST_PROXY: "10.0.0.1, 10.0.0.2",
        SESSION_SECRET: "s".repeat(32),
        WEB_BEHIND_CACHE: "true",
      }),
    ).toEqual({
      associationName: "Bayerischer Amateur-Fußball-Verband",
      apiUrl: "http://api.internal:8000/rest",
      apiClientKey: "key",
      siteUrl: "http://localhost:3000",
      revalidateSecret: "secret",
      imageServerUrl: "/rest",
      trustedProxies: ["10.0.0.1", "10.0.0.2"],
      sessionSecret: "s".repeat(32),
      isBehindCache: true,
    });
    expect(parseEnvironment(BASE).isBehindCache).toBe(false);
  });

  it("names the association from ASSOCIATION_NAME, the setting the API signs its mails with", () => {
    expect(parseEnvironment({ ...BASE, ASSOCIATION_NAME: " Fußball-Verband Musterland " }).associationName).toBe(
      "Fußball-Verband Musterland",
    );
    expect(() => parseEnvironment({ ...BASE, ASSOCIATION_NAME: "V" })).toThrow(/^ASSOCIATION_NAME must be one line/);
    expect(() => parseEnvironment({ ...BASE, ASSOCIATION_NAME: "Verband\nZeile" })).toThrow(/^ASSOCIATION_NAME/);
  });

  it("stops with a message that names the wrong setting", () => {
    expect(() => parseEnvironment({})).toThrow("IMAGE_SERVER_URL is not set");
    expect(() => parseEnvironment({ ...BASE, API_URL: "api:4000" })).toThrow(/^API_URL must be an absolute/);
    expect(() => parseEnvironment({ ...BASE, SITE_URL: "www.bafv.example" })).toThrow(/^SITE_URL must be/);
    expect(() => parseEnvironment({ ...BASE, WEB_PORT: "drei" })).toThrow(/^WEB_PORT must be a port/);
    expect(() => parseEnvironment({ ...BASE, SESSION_SECRET: "kurz" })).toThrow(/^SESSION_SECRET must be at least/);
    expect(() => parseEnvironment({ ...BASE, WEB_BEHIND_CACHE: "ja" })).toThrow(/^WEB_BEHIND_CACHE must be "true"/);
  });

  it("tells the build whether the test line has type-checked the sources", () => {
    expect(buildSettings({ SPIELFELD_TYPES_CHECKED: "1" }).isTypeChecked).toBe(true);
    expect(buildSettings({ SPIELFELD_TYPES_CHECKED: "0" }).isTypeChecked).toBe(false);
    expect(buildSettings({}).isTypeChecked).toBe(false);
  });

  it("is the only reader of the environment in the website", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const readers: string[] = [];
    const visit = (directory: string) => {
      for (const entry of readdirSync(directory)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        const file = path.join(directory, entry);
        if (statSync(file).isDirectory()) visit(file);
        else if (
          /\.(ts|tsx)$/.test(entry) &&
          !/\.test\.tsx?$/.test(entry) &&
          !file.endsWith(path.join("lib", "env.ts"))
        )
          if (/process\.env\b/.test(readFileSync(file, "utf8"))) readers.push(path.relative(root, file));
      }
    };
    visit(root);
    expect(readers).toEqual([]);
  });
});
