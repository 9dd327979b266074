import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { type PlayerFlags, setPlayerFlags } from "../../../test/factories.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const v1 = (query: string) => get(`v1/protected/getPlayerPerformance?${query}`);
const v2 = (query: string) => get(`v2/protected/getPlayerPerformance?${query}`);

const SEASON = "2627";
const COUNTED = `m.status in ('finished', 'provisional', 'awarded') and not m.is_result_private`;

interface Entry {
  matchId: string;
  teamSeasonId: string;
  starter: boolean;
  playedMinutes: number;
  inMinute: number | null;
  outMinute: number | null;
  goals: number;
  goalsAgainst: number;
  yellowCards: number | null;
  yellowRedCards: number | null;
  redCards: number | null;
}

/** An adult public player who scored, was booked and was substituted, and the team played for. */
let playerId: string;
let teamSeasonId: string;
let teamId: string;

const visible: PlayerFlags = {
  isProfilePublic: true,
  isPerformanceVisible: true,
  areCardsVisible: true,
  isClubHistoryVisible: true,
};
const setFlags = (flags: PlayerFlags) => setPlayerFlags(testApp, playerId, flags);

/** The matches the player appeared in for the team, with the player's goals and yellow cards in each. */
function expectedAppearances() {
  return testApp.query<{ match_id: string; goals: number; yellow: number; came_on: boolean; went_off: boolean }>(
    `select l.match_id,
            (select count(*)::int from match_events e where e.match_id = l.match_id and e.player_id = $1
               and e.type_code in (7, 9)) as goals,
            (select count(*)::int from match_events e where e.match_id = l.match_id and e.player_id = $1
               and e.type_code = 2) as yellow,
            exists (select 1 from match_events s where s.match_id = l.match_id
               and (s.player_id = $1 and s.type_code = -2 or s.related_player_id = $1 and s.type_code = -1)) as came_on,
            exists (select 1 from match_events s where s.match_id = l.match_id
               and (s.player_id = $1 and s.type_code = -1 or s.related_player_id = $1 and s.type_code = -2)) as went_off
       from match_lineups l join matches m on m.id = l.match_id
      where l.player_id = $1 and ${COUNTED}
        and (case when l.side = 'home' then m.home_team_season_id else m.guest_team_season_id end) = $2
        and (not l.is_substitute or exists (select 1 from match_events s where s.match_id = l.match_id
               and (s.player_id = $1 and s.type_code = -2 or s.related_player_id = $1 and s.type_code = -1)))`,
    [playerId, teamSeasonId],
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  ({ id: playerId } = await testApp.one<{ id: string }>(
    `select p.id from players p
      where p.date_of_birth < '2000-01-01' and p.is_profile_public
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.player_id = p.id and e.type_code = 7 and ${COUNTED})
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.player_id = p.id and e.type_code = 2 and ${COUNTED})
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where (e.player_id = p.id or e.related_player_id = p.id) and e.type_code in (-1, -2) and ${COUNTED})
      order by p.id limit 1`,
  ));
  ({ id: teamSeasonId, team_id: teamId } = await testApp.one<{ id: string; team_id: string }>(
    `select ts.id, ts.team_id from squad_memberships sm join team_seasons ts on ts.id = sm.team_season_id
      where sm.player_id = $1 and ts.season_id = $2 limit 1`,
    [playerId, SEASON],
  ));
});
beforeEach(() => setFlags(visible));
afterAll(() => testApp.close());

