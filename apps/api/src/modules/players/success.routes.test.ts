import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { setPlayerFlags, setTeamProfileConfig } from "../../../test/factories.js";

/*
 * Success counts seasons that have ended: the clock stands after the end of the demo's (current) season, so its
 * league tables are the season's last ones.
 */
let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

interface Success {
  season: string;
  compoundId: string;
  achievement: string;
  position: number | null;
  team: { teamSeasonId: string };
}

/** The leader of a championship, and a public adult player of its squad. */
let competitionId: string;
let teamSeasonId: string;
let playerId: string;

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => new Date("2027-07-15T12:00:00+02:00") });
  const leagues = await testApp.query<{ id: string }>(
    `select c.id from competitions c join competition_types t on t.id = c.competition_type_id
      where t.basic_type = 'Championship' order by c.id`,
  );
  for (const league of leagues) {
    const table = await get(`protected/getAmateurTable/staffel/${league.id}`);
    const leader = table.statusCode === 200 ? table.json().entries[0] : undefined;
    if (!leader) continue;
    const [player] = await testApp.query<{ id: string }>(
      `select p.id from squad_memberships sm join players p on p.id = sm.player_id
        where sm.team_season_id = $1 and p.is_profile_public and p.date_of_birth < '2000-01-01'
        order by p.id limit 1`,
      [leader.teamId],
    );
    if (!player) continue;
    competitionId = league.id;
    teamSeasonId = leader.teamId;
    playerId = player.id;
    break;
  }
  await setPlayerFlags(testApp, playerId, { isProfilePublic: true, isClubHistoryVisible: true });
  await setTeamProfileConfig(testApp, teamSeasonId, { history: true });
});
afterAll(() => testApp.close());

describe("getPlayerSuccess", () => {
  it("names the title of the team the player belonged to", async () => {
    expect(playerId).toBeDefined();
    const response = await get(`protected/getPlayerSuccess?userid=${playerId}`);
    expect(response.statusCode).toBe(200);
    const { success } = response.json();
    expect(success).toContainEqual(
      expect.objectContaining({
        compoundId: competitionId,
        achievement: "champion",
        position: 1,
        team: expect.objectContaining({ teamSeasonId }),
      }),
    );
  });

  it("agrees with the success history of the player's teams and is part of the profile", async () => {
    const { success } = (await get(`protected/getPlayerSuccess?userid=${playerId}`)).json();
    const teams = await testApp.query<{ team_season_id: string }>(
      `select team_season_id from squad_memberships where player_id = $1`,
      [playerId],
    );
    const expected: string[] = [];
    for (const { team_season_id } of teams) {
      const profile = (await get(`protected/getTeamProfile/team-id/${team_season_id}`)).json();
      for (const entry of profile.teamSuccess ?? []) {
        if (entry.achievement) expected.push(`${entry.season}|${entry.compoundId}|${entry.achievement}`);
      }
    }
    const answered = (success as Success[]).map((entry) => `${entry.season}|${entry.compoundId}|${entry.achievement}`);
    expect(answered.sort()).toEqual(expected.sort());
    const profile = (await get(`protected/getPlayerProfileDefault?player-id=${playerId}`)).json();
    expect(profile.success).toEqual(success);
  });
});
