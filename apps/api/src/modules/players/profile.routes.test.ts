import { and, asc, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createPlayer, setPlayerFlags } from "../../../test/factories.js";
import { users } from "../../db/schema/index.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const byPlayerId = (playerId: string) => get(`protected/getPlayerProfileDefault?player-id=${playerId}`);
const byRef = (userid: string) => get(`protected/getPlayerProfile?userid=${userid}`);

const TODAY = "2026-11-21";
/** Statuses whose lineups and events count (finished, provisional, awarded) and a public result. */
const COUNTED = `m.status in ('finished', 'provisional', 'awarded') and not m.is_result_private`;

/** An adult public player with goals and cards, in a current squad. */
let playerId: string;

const visible = {
  isProfilePublic: true,
  isPerformanceVisible: true,
  areCardsVisible: true,
  isDateOfBirthVisible: true,
  isNationalityVisible: true,
  isClubHistoryVisible: true,
};
const setFlags = (id: string, flags: Parameters<typeof setPlayerFlags>[2]) => setPlayerFlags(testApp, id, flags);

beforeAll(async () => {
  testApp = await createTestApp();
  ({ id: playerId } = await testApp.one<{ id: string }>(
    `select p.id from players p
      where p.date_of_birth < '2000-01-01' and p.is_profile_public
        and exists (select 1 from squad_memberships sm where sm.player_id = p.id)
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.player_id = p.id and e.type_code = 7 and ${COUNTED})
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.player_id = p.id and e.type_code = 2 and ${COUNTED})
      order by p.id limit 1`,
  ));
});
beforeEach(() => setFlags(playerId, visible));
afterAll(() => testApp.close());

describe("getPlayerProfileDefault", () => {
  it("answers the player's facts, club and today's teams as stored", async () => {
    const response = await byPlayerId(playerId);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    const row = await testApp.one<Record<string, unknown>>(
      `select p.first_name, p.last_name, p.nickname, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.nationality,
              p.height_cm, p.weight_kg, p.position, p.foot, p.jersey_number, p.is_captain, c.id as club_id, c.name
         from players p left join clubs c on c.id = p.club_id where p.id = $1`,
      [playerId],
    );
    expect(profile).toMatchObject({
      playerId,
      firstName: row.first_name,
      lastName: row.last_name,
      nickname: row.nickname,
      dateOfBirth: row.dob,
      nationality: row.nationality,
      size: row.height_cm,
      weight: row.weight_kg,
      position: row.position,
      foot: row.foot,
      jerseyNumber: row.jersey_number,
      captain: row.is_captain,
      club: { clubId: row.club_id, clubName: row.name },
      visibility: { performance: true, cards: true, clubHistory: true, dateOfBirth: true, nationality: true },
    });
    const teams = await testApp.query<{ id: string; team_id: string; name: string }>(
      `select ts.id, ts.team_id, ts.name from squad_memberships sm join team_seasons ts on ts.id = sm.team_season_id
         join seasons s on s.id = ts.season_id
        where sm.player_id = $1 and s.is_current and (sm.left_on is null or sm.left_on > $2)
          and (sm.joined_on is null or sm.joined_on <= $2)`,
      [playerId, TODAY],
    );
    expect(teams.length).toBeGreaterThan(0);
    expect(profile.teams.map((team: { teamSeasonId: string }) => team.teamSeasonId).sort()).toEqual(
      teams.map((team) => team.id).sort(),
    );
    expect(profile.teams[0]).toMatchObject({ teamPermanentId: expect.any(String), teamType: expect.any(String) });
  });

  it("counts appearances, goals and cards per team as the team sheets and match events say", async () => {
    const profile = (await byPlayerId(playerId)).json();
    const expected = await testApp.query<{ team: string; matches: number; goals: number; yellow: number }>(
      `with played as (
         select l.match_id, case when l.side = 'home' then m.home_team_season_id else m.guest_team_season_id end as team
           from match_lineups l join matches m on m.id = l.match_id
          where l.player_id = $1 and ${COUNTED}
            and (not l.is_substitute or exists (select 1 from match_events s where s.match_id = l.match_id
                   and (s.player_id = $1 and s.type_code = -2 or s.related_player_id = $1 and s.type_code = -1))))
       select team, count(*)::int as matches,
              (select count(*)::int from match_events e where e.player_id = $1 and e.type_code in (7, 9)
                 and e.match_id in (select match_id from played p2 where p2.team = played.team)) as goals,
              (select count(*)::int from match_events e where e.player_id = $1 and e.type_code = 2
                 and e.match_id in (select match_id from played p2 where p2.team = played.team)) as yellow
         from played group by team`,
      [playerId],
    );
    expect(expected.some((row) => row.goals > 0)).toBe(true);
    for (const row of expected) {
      const entry = profile.performance.find(
        (candidate: { team: { teamSeasonId: string } }) => candidate.team.teamSeasonId === row.team,
      );
      expect(entry).toMatchObject({ matches: row.matches, goals: row.goals, yellowCards: row.yellow });
      expect(entry.minutes).toBeGreaterThan(0);
    }
    const allGoals = await testApp.one<{ goals: number }>(
      `select count(*)::int as goals from match_events e join matches m on m.id = e.match_id
        where e.player_id = $1 and e.type_code in (7, 9) and ${COUNTED}`,
      [playerId],
    );
    const answered = profile.performance.reduce((sum: number, entry: { goals: number }) => sum + entry.goals, 0);
    expect(answered).toBe(allGoals.goals);
    expect(profile.clubHistory[0].teams.length).toBeGreaterThan(0);
    expect(profile.success).toEqual([]);
  });

  it("leaves out the date of birth and the nationality the player hides", async () => {
    await setFlags(playerId, { isDateOfBirthVisible: false, isNationalityVisible: false });
    const { dob, nationality } = await testApp.one<{ dob: string; nationality: string }>(
      `select to_char(date_of_birth, 'YYYY-MM-DD') as dob, nationality from players where id = $1`,
      [playerId],
    );
    const response = await byPlayerId(playerId);
    expect(response.json()).toMatchObject({
      dateOfBirth: null,
      nationality: null,
      visibility: { dateOfBirth: false, nationality: false },
    });
    expect(response.body).not.toContain(dob);
    expect(response.body).not.toContain(`"${nationality}"`);
  });

  it("hides cards, performance and club history as the player chooses", async () => {
    await setFlags(playerId, { areCardsVisible: false });
    const withoutCards = (await byPlayerId(playerId)).json();
    expect(withoutCards.visibility).toMatchObject({ performance: true, cards: false });
    expect(withoutCards.performance.length).toBeGreaterThan(0);
    for (const entry of withoutCards.performance) {
      expect(entry).toMatchObject({ yellowCards: null, yellowRedCards: null, redCards: null });
      expect(entry.goals).toEqual(expect.any(Number));
    }

    await setFlags(playerId, { areCardsVisible: true, isPerformanceVisible: false });
    const withoutPerformance = (await byPlayerId(playerId)).json();
    expect(withoutPerformance.performance).toBeNull();
    expect(withoutPerformance.visibility).toMatchObject({ performance: false, cards: false });

    await setFlags(playerId, { isPerformanceVisible: true, isClubHistoryVisible: false });
    const withoutHistory = (await byPlayerId(playerId)).json();
    expect(withoutHistory.clubHistory).toBeNull();
    expect(withoutHistory.visibility.clubHistory).toBe(false);
    expect(withoutHistory.teams.length).toBeGreaterThan(0);
  });
});

