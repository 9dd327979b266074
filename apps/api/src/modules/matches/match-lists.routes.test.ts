import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { findCurrentMatch } from "../../../test/factories.js";
import { recordMatchResult } from "./live.service.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY, ...headers } });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("match lists: unknown and malformed parameters", () => {
  it("calls by competition answer 404 for an unknown one and 400 naming staffel for a malformed id", async () => {
    const calls = [
      "getMatchesForLeaguesAll",
      "getMatchesForLeaguesStart",
      "getMatchesForLeaguesToday1",
      "getMatchesForRoundOrGroup1",
    ];
    for (const call of calls) {
      const unknown = await get(`${base}/${call}/staffel/UNKNOWN0000000000000000000000000-G`);
      expect(unknown.statusCode, call).toBe(404);
      expect(unknown.json().message, call).toMatch(/Unknown competition/);
      const bad = await get(`${base}/${call}/staffel/${encodeURIComponent("bad id")}`);
      expect(bad.statusCode, call).toBe(400);
      expect(bad.json().message, call).toMatch(/"staffel"/);
    }
  });

  it("calls by team, season and area answer 404 for unknown ids and 400 naming the malformed parameter", async () => {
    const cases = [
      { path: "getMatchesForTeamsStart/team-id", name: "team-id", unknown: /Unknown team/ },
      { path: "getMatchesForTeamsToday/team-id", name: "team-id", unknown: /Unknown team/ },
      { path: "getAmateurFinalsMatches/saison", name: "saison", unknown: /Unknown season/ },
      { path: "getMatchesForAreaToday/spielgebiet", name: "spielgebiet", unknown: /Unknown (playing )?area/ },
      { path: "getMatchesForAreaMatchday/spielgebiet", name: "spielgebiet", unknown: /Unknown (playing )?area/ },
    ];
    for (const { path, name, unknown } of cases) {
      const missing = await get(
        `${base}/${path}/${path.includes("saison") ? "9999" : "UNKNOWN0000000000000000000000000"}`,
      );
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().message, path).toMatch(unknown);
      const bad = await get(`${base}/${path}/${encodeURIComponent("x;drop")}`);
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().message, path).toMatch(new RegExp(`"${name}"`));
    }
  });
});

describe("match lists", () => {
  let competitionId: string;
  beforeAll(async () => {
    [{ id: competitionId }] = (await testApp.query<{ id: string }>(
      `select c.id from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.name like 'Kreisliga %' order by c.name limit 1`,
    )) as [{ id: string }];
  });

  it("getMatchesForLeaguesAll, Start and RoundOrGroup1 agree with the competition's matches", async () => {
    const all = (await get(`${base}/getMatchesForLeaguesAll/staffel/${competitionId}`)).json().matches;
    const { count } = await testApp.one<{ count: number }>(
      "select count(*)::int as count from matches where competition_id = $1",
      [competitionId],
    );
    expect(all).toHaveLength(count);
    const start = (await get(`${base}/getMatchesForLeaguesStart/staffel/${competitionId}`)).json().matches;
    expect(start.length).toBeGreaterThan(0);
    expect(new Set(start.map((match: { matchday: number }) => match.matchday))).toEqual(
      new Set([start[0].currentMatchday]),
    );
    const rounds = (await get(`${base}/getMatchesForRoundOrGroup1/staffel/${competitionId}`)).json().rounds;
    expect(rounds.reduce((sum: number, round: { matches: unknown[] }) => sum + round.matches.length, 0)).toBe(count);
    expect(rounds[0].name).toBe("1. Spieltag");
  });

  it("getMatchesForLeaguesToday1 and getMatchesForTeamsToday show today's matches (German date)", async () => {
    const [today] = await testApp.query<{ competition_id: string; home: string }>(
      `select competition_id, home_team_season_id as home from matches
       where (kickoff_at at time zone 'Europe/Berlin')::date = $1::date and home_team_season_id is not null limit 1`,
      ["2026-11-21"],
    );
    const league = (await get(`${base}/getMatchesForLeaguesToday1/staffel/${today!.competition_id}`)).json().matches;
    expect(league.length).toBeGreaterThan(0);
    for (const match of league) {
      expect(new Date(match.kickoff).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" })).toBe("2026-11-21");
    }
    const team = (await get(`${base}/getMatchesForTeamsToday/team-id/${today!.home}`)).json().matches;
    expect(team.some((match: { homeTeam: { teamId: string } }) => match.homeTeam.teamId === today!.home)).toBe(true);
  });

  it("getMatchesForTeamsStart shows the last three and next three matches, by season or permanent id", async () => {
    const [team] = await testApp.query<{ id: string; team_id: string }>(
      `select ts.id, ts.team_id from team_seasons ts join seasons s on s.id = ts.season_id
       join competition_teams ct on ct.team_season_id = ts.id join competitions c on c.id = ct.competition_id
       where s.is_current and c.name like 'Kreisliga %' limit 1`,
    );
    const bySeason = (await get(`${base}/getMatchesForTeamsStart/team-id/${team!.id}`)).json().matches;
    const byPermanent = (await get(`${base}/getMatchesForTeamsStart/team-id/${team!.team_id}`)).json().matches;
    expect(bySeason).toEqual(byPermanent);
    const past = bySeason.filter((match: { kickoff: string }) => new Date(match.kickoff) < TEST_NOW);
    expect(past).toHaveLength(3);
    expect(bySeason.length - past.length).toBeLessThanOrEqual(3);
    expect((await get(`${base}/getMatchesForTeamsStart/team-id/NOTEAM`)).statusCode).toBe(404);
  });

  it("getAmateurFinalsMatches lists the season's cup finals", async () => {
    const body = (await get(`${base}/getAmateurFinalsMatches/saison/2526`)).json();
    expect(body.matches.length).toBeGreaterThan(0);
    for (const match of body.matches) expect(match.roundName).toBe("Finale");
    const dates = body.matches.map((match: { kickoff: string }) =>
      new Date(match.kickoff).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }),
    );
    expect(body.finalDate).toBe([...dates].sort().at(-1));
    expect(body.times.length).toBeGreaterThan(0);
    expect((await get(`${base}/getAmateurFinalsMatches/saison/1999`)).statusCode).toBe(404);
    expect((await get(`${base}/getAmateurFinalsMatches/saison/25-26`)).json().message).toMatch(/"saison"/);
  });
});

