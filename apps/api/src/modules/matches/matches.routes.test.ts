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
    const venue = await testApp.one<{ name: string | null }>(
      "select v.name from matches m left join venues v on v.id = m.venue_id where m.id = $1",
      [id],
    );
    expect(match.venue?.name ?? null).toBe(venue.name);
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

  it("match objects carry the state hints and the counts of images, videos and ticker entries", async () => {
    const hints = [
      { condition: "m.status = 'annulled'", expected: { annulled: true, matchStatus: "annulled" } },
      { condition: "m.status = 'provisional'", expected: { prePublished: true } },
      { condition: "m.status = 'postponed'", expected: { cancelled: true } },
      { condition: "m.status = 'abandoned'", expected: { aborted: true } },
      { condition: "m.status = 'live'", expected: { live: true, timeState: expect.any(String) } },
    ];
    for (const { condition, expected } of hints) {
      const match = (await get(`${base}/getMatchById1/spiel/${await matchWith(condition)}`)).json();
      expect(match, condition).toMatchObject(expected);
    }
    const id = await matchWith("exists (select 1 from ticker_entries t where t.match_id = m.id and not t.is_hidden)");
    const counts = await testApp.one<{ images: number; videos: number; tickers: number }>(
      `select image_count as images, video_count as videos,
       (select count(*)::int from ticker_entries t where t.match_id = m.id and not t.is_hidden) as tickers
       from matches m where m.id = $1`,
      [id],
    );
    const match = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    expect(match).toMatchObject({
      imageCount: counts.images,
      videoCount: counts.videos,
      liveTickerCount: counts.tickers,
    });
    expect(counts.tickers).toBeGreaterThan(0);
  });

  it("a private result keeps its team sheet, events and goals out of the report and the scorer list", async () => {
    const id = await matchWith(
      `m.status = 'finished' and c.has_scorers and exists (select 1 from match_lineups l where l.match_id = m.id)
       and exists (select 1 from match_events e where e.match_id = m.id and e.type_code = 7)`,
    );
    const { competition_id: competitionId } = await testApp.one<{ competition_id: string }>(
      "select competition_id from matches where id = $1",
      [id],
    );
    const goals = async () => {
      const body = (await get(`${base}/getScorerTable/staffel/${competitionId}?max=100`)).json();
      return body.entries.reduce((sum: number, entry: { goals: number }) => sum + entry.goals, 0);
    };
    const publicGoals = await goals();
    // Changed by hand here: a write through the API drops the competition's stored rankings in the same transaction.
    const setPrivate = async (value: boolean) => {
      await testApp.query("update matches set is_result_private = $2 where id = $1", [id, value]);
      await testApp.query("delete from competition_lists where competition_id = $1", [competitionId]);
    };
    await setPrivate(true);
    try {
      const report = (await get(`${base}/getMatchReport/spiel/${id}`)).json();
      expect(report).toMatchObject({ lineupAvailable: false, events: [] });
      expect([...report.home.players, ...report.guest.players]).toEqual([]);
      expect(await goals()).toBeLessThan(publicGoals);
    } finally {
      await setPrivate(false);
    }
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
      expect(cards.some((event: { playerName: string | null }) => event.playerName === "Nicht öffentlich")).toBe(true);
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
    for (const neighbour of [body.previousMatchId, body.nextMatchId].filter(Boolean)) {
      const other = (await get(`${base}/getMatchById1/spiel/${neighbour}`)).json();
      expect(other.homeTeam && other.guestTeam).toBeTruthy();
    }
    expect(body.nextMatchId).toBeTruthy();
  });

  it("the next match skips a bye: a match link needs both teams", async () => {
    const [beforeBye] = await testApp.query<{ id: string; bye: string }>(
      `select id, next_id as bye from (
         select id, lead(id) over w as next_id, lead(home_team_season_id is null or guest_team_season_id is null) over w
           as next_is_bye, home_team_season_id is not null and guest_team_season_id is not null as is_match
         from matches where kickoff_at is not null window w as (partition by competition_id order by kickoff_at, id)
       ) m where next_is_bye and is_match limit 1`,
    );
    if (!beforeBye) throw new Error("The demo has no bye after a match");
    const body = (await get(`${base}/getMatchWithReportAndTables/spiel/${beforeBye.id}`)).json();
    expect(body.nextMatchId).not.toBe(beforeBye.bye);
  });

  it("unknown matches are 404 and malformed ids 400 naming the parameter, on every call by match", async () => {
    const calls = [
      "getMatchById1",
      "getMatchReport",
      "getMatchWithReportAndTables",
      "getMatchNewsListArticles",
      "getMatchLatestNewsArticle",
      "getTeamComparsion",
    ];
    for (const call of calls) {
      const response = await get(`${base}/${call}/spiel/UNKNOWNMATCH`);
      expect(response.statusCode, call).toBe(404);
      expect(response.json().message, call).toMatch(/Unknown match/);
      const bad = await get(`${base}/${call}/spiel/${encodeURIComponent("x;drop")}`);
      expect(bad.statusCode, call).toBe(400);
      expect(bad.json().message, call).toMatch(/"spiel"/);
    }
    const ticker = await testApp.app.inject({ method: "GET", url: "/rest/v1/public/getTicker?spiel=UNKNOWNMATCH" });
    expect(ticker.statusCode).toBe(404);
    const withoutMatch = await testApp.app.inject({ method: "GET", url: "/rest/v1/public/getTicker" });
    expect(withoutMatch.statusCode).toBe(400);
    expect(withoutMatch.json().message).toMatch(/spiel/);
  });
});

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
    const { homeGoals, guestGoals } = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    await recordMatchResult(
      testApp.database.handle.db,
      id,
      {
        status: "live",
        homeGoals: (homeGoals ?? 0) + 1,
        guestGoals: guestGoals ?? 0,
      },
      { changes: testApp.app.dataChanges, now: new Date(Date.parse(lastModified) + 1_000) },
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
