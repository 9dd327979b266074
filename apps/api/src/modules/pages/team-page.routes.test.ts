import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { setTeamProfileConfig } from "../../../test/factories.js";

/* getTeamPage, added beside the catalogue: the calls of the website's team page in one answer. */
let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const json = async (url: string) => {
  const response = await get(url);
  return response.statusCode === 404 ? null : response.json();
};
const page = (teamId: string) => get(`protected/getTeamPage?team-id=${teamId}`);

/**
 * A current-season team with a league table whose next match (with two teams) is in a competition with a table, or
 * (for the comparison's league rows) in one without.
 */
const NEXT_MATCH = (hasTable: boolean) => `
  select ts.team_id as id from team_seasons ts
    join seasons s on s.id = ts.season_id and s.is_current
   where exists (select 1 from competition_teams ct join competitions c on c.id = ct.competition_id
                  where ct.team_season_id = ts.id and c.has_table)
     and (select c.has_table from matches m join competitions c on c.id = m.competition_id
           where (m.home_team_season_id = ts.id or m.guest_team_season_id = ts.id)
             and m.home_team_season_id is not null and m.guest_team_season_id is not null
             and m.kickoff_at >= $1
           order by m.kickoff_at limit 1) = ${hasTable}
   order by ts.id limit 1`;

let teams: { id: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  teams = [
    ...(await testApp.query<{ id: string }>(NEXT_MATCH(true), [TEST_NOW])),
    ...(await testApp.query<{ id: string }>(NEXT_MATCH(false), [TEST_NOW])),
  ];
});
afterAll(() => testApp.close());

/** What the website asked the catalogue for before, one call each, for the same team. */
async function catalogueAnswers(teamId: string) {
  const profile = await json(`protected/getTeamProfile/team-id/${teamId}`);
  const { teamSeasonId, teamPermanentId, season, tableEntry, competitions, config } = profile;
  const competition =
    competitions.find((entry: { compoundId: string }) => entry.compoundId === tableEntry?.compoundId) ??
    competitions.find((entry: { competitionType: string }) => entry.competitionType === "Championship") ??
    competitions[0];
  const around = await json(
    `protected/getTeamPreviousAndNextMatches/amount-of-matches-before/3/amount-of-matches-after/3/team-id/${teamPermanentId}`,
  );
  const next = around.nextMatches.find(
    (match: { homeTeam: unknown; guestTeam: unknown }) => match.homeTeam && match.guestTeam,
  );
  const comparison = next ? await json(`protected/getTeamComparsion/spiel/${next.id}`) : null;
  const leagueRow = async (id: string) => (await json(`protected/getTeamProfile/team-id/${id}`))?.tableEntry ?? null;
  return {
    profile,
    permanentIds: await json(`public/getTeamPermanentIds/team-id/${teamPermanentId}`),
    table: tableEntry ? await json(`protected/getAmateurTable/staffel/${tableEntry.compoundId}`) : null,
    around,
    fixtures: await json(`protected/getTeamFixtures1/team-id/${teamSeasonId}`),
    squad: await json(`protected/getTeamSquadForSeason/saison/${season}/team-id/${teamSeasonId}`),
    arrivals: await json(`protected/getTeamSquadArrivalsForSeason/saison/${season}/team-id/${teamSeasonId}`),
    departures: await json(`protected/getTeamSquadDeparturesForSeason/saison/${season}/team-id/${teamSeasonId}`),
    statistics:
      config.trend && competition
        ? await json(
            `protected/getTeamStatistics/team-id/${teamSeasonId}/staffel/${competition.compoundId}/saison/${season}`,
          )
        : null,
    feverCurve: config.trend ? await json(`protected/getFevercurveByTeam/team-id/${teamSeasonId}`) : null,
    comparison: comparison && {
      comparison,
      homeLeague: next.hasTable ? null : await leagueRow(comparison.home.teamSeasonId),
      guestLeague: next.hasTable ? null : await leagueRow(comparison.guest.teamSeasonId),
    },
  };
}

describe("getTeamPage", () => {
  it("answers exactly what each catalogue call of the team page answers, by permanent and by season id", async () => {
    // One team whose next match has a table, one whose next has none (the comparison shows each team's league row).
    expect(teams).toHaveLength(2);
    for (const { id } of teams) {
      const response = await page(id);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toEqual(await catalogueAnswers(id));
      expect(answer.comparison).not.toBeNull();
      const next = answer.around.nextMatches.find(
        (match: { homeTeam: unknown; guestTeam: unknown }) => match.homeTeam && match.guestTeam,
      );
      const leagueRows = [answer.comparison.homeLeague, answer.comparison.guestLeague].filter(Boolean);
      expect(leagueRows.length > 0).toBe(!next.hasTable);
      expect((await page(answer.profile.teamSeasonId)).json()).toEqual(answer);
    }
  });

  it("leaves out statistics and fever curve while the team hides its trend", async () => {
    const teamSeasonId = (await page(teams[0]!.id)).json().profile.teamSeasonId;
    await setTeamProfileConfig(testApp, teamSeasonId, { trend: false });
    try {
      const answer = (await page(teamSeasonId)).json();
      expect(answer.statistics).toBeNull();
      expect(answer.feverCurve).toBeNull();
      expect(answer).toEqual(await catalogueAnswers(teamSeasonId));
    } finally {
      await setTeamProfileConfig(testApp, teamSeasonId, { trend: true });
    }
  });

  it("answers 404 for an unknown team and 400 naming a malformed, missing or unknown parameter", async () => {
    expect((await page("NOSUCHTEAM")).statusCode).toBe(404);
    expect((await page("%2Fx")).json()).toMatchObject({ kind: "invalid-parameter", field: "team-id" });
    expect((await get("protected/getTeamPage")).json()).toMatchObject({ kind: "missing-parameter", field: "team-id" });
    expect((await get(`protected/getTeamPage?team-id=${teams[0]!.id}&saison=2526`)).json()).toMatchObject({
      kind: "unknown-parameter",
      field: "saison",
    });
    const anonymous = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getTeamPage?team-id=${teams[0]!.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
