import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { recordMatchResult } from "../matches/live.service.js";

const base = "/rest/v1/public";
let testApp: TestApp;

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url: `${base}${url}` });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(() => testApp.close());

/** Goals of every shown player per team and league level of the current season, from the raw events. */
function rawScorers(teamTypeId: number, leagueLevelId: number) {
  return testApp.query<{ player_id: string; goals: number }>(
    `select e.player_id, count(*)::int as goals
     from match_events e join matches m on m.id = e.match_id
     join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id and s.is_current
     join players p on p.id = e.player_id and p.is_profile_public and p.is_performance_visible
     where m.status = 'finished' and not m.is_result_private and e.type_code in (7, 9)
       and c.team_type_id = $1 and c.league_level_id = $2
     group by e.player_id, case e.side when 'home' then m.home_team_season_id else m.guest_team_season_id end
     order by 2 desc`,
    [teamTypeId, leagueLevelId],
  );
}

describe("nationwide scorers", () => {
  it("lists team types and league levels with scorers, and a level's scorers as the raw events count them", async () => {
    const types = await get("/getNationWideTeamTypes");
    expect(types.status).toBe(200);
    expect(types.body.teamTypes.length).toBeGreaterThan(0);
    const teamType = types.body.teamTypes[0];
    const levels = await get(`/getNationWideLeagueLevels/mannschaftsart/${teamType.id}`);
    expect(levels.body.teamType).toEqual(teamType);
    expect(levels.body.leagueLevels.length).toBeGreaterThan(0);
    const level = levels.body.leagueLevels[0];
    const scorers = await get(`/getNationWideScorers/mannschaftsart/${teamType.id}/spielklasse/${level.id}?max=5`);
    expect(scorers.status).toBe(200);
    expect(scorers.body.lastUpdate).not.toBeNull();
    const raw = await rawScorers(teamType.id, level.id);
    expect(scorers.body.total).toBe(raw.length);
    expect(scorers.body.scorers[0].goals).toBe(raw[0]!.goals);
    expect(scorers.body.scorers[0].association.name).toBe("Bayerischer Amateur-Fußball-Verband");
    expect(scorers.body.more).toBe(raw.length > 5);
    const second = await get(
      `/getNationWideScorers/mannschaftsart/${teamType.id}/spielklasse/${level.id}?offset=5&max=5`,
    );
    expect(second.body.offset).toBe(5);
    expect(second.body.scorers[0]?.rank ?? 6).toBeGreaterThanOrEqual(scorers.body.scorers[4]?.rank ?? 0);
  });

  it("answers 404 for an unknown team type or a level of another team type, 400 for a malformed one", async () => {
    const other = await testApp.one<{ team_type_id: number; level: number }>(
      `select t.id as team_type_id, l.id as level from team_types t join league_levels l on l.team_type_id <> t.id limit 1`,
    );
    expect((await get("/getNationWideLeagueLevels/mannschaftsart/999999")).status).toBe(404);
    expect((await get(`/getNationWideScorers/mannschaftsart/999999/spielklasse/${other.level}`)).status).toBe(404);
    expect(
      (await get(`/getNationWideScorers/mannschaftsart/${other.team_type_id}/spielklasse/${other.level}`)).status,
    ).toBe(404);
    for (const [url, name] of [
      ["/getNationWideLeagueLevels/mannschaftsart/abc", "mannschaftsart"],
      ["/getNationWideScorers/mannschaftsart/1/spielklasse/x", "spielklasse"],
      ["/getNationWideScorers/mannschaftsart/1/spielklasse/1?max=1000", "max"],
      ["/getNationWideTeamTypes?max=1", "max"],
    ] as const) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toContain(`"${name}"`);
    }
  });
});

describe("a recorded result", () => {
  async function scheduledOn(from: string, to = from) {
    return testApp.one<{ id: string; home: string }>(
      `select m.id, m.home_team_season_id as home from matches m join competitions c on c.id = m.competition_id
       join team_types tt on tt.id = c.team_type_id and tt.has_results
       where m.status = 'scheduled' and not m.is_result_private and m.guest_team_season_id is not null
         and m.home_team_season_id is not null and (m.kickoff_at at time zone 'Europe/Berlin')::date between $1 and $2
       order by m.id limit 1`,
      [from, to],
    );
  }
  async function record(matchId: string, homeGoals: number, guestGoals: number) {
    await recordMatchResult(
      testApp.context(),
      matchId,
      { status: "finished", homeGoals, guestGoals },
      testApp.app.dataChanges,
    );
  }
  const teamGoals = async (zeitraum: string, teamSeasonId: string) => {
    const { body } = await get(`/getAmateurStatisticsTeam/zeitraum/${zeitraum}/stats/goals?max=100`);
    return body.entries.find((entry: { team: { id: string } }) => entry.team.id === teamSeasonId) ?? null;
  };

  it("updates the totals and the teams' figures at once", async () => {
    const match = await scheduledOn("2026-11-20", "2026-11-22");
    const totals = (await get("/getAmateurStatisticsAssociation?zeitraum=wochenende")).body;
    const season = (await get("/getAmateurStatisticsAssociation")).body;
    const before = await teamGoals("saison", match.home);
    await record(match.id, 9, 0);
    const after = (await get("/getAmateurStatisticsAssociation?zeitraum=wochenende")).body;
    expect([after.matches, after.goals]).toEqual([totals.matches + 1, totals.goals + 9]);
    const seasonAfter = (await get("/getAmateurStatisticsAssociation")).body;
    expect([seasonAfter.matches, seasonAfter.goals]).toEqual([season.matches + 1, season.goals + 9]);
    const home = await teamGoals("saison", match.home);
    expect(home.goalsFor).toBe((before?.goalsFor ?? 0) + 9);
    expect(home.wins).toBe((before?.wins ?? 0) + 1);
    const top = (await get("/getAmateurStatisticsMatch/zeitraum/wochenende/stats/margin?max=1")).body;
    expect(top.entries[0].matchId).toBe(match.id);
  });

  it("moves the last weekend and month when a later match is finished", async () => {
    const match = await scheduledOn("2026-12-05");
    await record(match.id, 2, 1);
    const weekend = (await get("/getAmateurStatisticsAssociation?zeitraum=wochenende")).body;
    expect(weekend.periodName).toBe("Letzter Spieltag 04.–06.12.2026");
    expect([weekend.matches, weekend.goals]).toEqual([1, 3]);
    const month = (await get("/getAmateurStatisticsTeam/zeitraum/monat/stats/wins")).body;
    expect(month.periodName).toBe("Dezember 2026");
    expect(month.entries.map((entry: { team: { id: string } }) => entry.team.id)).toEqual([
      match.home,
      expect.any(String),
    ]);
  });
});