describe("match news and ticker", () => {
  it("getMatchNewsListArticles and getMatchLatestNewsArticle serve the articles about a match", async () => {
    const [row] = await testApp.query<{ match_id: string; total: number }>(
      "select match_id, count(*)::int as total from articles where match_id is not null and is_published group by 1 limit 1",
    );
    const list = (await get(`${base}/getMatchNewsListArticles/spiel/${row!.match_id}?max=5`)).json();
    expect(list.total).toBe(row!.total);
    const latest = (await get(`${base}/getMatchLatestNewsArticle/spiel/${row!.match_id}`)).json();
    expect(latest.uuid).toBe(list.articles[0].uuid);
    const without = await findCurrentMatch(testApp, "not exists (select 1 from articles a where a.match_id = m.id)");
    expect((await get(`${base}/getMatchLatestNewsArticle/spiel/${without}`)).statusCode).toBe(404);
    expect((await get(`${base}/getMatchNewsListArticles/spiel/${without}?max=500`)).json().message).toMatch(/"max"/);
  });

  it("getTicker answers If-Modified-Since with 304 until the match changes", async () => {
    const id = await findCurrentMatch(testApp, "m.status = 'live'");
    const url = `/rest/v1/public/getTicker?spiel=${id}`;
    const first = await testApp.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ matchId: id, live: true });
    const lastModified = first.headers["last-modified"] as string;
    expect(lastModified).toBeTruthy();
    const unchanged = await testApp.app.inject({ method: "GET", url, headers: { "if-modified-since": lastModified } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    const { homeGoals, guestGoals } = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    await recordMatchResult(
      testApp.context(new Date(Date.parse(lastModified) + 1_000)),
      id,
      {
        status: "live",
        homeGoals: (homeGoals ?? 0) + 1,
        guestGoals: guestGoals ?? 0,
      },
      testApp.app.dataChanges,
    );
    const changed = await testApp.app.inject({ method: "GET", url, headers: { "if-modified-since": lastModified } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().score.home).toBe((homeGoals ?? 0) + 1);
    expect((await testApp.app.inject({ method: "GET", url: "/rest/v1/public/getTicker" })).json().message).toMatch(
      /"spiel"/,
    );
    expect((await testApp.app.inject({ method: "GET", url: "/rest/v1/public/getTicker?spiel=NOPE" })).statusCode).toBe(
      404,
    );
  });
});
