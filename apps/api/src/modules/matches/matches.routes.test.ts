import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { recordMatchResult } from "./live.service.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY, ...headers } });

async function matchWith(condition: string): Promise<string> {
  const [row] = await testApp.query<{ id: string }>(
    `select m.id from matches m join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
     where s.is_current and ${condition} order by m.kickoff_at, m.id limit 1`,
  );
  if (!row) throw new Error(`No demo match where ${condition}`);
  return row.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("one match", () => {
  it("getMatchById1 carries teams, score, notation, venue and officials; the division manager on request", async () => {
    const id = await matchWith(
      "m.status = 'finished' and exists (select 1 from match_officials o where o.match_id = m.id)",
    );
    const response = await get(`${base}/getMatchById1/spiel/${id}?divisionManager=true`);
    expect(response.statusCode).toBe(200);
    const match = response.json();
    const [row] = await testApp.query<{ home_goals: number; guest_goals: number; name: string }>(
      `select m.home_goals, m.guest_goals, o.name from matches m join match_officials o on o.match_id = m.id
       where m.id = $1 and o.role = 'referee'`,
      [id],
    );
    expect(match).toMatchObject({ id, homeGoals: row!.home_goals, guestGoals: row!.guest_goals, referee: row!.name });
    expect(match.result.text).toMatch(new RegExp(`^${row!.home_goals}:${row!.guest_goals}( nV)?$`));
    expect(match.homeTeam.clubId).toBeTruthy();
    expect(match.venue?.name ?? null).not.toBe("");
    expect(match.divisionManager.fullName).toBeTruthy();
    expect((await get(`${base}/getMatchById1/spiel/${id}`)).json().divisionManager).toBeUndefined();
  });

  it.each([
    ["postponed", "m.status = 'postponed'", /^Abse\.$/, { cancelled: true }],
    ["abandoned", "m.status = 'abandoned' and m.decision is null", /^Abbr\.$/, { aborted: true }],
    ["no-show", "m.status in ('no_show_home', 'no_show_guest')", /n\.an\./, {}],
    ["cup decided on penalties", "m.home_penalty_goals is not null", /^\d+:\d+ nE$/, {}],
  ])("a %s match reads in German notation", async (_label, condition, notation, hints) => {
    const match = (await get(`${base}/getMatchById1/spiel/${await matchWith(condition)}`)).json();
    expect(match.result.text).toMatch(notation);
    expect(match).toMatchObject(hints);
  });

  it("a private result (children's football) never leaves the API", async () => {
    const match = (await get(`${base}/getMatchById1/spiel/${await matchWith("m.is_result_private")}`)).json();
    expect(match).toMatchObject({ resultPrivate: true, homeGoals: null, guestGoals: null, halftime: null });
    expect(match.result.text).toBe("o.E.");
  });

  it("a rescheduled match links to its replay with the replay's kickoff", async () => {
    const id = await matchWith("m.rescheduled_to_match_id is not null");
    const match = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    expect(match.rescheduled).toBe(true);
    const replay = (await get(`${base}/getMatchById1/spiel/${match.rescheduledTo.id}`)).json();
    expect(match.rescheduledTo.kickoff).toBe(replay.kickoff);
    expect(replay.rescheduledFrom.id).toBe(id);
  });

  it("getMatchReport lists lineups and events with a running score; cards of hidden players stay anonymous", async () => {
    const id = await matchWith(
      "m.status = 'finished' and exists (select 1 from match_lineups l where l.match_id = m.id)",
    );
    const report = (await get(`${base}/getMatchReport/spiel/${id}`)).json();
    expect(report.lineupAvailable).toBe(true);
    expect(report.home.players.length).toBeGreaterThanOrEqual(11);
    expect(
      report.home.players.filter((p: { keeper: boolean; substitute: boolean }) => p.keeper && !p.substitute),
    ).toHaveLength(1);
    const match = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    const goals = report.events.filter((event: { score: unknown }) => event.score !== null);
    expect(goals.at(-1)?.score ?? { home: 0, guest: 0 }).toEqual({ home: match.homeGoals, guest: match.guestGoals });
    const [carded] = await testApp.query<{ player_id: string }>(
      "select player_id from match_events where match_id = $1 and type_code = 2 limit 1",
      [id],
    );
    if (carded) {
      await testApp.query("update players set are_cards_visible = false where id = $1", [carded.player_id]);
      const hidden = (await get(`${base}/getMatchReport/spiel/${id}`)).json();
      const cards = hidden.events.filter((event: { type: number }) => event.type === 2);
      expect(cards.some((event: { playerName: string | null }) => event.playerName === null)).toBe(true);
      expect(cards.some((event: { playerId: string | null }) => event.playerId === carded.player_id)).toBe(false);
    }
  });

  it("getMatchWithReportAndTables bundles match, report, table and neighbours", async () => {
    const id = await matchWith("m.status = 'finished' and c.has_table and m.matchday = 3");
    const body = (await get(`${base}/getMatchWithReportAndTables/spiel/${id}`)).json();
    expect(body.match.id).toBe(id);
    expect(body.tableAvailable).toBe(true);
    expect(body.tables[0].compoundId).toBe(body.match.compoundId);
    expect(body.report.matchId).toBe(id);
    expect(body.previousMatchId).not.toBe(id);
    expect(body.nextMatchId).toBeTruthy();
  });

  it("unknown matches are 404 and malformed ids 400", async () => {
    for (const call of ["getMatchById1", "getMatchReport", "getMatchWithReportAndTables", "getMatchNewsListArticles"]) {
      const response = await get(`${base}/${call}/spiel/UNKNOWNMATCH`);
      expect(response.statusCode, call).toBe(404);
      expect(response.json().message).toMatch(/Unknown match/);
    }
    const bad = await get(`${base}/getMatchById1/spiel/${encodeURIComponent("x;drop")}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"spiel"/);
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
    const without = await matchWith("not exists (select 1 from articles a where a.match_id = m.id)");
    expect((await get(`${base}/getMatchLatestNewsArticle/spiel/${without}`)).statusCode).toBe(404);
    expect((await get(`${base}/getMatchNewsListArticles/spiel/${without}?max=500`)).json().message).toMatch(/"max"/);
  });

  it("getTicker answers If-Modified-Since with 304 until the match changes", async () => {
    const id = await matchWith("m.status = 'live'");
    const url = `/rest/v1/public/getTicker?spiel=${id}`;
    const first = await testApp.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ matchId: id, live: true });
    const lastModified = first.headers["last-modified"] as string;
    expect(lastModified).toBeTruthy();
    const unchanged = await testApp.app.inject({ method: "GET", url, headers: { "if-modified-since": lastModified } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { homeGoals, guestGoals } = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    await recordMatchResult(testApp.database.handle.db, id, {
      status: "live",
      homeGoals: (homeGoals ?? 0) + 1,
      guestGoals: guestGoals ?? 0,
    });
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
