import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { setPlayerFlags, updateCompetition } from "../../../test/factories.js";
import { recordMatchResult } from "../matches/live.service.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY, ...headers } });

let kreisliga: { id: string; name: string };
let cup: { id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  kreisliga = await testApp.one<{ id: string; name: string }>(
    `select c.id, c.name from competitions c join seasons s on s.id = c.season_id
     where s.is_current and c.name like 'Kreisliga %' order by c.name limit 1`,
  );
  cup = await testApp.one<{ id: string }>(
    `select c.id from competitions c join seasons s on s.id = c.season_id
     where s.is_current and c.is_round_based and c.has_table = false and c.name like 'Kreispokal %' limit 1`,
  );
});
afterAll(() => testApp.close());

describe("competition tables", () => {
  it("getAmateurTable ranks the teams entered with the engine's counts and names the tie-break rule", async () => {
    const response = await get(`${base}/getAmateurTable/staffel/${kreisliga.id}`);
    expect(response.statusCode).toBe(200);
    const table = response.json();
    const { teams } = await testApp.one<{ teams: number }>(
      "select count(*)::int as teams from competition_teams where competition_id = $1 and not is_out_of_competition",
      [kreisliga.id],
    );
    expect(table.entries.length + table.unranked.length).toBeGreaterThanOrEqual(teams);
    expect(table.entries.map((entry: { position: number }) => entry.position)[0]).toBe(1);
    for (const entry of table.entries) {
      expect(entry.matchesWon + entry.matchesDrawn + entry.matchesLost).toBe(entry.matchesPlayed);
      expect(entry.goalsPlus - entry.goalsMinus).toBe(entry.goalDifference);
      expect(entry.points).toBe(entry.matchesWon * 3 + entry.matchesDrawn - entry.pointsDeducted);
    }
    const points = table.entries.map((entry: { points: number }) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(table.entries[0].zone).toBe("promotion");
    expect(table.comment).toMatch(/Punktgleichheit/);
    expect(table.tieBreakRule).toBe("Bayernliga und darunter");
    expect(response.headers.etag).toBeTruthy();
    expect(
      (
        await get(`${base}/getAmateurTable/staffel/${kreisliga.id}`, {
          "if-none-match": response.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);
  });

  it("getAmateurTable as of a matchday counts only that far; getAmateurTables has the series tables", async () => {
    const early = (await get(`${base}/getAmateurTable/staffel/${kreisliga.id}?spieltag=2`)).json();
    expect(early.variant).toBe("asOfMatchday");
    expect(early.matchday).toBe(2);
    for (const entry of early.entries) expect(entry.matchesPlayed).toBeLessThanOrEqual(2);
    const tables = (await get(`${base}/getAmateurTables/staffel/${kreisliga.id}`)).json();
    expect(Object.keys(tables).sort()).toEqual(["away", "firstHalf", "home", "live", "overall", "secondHalf"]);
    const byTeam = (rows: { teamId: string; matchesPlayed: number; goalsPlus: number }[]) =>
      new Map(rows.map((row) => [row.teamId, row]));
    const home = byTeam(tables.home.entries);
    const away = byTeam(tables.away.entries);
    for (const entry of tables.overall.entries) {
      expect((home.get(entry.teamId)?.matchesPlayed ?? 0) + (away.get(entry.teamId)?.matchesPlayed ?? 0)).toBe(
        entry.matchesPlayed,
      );
    }
    expect(tables.home.variant).toBe("home");
    expect(tables.firstHalf.variant).toBe("firstHalf");
  });

  it("a result change moves the table and its ETag; the page's tables are ranked again at once", async () => {
    const url = `${base}/getAmateurTable/staffel/${kreisliga.id}`;
    const before = await get(url);
    // The lowest team that a win lifts above the team ranked just above it.
    const ranked = before.json().entries as {
      teamId: string;
      points: number;
      position: number;
      matchesPlayed: number;
      goalsPlus: number;
    }[];
    const last = ranked.findLast((entry, index) => index > 0 && entry.points + 3 > ranked[index - 1]!.points)!;
    const [match] = await testApp.query<{ id: string; home: string; matchday: number }>(
      `select id, home_team_season_id as home, matchday from matches where competition_id = $1
       and status = 'scheduled' and (home_team_season_id = $2 or guest_team_season_id = $2)
       order by kickoff_at limit 1`,
      [kreisliga.id, last.teamId],
    );
    // An as-of table before the changed matchday stays stored; one from that matchday on is ranked anew.
    await get(`${base}/getAmateurTables/staffel/${kreisliga.id}?spieltag=${match!.matchday - 1}`);
    await get(`${base}/getAmateurTable/staffel/${kreisliga.id}?spieltag=${match!.matchday}`);
    const isHome = match!.home === last.teamId;
    await recordMatchResult(
      testApp.context(),
      match!.id,
      {
        status: "finished",
        homeGoals: isHome ? 9 : 0,
        guestGoals: isHome ? 0 : 9,
      },
      testApp.app.dataChanges,
    );
    const variants = (
      await testApp.query<{ variant: string }>(
        "select variant from competition_standings where competition_id = $1 order by variant",
        [kreisliga.id],
      )
    ).map((row) => row.variant);
    expect(variants).toEqual(expect.arrayContaining(["away", "firstHalf", "home", "overall", "secondHalf"]));
    expect(variants).toContain(`matchday:${match!.matchday - 1}`);
    expect(variants).not.toContain(`matchday:${match!.matchday}`);

    const after = await get(url, { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const entries = after.json().entries;
    const moved = entries.find((entry: { teamId: string }) => entry.teamId === last.teamId);
    expect(moved.matchesPlayed).toBe(last.matchesPlayed + 1);
    expect(moved.points).toBe(last.points + 3);
    expect(moved.goalsPlus).toBe(last.goalsPlus + 9);
    expect(moved.position).toBeLessThan(last.position);
    const tables = (await get(`${base}/getAmateurTables/staffel/${kreisliga.id}`)).json();
    const side = isHome ? tables.home : tables.away;
    const sideEntry = side.entries.find((entry: { teamId: string }) => entry.teamId === last.teamId);
    expect(sideEntry.goalsPlus).toBeGreaterThanOrEqual(9);
  });

  it("a match that starts turns the table live, and its final whistle turns it back", async () => {
    const [league] = await testApp.query<{ id: string }>(
      `select c.id from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.has_table and c.id <> $1
       and not exists (select 1 from matches m where m.competition_id = c.id and m.status = 'live')
       order by c.id limit 1`,
      [kreisliga.id],
    );
    const [match] = await testApp.query<{ id: string; home: string }>(
      `select id, home_team_season_id as home from matches where competition_id = $1 and status = 'scheduled'
       and home_team_season_id is not null and guest_team_season_id is not null order by kickoff_at limit 1`,
      [league!.id],
    );
    const url = `${base}/getAmateurTable/staffel/${league!.id}`;
    expect((await get(url)).json().variant).toBe("overall");
    const context = testApp.context();
    await recordMatchResult(
      context,
      match!.id,
      { status: "live", homeGoals: 0, guestGoals: 0 },
      testApp.app.dataChanges,
    );
    const live = (await get(url)).json();
    expect(live.variant).toBe("live");
    expect(live.entries.find((entry: { teamId: string }) => entry.teamId === match!.home).live).toBe(true);
    await recordMatchResult(
      context,
      match!.id,
      { status: "finished", homeGoals: 1, guestGoals: 0 },
      testApp.app.dataChanges,
    );
    const final = (await get(url)).json();
    expect(final.variant).toBe("overall");
    expect(final.entries.some((entry: { live: boolean }) => entry.live)).toBe(false);
  });

  it("every call by competition answers 404 for an unknown id and 400 naming staffel for a malformed one", async () => {
    const calls = [
      "getAmateurTable",
      "getAmateurTables",
      "getFairPlayTable",
      "getScorerTable",
      "getCompetitionInfo",
      "getCompetitionMatchDay",
    ];
    for (const call of calls) {
      const unknown = await get(`${base}/${call}/staffel/UNKNOWN0000000000000000000000000-G`);
      expect(unknown.statusCode, call).toBe(404);
      expect(unknown.json().message, call).toMatch(/Unknown competition/);
      const bad = await get(`${base}/${call}/staffel/${encodeURIComponent("bad;id")}`);
      expect(bad.statusCode, call).toBe(400);
      expect(bad.json().message, call).toMatch(/"staffel"/);
    }
  });

  it("a matchday the season does not have is a bad request for tables too", async () => {
    const { matchdays } = await testApp.one<{ matchdays: number }>(
      "select count(*)::int as matchdays from competition_matchdays where competition_id = $1",
      [kreisliga.id],
    );
    for (const call of ["getAmateurTable", "getAmateurTables"]) {
      const beyond = await get(`${base}/${call}/staffel/${kreisliga.id}?spieltag=${matchdays + 1}`);
      expect(beyond.statusCode, call).toBe(400);
      expect(beyond.json().message, call).toMatch(/"spieltag"/);
      expect((await get(`${base}/${call}/staffel/${kreisliga.id}?spieltag=${matchdays}`)).statusCode, call).toBe(200);
    }
  });

  it("tables of competitions without one, unknown ids and bad parameters are clear errors", async () => {
    expect((await get(`${base}/getAmateurTable/staffel/${cup.id}`)).statusCode).toBe(404);
    const unknown = await get(`${base}/getAmateurTable/staffel/UNKNOWN0000000000000000000000000-G`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Unknown competition/);
    const bad = await get(`${base}/getAmateurTable/staffel/${kreisliga.id}?spieltag=null`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"spieltag"/);
    expect((await get(`${base}/getAmateurTables/staffel/${kreisliga.id}?spieltag=0`)).json().message).toMatch(
      /"spieltag"/,
    );
    expect((await get(`${base}/getAmateurTable/staffel/bad%20id`)).json().message).toMatch(/"staffel"/);
    const anonymous = await testApp.app.inject({
      method: "GET",
      url: `${base}/getAmateurTable/staffel/${kreisliga.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("competition lists and matchdays", () => {
  it("getScorerTable ranks goals without own goals and pages with offset and max", async () => {
    const first = (await get(`${base}/getScorerTable/staffel/${kreisliga.id}?max=100`)).json();
    const rest = (await get(`${base}/getScorerTable/staffel/${kreisliga.id}?offset=100&max=100`)).json();
    const all = { entries: [...first.entries, ...rest.entries] };
    expect(all.entries).toHaveLength(first.total);
    const { goals } = await testApp.one<{ goals: number }>(
      `select count(*)::int as goals from match_events e join matches m on m.id = e.match_id
       where m.competition_id = $1 and e.type_code in (7, 9) and e.player_id is not null
       and m.status in ('finished', 'provisional', 'awarded')`,
      [kreisliga.id],
    );
    expect(all.entries.reduce((sum: number, entry: { goals: number }) => sum + entry.goals, 0)).toBe(goals);
    const page = (await get(`${base}/getScorerTable/staffel/${kreisliga.id}?offset=2&max=3`)).json();
    expect(page.entries).toEqual(all.entries.slice(2, 5));
    expect(page.total).toBe(all.entries.length);
    expect((await get(`${base}/getScorerTable/staffel/${kreisliga.id}?max=0`)).json().message).toMatch(/"max"/);
    expect((await get(`${base}/getScorerTable/staffel/${kreisliga.id}?offset=-1`)).statusCode).toBe(400);
  });

  it("getScorerTable keeps players whose profile is not public without their name", async () => {
    const [hidden] = await testApp.query<{ id: string }>(
      `select p.id from players p join match_events e on e.player_id = p.id join matches m on m.id = e.match_id
       where m.competition_id = $1 and e.type_code = 7 and m.status = 'finished' limit 1`,
      [kreisliga.id],
    );
    await setPlayerFlags(testApp, hidden!.id, { isProfilePublic: false });
    const body = (await get(`${base}/getScorerTable/staffel/${kreisliga.id}?max=100`)).json();
    expect(body.entries.some((entry: { playerId: string }) => entry.playerId === hidden!.id)).toBe(false);
    expect(body.entries.some((entry: { lastName: string }) => entry.lastName === "Nicht öffentlich")).toBe(true);
    await setPlayerFlags(testApp, hidden!.id, { isProfilePublic: true });
  });

  it("getFairPlayTable scores the cards by the competition's scheme, lowest first", async () => {
    const body = (await get(`${base}/getFairPlayTable/staffel/${kreisliga.id}`)).json();
    expect(body.scheme.description).toMatch(/Weniger Punkte sind besser/);
    for (const entry of body.entries) {
      expect(entry.points).toBe(entry.yellowCards + entry.yellowRedCards * 3 + entry.redCards * 5);
    }
    const points = body.entries.map((entry: { points: number }) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    await updateCompetition(testApp, kreisliga.id, { isFairPlayTablePublic: false });
    expect((await get(`${base}/getFairPlayTable/staffel/${kreisliga.id}`)).statusCode).toBe(404);
    await updateCompetition(testApp, kreisliga.id, { isFairPlayTablePublic: true });
  });

  it("getCompetitionInfo describes rounds and the division manager, contact data only when permitted", async () => {
    const body = (await get(`${base}/getCompetitionInfo/staffel/${kreisliga.id}?divisionManager=true`)).json();
    expect(body.name).toBe(kreisliga.name);
    expect(body.breadcrumb).toEqual(["Meisterschaften", "Herren", "Kreisliga", expect.stringMatching(/^Kreis /)]);
    expect(body.rounds.length).toBeGreaterThan(0);
    expect(body.groupMatchDay).toBeGreaterThan(0);
    const [manager] = await testApp.query<{ email: string; is_email_public: boolean; is_phone_public: boolean }>(
      `select f.email, f.is_email_public, f.is_phone_public from functionaries f
       join competitions c on c.division_manager_id = f.id where c.id = $1`,
      [kreisliga.id],
    );
    expect(body.divisionManager.fullName).toBeTruthy();
    expect("email" in body.divisionManager).toBe(manager!.is_email_public);
    expect("phone" in body.divisionManager).toBe(manager!.is_phone_public);
    const withoutManager = (await get(`${base}/getCompetitionInfo/staffel/${kreisliga.id}`)).json();
    expect(withoutManager.divisionManager).toBeUndefined();
    expect(
      (await get(`${base}/getCompetitionInfo/staffel/${kreisliga.id}?divisionManager=vielleicht`)).json().message,
    ).toMatch(/"divisionManager"/);
  });

  it("getCompetitionMatchDay shows the current matchday by default and any other on request", async () => {
    const current = (await get(`${base}/getCompetitionMatchDay/staffel/${kreisliga.id}`)).json();
    expect(current.matchday).toBe(current.currentMatchday);
    expect(current.competition).toMatchObject({ compoundId: kreisliga.id, tableAvailable: true, roundBased: false });
    for (const match of current.matches) expect(match.matchday).toBe(current.matchday);
    const first = (await get(`${base}/getCompetitionMatchDay/staffel/${kreisliga.id}?spieltag=1`)).json();
    expect(first.matchday).toBe(1);
    const { count } = await testApp.one<{ count: number }>(
      "select count(*)::int as count from matches where competition_id = $1 and matchday = 1",
      [kreisliga.id],
    );
    expect(first.matches).toHaveLength(count);
    const playing = first.matches.flatMap((match: { homeTeam: unknown; guestTeam: unknown }) =>
      [match.homeTeam, match.guestTeam].filter(Boolean),
    );
    expect(first.teamsTotal).toBe(playing.length + first.byeTeams.length);
    expect(first.matchDays.length).toBe(current.matchDays.length);
    expect((await get(`${base}/getCompetitionMatchDay/staffel/${kreisliga.id}?spieltag=98`)).json().message).toMatch(
      /"spieltag"/,
    );
    expect((await get(`${base}/getCompetitionMatchDay/staffel/NOPE-G`)).statusCode).toBe(404);
  });

  it("the matchday call gives a rescheduled match the kickoff of its replay", async () => {
    const [moved] = await testApp.query<{ competition_id: string; matchday: number; replay: string; kickoff: Date }>(
      `select m.competition_id, m.matchday, r.id as replay, r.kickoff_at as kickoff from matches m
       join matches r on r.id = m.rescheduled_to_match_id where r.kickoff_at is not null limit 1`,
    );
    const body = (
      await get(`${base}/getCompetitionMatchDay/staffel/${moved!.competition_id}?spieltag=${moved!.matchday}`)
    ).json();
    const match = body.matches.find(
      (m: { rescheduledTo: { id: string } | null }) => m.rescheduledTo?.id === moved!.replay,
    );
    expect(match.rescheduled).toBe(true);
    expect(match.rescheduledTo.kickoff).toBe(new Date(moved!.kickoff).toISOString());
  });

  it("a cup's rounds come through the matchday call, with penalty results in German notation", async () => {
    const [penalties] = await testApp.query<{ competition_id: string; matchday: number }>(
      `select competition_id, matchday from matches where home_penalty_goals is not null limit 1`,
    );
    const body = (
      await get(`${base}/getCompetitionMatchDay/staffel/${penalties!.competition_id}?spieltag=${penalties!.matchday}`)
    ).json();
    expect(body.competition.roundBased).toBe(true);
    const decided = body.matches.find((match: { penalties: unknown }) => match.penalties !== null);
    expect(decided.result.text).toMatch(/^\d+:\d+ nE$/);
    expect(decided.result.period).toBe("penalties");
  });
});
