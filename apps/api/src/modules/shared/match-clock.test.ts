import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { updateMatch } from "../../../test/factories.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/protected${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("a running match on the clock", () => {
  it("shows the minute and time state its kickoff gives at the current time, whatever minute is stored", async () => {
    const { id, competitionId, matchday } = await testApp.one<{ id: string; competitionId: string; matchday: number }>(
      `select m.id, m.competition_id as "competitionId", m.matchday from matches m join competitions c on c.id = m.competition_id join team_types t on t.id = c.team_type_id
       where m.status = 'live' and t.match_minutes = 90 and c.is_live_ticker_enabled order by m.id limit 1`,
    );
    // A stored minute that would freeze the match at 30' for days.
    await updateMatch(testApp, id, { liveMinute: 30, timeState: "second_half" });
    const cases = [
      { minutesAgo: 20, expected: { live: true, liveMinute: 21, timeState: "first_half" }, running: true },
      { minutesAgo: 55, expected: { live: true, liveMinute: 45, timeState: "halftime" }, running: false },
      { minutesAgo: 70, expected: { live: true, liveMinute: 54, timeState: "second_half" }, running: true },
      { minutesAgo: 3 * 24 * 60, expected: { live: false, liveMinute: null, timeState: "full_time" }, running: false },
    ];
    for (const { minutesAgo, expected, running } of cases) {
      const kickoff = new Date(TEST_NOW.getTime() - minutesAgo * 60_000);
      await updateMatch(testApp, id, { kickoffAt: kickoff });
      const match = (await get(`/getMatchById1/spiel/${id}`)).json();
      expect(match, `${minutesAgo} minutes after kickoff`).toMatchObject(expected);
      // The result notation names the same minute, never the stored one.
      expect(match.result.text, `${minutesAgo} minutes after kickoff`).toMatch(
        expected.live ? new RegExp(`^\\d+:\\d+ live ${expected.liveMinute}'$`) : /^\d+:\d+$/,
      );
      // The competition's matchday shows the same clock as the match itself.
      const day = (await get(`/getCompetitionMatchDay/staffel/${competitionId}?spieltag=${matchday}`)).json();
      const listed = day.matches.find((entry: { id: string }) => entry.id === id);
      expect(listed, `matchday ${minutesAgo} minutes after kickoff`).toMatchObject(expected);
      expect(listed.result.text).toBe(match.result.text);
      const ticker = (await testApp.app.inject({ method: "GET", url: `/rest/v1/public/getTicker?spiel=${id}` })).json();
      expect(ticker, `ticker ${minutesAgo} minutes after kickoff`).toMatchObject({
        live: expected.live,
        time_state: expected.timeState,
        timeplayed: expected.liveMinute ?? 90,
        time_running: running,
      });
    }
  });
});
