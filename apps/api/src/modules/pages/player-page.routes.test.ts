import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createPlayer, setPlayerFlags, setTeamProfileConfig } from "../../../test/factories.js";

/* getPlayerPage, added beside the catalogue: the three calls of the website's player page in one answer. */
let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const page = (userid: string) => get(`protected/getPlayerPage?userid=${userid}`);

const COUNTED = `m.status in ('finished', 'provisional', 'awarded') and not m.is_result_private`;
const visible = {
  isProfilePublic: true,
  isPerformanceVisible: true,
  areCardsVisible: true,
  isClubHistoryVisible: true,
};

/** An adult public player in a current league squad who started a counted match of the current season. */
let playerId: string;
let teamSeasonId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ player_id: playerId, team_season_id: teamSeasonId } = await testApp.one<{
    player_id: string;
    team_season_id: string;
  }>(
    `select sm.player_id, sm.team_season_id
       from squad_memberships sm
       join players p on p.id = sm.player_id
       join team_seasons ts on ts.id = sm.team_season_id
       join seasons s on s.id = ts.season_id and s.is_current
      where p.date_of_birth < '2000-01-01' and p.is_profile_public and sm.left_on is null
        and exists (select 1 from match_lineups l join matches m on m.id = l.match_id
                     where l.player_id = p.id and not l.is_substitute and ${COUNTED})
      order by sm.player_id limit 1`,
  ));
  await setTeamProfileConfig(testApp, teamSeasonId, { trend: true });
});
beforeEach(() => setPlayerFlags(testApp, playerId, visible));
afterAll(() => testApp.close());

describe("getPlayerPage", () => {
  it("answers exactly what the profile, the season's performance and each team's fever curve answer", async () => {
    const response = await page(playerId);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.profile).toEqual((await get(`protected/getPlayerProfileDefault?player-id=${playerId}`)).json());
    expect(answer.seasonMatches).toEqual((await get(`../v2/protected/getPlayerPerformance?userid=${playerId}`)).json());
    expect(answer.seasonMatches.entries.length).toBeGreaterThan(0);
    expect(answer.feverCurves.map((entry: { teamSeasonId: string }) => entry.teamSeasonId)).toEqual(
      answer.profile.teams.map((team: { teamSeasonId: string }) => team.teamSeasonId),
    );
    expect(answer.feverCurves.map((entry: { teamSeasonId: string }) => entry.teamSeasonId)).toContain(teamSeasonId);
    for (const { teamSeasonId: team, curve } of answer.feverCurves) {
      const single = await get(`public/getFevercurveByPlayer/player-id/${playerId}/team-id/${team}`);
      expect(curve).toEqual(single.statusCode === 404 ? null : single.json());
    }
  });

  it("keeps hidden what the player hides: no season matches, no played matchdays on the curves", async () => {
    await setPlayerFlags(testApp, playerId, { ...visible, isPerformanceVisible: false });
    const answer = (await page(playerId)).json();
    expect(answer.profile.performance).toBeNull();
    expect(answer.seasonMatches).toBeNull();
    const curves = answer.feverCurves.map((entry: { curve: unknown }) => entry.curve).filter(Boolean);
    expect(curves.length).toBeGreaterThan(0);
    for (const curve of curves) {
      for (const line of curve.curves) {
        expect(line.entries.length).toBeGreaterThan(0);
        expect(line.entries.every((entry: { played: unknown }) => entry.played === null)).toBe(true);
      }
    }
  });

  it("leaves out the curve of a team hiding its trend, and only that", async () => {
    await setTeamProfileConfig(testApp, teamSeasonId, { trend: false });
    try {
      const answer = (await page(playerId)).json();
      expect(answer.seasonMatches).not.toBeNull();
      expect(answer.feverCurves).toContainEqual({ teamSeasonId, curve: null });
      const single = await get(`public/getFevercurveByPlayer/player-id/${playerId}/team-id/${teamSeasonId}`);
      expect(single.statusCode).toBe(404);
    } finally {
      await setTeamProfileConfig(testApp, teamSeasonId, { trend: true });
    }
  });

  it("takes a user account's id as the profile reference, as getPlayerProfile does", async () => {
    const user = await testApp.one<{ id: string; player_id: string }>(
      "select id, player_id from users where player_id is not null and deleted_at is null order by id limit 1",
    );
    await setPlayerFlags(testApp, user.player_id, visible);
    const byUser = await page(user.id);
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json().profile).toEqual((await get(`protected/getPlayerProfile?userid=${user.id}`)).json());
    expect(byUser.json()).toEqual((await page(user.player_id)).json());
  });

  it("answers an empty season and no curves for a player without a team this season", async () => {
    const id = await createPlayer(testApp, { dateOfBirth: "1990-05-01" });
    await setPlayerFlags(testApp, id, visible);
    const answer = (await page(id)).json();
    expect(answer.profile.teams).toEqual([]);
    expect(answer.feverCurves).toEqual([]);
    expect(answer.seasonMatches).toEqual((await get(`../v2/protected/getPlayerPerformance?userid=${id}`)).json());
    expect(answer.seasonMatches.entries).toEqual([]);
  });

  it("answers 404 for a profile that is not public, 400 naming a malformed, missing or unknown parameter", async () => {
    await setPlayerFlags(testApp, playerId, { ...visible, isProfilePublic: false });
    expect((await page(playerId)).statusCode).toBe(404);
    expect((await page("NOSUCHPLAYER")).statusCode).toBe(404);
    const malformed = await page("%2Fx");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ kind: "invalid-parameter", field: "userid" });
    expect((await get("protected/getPlayerPage")).json()).toMatchObject({ kind: "missing-parameter", field: "userid" });
    expect((await get(`protected/getPlayerPage?userid=${playerId}&saison=2526`)).json()).toMatchObject({
      kind: "unknown-parameter",
      field: "saison",
    });
  });

  it("needs a client key like the profile call", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getPlayerPage?userid=${playerId}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
