import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { findLeagueTeam, type LeagueTeam } from "../../../test/factories.js";

let testApp: TestApp;
const base = "/rest/v1";
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `${base}/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

let team: LeagueTeam;

beforeAll(async () => {
  testApp = await createTestApp();
  team = await findLeagueTeam(testApp);
});
afterAll(() => testApp.close());

describe("team ids, seasons and competitions", () => {
  it("a permanent id means the current season's team; getTeamPermanentIds lists every season", async () => {
    const seasons = await testApp.query<{ id: string; season_id: string; is_current: boolean }>(
      `select ts.id, ts.season_id, s.is_current from team_seasons ts join seasons s on s.id = ts.season_id
        where ts.team_id = $1 order by s.starts_on`,
      [team.team_id],
    );
    const ids = (await get(`public/getTeamPermanentIds/team-id/${seasons[0]!.id}`)).json();
    expect(ids.teamPermanentId).toBe(team.team_id);
    expect(ids.clubId).toBe(team.club_id);
    expect(ids.teamSeasons.map((s: { teamSeasonId: string }) => s.teamSeasonId)).toEqual(seasons.map((s) => s.id));
    expect(ids.teamSeasons.map((s: { isCurrent: boolean }) => s.isCurrent)).toEqual(seasons.map((s) => s.is_current));
    const current = (await get(`protected/getTeamProfile/team-id/${team.team_id}`)).json();
    expect(current.teamSeasonId).toBe(seasons.find((s) => s.is_current)!.id);
    const older = (await get(`protected/getTeamProfile/team-id/${seasons[0]!.id}`)).json();
    expect(older).toMatchObject({ teamSeasonId: seasons[0]!.id, season: seasons[0]!.season_id });
  });

  it("getCompetitionsByTeam lists the season's competitions and the friendly matches apart", async () => {
    const friendly = await testApp.one<{ team_id: string; season_id: string; team_season_id: string }>(
      `select ts.team_id, ts.season_id, ts.id as team_season_id from competition_teams ct
         join competitions c on c.id = ct.competition_id and c.competition_type_id = 70
         join team_seasons ts on ts.id = ct.team_season_id
         join seasons s on s.id = ts.season_id and not s.is_current
        where exists (select 1 from matches m where m.competition_id = c.id
                        and ts.id in (m.home_team_season_id, m.guest_team_season_id))
        order by ts.id limit 1`,
    );
    const response = await get(
      `protected/getCompetitionsByTeam/team-id/${friendly.team_id}?saison=${friendly.season_id}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.teamSeasonId).toBe(friendly.team_season_id);
    const competitions = await testApp.query<{ id: string }>(
      `select c.id from competition_teams ct join competitions c on c.id = ct.competition_id
        where ct.team_season_id = $1 and c.competition_type_id <> 70`,
      [friendly.team_season_id],
    );
    expect(body.competitions.map((c: { compoundId: string }) => c.compoundId).sort()).toEqual(
      competitions.map((row) => row.id).sort(),
    );
    const friendlies = await testApp.query<{ id: string }>(
      `select m.id from matches m join competitions c on c.id = m.competition_id and c.competition_type_id = 70
        where $1 in (m.home_team_season_id, m.guest_team_season_id) order by m.kickoff_at, m.match_number, m.id`,
      [friendly.team_season_id],
    );
    expect(friendlies.length).toBeGreaterThan(0);
    expect(body.friendlies.map((match: { id: string }) => match.id)).toEqual(friendlies.map((row) => row.id));
  });

  it("the fever curve is the team's place in the table as of each matchday played", async () => {
    const response = await get(`protected/getFevercurveByTeam/team-id/${team.team_season_id}`);
    expect(response.statusCode).toBe(200);
    const curve = response.json().curves.find((c: { compoundId: string }) => c.compoundId === team.competition_id);
    expect(curve.entries.length).toBeGreaterThan(2);
    const checked = [curve.entries[0], curve.entries[Math.floor(curve.entries.length / 2)], curve.entries.at(-1)];
    for (const { matchday, position } of checked) {
      const table = (await get(`protected/getAmateurTable/staffel/${team.competition_id}?spieltag=${matchday}`)).json();
      const row = table.entries.find((entry: { teamId: string }) => entry.teamId === team.team_season_id);
      expect(position, `matchday ${matchday}`).toBe(row.position);
    }
  });

  it("getTeamStatistics counts the league's results as its table does, with the latest form", async () => {
    const { season_id } = await testApp.one<{ season_id: string }>("select season_id from competitions where id = $1", [
      team.competition_id,
    ]);
    const url = `protected/getTeamStatistics/team-id/${team.team_season_id}/staffel/${team.competition_id}/saison/${season_id}`;
    const body = (await get(`${url}?amountOfMatches=3`)).json();
    const table = (await get(`protected/getAmateurTables/staffel/${team.competition_id}`)).json().overall;
    const row = table.entries.find((entry: { teamId: string }) => entry.teamId === team.team_season_id);
    expect(body.overall).toMatchObject({
      played: row.matchesPlayed,
      won: row.matchesWon,
      drawn: row.matchesDrawn,
      lost: row.matchesLost,
      goalsFor: row.goalsPlus,
      goalsAgainst: row.goalsMinus,
    });
    expect(body.home.played + body.away.played).toBe(body.overall.played);
    expect(body.lastMatches).toHaveLength(3);
    expect(body.form).toHaveLength(3);
    const kickoffs = body.lastMatches.map((match: { kickoff: string }) => match.kickoff);
    expect([...kickoffs].sort().reverse()).toEqual(kickoffs);
    body.lastMatches.forEach(
      (match: { homeTeam: { teamId: string }; homeGoals: number; guestGoals: number }, i: number) => {
        const [ours, theirs] =
          match.homeTeam.teamId === team.team_season_id
            ? [match.homeGoals, match.guestGoals]
            : [match.guestGoals, match.homeGoals];
        expect(body.form[i]).toBe(ours > theirs ? "won" : ours < theirs ? "lost" : "drawn");
      },
    );

    for (const bad of ["amountOfMatches=0", "amountOfMatches=51", "amountOfMatches=x"]) {
      const response = await get(`${url}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/"amountOfMatches"/);
    }
    const other = await testApp.one<{ id: string }>("select id from seasons where id <> $1 limit 1", [season_id]);
    expect(
      (
        await get(
          `protected/getTeamStatistics/team-id/${team.team_id}/staffel/${team.competition_id}/saison/${other.id}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("parameters", () => {
  const calls = [
    "protected/getTeamProfile/team-id/{id}",
    "public/getTeamProfileConfig/team-id/{id}",
    "public/getTeamPermanentIds/team-id/{id}",
    "protected/getCompetitionsByTeam/team-id/{id}",
    "protected/getTeamFixtures1/team-id/{id}",
    "protected/getFevercurveByTeam/team-id/{id}",
    "protected/getTeamNewsListArticles/team-id/{id}",
    "protected/getTeamSquadForSeason/saison/2627/team-id/{id}",
    "protected/getTeamSquadArrivalsForSeason/saison/2627/team-id/{id}",
    "protected/getTeamSquadDeparturesForSeason/saison/2627/team-id/{id}",
    "protected/getTeamPreviousAndNextMatches/amount-of-matches-before/1/amount-of-matches-after/1/team-id/{id}",
  ];

  it("unknown teams are 404 and malformed team ids 400 naming team-id", async () => {
    for (const call of calls) {
      const unknown = await get(call.replace("{id}", "UNKNOWN0000000000000000000000000"));
      expect(unknown.statusCode, call).toBe(404);
      expect(unknown.json().message, call).toMatch(/Unknown team/);
      const bad = await get(call.replace("{id}", encodeURIComponent("x;drop")));
      expect(bad.statusCode, call).toBe(400);
      expect(bad.json().message, call).toMatch(/"team-id"/);
    }
  });

  it("seasons: malformed is 400 naming saison, unknown or without the team is 404", async () => {
    const seasonCalls = [
      (s: string) => `protected/getCompetitionsByTeam/team-id/${team.team_id}?saison=${s}`,
      (s: string) => `protected/getTeamFixtures1/team-id/${team.team_id}?saison=${s}`,
      (s: string) => `protected/getFevercurveByTeam/team-id/${team.team_id}?saison=${s}`,
      (s: string) => `protected/getTeamSquadForSeason/saison/${s}/team-id/${team.team_id}`,
    ];
    for (const call of seasonCalls) {
      const bad = await get(call("25"));
      expect(bad.statusCode, call("25")).toBe(400);
      expect(bad.json().message).toMatch(/"saison"/);
      const unknown = await get(call("1999"));
      expect(unknown.statusCode, call("1999")).toBe(404);
      expect(unknown.json().message).toMatch(/Unknown season "1999"/);
    }
  });

  it("an empty path parameter is a 400 naming it", async () => {
    const cases = [
      [`protected/getTeamSquadForSeason/saison//team-id/${team.team_id}`, "saison"],
      [
        `protected/getTeamPreviousAndNextMatches/amount-of-matches-before//amount-of-matches-after/1/team-id/${team.team_id}`,
        "amount-of-matches-before",
      ],
      [`protected/getTeamStatistics/team-id//staffel/${team.competition_id}/saison/2627`, "team-id"],
    ];
    for (const [url, name] of cases) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(new RegExp(`"${name}"`));
    }
  });

  it("the news list bounds offset and max", async () => {
    for (const bad of ["max=0", "max=51", "offset=-1", "offset=x"]) {
      const response = await get(`protected/getTeamNewsListArticles/team-id/${team.team_id}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`"${bad.split("=")[0]}"`));
    }
  });

  it("protected calls need a client key or a user token; the config and permanent ids are public", async () => {
    const anonymous = (url: string) => testApp.app.inject({ method: "GET", url: `${base}/${url}` });
    expect((await anonymous(`protected/getTeamProfile/team-id/${team.team_id}`)).statusCode).toBe(401);
    expect((await anonymous(`public/getTeamProfileConfig/team-id/${team.team_id}`)).statusCode).toBe(200);
    expect((await anonymous(`public/getTeamPermanentIds/team-id/${team.team_id}`)).statusCode).toBe(200);
  });
});
