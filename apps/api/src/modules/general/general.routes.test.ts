import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { grantFeature, signIn } from "../../../test/factories.js";
import { demoUserId } from "../../../test/users.js";

let testApp: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("general area", () => {
  it("checkAppVersion forces an update below the minimum version, but not for beta builds", async () => {
    const base = "/rest/v1/public/checkAppVersion/app-type";
    const config = testApp.config.apps.minVersion;
    expect(config).toBe("1.0.0");
    const old = await get(`${base}/ios/app-version/0.9.12`);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ forceUpdate: true, minVersion: "1.0.0", useOnlyHttps: true });
    expect(old.json().storeUrl).toMatch(/^https:\/\/apps\.apple\.com/);
    expect((await get(`${base}/android/app-version/0.9.0?app-release-type=beta`)).json().forceUpdate).toBe(false);
    expect((await get(`${base}/android/app-version/1.10.0`)).json()).toMatchObject({
      forceUpdate: false,
      updateText: null,
    });
    expect((await get(`${base}/windows/app-version/1.0.0`)).statusCode).toBe(400);
    expect((await get(`${base}/ios/app-version/latest`)).json().message).toMatch(/"app-?[Vv]ersion"/);
  });

  it("checkPromateurFeature tells promateur accounts apart", async () => {
    const url = "/rest/v1/public/checkPromateurFeature";
    expect((await get(url)).json()).toEqual({ enabled: false });
    const fan = await signIn(testApp, await demoUserId(testApp, "fan@spielfeld.example"));
    const promateur = await signIn(testApp, await demoUserId(testApp, "promateur@spielfeld.example"));
    expect((await get(url, { authorization: `Bearer ${fan}` })).json()).toEqual({ enabled: false });
    expect((await get(url, { authorization: `Bearer ${promateur}` })).json()).toEqual({ enabled: true });
  });

  it("getSeasonsAndAssociations lists the loaded seasons, associations and types", async () => {
    const response = await get("/rest/v1/public/getSeasonsAndAssociations");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currentSeason).toEqual({ id: "2627", label: "26/27", isCurrent: true });
    expect(body.seasons.map((season: { id: string }) => season.id)).toEqual(["2627", "2526", "2425"]);
    expect(body.associations).toHaveLength(1);
    expect(body.associations[0]).toMatchObject({ code: "BAFV", name: "Bayerischer Amateur-Fußball-Verband" });
    expect(body.defaultAssociationId).toBe(body.associations[0].id);
    expect(body.competitionTypes[0]).toEqual({ id: 1, name: "Meisterschaften", basicType: "Championship" });
    expect(body.venueTypes.map((type: { name: string }) => type.name)).toContain("Kunstrasenplatz");
  });

  it("serves cacheable public data with an ETag and answers 304 when unchanged", async () => {
    const first = await get("/rest/v1/public/getSeasonsAndAssociations");
    expect(first.headers["cache-control"]).toMatch(/^public, /);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await get("/rest/v1/public/getSeasonsAndAssociations", { "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
    expect((await get("/rest/v1/public/getSeasonsAndAssociations", { "if-none-match": 'W/"other"' })).statusCode).toBe(
      200,
    );
  });

  it("getPostalCodeCompletions completes German postal codes from the shipped data set", async () => {
    const response = await get("/rest/v1/public/getPostalCodeCompletions/plz/8033");
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { plz: string; place: string }[];
    expect(entries).toContainEqual({ plz: "80331", place: "München" });
    expect(entries.every((entry) => entry.plz.startsWith("8033"))).toBe(true);
    expect((await get("/rest/v1/public/getPostalCodeCompletions/plz/1")).json()).toHaveLength(20);
    expect((await get("/rest/v1/public/getPostalCodeCompletions/plz/00000")).json()).toEqual([]);
    expect((await get("/rest/v1/public/getPostalCodeCompletions/plz/123456")).statusCode).toBe(400);
  });

  it("setLogLevel needs a token and the log-level feature", async () => {
    const url = "/rest/v1/private/setLogLevel";
    const payload = { name: "api", level: "debug" };
    expect((await testApp.app.inject({ method: "POST", url, payload })).statusCode).toBe(401);
    const fanId = await demoUserId(testApp, "fan@spielfeld.example");
    const token = await signIn(testApp, fanId);
    const headers = { authorization: `Bearer ${token}` };
    expect((await testApp.app.inject({ method: "POST", url, payload, headers })).statusCode).toBe(403);
    await grantFeature(testApp, fanId, "log_level");
    const allowed = await testApp.app.inject({ method: "POST", url, payload, headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual(payload);
    expect(allowed.headers["cache-control"]).toBe("no-store");
    expect(
      (await testApp.app.inject({ method: "POST", url, payload: { name: "api", level: "loud" }, headers })).statusCode,
    ).toBe(400);
  });

  it("publishes the app association documents", async () => {
    const apple = (await get("/.well-known/apple-app-site-association")).json();
    expect(apple.applinks.details[0].appID).toBe("ABCDE12345.example.spielfeld.app");
    const android = (await get("/.well-known/assetlinks.json")).json();
    expect(android[0].target.package_name).toBe("example.spielfeld.app");
  });

  it("serves sitemaps in the sitemaps.org format", async () => {
    const index = await get("/rest/sitemap_associations");
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body).toContain("<loc>http://localhost:4000/rest/sitemap_clubs/association/BAFV</loc>");
    const spoofed = await get("/rest/sitemap_associations", { host: "evil.example" });
    expect(spoofed.body).not.toContain("evil.example");
    const clubs = await get("/rest/sitemap_clubs/association/BAFV");
    expect(clubs.body.match(/<url>/g)).toHaveLength(32);
    expect(clubs.body).toMatch(
      /<url><loc>http:\/\/localhost:3000\/vereine\/[a-z0-9-]+\/[A-Z0-9]{32}<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
    const competitions = await get("/rest/sitemap_competitions/association/BAFV");
    expect(competitions.body).toMatch(
      /<url><loc>http:\/\/localhost:3000\/ergebnisse\/wettbewerb\/-\/[A-Z0-9]{32}-G<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
    const teams = await get("/rest/sitemap_teams/association/BAFV");
    expect(teams.body).toMatch(
      /<loc>http:\/\/localhost:3000\/mannschaften\/[a-z0-9-]+\/[A-Z0-9]{32}<\/loc><lastmod>2026-11-21<\/lastmod>/,
    );
    expect((await get("/rest/sitemap_news")).body).toContain("/news/schiedsrichter-gesucht");
    expect((await get("/rest/sitemap_google.xml")).body).toContain("/rest/sitemap_news</loc>");
    expect((await get("/rest/sitemap_teams/association/NOPE")).statusCode).toBe(404);
  });

  it("lists the current season's matches with both teams, by page, in every index", async () => {
    const pageUrl = "http://localhost:4000/rest/sitemap_matches/association/BAFV/page/1";
    expect((await get("/rest/sitemap_associations")).body).toContain(`<loc>${pageUrl}</loc>`);
    expect((await get("/rest/sitemap_google.xml")).body).toContain(`<loc>${pageUrl}</loc>`);
    expect((await get("/rest/sitemap_matches/association/BAFV")).body).toContain(`<loc>${pageUrl}</loc>`);
    const page = await get("/rest/sitemap_matches/association/BAFV/page/1");
    expect(page.statusCode).toBe(200);
    const listed = [
      ...page.body.matchAll(/<loc>http:\/\/localhost:3000\/ergebnisse\/spiel\/-\/([A-Z0-9]{32})<\/loc>/g),
    ].map((match) => match[1]);
    const expected = await testApp.one<{ total: number; byes: number }>(`
      select count(*) filter (where m.home_team_season_id is not null and m.guest_team_season_id is not null)::int as total,
        count(*) filter (where m.home_team_season_id is null or m.guest_team_season_id is null)::int as byes
      from matches m join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id and s.is_current`);
    expect(expected.byes).toBeGreaterThan(0);
    expect(listed).toHaveLength(expected.total);
    expect(new Set(listed).size).toBe(listed.length);
    expect(page.body).toMatch(/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
    expect((await get("/rest/sitemap_matches/association/BAFV/page/2")).statusCode).toBe(404);
    expect((await get("/rest/sitemap_matches/association/NOPE/page/1")).statusCode).toBe(404);
    expect((await get("/rest/sitemap_matches/association/BAFV/page/0")).statusCode).toBe(400);
  });

  it("reports health and readiness", async () => {
    expect((await get("/health")).json()).toEqual({ status: "ok" });
    expect((await get("/ready")).json()).toMatchObject({ status: "ready" });
  });
});
