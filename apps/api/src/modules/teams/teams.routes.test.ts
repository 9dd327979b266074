import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Matches between the same two teams (by permanent id), in either direction. */
const MEETINGS = `
  select e.id, e.kickoff_at, e.status, eh.team_id as home_team, e.home_goals, e.guest_goals
  from matches e
  join team_seasons eh on eh.id = e.home_team_season_id
  join team_seasons eg on eg.id = e.guest_team_season_id
  where e.id <> m.id and e.kickoff_at < m.kickoff_at
    and ((eh.team_id = mh.team_id and eg.team_id = mg.team_id) or (eh.team_id = mg.team_id and eg.team_id = mh.team_id))`;

describe("getTeamComparsion", () => {
  it("counts the earlier meetings from the match's home team's side and places both teams in the table", async () => {
    const [match] = await testApp.query<{ id: string; home_team: string }>(
      `select m.id, mh.team_id as home_team from matches m
       join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
       join team_seasons mh on mh.id = m.home_team_season_id
       join team_seasons mg on mg.id = m.guest_team_season_id
       where s.is_current and c.has_table and m.status = 'finished' and m.matchday > 8
         and exists (${MEETINGS})
         and not exists (select 1 from (${MEETINGS}) x where x.status <> 'finished')
       order by m.kickoff_at, m.id limit 1`,
    );
    expect(match).toBeDefined();
    const meetings = await testApp.query<{ id: string; home_team: string; home_goals: number; guest_goals: number }>(
      `select x.* from matches m join team_seasons mh on mh.id = m.home_team_season_id
       join team_seasons mg on mg.id = m.guest_team_season_id, lateral (${MEETINGS}) x
       where m.id = $1 order by x.kickoff_at desc`,
      [match!.id],
    );
    let homeTeamGoals = 0;
    let guestTeamGoals = 0;
    let homeTeamWins = 0;
    let guestTeamWins = 0;
    for (const meeting of meetings) {
      const [ours, theirs] =
        meeting.home_team === match!.home_team
          ? [meeting.home_goals, meeting.guest_goals]
          : [meeting.guest_goals, meeting.home_goals];
      homeTeamGoals += ours;
      guestTeamGoals += theirs;
      if (ours > theirs) homeTeamWins += 1;
      if (theirs > ours) guestTeamWins += 1;
    }

    const response = await get(`${base}/getTeamComparsion/spiel/${match!.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.headToHead).toEqual({
      played: meetings.length,
      homeTeamWins,
      draws: meetings.length - homeTeamWins - guestTeamWins,
      guestTeamWins,
      homeTeamGoals,
      guestTeamGoals,
    });
    expect(body.matches.map((meeting: { id: string }) => meeting.id)).toEqual(
      meetings.slice(0, 5).map((meeting) => meeting.id),
    );
    expect(body.home.teamPermanentId).toBe(match!.home_team);
    expect(body.home.form.length).toBeGreaterThan(0);
    expect(body.home.form.length).toBeLessThanOrEqual(5);

    const table = (
      await get(
        `${base}/getAmateurTable/staffel/${(await get(`${base}/getMatchById1/spiel/${match!.id}`)).json().compoundId}`,
      )
    ).json();
    const row = table.entries.find((entry: { teamPermanentId: string }) => entry.teamPermanentId === match!.home_team);
    expect(body.home).toMatchObject({ position: row.position, points: row.points });
  });

  it("places a running match's teams as the live table does, its provisional score counted", async () => {
    const [match] = await testApp.query<{ id: string; home_team: string; guest_team: string }>(
      `select m.id, mh.team_id as home_team, mg.team_id as guest_team from matches m
       join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
       join team_seasons mh on mh.id = m.home_team_season_id
       join team_seasons mg on mg.id = m.guest_team_season_id
       where s.is_current and c.has_table and m.status = 'live' order by m.id limit 1`,
    );
    expect(match).toBeDefined();
    const body = (await get(`${base}/getTeamComparsion/spiel/${match!.id}`)).json();
    const compoundId = (await get(`${base}/getMatchById1/spiel/${match!.id}`)).json().compoundId;
    const table = (await get(`${base}/getAmateurTable/staffel/${compoundId}`)).json();
    expect(table.live).toBe(true);
    for (const [side, teamId] of [
      ["home", match!.home_team],
      ["guest", match!.guest_team],
    ] as const) {
      const row = table.entries.find((entry: { teamPermanentId: string }) => entry.teamPermanentId === teamId);
      expect(body[side], side).toMatchObject({ position: row.position, points: row.points });
    }
  });

  it("unknown matches are 404, malformed ids 400, and a bye has nobody to compare with", async () => {
    expect((await get(`${base}/getTeamComparsion/spiel/UNKNOWNMATCH`)).statusCode).toBe(404);
    const bad = await get(`${base}/getTeamComparsion/spiel/${encodeURIComponent("x;drop")}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"spiel"/);
    const [bye] = await testApp.query<{ id: string }>(
      "select id from matches where guest_team_season_id is null limit 1",
    );
    if (bye) {
      const response = await get(`${base}/getTeamComparsion/spiel/${bye.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/bye/);
    }
  });

  it("needs a client key or a user token", async () => {
    const response = await testApp.app.inject({ method: "GET", url: `${base}/getTeamComparsion/spiel/UNKNOWNMATCH` });
    expect(response.statusCode).toBe(401);
  });
});
