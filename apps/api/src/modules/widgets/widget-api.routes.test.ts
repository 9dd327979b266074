import { bfvApi } from "bfv-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { updatePlayer } from "../../../test/factories/people.js";

/*
 * The association's widget API (docs/widgets.md) over real HTTP, without a key or a token, as the clubs' tools call
 * it: the unmodified npm client `bfv-api@1.3.3` pointed at this server, and every path and shape of the
 * specification's widget-api.md, including unknown ids and the legacy `//` table path.
 */

let testApp: TestApp;
let origin: string;
let team: { id: string; club: string };
let league: string;
let leagueTeams: string[];
let match: string;
let childrensLeague: string | null;

const RESULT = /^(|\d+:\d+( nE| w| u)?|Abse\.|Abbr\.|n\.an\.)$/;
const DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const TIME = /^\d{2}:\d{2}$/;
const COMPETITION_TYPES = [
  "Meisterschaften",
  "Freundschaftsspiele",
  "Pokale",
  "Turniere",
  "Hallenturniere",
  "Hallenturniere (Futsal)",
  "Auswahlspiele",
];

/** A GET as the clients send it: no key, no token, `Accept: application/json`. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { accept: "application/json", ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const address = testApp.app.server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const row = await testApp.one<{ team_id: string; club_id: string; competition_id: string }>(
    `select t.id as team_id, t.club_id, ct.competition_id from teams t
       join team_seasons ts on ts.team_id = t.id join seasons s on s.id = ts.season_id and s.is_current
       join competition_teams ct on ct.team_season_id = ts.id
       join competitions c on c.id = ct.competition_id and c.has_table and c.competition_type_id = 1
      where t.team_type_id = 1 order by t.id limit 1`,
  );
  team = { id: row.team_id, club: row.club_id };
  league = row.competition_id;
  leagueTeams = (
    await testApp.one<{ ids: string[] }>(
      `select json_agg(t.id) as ids from competition_teams ct join team_seasons ts on ts.id = ct.team_season_id
         join teams t on t.id = ts.team_id where ct.competition_id = $1`,
      [league],
    )
  ).ids;
  match = (
    await testApp.one<{ id: string }>(
      `select m.id from matches m where m.competition_id = $1 and m.status = 'finished'
         and exists (select 1 from match_lineups l where l.match_id = m.id) order by m.kickoff_at desc limit 1`,
      [league],
    )
  ).id;
  childrensLeague = (
    await testApp.one<{ id: string | null }>(
      `select (select c.id from competitions c join seasons s on s.id = c.season_id and s.is_current
                where not c.has_table and c.competition_type_id = 1 order by c.id limit 1) as id`,
    )
  ).id;
});
afterAll(() => testApp.close());

describe("the npm client bfv-api@1.3.3, unmodified", () => {
  it("lists a team's matches and reads its club through our base address", async () => {
    bfvApi.axios.defaults.baseURL = `${origin}/api/service/widget/v1`;
    const listed = await bfvApi.listMatches({ params: { teamPermanentId: team.id } });
    expect(listed.state).toBe(0);
    expect(listed.data.team.permanentId).toBe(team.id);
    expect(listed.data.matches.length).toBeGreaterThan(0);
    const club = await bfvApi.getClubInformation({ queries: { teamPermanentId: team.id } });
    expect(club.data?.club?.id).toBe(team.club);
    expect(club.data?.club?.name).toBe(listed.data.team.clubName);
    // An unknown team is refused with a 404, never answered with a 5xx.
    await expect(bfvApi.listMatches({ params: { teamPermanentId: "0".repeat(32) } })).rejects.toMatchObject({
      response: { status: 404 },
    });
  });
});

describe("the widget API's paths and shapes", () => {
  it("#1 answers a team's matches in the envelope, in the clients' formats", async () => {
    const { status, headers, body } = await get(`/api/service/widget/v1/team/${team.id}/matches`, {
      origin: "https://www.tsv-beispiel.example",
    });
    expect(status).toBe(200);
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(headers.get("access-control-allow-credentials")).toBeNull();
    expect(headers.get("cache-control")).toMatch(/public/);
    expect(body).toMatchObject({ state: 0, message: null });
    const { team: wireTeam, matches, actualMatchId, actualTickeredMatchId } = body.data;
    expect(wireTeam).toMatchObject({ permanentId: team.id, clubId: team.club, compoundId: league });
    expect(wireTeam.competitionBreadcrumb.split(" | ")).toHaveLength(4);
    expect(wireTeam.seasonId).toMatch(/^\d{4}$/);
    expect(typeof actualMatchId).toBe("string");
    expect(actualTickeredMatchId === null || typeof actualTickeredMatchId === "string").toBe(true);
    for (const entry of matches) {
      expect([entry.homeTeamPermanentId, entry.guestTeamPermanentId]).toContain(team.id);
      expect(entry.result).toMatch(RESULT);
      expect(entry.kickoffDate).toMatch(DATE);
      if (entry.kickoffTime !== null) expect(entry.kickoffTime).toMatch(TIME);
      expect(COMPETITION_TYPES).toContain(entry.competitionType);
      expect(typeof entry.prePublished).toBe("boolean");
      expect(typeof entry.homeLogoPrivate).toBe("boolean");
    }
    // A played match's result is the score the catalogue's own match call tells.
    const played = matches.find((entry: { result: string }) => /^\d+:\d+$/.test(entry.result));
    const own = await testApp.app.inject({
      url: `/rest/v1/protected/getMatchById1/spiel/${played.matchId}`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    expect(played.result).toBe(`${own.json().homeGoals}:${own.json().guestGoals}`);
  });

  it("#2, #3 and #4 answer the club and the team", async () => {
    const byTeam = (await get(`/api/service/widget/v1/club/info?teamPermanentId=${team.id}`)).body;
    expect(byTeam).toMatchObject({ state: 0, message: null, data: { club: { id: team.club } } });
    expect(typeof byTeam.data.number).toBe("string");
    expect(typeof byTeam.data.club.logoUrl).toBe("string");
    const info = (await get(`/api/service/widget/v1/team/${team.id}/info`)).body.data;
    expect(info).toMatchObject({
      team: { permanentId: team.id },
      club: { id: team.club },
      teamType: { name: "Herren" },
    });
    const club = (await get(`/api/service/widget/v1/club/${team.club}/info`)).body;
    expect(club.data).toEqual(byTeam.data);
  });

  it("#5 and #6 answer a competition's details and table", async () => {
    const info = (await get(`/api/service/widget/v1/competition/${league}/info`)).body.data;
    expect(info).toMatchObject({ compoundId: league, competitionType: { id: 1, name: "Meisterschaften" } });
    expect(info.season.name).toMatch(/^\d{2}\/\d{2}$/);
    expect(info.leagueLevel.name).not.toBe("");
    const table = (await get(`/api/service/widget/v1/competition/${league}/table`)).body.data;
    expect(table.compoundId).toBe(league);
    expect(table.table[0].position).toBe(1);
    // Every ranked team of the league (a withdrawn team or one out of competition is not ranked).
    const ranked = table.table.map((row: { team: { permanentId: string } }) => row.team.permanentId);
    expect(ranked.length).toBeGreaterThanOrEqual(leagueTeams.length - 2);
    for (const id of ranked) expect(leagueTeams).toContain(id);
    for (const row of table.table) {
      expect(row.matches).toBe(row.matchesWon + row.matchesDrawn + row.matchesLost);
      expect(row.goalsDiff).toBe(row.goalsFor - row.goalsAgainst);
    }
    if (childrensLeague) {
      const none = await get(`/api/service/widget/v1/competition/${childrensLeague}/table`);
      expect(none).toMatchObject({ status: 200, body: { state: 0, data: null } });
    }
  });

  it("#7 and #8 answer a squad and the scorers, as the privacy rules allow", async () => {
    // The league's top scorer hides the profile before anything is read: named nowhere, not even in the squad.
    const ranking = await testApp.app.inject({
      url: `/rest/v1/protected/getScorerTable/staffel/${league}`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    const top = ranking.json().entries[0];
    const hidden = await testApp.one<{ first_name: string; last_name: string }>(
      "select first_name, last_name from players where id = $1",
      [top.playerId],
    );
    await updatePlayer(testApp, top.playerId, { isProfilePublic: false });
    const hiddenName = `${hidden.first_name} ${hidden.last_name}`;
    const scorersOfTop = (await get(`/api/service/widget/v1/competition/${league}/topscorer`)).body.data;
    expect(scorersOfTop.scorers[0].name).toBe("Nicht öffentlich");
    expect(JSON.stringify(scorersOfTop)).not.toContain(hiddenName);
    const topTeam = await testApp.one<{ team_id: string }>("select team_id from team_seasons where id = $1", [
      top.teamId,
    ]);
    const topSquad = (await get(`/api/service/widget/v1/team/${topTeam.team_id}/squad`)).body.data;
    expect(JSON.stringify(topSquad)).not.toContain(hiddenName);
    const squad = (await get(`/api/service/widget/v1/team/${team.id}/squad`)).body.data;
    expect(squad).toMatchObject({ team: { permanentId: team.id }, public: expect.any(Boolean) });
    if (!squad.public) expect(squad.players).toEqual([]);
    for (const entry of squad.players) {
      expect(entry.player.name).not.toBe("Nicht öffentlich");
      expect(entry.statistics.goals).toBeGreaterThanOrEqual(0);
    }
    const scorers = (await get(`/api/service/widget/v1/competition/${league}/topscorer`)).body.data;
    expect(scorers.compoundId).toBe(league);
    for (const scorer of scorers.scorers) {
      expect(typeof scorer.playerImage).toBe("string");
      expect(leagueTeams).toContain(scorer.team.permanentId);
    }
  });

  it("#9 to #13 answer the legacy reads, the default table on its double-slash path", async () => {
    const competition = (await get(`/rest/competitioncontroller/competition/id/${league}`)).body.data;
    expect(competition.staffelzusatz.split(" | ")).toHaveLength(4);
    expect(competition).toMatchObject({ compoundId: league, staffelTypId: 1, staffelTypName: "Meisterschaften" });
    const day = (await get(`/rest/competitioncontroller/competition/id/${league}/matchday/2`)).body.data;
    expect(day.selSpieltag).toBe("2");
    expect(day.spieltage[0]).toEqual({ spieltag: "1", bezeichnung: expect.any(String) });
    const overall = await get(`/rest/competitioncontroller/competition/table//id/${league}`);
    expect(overall.status).toBe(200);
    expect(overall.body.data).toMatchObject({ compoundId: league, competitionName: null });
    expect(overall.body.data.tabelle[0]).toMatchObject({ rang: "1", competitionId: league });
    expect(overall.body.data.tabelle[0].tore).toMatch(/^\d+:\d+$/);
    // Where a proxy merged the double slash, the same table under the merged path.
    const merged = await get(`/rest/competitioncontroller/competition/table/id/${league}`);
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual(overall.body.data);
    for (const type of ["home", "away", "firsthalfseason", "secondhalfseason"]) {
      const other = await get(`/rest/competitioncontroller/competition/table/${type}/id/${league}`);
      expect(other.status, type).toBe(200);
      expect(other.body.data.tabelle.length).toBe(overall.body.data.tabelle.length);
    }
    const home = (await get(`/rest/clubcontroller/fixtures/id/${team.club}/matchtype/home`)).body.data;
    expect(home.matches.length).toBeGreaterThan(0);
    for (const entry of home.matches) expect(entry.homeClubId).toBe(team.club);
    const all = (await get(`/rest/clubcontroller/fixtures/id/${team.club}/matchtype/all`)).body.data;
    expect(all.matches.length).toBeGreaterThan(home.matches.length);
    const report = (await get(`/rest/matchcontroller/matchreport/id/${match}`)).body.data;
    expect(report).toMatchObject({ matchId: match, compoundId: league });
    expect(report.startDate).toMatch(DATE);
    expect(report.matchReportInfo.home.players.length).toBeGreaterThan(0);
  });

  it("answers unknown and malformed ids with a 4xx in the envelope, never a 5xx", async () => {
    const unknownTeam = "Z".repeat(32);
    const unknownCompetition = `${"Z".repeat(32)}-G`;
    for (const path of [
      `/api/service/widget/v1/team/${unknownTeam}/matches`,
      `/api/service/widget/v1/team/${unknownTeam}/info`,
      `/api/service/widget/v1/team/${unknownTeam}/squad`,
      `/api/service/widget/v1/club/info?teamPermanentId=${unknownTeam}`,
      `/api/service/widget/v1/club/${unknownTeam}/info`,
      `/api/service/widget/v1/competition/${unknownCompetition}/info`,
      `/api/service/widget/v1/competition/${unknownCompetition}/table`,
      `/api/service/widget/v1/competition/${unknownCompetition}/topscorer`,
      `/rest/competitioncontroller/competition/id/${unknownCompetition}`,
      `/rest/competitioncontroller/competition/table//id/${unknownCompetition}`,
      `/rest/clubcontroller/fixtures/id/${unknownTeam}/matchtype/all`,
      "/rest/matchcontroller/matchreport/id/UNKNOWN",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ state: 1, data: null });
    }
    for (const path of [
      "/api/service/widget/v1/team/short/matches",
      "/api/service/widget/v1/club/info",
      `/rest/competitioncontroller/competition/id/${league}/matchday/zwei`,
      `/rest/clubcontroller/fixtures/id/${team.club}/matchtype/elsewhere`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ state: 1, data: null });
    }
  });
});
