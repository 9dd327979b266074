import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const feverUrl = (player: string, team: string) => `public/getFevercurveByPlayer/player-id/${player}/team-id/${team}`;

const COUNTED = `m.status in ('finished', 'provisional', 'awarded') and not m.is_result_private`;

/** An adult public player of a league team, and that team's season id. */
let playerId: string;
let teamSeasonId: string;

const visible = `is_profile_public = true, is_performance_visible = true, are_cards_visible = true,
  is_club_history_visible = true`;
const setFlags = (flags: string) => testApp.query(`update players set ${flags} where id = $1`, [playerId]);

beforeAll(async () => {
  testApp = await createTestApp();
  ({ player_id: playerId, team_season_id: teamSeasonId } = await testApp.one<{
    player_id: string;
    team_season_id: string;
  }>(
    `select sm.player_id, sm.team_season_id from squad_memberships sm join players p on p.id = sm.player_id
       join competition_teams ct on ct.team_season_id = sm.team_season_id
       join competitions c on c.id = ct.competition_id join competition_types t on t.id = c.competition_type_id
      where t.basic_type = 'Championship' and p.date_of_birth < '2000-01-01' and p.is_profile_public
        and exists (select 1 from match_lineups l join matches m on m.id = l.match_id
                     where l.player_id = p.id and not l.is_substitute and ${COUNTED})
      order by sm.player_id limit 1`,
  ));
  await testApp.query(`update team_seasons set profile_config = profile_config || '{"trend": true}' where id = $1`, [
    teamSeasonId,
  ]);
});
beforeEach(() => setFlags(visible));
afterAll(() => testApp.close());

describe("getPlayerProfileMappings", () => {
  it("lists the teams, clubs and seasons of the player's squads", async () => {
    const response = await get(`public/getPlayerProfileMappings/player-id/${playerId}`);
    expect(response.statusCode).toBe(200);
    const expected = await testApp.query<{ team_season_id: string; club_id: string; season_id: string }>(
      `select sm.team_season_id, t.club_id, ts.season_id from squad_memberships sm
         join team_seasons ts on ts.id = sm.team_season_id join teams t on t.id = ts.team_id
        where sm.player_id = $1`,
      [playerId],
    );
    const mappings = response.json().mappings;
    for (const row of expected) {
      expect(mappings).toContainEqual(
        expect.objectContaining({
          season: row.season_id,
          team: expect.objectContaining({ teamSeasonId: row.team_season_id, clubId: row.club_id }),
        }),
      );
    }
    await setFlags("is_club_history_visible = false");
    const current = (await get(`public/getPlayerProfileMappings/player-id/${playerId}`)).json().mappings;
    const { id: currentSeason } = await testApp.one<{ id: string }>(`select id from seasons where is_current`);
    expect(current.every((mapping: { season: string }) => mapping.season === currentSeason)).toBe(true);
  });
});

describe("a squad the club keeps private", () => {
  it("does not tell a player's team on the profile or in the mappings; a team sheet still does", async () => {
    // A new member of a current squad who has not played yet: only the squad tells the team.
    const member = { player_id: "SQUADONLY0000000000000000000000", team_season_id: teamSeasonId };
    await testApp.query(
      `insert into players (id, first_name, last_name, date_of_birth, gender, nationality)
       values ($1, 'Quirin', 'Nurimkader', '1995-05-05', 'male', 'deutsch')`,
      [member.player_id],
    );
    await testApp.query("insert into squad_memberships (team_season_id, player_id) values ($1, $2)", [
      member.team_season_id,
      member.player_id,
    ]);
    const { is_squad_public: wasPublic } = await testApp.one<{ is_squad_public: boolean }>(
      "select is_squad_public from team_seasons where id = $1",
      [teamSeasonId],
    );
    const teamsOf = async () => {
      const profile = (await get(`protected/getPlayerProfileDefault?player-id=${member.player_id}`)).json();
      const mappings = (await get(`public/getPlayerProfileMappings/player-id/${member.player_id}`)).json().mappings;
      return {
        profile: profile.teams.map((team: { teamSeasonId: string }) => team.teamSeasonId),
        mappings: mappings.map((mapping: { team: { teamSeasonId: string } }) => mapping.team.teamSeasonId),
      };
    };
    await testApp.query("update team_seasons set is_squad_public = true where id = $1", [member.team_season_id]);
    expect(await teamsOf()).toEqual({ profile: [member.team_season_id], mappings: [member.team_season_id] });
    await testApp.query("update team_seasons set is_squad_public = false where id = $1", [member.team_season_id]);
    expect(await teamsOf()).toEqual({ profile: [], mappings: [] });
    // A player who played for a team with a private squad is named on its team sheets: the team stays.
    const mappings = (await get(`public/getPlayerProfileMappings/player-id/${playerId}`)).json().mappings;
    expect(mappings.map((mapping: { team: { teamSeasonId: string } }) => mapping.team.teamSeasonId)).toContain(
      teamSeasonId,
    );
    await testApp.query("update team_seasons set is_squad_public = $2 where id = $1", [teamSeasonId, wasPublic]);
    await testApp.query("delete from squad_memberships where player_id = $1", [member.player_id]);
    await testApp.query("delete from players where id = $1", [member.player_id]);
  });
});

