import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";

let testApp: TestApp;
const base = "/rest/v1";
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `${base}/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

interface LeagueTeam {
  team_season_id: string;
  team_id: string;
  name: string;
  club_id: string;
  club_name: string;
  competition_id: string;
}

/** A current-season team of a league with a table, scorers and a public fair-play table, with scorers of its own. */
let team: LeagueTeam;

beforeAll(async () => {
  testApp = await createTestApp();
  team = await testApp.one<LeagueTeam>(
    `select ts.id as team_season_id, t.id as team_id, ts.name, c.id as club_id, c.name as club_name,
            comp.id as competition_id
       from team_seasons ts join teams t on t.id = ts.team_id join clubs c on c.id = t.club_id
       join seasons s on s.id = ts.season_id and s.is_current
       join competition_teams ct on ct.team_season_id = ts.id
       join competitions comp on comp.id = ct.competition_id and comp.has_table and comp.has_scorers
            and comp.is_fair_play_table_public and comp.competition_type_id = 1
      where not ts.is_withdrawn and ct.withdrawn_on is null and not ct.is_out_of_competition
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.type_code = 7 and m.status = 'finished'
                       and ((m.home_team_season_id = ts.id and e.side = 'home')
                         or (m.guest_team_season_id = ts.id and e.side = 'guest')))
      order by ts.id limit 1`,
  );
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
    await testApp.query("update team_seasons set profile_config = $2 where id = $1", [
      team.team_season_id,
      JSON.stringify(hidden),
    ]);
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
      await testApp.query("update team_seasons set profile_config = $2 where id = $1", [
        team.team_season_id,
        JSON.stringify({ news: true, trend: true, scorers: true, fairplay: true, venue: true, history: true }),
      ]);
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
        await testApp.query("update team_seasons set profile_config = $2 where id = $1", [
          team.team_season_id,
          JSON.stringify({ ...all, [flag]: false }),
        ]);
        const profile = (await get(`protected/getTeamProfile/team-id/${team.team_season_id}`)).json();
        for (const other of Object.values(sections)) {
          if (other === section) expect(profile, flag).not.toHaveProperty(other);
          else expect(profile, `${flag} keeps ${other}`).toHaveProperty(other);
        }
      }
    } finally {
      await testApp.query("update team_seasons set profile_config = $2 where id = $1", [
        team.team_season_id,
        JSON.stringify(all),
      ]);
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
