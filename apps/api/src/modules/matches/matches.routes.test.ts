import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { dropCompetitionLists, findCurrentMatch, setPlayerFlags, updateMatch } from "../../../test/factories.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY, ...headers } });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("one match", () => {
  it("getMatchById1 carries teams, score, notation, venue and officials; the division manager on request", async () => {
    const id = await findCurrentMatch(
      testApp,
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
    const match = (await get(`${base}/getMatchById1/spiel/${await findCurrentMatch(testApp, condition)}`)).json();
    expect(match.result.text).toMatch(notation);
    expect(match).toMatchObject(hints);
  });

  it("a private result (children's football) never leaves the API", async () => {
    const match = (
      await get(`${base}/getMatchById1/spiel/${await findCurrentMatch(testApp, "m.is_result_private")}`)
    ).json();
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
      const match = (await get(`${base}/getMatchById1/spiel/${await findCurrentMatch(testApp, condition)}`)).json();
      expect(match, condition).toMatchObject(expected);
    }
    const id = await findCurrentMatch(
      testApp,
      "exists (select 1 from ticker_entries t where t.match_id = m.id and not t.is_hidden)",
    );
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
    const id = await findCurrentMatch(
      testApp,
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
      await updateMatch(testApp, id, { isResultPrivate: value });
      await dropCompetitionLists(testApp, competitionId);
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
    const id = await findCurrentMatch(testApp, "m.rescheduled_to_match_id is not null");
    const match = (await get(`${base}/getMatchById1/spiel/${id}`)).json();
    expect(match.rescheduled).toBe(true);
    const replay = (await get(`${base}/getMatchById1/spiel/${match.rescheduledTo.id}`)).json();
    expect(match.rescheduledTo.kickoff).toBe(replay.kickoff);
    expect(replay.rescheduledFrom.id).toBe(id);
  });

  it("getMatchReport lists lineups and events with a running score; cards of hidden players stay anonymous", async () => {
    const id = await findCurrentMatch(
      testApp,
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
      await setPlayerFlags(testApp, carded.player_id, { areCardsVisible: false });
      const hidden = (await get(`${base}/getMatchReport/spiel/${id}`)).json();
      const cards = hidden.events.filter((event: { type: number }) => event.type === 2);
      expect(cards.some((event: { playerName: string | null }) => event.playerName === "Nicht öffentlich")).toBe(true);
      expect(cards.some((event: { playerId: string | null }) => event.playerId === carded.player_id)).toBe(false);
    }
  });

  it("getMatchWithReportAndTables bundles match, report, table and neighbours", async () => {
    const id = await findCurrentMatch(testApp, "m.status = 'finished' and c.has_table and m.matchday = 3");
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