describe("getFevercurveByPlayer", () => {
  it("gives the team's curve with the matchdays the player appeared on", async () => {
    const response = await get(feverUrl(playerId, teamSeasonId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const team = await get(`protected/getFevercurveByTeam/team-id/${teamSeasonId}`);
    expect(body).toMatchObject({ playerId, teamSeasonId, season: team.json().season });
    const played = await testApp.query<{ competition_id: string; matchday: number }>(
      `select m.competition_id, m.matchday from match_lineups l join matches m on m.id = l.match_id
        where l.player_id = $1 and ${COUNTED}
          and (case when l.side = 'home' then m.home_team_season_id else m.guest_team_season_id end) = $2
          and (not l.is_substitute or exists (select 1 from match_events s where s.match_id = l.match_id
                 and (s.player_id = $1 and s.type_code = -2 or s.related_player_id = $1 and s.type_code = -1)))`,
      [playerId, teamSeasonId],
    );
    const keys = new Set(played.map((row) => `${row.competition_id}|${row.matchday}`));
    expect(body.curves.length).toBeGreaterThan(0);
    let appeared = 0;
    for (const [index, curve] of body.curves.entries()) {
      const teamCurve = team.json().curves[index];
      expect(curve.entries.map(({ played: _, ...point }: { played: boolean }) => point)).toEqual(teamCurve.entries);
      for (const point of curve.entries) {
        expect(point.played).toBe(keys.has(`${curve.compoundId}|${point.matchday}`));
        if (point.played) appeared += 1;
      }
    }
    expect(appeared).toBeGreaterThan(0);

    await setFlags("is_performance_visible = false");
    const hidden = (await get(feverUrl(playerId, teamSeasonId))).json();
    expect(hidden.curves[0].entries.every((point: { played: boolean | null }) => point.played === null)).toBe(true);
  });

  it("answers 404 for a team that is not the player's or hides its trend, 400 for a malformed id", async () => {
    const other = await testApp.one<{ id: string }>(
      `select id from team_seasons where id not in (select team_season_id from squad_memberships where player_id = $1)
        order by id limit 1`,
      [playerId],
    );
    expect((await get(feverUrl(playerId, other.id))).statusCode).toBe(404);
    expect((await get(feverUrl("UNKNOWN", teamSeasonId))).statusCode).toBe(404);
    await testApp.query(`update team_seasons set profile_config = profile_config || '{"trend": false}' where id = $1`, [
      teamSeasonId,
    ]);
    expect((await get(feverUrl(playerId, teamSeasonId))).statusCode).toBe(404);
    await testApp.query(`update team_seasons set profile_config = profile_config || '{"trend": true}' where id = $1`, [
      teamSeasonId,
    ]);
    for (const [url, name] of [
      [feverUrl("-bad", teamSeasonId), "player-id"],
      [feverUrl(playerId, "a.b"), "team-id"],
    ]) {
      const response = await get(url!);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`"${name}"`);
    }
  });
});

describe("getPlayerSuccess and getPlayerMasterData", () => {
  it("has no success while no season of the player's teams has ended", async () => {
    const response = await get(`protected/getPlayerSuccess?userid=${playerId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ playerId, success: [] });
    expect((await get("protected/getPlayerSuccess")).json().message).toContain('"userid"');
  });

  it("lists the profile's values from the enums and the recorded nationalities", async () => {
    const response = await get("public/getPlayerMasterData");
    expect(response.statusCode).toBe(200);
    const nationalities = await testApp.query<{ nationality: string }>(
      `select nationality from players union select nationality from referees`,
    );
    const { min_age } = await testApp.one<{ min_age: number }>(`select min(min_age) as min_age from team_types`);
    const body = response.json();
    expect([...body.nationality].sort()).toEqual(nationalities.map((row) => row.nationality).sort());
    expect(body.nationality).toContain("österreichisch");
    expect(body).toMatchObject({
      playingPosition: ["goalkeeper", "defender", "midfielder", "forward"],
      footType: ["left", "right", "both"],
      minimumAge: min_age,
    });
    expect(body.playerLiveStatType).toContain("goals");
    expect((await get("public/getPlayerMasterData?x=1")).statusCode).toBe(400);
  });
});

describe("a player who is not public", () => {
  it("answers 404 on every player call, like an unknown player", async () => {
    await setFlags("is_profile_public = false");
    const urls = [
      `protected/getPlayerProfile?userid=${playerId}`,
      `protected/getPlayerProfileDefault?player-id=${playerId}`,
      `public/getPlayerProfileMappings/player-id/${playerId}`,
      `protected/getPlayerPerformance?userid=${playerId}`,
      `protected/getPlayerSuccess?userid=${playerId}`,
      feverUrl(playerId, teamSeasonId),
    ];
    for (const url of urls) {
      const hidden = await get(url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.body, url).not.toContain(teamSeasonId);
      const unknown = await get(url.replace(playerId, "UNKNOWNPLAYER"));
      expect(unknown.statusCode, url).toBe(404);
      expect(hidden.json().message.replace(playerId, "UNKNOWNPLAYER"), url).toBe(unknown.json().message);
    }
    const v2 = await testApp.app.inject({
      method: "GET",
      url: `/rest/v2/protected/getPlayerPerformance?userid=${playerId}`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    expect(v2.statusCode).toBe(404);
  });
});