describe("getPlayerPerformance (v2)", () => {
  it("lists every appearance for the team with the goals and cards of the match events", async () => {
    const response = await v2(`userid=${playerId}&saison=${SEASON}&team-id=${teamSeasonId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ playerId, season: SEASON, teamSeasonId });
    const expected = await expectedAppearances();
    expect(expected.length).toBeGreaterThan(0);
    expect(body.entries.map((entry: Entry) => entry.matchId).sort()).toEqual(
      expected.map((row) => row.match_id).sort(),
    );
    for (const row of expected) {
      const entry: Entry = body.entries.find((candidate: Entry) => candidate.matchId === row.match_id);
      expect(entry, row.match_id).toMatchObject({ goals: row.goals, yellowCards: row.yellow, teamSeasonId });
      expect(entry.inMinute !== null, row.match_id).toBe(row.came_on);
      expect(entry.outMinute !== null, row.match_id).toBe(row.went_off);
      expect(entry.starter).toBe(!row.came_on);
    }
    const sum = (pick: (entry: Entry) => number) =>
      body.entries.reduce((total: number, e: Entry) => total + pick(e), 0);
    expect(body).toMatchObject({
      playedMatches: expected.length,
      goals: expected.reduce((total, row) => total + row.goals, 0),
      yellowCards: expected.reduce((total, row) => total + row.yellow, 0),
      playedMinutes: sum((entry) => entry.playedMinutes),
      goalsAgainst: sum((entry) => entry.goalsAgainst),
      substitutions: expected.filter((row) => row.came_on).length,
      replacements: expected.filter((row) => row.went_off).length,
      goalsQuote: Math.round((body.goals / expected.length) * 100) / 100,
    });
    expect(body.visibility).toEqual({
      goals: true,
      inCount: true,
      inMinute: true,
      inAddMinute: true,
      outCount: true,
      outMinute: true,
      outAddMinute: true,
      playedTime: true,
      yellowCards: true,
      yellowRedCards: true,
      redCards: true,
    });
  });

  it("gives a full match's length to a starter who stayed on", async () => {
    const { match_minutes } = await testApp.one<{ match_minutes: number }>(
      `select tt.match_minutes from team_seasons ts join teams t on t.id = ts.team_id
         join team_types tt on tt.id = t.team_type_id where ts.id = $1`,
      [teamSeasonId],
    );
    const body = (await v2(`userid=${playerId}&team-id=${teamSeasonId}`)).json();
    const extraTime = await testApp.query<{ id: string }>(
      `select id from matches where home_goals_extra_time is not null`,
    );
    const stayed = body.entries.filter(
      (entry: Entry) => entry.starter && entry.outMinute === null && entry.redCards === 0 && entry.yellowRedCards === 0,
    );
    expect(stayed.length).toBeGreaterThan(0);
    for (const entry of stayed as Entry[]) {
      if (!extraTime.some((row) => row.id === entry.matchId)) expect(entry.playedMinutes).toBe(match_minutes);
    }
  });

  it("writes each match's result as the match object does, with extra time, penalties and decisions", async () => {
    const body = (await v2(`userid=${playerId}&team-id=${teamSeasonId}`)).json();
    expect(body.entries.length).toBeGreaterThan(0);
    for (const entry of body.entries as { matchId: string; result: string }[]) {
      const match = (await get(`v1/protected/getMatchById1/spiel/${entry.matchId}`)).json();
      expect(entry.result, entry.matchId).toBe(match.result.text);
    }
  });

  it("answers the same for the permanent team id and, without a team, for all of the season's teams", async () => {
    const bySeasonTeam = (await v2(`userid=${playerId}&saison=${SEASON}&team-id=${teamSeasonId}`)).json();
    expect((await v2(`userid=${playerId}&saison=${SEASON}&team-id=${teamId}`)).json()).toEqual(bySeasonTeam);
    const all = (await v2(`userid=${playerId}`)).json();
    expect(all.teamSeasonId).toBeNull();
    expect(all.playedMatches).toBeGreaterThanOrEqual(bySeasonTeam.playedMatches);
  });

  it("hides cards, or the whole performance, as the player chooses", async () => {
    await setFlags({ areCardsVisible: false });
    const withoutCards = (await v2(`userid=${playerId}&team-id=${teamSeasonId}`)).json();
    expect(withoutCards).toMatchObject({ yellowCards: null, yellowRedCards: null, redCards: null });
    expect(withoutCards.goals).toBeGreaterThan(0);
    expect(withoutCards.visibility).toMatchObject({ goals: true, yellowCards: false, redCards: false });
    for (const entry of withoutCards.entries as Entry[]) expect(entry.yellowCards).toBeNull();

    await setFlags({ isPerformanceVisible: false });
    const hidden = (await v2(`userid=${playerId}&team-id=${teamSeasonId}`)).json();
    expect(hidden.entries).toEqual([]);
    expect(hidden).toMatchObject({ playedMatches: null, playedMinutes: null, goals: null, goalsQuote: null });
    expect(Object.values(hidden.visibility).every((flag) => flag === false)).toBe(true);
  });
});

describe("getPlayerPerformance (v1)", () => {
  it("answers the season's totals the detailed call adds up to", async () => {
    const query = `userid=${playerId}&saison=${SEASON}&team-id=${teamSeasonId}`;
    const totals = (await v1(query)).json();
    const detail = (await v2(query)).json();
    expect(totals).toEqual({
      playerId,
      season: SEASON,
      teamSeasonId,
      performanceVisible: true,
      cardsVisible: true,
      matches: detail.playedMatches,
      minutes: detail.playedMinutes,
      goals: detail.goals,
      yellowCards: detail.yellowCards,
      yellowRedCards: detail.yellowRedCards,
      redCards: detail.redCards,
      substitutions: detail.substitutions,
      replacements: detail.replacements,
    });
    await setFlags({ areCardsVisible: false });
    expect((await v1(query)).json()).toMatchObject({ cardsVisible: false, yellowCards: null, goals: totals.goals });
    await setFlags({ isPerformanceVisible: false });
    expect((await v1(query)).json()).toMatchObject({ performanceVisible: false, matches: null, goals: null });
  });

  it("resolves a user account's id", async () => {
    const user = await testApp.one<{ id: string; player_id: string }>(
      `select u.id, u.player_id from users u join players p on p.id = u.player_id
        where u.deleted_at is null and p.is_profile_public order by u.id limit 1`,
    );
    const response = await v1(`userid=${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().playerId).toBe(user.player_id);
  });
});

describe("performance errors", () => {
  it("answers 404 for a hidden or unknown player, an unknown season and a team that is not the player's", async () => {
    const other = await testApp.one<{ id: string }>(
      `select id from team_seasons where season_id = $1 and id not in
         (select team_season_id from squad_memberships where player_id = $2) order by id limit 1`,
      [SEASON, playerId],
    );
    for (const call of [v1, v2]) {
      expect((await call(`userid=UNKNOWN`)).statusCode).toBe(404);
      expect((await call(`userid=${playerId}&saison=1999`)).statusCode).toBe(404);
      expect((await call(`userid=${playerId}&team-id=${other.id}`)).statusCode).toBe(404);
    }
    await setFlags({ isProfilePublic: false });
    for (const call of [v1, v2]) expect((await call(`userid=${playerId}`)).statusCode).toBe(404);
  });

  it("refuses missing or malformed parameters with a 400 naming them", async () => {
    const cases: [string, string][] = [
      ["", "userid"],
      ["userid=", "userid"],
      [`userid=${playerId}&saison=26`, "saison"],
      [`userid=${playerId}&team-id=a%2Fb`, "team-id"],
      [`userid=${playerId}&teamId=x`, "teamId"],
    ];
    for (const call of [v1, v2]) {
      for (const [query, name] of cases) {
        const response = await call(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toContain(`"${name}"`);
      }
    }
  });
});
