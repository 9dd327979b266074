import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiPort: 4000,
      webPort: 3000,
      databaseUrl: undefined,
      demo: { preset: "demo", seed: "spielfeld" },
    });
    expect(config.demo?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.dataDir.endsWith("data")).toBe(true);
    expect(config.liveStreams).toEqual({ perClient: 40, perInstance: 10_000, maxSeconds: 3600 });
  });

  it("lets browsers call from the site's own origin unless CORS_ORIGINS names others", () => {
    expect(loadConfig({}).corsOrigins).toEqual(["http://localhost:3000"]);
    expect(loadConfig({ SITE_URL: "https://www.bafv.example/" }).corsOrigins).toEqual(["https://www.bafv.example"]);
    expect(
      loadConfig({ SITE_URL: "https://www.bafv.example", CORS_ORIGINS: "https://verein.example" }).corsOrigins,
    ).toEqual(["https://verein.example"]);
  });

  it.each([
    ["DEMO_PRESET", "huge", /DEMO_PRESET must be one of none, small, demo, full \(got "huge"\)/],
    ["API_PORT", "seventy", /API_PORT/],
    ["DEMO_DATE", "2026-13-45", /DEMO_DATE/],
    ["DEMO_TIME", "25:00", /DEMO_TIME must be a time of day like 15:45/],
    [
      "DATABASE_URL",
      "mysql://localhost/db",
      /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
  ])("names %s when it is wrong", (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });

  it("sheds load by default on the PostgreSQL server only, where queries run outside the event loop", () => {
    expect(loadConfig({}).loadShedding.maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: "postgres://db/spielfeld" }).loadShedding.maxEventLoopDelayMs).toBe(300);
    expect(loadConfig({ LOAD_SHED_EVENT_LOOP_DELAY_MS: "150" }).loadShedding.maxEventLoopDelayMs).toBe(150);
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/spielfeld", LOAD_SHED_EVENT_LOOP_DELAY_MS: "0" }).loadShedding
        .maxEventLoopDelayMs,
    ).toBe(0);
  });

  it("runs match writes on half the pool's connections by default, the rest left to the reads", () => {
    expect(loadConfig({}).databaseWriteConcurrency).toBe(5);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databaseWriteConcurrency).toBe(2);
    expect(loadConfig({ DATABASE_POOL_SIZE: "1" }).databaseWriteConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4", DATABASE_WRITE_CONCURRENCY: "3" }).databaseWriteConcurrency).toBe(3);
    expect(() => loadConfig({ DATABASE_WRITE_CONCURRENCY: "0" })).toThrow(/DATABASE_WRITE_CONCURRENCY/);
  });

  it("loads no demo association with DEMO_PRESET=none", () => {
    expect(loadConfig({ DEMO_PRESET: "none" }).demo).toBeNull();
  });

  it("trusts forwarded addresses from all proxies, none, or the listed addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, ::1,10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
    ]);
    for (const value of ["yes", "127.0.0.1/33", "localhost", "10.0.0.0/8/1", "::1/129"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it("never prints a connection string that may hold a password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:secret@db/x" })).not.toThrow(/secret/);
  });

  it("refuses a short metrics token without printing it", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" })).not.toThrow(/short-secret/);
  });

  it("sends abuse reports to moderation@ the sender's domain unless MODERATION_EMAIL says otherwise", () => {
    expect(loadConfig({}).contact.moderationEmail).toBe("moderation@spielfeld.example");
    expect(loadConfig({ MAIL_FROM: "BAFV <noreply@bafv.example>" }).contact.moderationEmail).toBe(
      "moderation@bafv.example",
    );
    expect(loadConfig({ MODERATION_EMAIL: "team@bafv.example" }).contact.moderationEmail).toBe("team@bafv.example");
    expect(() => loadConfig({ MODERATION_EMAIL: "moderation" })).toThrow(/MODERATION_EMAIL must be an e-mail/);
  });

  it("names the association from ASSOCIATION_NAME, the demo association by default, and sends its mails under it", () => {
    expect(loadConfig({}).association.name).toBe("Bayerischer Amateur-Fußball-Verband");
    expect(loadConfig({}).mail.from).toEqual({
      name: "Bayerischer Amateur-Fußball-Verband",
      address: "noreply@spielfeld.example",
    });
    const config = loadConfig({ ASSOCIATION_NAME: " Fußball-Verband Musterland ", MAIL_FROM: "info@fvm.example" });
    expect(config.association.name).toBe("Fußball-Verband Musterland");
    expect(config.mail.from).toEqual({ name: "Fußball-Verband Musterland", address: "info@fvm.example" });
    // A name in MAIL_FROM is the operator's choice for the sender; the association still signs the mails.
    expect(loadConfig({ MAIL_FROM: "FVM Geschäftsstelle <info@fvm.example>" }).mail.from).toEqual({
      name: "FVM Geschäftsstelle",
      address: "info@fvm.example",
    });
    expect(() => loadConfig({ ASSOCIATION_NAME: "V" })).toThrow(/ASSOCIATION_NAME must be the association's name/);
    expect(() => loadConfig({ ASSOCIATION_NAME: "Verband\nZweite Zeile" })).toThrow(
      /ASSOCIATION_NAME must be one line/,
    );
    expect(() => loadConfig({ MAIL_FROM: "noreply" })).toThrow(/MAIL_FROM must be an e-mail address/);
  });

  it("refuses short contact keys without printing them", () => {
    expect(loadConfig({}).contact.captchaHmacKey).toBeUndefined();
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: "short-captcha-key" })).toThrow(/CAPTCHA_HMAC_KEY must be at least 32/);
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: "short-captcha-key" })).not.toThrow(/short-captcha-key/);
    expect(() => loadConfig({ MOBILE_VERIFICATION_KEY: "short" })).toThrow(/MOBILE_VERIFICATION_KEY/);
  });
});
