import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { findLeagueTeam, type LeagueTeam, setTeamProfileConfig } from "../../../test/factories.js";

let testApp: TestApp;
const base = "/rest/v1";
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `${base}/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

/** A current-season team of a league with a table, scorers and a public fair-play table, with scorers of its own. */
let team: LeagueTeam;

beforeAll(async () => {
  testApp = await createTestApp();
  team = await findLeagueTeam(testApp);
});
afterAll(() => testApp.close());

describe("getTeamProfile", () => {
  it("shows the team, its club, its competitions and its league's table, fair-play and scorer entries", async () => {
    const response = await get(`protected/getTeamProfile/team-id/${team.team_season_id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      teamPermanentId: team.team_id,
      teamSeasonId: team.team_season_id,
      teamName: team.name,
      clubId: team.club_id,
      clubName: team.club_name,
    });
    const competitions = await testApp.query<{ competition_id: string }>(
      "select competition_id from competition_teams where team_season_id = $1",
      [team.team_season_id],
    );
    expect(profile.competitions.map((c: { compoundId: string }) => c.compoundId).sort()).toEqual(
      competitions.map((row) => row.competition_id).sort(),
    );

    const tables = (await get(`protected/getAmateurTable/staffel/${team.competition_id}`)).json();
    const row = tables.entries.find((entry: { teamId: string }) => entry.teamId === team.team_season_id);
    const { name } = await testApp.one<{ name: string }>("select name from competitions where id = $1", [
      team.competition_id,
    ]);
    expect(profile.tableEntry).toEqual({ compoundId: team.competition_id, competitionName: name, entry: row });

    const fairPlay = (await get(`protected/getFairPlayTable/staffel/${team.competition_id}`)).json();
    expect(profile.fairplayTableEntry.entry).toEqual(
      fairPlay.entries.find((entry: { teamId: string }) => entry.teamId === team.team_season_id),
    );

    const scorers = (await get(`protected/getScorerTable/staffel/${team.competition_id}?max=100`)).json();
    expect(scorers.total).toBeLessThanOrEqual(100);
    const own = scorers.entries.filter((entry: { teamId: string }) => entry.teamId === team.team_season_id);
    expect(own.length).toBeGreaterThan(0);
    expect(profile.scorerTableEntries.entries).toEqual(own);
  });

  it("lists the last five matches before now, most recent first, and the highest win, draw and defeat", async () => {
    const profile = (await get(`protected/getTeamProfile/team-id/${team.team_season_id}`)).json();
    const last = await testApp.query<{ id: string }>(
      `select id from matches where (home_team_season_id = $1 or guest_team_season_id = $1)
          and home_team_season_id is not null and guest_team_season_id is not null and kickoff_at < $2
        order by kickoff_at desc, match_number desc, id desc limit 5`,
      [team.team_season_id, TEST_NOW],
    );
    expect(profile.lastMatches.map((match: { id: string }) => match.id)).toEqual(last.map((row) => row.id));

    const results = await testApp.query<{ goals_for: number; goals_against: number }>(
      `select case when home_team_season_id = $1 then home_goals else guest_goals end as goals_for,
              case when home_team_season_id = $1 then guest_goals else home_goals end as goals_against
         from matches where (home_team_season_id = $1 or guest_team_season_id = $1)
          and status = 'finished' and not is_result_private and home_goals is not null
          and home_team_season_id is not null and guest_team_season_id is not null`,
      [team.team_season_id],
    );
    const margin = (result: { goals_for: number; goals_against: number }) => result.goals_for - result.goals_against;
    const ours = (match: { homeTeam: { teamId: string }; homeGoals: number; guestGoals: number }) =>
      match.homeTeam.teamId === team.team_season_id
        ? { goals_for: match.homeGoals, goals_against: match.guestGoals }
        : { goals_for: match.guestGoals, goals_against: match.homeGoals };
    const wins = results.filter((result) => margin(result) > 0);
    const draws = results.filter((result) => margin(result) === 0);
    const defeats = results.filter((result) => margin(result) < 0);
    const { highestWin, highestDraw, highestLost } = profile.teamStatistic;
    if (wins.length === 0) expect(highestWin).toBeNull();
    else expect(margin(ours(highestWin))).toBe(Math.max(...wins.map(margin)));
    if (draws.length === 0) expect(highestDraw).toBeNull();
    else expect(ours(highestDraw).goals_for).toBe(Math.max(...draws.map((result) => result.goals_for)));
    if (defeats.length === 0) expect(highestLost).toBeNull();
    else expect(margin(ours(highestLost))).toBe(Math.min(...defeats.map(margin)));
    expect(wins.length + draws.length + defeats.length).toBeGreaterThan(0);
  });

  it("names the home venue, the officials with only public contacts, the team's news and past seasons", async () => {
    const profile = (await get(`protected/getTeamProfile/team-id/${team.team_season_id}`)).json();
    const venue = await testApp.one<{ venue_id: string }>(
      `select venue_id from matches where home_team_season_id = $1 and venue_id is not null
        group by venue_id order by count(*) desc, venue_id limit 1`,
      [team.team_season_id],
    );
    expect(profile.venue.id).toBe(venue.venue_id);

    const officials = await testApp.query<{ last_name: string; email: string | null; is_contact_public: boolean }>(
      "select last_name, email, is_contact_public from team_officials where team_season_id = $1",
      [team.team_season_id],
    );
    expect(profile.teamPositions).toHaveLength(officials.length);
    for (const official of officials) {
      const shown = profile.teamPositions.find((p: { lastName: string }) => p.lastName === official.last_name);
      expect(shown.email).toBe(official.is_contact_public && official.email ? official.email : undefined);
    }

    // Every league place of an ended season is the team's place in that season's final table.
    expect(profile.teamSuccess.length).toBeGreaterThan(0);
    const seasons = (await get(`public/getTeamPermanentIds/team-id/${team.team_id}`)).json().teamSeasons;
    for (const success of profile.teamSuccess.filter((entry: { position: number | null }) => entry.position)) {
      const teamSeasonId = seasons.find((s: { season: string }) => s.season === success.season).teamSeasonId;
      const table = (await get(`protected/getAmateurTable/staffel/${success.compoundId}`)).json();
      const row = table.entries.find((entry: { teamId: string }) => entry.teamId === teamSeasonId);
      expect(success.position).toBe(row.position);
      expect(success.achievement).toBe(
        row.position === 1 ? "champion" : ["promotion", "promotionPlayoff"].includes(row.zone) ? "promotion" : null,
      );
    }
    expect(profile.teamSuccess.every((entry: { season: string }) => entry.season !== profile.season)).toBe(true);
  });

  it("names a cup won in an ended season, and answers the same once the season's tables are stored", async () => {
    const final = await testApp.one<{ competition_id: string; season_id: string; winner_id: string; team_id: string }>(
      `select m.competition_id, c.season_id, ts.id as winner_id, ts.team_id
       from matches m join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
       join team_seasons ts on ts.id = case when m.home_goals > m.guest_goals then m.home_team_season_id
         else m.guest_team_season_id end
       where m.round_name = 'Finale' and m.status = 'finished' and not m.is_result_private
         and m.home_goals <> m.guest_goals and s.ends_on < $1::date
         and exists (select 1 from team_seasons current join seasons cs on cs.id = current.season_id
           where current.team_id = ts.team_id and cs.is_current
             and (current.profile_config ->> 'history')::boolean)
       order by m.id limit 1`,
      [TEST_NOW.toISOString().slice(0, 10)],
    );
    const read = async () => (await get(`protected/getTeamProfile/team-id/${final.team_id}`)).json().teamSuccess;
    const first = await read();
    expect(first).toContainEqual(
      expect.objectContaining({ season: final.season_id, compoundId: final.competition_id, achievement: "cupWinner" }),
    );
    // The first read ranked and stored the ended seasons' tables; the second reads the team's lines from them.
    const stored = await testApp.query<{ competition_id: string }>(
      `select competition_id from competition_standings where variant = 'overall' and competition_id in
         (select competition_id from competition_teams ct join team_seasons ts on ts.id = ct.team_season_id
          where ts.team_id = $1)`,
      [final.team_id],
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(await read()).toEqual(first);
  });

  it("carries the team's news, newest first", async () => {
    const article = await testApp.one<{ team_id: string }>(
      "select team_id from articles where team_id is not null and is_published limit 1",
    );
    const expected = await testApp.query<{ id: string }>(
      "select id from articles where team_id = $1 and is_published order by published_at desc, id desc",
      [article.team_id],
    );
    const profile = (await get(`protected/getTeamProfile/team-id/${article.team_id}`)).json();
    expect(profile.articles.map((a: { uuid: string }) => a.uuid)).toEqual(expected.slice(0, 5).map((row) => row.id));
    const list = (await get(`protected/getTeamNewsListArticles/team-id/${article.team_id}?offset=0&max=1`)).json();
    expect(list).toMatchObject({ offset: 0, max: 1, total: expected.length });
    expect(list.articles.map((a: { uuid: string }) => a.uuid)).toEqual([expected[0]!.id]);
  });

  it("leaves out what the team's profile config hides, and the trend and news calls answer 404", async () => {
    const hidden = { news: false, trend: false, scorers: false, fairplay: false, venue: false, history: false };
    await setTeamProfileConfig(testApp, team.team_season_id, hidden);
    try {
      const profile = (await get(`protected/getTeamProfile/team-id/${team.team_season_id}`)).json();
      for (const key of [
        "fairplayTableEntry",
        "scorerTableEntries",
        "venue",
        "teamStatistic",
        "teamSuccess",
        "articles",
      ]) {
        expect(profile, key).not.toHaveProperty(key);
      }
      expect(profile.config).toEqual(hidden);
      expect(profile.tableEntry).not.toBeNull();
      const config = (await get(`public/getTeamProfileConfig/team-id/${team.team_season_id}`)).json();
      expect(config.config).toEqual(hidden);
      expect((await get(`protected/getFevercurveByTeam/team-id/${team.team_season_id}`)).statusCode).toBe(404);
      const { season_id: seasonId } = await testApp.one<{ season_id: string }>(
        "select season_id from competitions where id = $1",
        [team.competition_id],
      );
      const statistics = `protected/getTeamStatistics/team-id/${team.team_season_id}/staffel/${team.competition_id}`;
      expect((await get(`${statistics}/saison/${seasonId}`)).statusCode).toBe(404);
      expect((await get(`protected/getTeamNewsListArticles/team-id/${team.team_season_id}`)).statusCode).toBe(404);
    } finally {
      await setTeamProfileConfig(testApp, team.team_season_id, {
        news: true,
        trend: true,
        scorers: true,
        fairplay: true,
        venue: true,
        history: true,
      });
    }
    const config = (await get(`public/getTeamProfileConfig/team-id/${team.team_id}`)).json();
    expect(config).toMatchObject({ teamSeasonId: team.team_season_id, config: { news: true, venue: true } });
  });

  it("each flag hides exactly its own section", async () => {
    const sections = {
      news: "articles",
      trend: "teamStatistic",
      scorers: "scorerTableEntries",
      fairplay: "fairplayTableEntry",
      venue: "venue",
      history: "teamSuccess",
    } as const;
    const all = { news: true, trend: true, scorers: true, fairplay: true, venue: true, history: true };
    try {
      for (const [flag, section] of Object.entries(sections)) {
        await setTeamProfileConfig(testApp, team.team_season_id, { ...all, [flag]: false });
        const profile = (await get(`protected/getTeamProfile/team-id/${team.team_season_id}`)).json();
        for (const other of Object.values(sections)) {
          if (other === section) expect(profile, flag).not.toHaveProperty(other);
          else expect(profile, `${flag} keeps ${other}`).toHaveProperty(other);
        }
      }
    } finally {
      await setTeamProfileConfig(testApp, team.team_season_id, all);
    }
  });

  it("a team without public results (children's football) shows no scores and no highest results", async () => {
    const child = await testApp.one<{ id: string }>(
      `select ts.id from team_seasons ts join teams t on t.id = ts.team_id
         join team_types tt on tt.id = t.team_type_id and not tt.has_results
         join seasons s on s.id = ts.season_id and s.is_current
        where exists (select 1 from matches m where ts.id in (m.home_team_season_id, m.guest_team_season_id)
                        and m.status = 'finished' and m.is_result_private and m.kickoff_at < $1)
        order by ts.id limit 1`,
      [TEST_NOW],
    );
    const profile = (await get(`protected/getTeamProfile/team-id/${child.id}`)).json();
    expect(profile.lastMatches.length).toBeGreaterThan(0);
    for (const match of profile.lastMatches) expect(match).toMatchObject({ homeGoals: null, guestGoals: null });
    expect(profile.teamStatistic).toEqual({ highestWin: null, highestDraw: null, highestLost: null });
    expect(profile.tableEntry).toBeNull();
    const squad = (await get(`protected/getTeamSquadForSeason/saison/${profile.season}/team-id/${child.id}`)).json();
    expect(squad.withStatitisticData).toBe(false);
    expect(squad.entries.every((entry: { statistics: unknown }) => entry.statistics === null)).toBe(true);
  });

  it("never sends a private club logo", async () => {
    const teams = await testApp.query<{ id: string; is_logo_private: boolean; logo_media_id: string | null }>(
      `select distinct on (c.is_logo_private) ts.id, c.is_logo_private, c.logo_media_id
         from team_seasons ts join teams t on t.id = ts.team_id join clubs c on c.id = t.club_id
         join seasons s on s.id = ts.season_id and s.is_current
        where c.logo_media_id is not null order by c.is_logo_private, ts.id`,
    );
    expect(teams.map((row) => row.is_logo_private)).toEqual([false, true]);
    for (const row of teams) {
      const profile = (await get(`protected/getTeamProfile/team-id/${row.id}`)).json();
      if (row.is_logo_private) expect(profile.clubLogoUrl).toBeNull();
      else expect(profile.clubLogoUrl).toContain(`/getMediaImage/id/${row.logo_media_id}`);
      expect(JSON.stringify(profile).includes(row.logo_media_id!)).toBe(!row.is_logo_private);
    }
  });
});
