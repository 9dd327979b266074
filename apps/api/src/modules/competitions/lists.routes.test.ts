import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { dropCompetitionLists } from "../../../test/factories.js";
import { recordMatchResult } from "../matches/live.service.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

/** A finished match with goals scored by named players, in a current competition with scorers and a fair-play table. */
let match: { id: string; competitionId: string; status: "finished"; homeGoals: number; guestGoals: number };

const storedKinds = async () =>
  (
    await testApp.query<{ kind: string }>(
      "select kind from competition_lists where competition_id = $1 order by kind",
      [match.competitionId],
    )
  ).map((row) => row.kind);

/** Every line of the scorer list, page by page (100 per page at most). */
const scorerLines = async () => {
  const lines: { goals: number }[] = [];
  for (let offset = 0; ; offset += 100) {
    const body = (await get(`${base}/getScorerTable/staffel/${match.competitionId}?offset=${offset}&max=100`)).json();
    lines.push(...body.entries);
    if (lines.length >= body.total) return lines;
  }
};

const scorerGoals = async () => (await scorerLines()).reduce((sum, entry) => sum + entry.goals, 0);

beforeAll(async () => {
  testApp = await createTestApp();
  match = await testApp.one(
    `select m.id, m.competition_id as "competitionId", m.status, m.home_goals as "homeGoals",
       m.guest_goals as "guestGoals"
     from matches m join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
     where s.is_current and c.has_scorers and c.is_fair_play_table_public and c.fair_play_scheme_id is not null
       and m.status = 'finished' and not m.is_result_private
       and exists (select 1 from match_events e where e.match_id = m.id and e.type_code = 7 and e.player_id is not null)
     order by m.id limit 1`,
  );
});
afterAll(() => testApp.close());

describe("stored scorer and fair-play rankings", () => {
  it("are ranked on the first read, stored, and answer the next read alike", async () => {
    await dropCompetitionLists(testApp, match.competitionId);
    const scorers = { entries: await scorerLines() };
    const fairPlay = (await get(`${base}/getFairPlayTable/staffel/${match.competitionId}`)).json();
    expect(await storedKinds()).toEqual(["fairPlay", "scorers"]);
    expect(scorers.entries.length).toBeGreaterThan(0);
    expect(fairPlay.entries.length).toBeGreaterThan(0);
    // Names are joined when read: every line names its team as the competition's team list does.
    const { count } = await testApp.one<{ count: number }>(
      "select count(*)::int as count from competition_teams where competition_id = $1",
      [match.competitionId],
    );
    expect(fairPlay.entries).toHaveLength(count);
    expect(fairPlay.entries.every((entry: { teamName: string }) => entry.teamName.length > 0)).toBe(true);
    expect(fairPlay.scheme.name.length).toBeGreaterThan(0);
  });

  it("a result change drops them in its transaction; the next read counts the changed match", async () => {
    const before = await scorerGoals();
    await get(`${base}/getFairPlayTable/staffel/${match.competitionId}`);
    expect(await storedKinds()).toEqual(["fairPlay", "scorers"]);
    const { goals } = await testApp.one<{ goals: number }>(
      `select count(*)::int as goals from match_events
       where match_id = $1 and type_code in (7, 9) and player_id is not null`,
      [match.id],
    );
    const context = testApp.context();
    const changes = testApp.app.dataChanges;
    // The result is taken back (a correction): the match is open again and its goals count for no one.
    await recordMatchResult(context, match.id, { status: "scheduled", homeGoals: null, guestGoals: null }, changes);
    try {
      expect(await storedKinds()).toEqual([]);
      expect(await scorerGoals()).toBe(before - goals);
      expect(await storedKinds()).toEqual(["scorers"]);
    } finally {
      await recordMatchResult(context, match.id, match, changes);
    }
    expect(await scorerGoals()).toBe(before);
  });
});
