import { and, asc, eq, exists, inArray, lt, min, notInArray, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import {
  addToSquad,
  createPlayer,
  findCurrentSeason,
  findTeamSeason,
  setPlayerFlags,
  setSquadPublic,
  setTeamProfileConfig,
} from "../../../test/factories.js";
import {
  competitions,
  competitionTeams,
  competitionTypes,
  matches,
  matchLineups,
  players,
  referees,
  squadMemberships,
  teamSeasons,
  teams,
  teamTypes,
} from "../../db/schema/index.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const feverUrl = (player: string, team: string) => `public/getFevercurveByPlayer/player-id/${player}/team-id/${team}`;

const COUNTED = `m.status in ('finished', 'provisional', 'awarded') and not m.is_result_private`;

/** An adult public player of a league team, and that team's season id. */
let playerId: string;
let teamSeasonId: string;

const visible = {
  isProfilePublic: true,
  isPerformanceVisible: true,
  areCardsVisible: true,
  isClubHistoryVisible: true,
};
const setFlags = (flags: Parameters<typeof setPlayerFlags>[2]) => setPlayerFlags(testApp, playerId, flags);

/** An adult public player of a league (championship) team who started a counted match, by id. */
async function findLeaguePlayer() {
  const [found] = await testApp.db
    .select({ playerId: squadMemberships.playerId, teamSeasonId: squadMemberships.teamSeasonId })
    .from(squadMemberships)
    .innerJoin(players, eq(players.id, squadMemberships.playerId))
    .innerJoin(competitionTeams, eq(competitionTeams.teamSeasonId, squadMemberships.teamSeasonId))
    .innerJoin(competitions, eq(competitions.id, competitionTeams.competitionId))
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .where(
      and(
        eq(competitionTypes.basicType, "Championship"),
        lt(players.dateOfBirth, "2000-01-01"),
        eq(players.isProfilePublic, true),
        exists(
          testApp.db
            .select({ one: sql`1` })
            .from(matchLineups)
            .innerJoin(matches, eq(matches.id, matchLineups.matchId))
            .where(
              and(
                eq(matchLineups.playerId, players.id),
                eq(matchLineups.isSubstitute, false),
                inArray(matches.status, ["finished", "provisional", "awarded"]),
                eq(matches.isResultPrivate, false),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(squadMemberships.playerId))
    .limit(1);
  if (!found) throw new Error("The demo has no league player who started a match");
  return found;
}

beforeAll(async () => {
  testApp = await createTestApp();
  ({ playerId, teamSeasonId } = await findLeaguePlayer());
  await setTeamProfileConfig(testApp, teamSeasonId, { trend: true });
});
beforeEach(() => setFlags(visible));
afterAll(() => testApp.close());

describe("getPlayerProfileMappings", () => {
  it("lists the teams, clubs and seasons of the player's squads", async () => {
    const response = await get(`public/getPlayerProfileMappings/player-id/${playerId}`);
    expect(response.statusCode).toBe(200);
    const expected = await testApp.db
      .select({ team_season_id: squadMemberships.teamSeasonId, club_id: teams.clubId, season_id: teamSeasons.seasonId })
      .from(squadMemberships)
      .innerJoin(teamSeasons, eq(teamSeasons.id, squadMemberships.teamSeasonId))
      .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
      .where(eq(squadMemberships.playerId, playerId));
    const mappings = response.json().mappings;
    for (const row of expected) {
      expect(mappings).toContainEqual(
        expect.objectContaining({
          season: row.season_id,
          team: expect.objectContaining({ teamSeasonId: row.team_season_id, clubId: row.club_id }),
        }),
      );
    }
    await setFlags({ isClubHistoryVisible: false });
    const current = (await get(`public/getPlayerProfileMappings/player-id/${playerId}`)).json().mappings;
    const { id: currentSeason } = await findCurrentSeason(testApp);
    expect(current.every((mapping: { season: string }) => mapping.season === currentSeason)).toBe(true);
  });
});

describe("a squad the club keeps private", () => {
  it("does not tell a player's team on the profile or in the mappings; a team sheet still does", async () => {
    // A new member of a current squad who has not played yet: only the squad tells the team.
    const member = { player_id: "SQUADONLY0000000000000000000000", team_season_id: teamSeasonId };
    await createPlayer(testApp, {
      id: member.player_id,
      firstName: "Quirin",
      lastName: "Nurimkader",
      dateOfBirth: "1995-05-05",
    });
    await addToSquad(testApp, member.team_season_id, member.player_id);
    const { isSquadPublic: wasPublic } = await findTeamSeason(testApp, teamSeasonId);
    const teamsOf = async () => {
      const profile = (await get(`protected/getPlayerProfileDefault?player-id=${member.player_id}`)).json();
      const mappings = (await get(`public/getPlayerProfileMappings/player-id/${member.player_id}`)).json().mappings;
      return {
        profile: profile.teams.map((team: { teamSeasonId: string }) => team.teamSeasonId),
        mappings: mappings.map((mapping: { team: { teamSeasonId: string } }) => mapping.team.teamSeasonId),
      };
    };
    await setSquadPublic(testApp, member.team_season_id, true);
    expect(await teamsOf()).toEqual({ profile: [member.team_season_id], mappings: [member.team_season_id] });
    await setSquadPublic(testApp, member.team_season_id, false);
    expect(await teamsOf()).toEqual({ profile: [], mappings: [] });
    // A player who played for a team with a private squad is named on its team sheets: the team stays.
    const mappings = (await get(`public/getPlayerProfileMappings/player-id/${playerId}`)).json().mappings;
    expect(mappings.map((mapping: { team: { teamSeasonId: string } }) => mapping.team.teamSeasonId)).toContain(
      teamSeasonId,
    );
    await setSquadPublic(testApp, teamSeasonId, wasPublic);
    await testApp.db.delete(squadMemberships).where(eq(squadMemberships.playerId, member.player_id));
    await testApp.db.delete(players).where(eq(players.id, member.player_id));
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

    await setFlags({ isPerformanceVisible: false });
    const hidden = (await get(feverUrl(playerId, teamSeasonId))).json();
    expect(hidden.curves[0].entries.every((point: { played: boolean | null }) => point.played === null)).toBe(true);
  });

  it("answers 404 for a team that is not the player's or hides its trend, 400 for a malformed id", async () => {
    const [other] = await testApp.db
      .select({ id: teamSeasons.id })
      .from(teamSeasons)
      .where(
        notInArray(
          teamSeasons.id,
          testApp.db
            .select({ id: squadMemberships.teamSeasonId })
            .from(squadMemberships)
            .where(eq(squadMemberships.playerId, playerId)),
        ),
      )
      .orderBy(asc(teamSeasons.id))
      .limit(1);
    expect((await get(feverUrl(playerId, other!.id))).statusCode).toBe(404);
    expect((await get(feverUrl("UNKNOWN", teamSeasonId))).statusCode).toBe(404);
    await setTeamProfileConfig(testApp, teamSeasonId, { trend: false });
    expect((await get(feverUrl(playerId, teamSeasonId))).statusCode).toBe(404);
    await setTeamProfileConfig(testApp, teamSeasonId, { trend: true });
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
    expect(response.json()).toEqual({ playerId, success: [], ownSuccess: [] });
    expect((await get("protected/getPlayerSuccess")).json().message).toContain('"userid"');
  });

  it("lists the profile's values from the enums and the recorded nationalities", async () => {
    const response = await get("public/getPlayerMasterData");
    expect(response.statusCode).toBe(200);
    const nationalities = await union(
      testApp.db.select({ nationality: players.nationality }).from(players),
      testApp.db.select({ nationality: referees.nationality }).from(referees),
    );
    const [{ min_age }] = (await testApp.db.select({ min_age: min(teamTypes.minAge) }).from(teamTypes)) as [
      { min_age: number },
    ];
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
    await setFlags({ isProfilePublic: false });
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