describe("getPlayerProfile", () => {
  it("resolves a user account's id to its player profile and names the account in userRef", async () => {
    const [linked] = await testApp.db
      .select({ id: users.id, playerId: users.playerId })
      .from(users)
      .where(and(isNotNull(users.playerId), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(1);
    const user = { id: linked!.id, player_id: linked!.playerId! };
    await setFlags(user.player_id, visible);
    const response = await byRef(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ playerId: user.player_id, userRef: user.id });
    expect((await byRef(user.player_id)).json()).toMatchObject({ playerId: user.player_id, userRef: user.id });
    expect((await byPlayerId(user.player_id)).json().userRef).toBe(user.id);
    const byUser = (await byRef(user.id)).json();
    expect(byUser).toEqual((await byPlayerId(user.player_id)).json());
  });

  it("answers a player who is not public exactly like an unknown one", async () => {
    await setFlags(playerId, { isProfilePublic: false });
    const hidden = await byRef(playerId);
    const unknown = await byRef("UNKNOWNPLAYER0000000000000000000");
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.json().message).toBe(unknown.json().message.replace("UNKNOWNPLAYER0000000000000000000", playerId));
    expect((await byPlayerId(playerId)).statusCode).toBe(404);
    expect((await byRef("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("shows a minor's public profile only with a parent's consent", async () => {
    const minor = { id: await createPlayer(testApp, { dateOfBirth: "2012-05-01", isProfilePublic: true }) };
    await setFlags(minor.id, { parentalConsentAt: new Date() });
    expect((await byPlayerId(minor.id)).statusCode).toBe(200);
    await setFlags(minor.id, { parentalConsentAt: null });
    expect((await byPlayerId(minor.id)).statusCode).toBe(404);
    expect((await byRef(minor.id)).statusCode).toBe(404);
  });

  it("refuses a missing, malformed or unknown parameter with a 400 naming it", async () => {
    const cases: [string, string][] = [
      ["protected/getPlayerProfile", "userid"],
      ["protected/getPlayerProfile?userid=", "userid"],
      ["protected/getPlayerProfile?userid=a%20b", "userid"],
      [`protected/getPlayerProfile?userid=${"A".repeat(65)}`, "userid"],
      [`protected/getPlayerProfile?userid=${playerId}&other=1`, "other"],
      ["protected/getPlayerProfileDefault", "player-id"],
      ["protected/getPlayerProfileDefault?player-id=-x", "player-id"],
    ];
    for (const [url, name] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(`"${name}"`);
    }
  });
});
