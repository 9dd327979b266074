import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { findCurrentMatch, setPlayerFlags, updateMatch } from "../../../test/factories.js";
import { NOT_PUBLIC_NAME } from "../shared/privacy.js";

/* getMatchPage, added beside the catalogue: the three calls of the website's match page in one answer. */
let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const page = (spiel: string) => get(`protected/getMatchPage?spiel=${spiel}`);

/** What the page's three catalogue calls answer for the match, a 404 as null. */
async function catalogueAnswers(matchId: string) {
  const [details, ticker, comparison] = await Promise.all([
    get(`protected/getMatchWithReportAndTables/spiel/${matchId}`),
    testApp.app.inject({ method: "GET", url: `/rest/v1/public/getTicker?spiel=${matchId}` }),
    get(`protected/getTeamComparsion/spiel/${matchId}`),
  ]);
  expect([details.statusCode, ticker.statusCode]).toEqual([200, 200]);
  return {
    details: details.json(),
    ticker: ticker.json(),
    comparison: comparison.statusCode === 404 ? null : comparison.json(),
  };
}

const FINISHED_WITH_SHEETS = `m.status = 'finished' and c.has_table and not m.is_result_private
  and exists (select 1 from match_lineups l where l.match_id = m.id)
  and exists (select 1 from match_events e where e.match_id = m.id and e.type_code = 7 and e.player_id is not null)`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("getMatchPage", () => {
  it.each([
    ["a finished league match with team sheets", FINISHED_WITH_SHEETS],
    [
      "a running match with ticker entries",
      "m.status = 'live' and exists (select 1 from ticker_entries t where t.match_id = m.id and not t.is_hidden)",
    ],
    ["a bye", "(m.home_team_season_id is null or m.guest_team_season_id is null)"],
  ])("answers for %s exactly what its three calls answer", async (_label, condition) => {
    const matchId = await findCurrentMatch(testApp, condition);
    const response = await page(matchId);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual(await catalogueAnswers(matchId));
    expect(answer.details.match.id).toBe(matchId);
    expect(answer.ticker.matchId).toBe(matchId);
  });

  it("carries the parts each kind of match has: sheets and comparison, ticker entries, no comparison for a bye", async () => {
    const finished = (await page(await findCurrentMatch(testApp, FINISHED_WITH_SHEETS))).json();
    expect(finished.details.report.lineupAvailable).toBe(true);
    expect(finished.details.tables).toHaveLength(1);
    expect(finished.comparison.matchId).toBe(finished.details.match.id);
    const running = (
      await page(
        await findCurrentMatch(
          testApp,
          "m.status = 'live' and exists (select 1 from ticker_entries t where t.match_id = m.id and not t.is_hidden)",
        ),
      )
    ).json();
    expect(running.ticker.tickers.length).toBeGreaterThan(0);
    const byeId = await findCurrentMatch(testApp, "(m.home_team_season_id is null or m.guest_team_season_id is null)");
    expect((await get(`protected/getTeamComparsion/spiel/${byeId}`)).statusCode).toBe(404);
    expect((await page(byeId)).json().comparison).toBeNull();
  });

  it("keeps a private result (children's football) private in every part", async () => {
    const matchId = await findCurrentMatch(testApp, FINISHED_WITH_SHEETS);
    const before = (await page(matchId)).json();
    expect(before.ticker.score.home).not.toBeNull();
    await updateMatch(testApp, matchId, { isResultPrivate: true });
    try {
      const response = await page(matchId);
      const answer = response.json();
      expect(answer).toEqual(await catalogueAnswers(matchId));
      expect(answer.details.match).toMatchObject({ resultPrivate: true, homeGoals: null, guestGoals: null });
      expect(answer.details.report).toMatchObject({ lineupAvailable: false, events: [] });
      expect([...answer.details.report.home.players, ...answer.details.report.guest.players]).toEqual([]);
      expect(answer.ticker).toMatchObject({ score: { home: null, guest: null }, events: [] });
    } finally {
      await updateMatch(testApp, matchId, { isResultPrivate: false });
    }
  });

  it("names a player whose profile is not public nowhere: 'Nicht öffentlich' without an id on sheet and events", async () => {
    const matchId = await findCurrentMatch(testApp, FINISHED_WITH_SHEETS);
    const scorer = await testApp.one<{ player_id: string }>(
      `select e.player_id from match_events e join match_lineups l on l.match_id = e.match_id and l.player_id = e.player_id
         join players p on p.id = e.player_id
        where e.match_id = $1 and e.type_code = 7 and p.is_profile_public and p.date_of_birth < '2000-01-01'
        order by e.player_id limit 1`,
      [matchId],
    );
    const shown = await page(matchId);
    expect(shown.body).toContain(scorer.player_id);
    await setPlayerFlags(testApp, scorer.player_id, { isProfilePublic: false });
    try {
      const response = await page(matchId);
      expect(response.body).not.toContain(scorer.player_id);
      const answer = response.json();
      expect(answer).toEqual(await catalogueAnswers(matchId));
      const { report } = answer.details;
      const hidden = [...report.home.players, ...report.guest.players].filter(
        (player: { lastName: string }) => player.lastName === NOT_PUBLIC_NAME,
      );
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.every((player: { playerId: string | null }) => player.playerId === null)).toBe(true);
      const goals = report.events.filter((event: { type: number }) => event.type === 7);
      expect(
        goals.some(
          (event: { playerId: string | null; playerName: string | null }) =>
            event.playerId === null && event.playerName === NOT_PUBLIC_NAME,
        ),
      ).toBe(true);
    } finally {
      await setPlayerFlags(testApp, scorer.player_id, { isProfilePublic: true });
    }
  });

  it("answers 404 for an unknown match, 400 naming a malformed, missing or unknown parameter", async () => {
    const unknown = await page("UNKNOWNMATCH");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Unknown match/);
    const malformed = await page(encodeURIComponent("x;drop"));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ kind: "invalid-parameter", field: "spiel" });
    const missing = await get("protected/getMatchPage");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ kind: "missing-parameter", field: "spiel" });
    const matchId = await findCurrentMatch(testApp, "m.status = 'finished'");
    const extra = await get(`protected/getMatchPage?spiel=${matchId}&ticker-id=x`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ kind: "unknown-parameter", field: "ticker-id" });
  });

  it("needs a client key like the match calls", async () => {
    const matchId = await findCurrentMatch(testApp, "m.status = 'finished'");
    const response = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getMatchPage?spiel=${matchId}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
