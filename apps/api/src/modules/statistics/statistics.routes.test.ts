import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { setPlayerFlags } from "../../../test/factories.js";
import { kreise, players, statisticsPlayerRollup } from "../../db/schema/index.js";

const base = "/rest/v1/public";
let testApp: TestApp;

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url: `${base}${url}` });
  return { status: response.statusCode, body: response.json() };
}

/** Counted matches of the current season, from the raw tables: finished, public result, two teams. */
const COUNTED = `from matches m join competitions c on c.id = m.competition_id
  join seasons s on s.id = c.season_id and s.is_current
  join playing_areas pa on pa.id = c.playing_area_id left join kreise k on k.id = pa.kreis_id
  where m.status = 'finished' and not m.is_result_private and m.home_goals is not null
    and m.home_team_season_id is not null and m.guest_team_season_id is not null`;

async function rawTotals(condition = "true") {
  return testApp.one<{ goals: number; matches: number }>(
    `select coalesce(sum(m.home_goals + m.guest_goals), 0)::int as goals, count(*)::int as matches
     ${COUNTED} and ${condition}`,
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(() => testApp.close());

describe("the filter and the totals", () => {
  it("offers the figures, the association's Bezirke with their Kreise, team types, periods and the page size", async () => {
    const { status, body } = await get("/getAmateurStatisticsFilter");
    expect(status).toBe(200);
    expect(body.association.code).toBe("BAFV");
    expect(body.stats).toContainEqual({ id: "goals", label: "Meiste Tore", list: "player" });
    expect(body.stats).toContainEqual({ id: "fewestConceded", label: "Wenigste Gegentore", list: "team" });
    expect(body.districts.length).toBeGreaterThan(0);
    expect(body.districts.some((bezirk: { kreise: unknown[] }) => bezirk.kreise.length > 0)).toBe(true);
    expect(body.teamTypes.length).toBeGreaterThan(0);
    expect(body.periods.map((period: { name: string }) => period.name)).toEqual([
      "Saison 2026/27",
      "November 2026",
      "Letzter Spieltag 20.–22.11.2026",
    ]);
    expect(body.pageSize).toBe(20);
  });

  it("counts the season's goals and matches as the raw matches do", async () => {
    const raw = await rawTotals();
    const { body } = await get("/getAmateurStatisticsAssociation?verband=bafv&zeitraum=saison&stats=goals");
    expect(raw.matches).toBeGreaterThan(50);
    expect({ goals: body.goals, matches: body.matches }).toEqual(raw);
    expect(body.goalsPerMatch).toBe(Math.round((raw.goals / raw.matches) * 100) / 100);
    expect(body.periodName).toBe("Saison 2026/27");
    expect(body.generatedInfo).toMatch(/^Stand: \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr$/);
    const weekend = await rawTotals(
      "(m.kickoff_at at time zone 'Europe/Berlin')::date between '2026-11-20' and '2026-11-22'",
    );
    const { body: lastWeekend } = await get("/getAmateurStatisticsAssociation?zeitraum=wochenende");
    expect({ goals: lastWeekend.goals, matches: lastWeekend.matches }).toEqual(weekend);
  });

  it("narrows to a Bezirk, a Kreis and a team type", async () => {
    const all = await rawTotals();
    const { kreis_id, bezirk_id } = await testApp.one<{ kreis_id: string; bezirk_id: string }>(
      `select pa.kreis_id, k.bezirk_id ${COUNTED} and pa.kreis_id is not null group by 1, 2 order by count(*) desc limit 1`,
    );
    const { team_type_id } = await testApp.one<{ team_type_id: number }>(
      `select c.team_type_id ${COUNTED} group by 1 order by count(*) limit 1`,
    );
    const cases = [
      [`bezirk=${bezirk_id}`, `coalesce(pa.bezirk_id, k.bezirk_id) = '${bezirk_id}'`],
      [`kreis=${kreis_id}`, `pa.kreis_id = '${kreis_id}'`],
      [`bezirk=${bezirk_id}&kreis=${kreis_id}`, `pa.kreis_id = '${kreis_id}'`],
      [`mannschaftsart=${team_type_id}`, `c.team_type_id = ${team_type_id}`],
    ] as const;
    for (const [query, condition] of cases) {
      const raw = await rawTotals(condition);
      const { body } = await get(`/getAmateurStatisticsAssociation?${query}`);
      expect({ goals: body.goals, matches: body.matches }, query).toEqual(raw);
      expect(raw.matches, query).toBeGreaterThan(0);
      expect(raw.matches, query).toBeLessThan(all.matches);
    }
  });
});

describe("the ranked lists", () => {
  it("ranks players by goals as the raw events count them, own goals left out", async () => {
    const raw = await testApp.query<{ player_id: string; team_season_id: string; goals: number }>(
      `select e.player_id, case e.side when 'home' then m.home_team_season_id else m.guest_team_season_id end
         as team_season_id, count(*)::int as goals
       from match_events e join (select m.* ${COUNTED}) m on m.id = e.match_id
       join players p on p.id = e.player_id and p.is_profile_public and p.is_performance_visible
       where e.type_code in (7, 9) group by 1, 2 order by 3 desc`,
    );
    const ownGoals = await rawTotals(
      "exists (select 1 from match_events e where e.match_id = m.id and e.type_code = 8)",
    );
    expect(ownGoals.matches).toBeGreaterThan(0);
    const { body } = await get("/getAmateurStatisticsPlayer/zeitraum/saison/stats/goals?max=100");
    expect(body.total).toBe(raw.length);
    expect(body.entries[0].value).toBe(raw[0]!.goals);
    for (const entry of body.entries.slice(0, 30)) {
      const row = raw.find((r) => r.player_id === entry.player.id && r.team_season_id === entry.team.id);
      expect(entry.goals, entry.player.lastName).toBe(row?.goals);
    }
    const values = body.entries.map((entry: { value: number }) => entry.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("ranks teams by goals and matches by goals as the raw scores give them", async () => {
    const teams = await testApp.query<{ id: string; goals: number; matches: number }>(
      `select id, sum(goals)::int as goals, count(*)::int as matches from (
         select m.home_team_season_id as id, m.home_goals as goals ${COUNTED}
         union all select m.guest_team_season_id, m.guest_goals ${COUNTED}) s group by id order by goals desc`,
    );
    const { body } = await get("/getAmateurStatisticsTeam/zeitraum/saison/stats/goals?max=10");
    expect(body.total).toBe(teams.length);
    for (const entry of body.entries) {
      const row = teams.find((team) => team.id === entry.team.id)!;
      expect([entry.goalsFor, entry.matches]).toEqual([row.goals, row.matches]);
      expect(entry.wins + entry.draws + entry.losses).toBe(entry.matches);
    }
    expect(body.entries[0].value).toBe(teams[0]!.goals);
    const conceded = await get("/getAmateurStatisticsTeam/zeitraum/saison/stats/fewestConceded");
    const againsts = conceded.body.entries.map((entry: { goalsAgainst: number }) => entry.goalsAgainst);
    expect(againsts).toEqual([...againsts].sort((a, b) => a - b));
    const fairPlay = await get("/getAmateurStatisticsTeam/zeitraum/monat/stats/fairPlay");
    expect(fairPlay.body.periodName).toBe("November 2026");
    expect(fairPlay.body.entries.length).toBeGreaterThan(0);

    const top = await testApp.one<{ goals: number }>(
      `select max(m.home_goals + m.guest_goals)::int as goals ${COUNTED}`,
    );
    const matches = await get("/getAmateurStatisticsMatch/zeitraum/saison/stats/goals?max=3");
    expect(matches.body.entries[0].value).toBe(top.goals);
    const first = matches.body.entries[0];
    expect(first.homeGoals + first.guestGoals).toBe(top.goals);
    expect(matches.body.total).toBe((await rawTotals()).matches);
  });

  it("pages with offset and max", async () => {
    const url = "/getAmateurStatisticsPlayer/zeitraum/saison/stats/appearances";
    const first = (await get(`${url}?max=5`)).body;
    const second = (await get(`${url}?max=5&offset=5`)).body;
    expect(first.entries).toHaveLength(5);
    expect(second.entries).toHaveLength(5);
    expect([first.more, second.more, first.total]).toEqual([true, true, second.total]);
    const ids = (page: { entries: { player: { id: string }; team: { id: string } }[] }) =>
      page.entries.map((entry) => `${entry.player.id}/${entry.team.id}`);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    const past = (await get(`${url}?max=5&offset=${first.total}`)).body;
    expect([past.entries, past.more, past.total]).toEqual([[], false, first.total]);
  });

  it("leaves out a player whose profile is not public or whose performance is hidden", async () => {
    const url = "/getAmateurStatisticsPlayer/zeitraum/saison/stats/goals?max=3";
    const before = (await get(url)).body;
    const [hidden, notPublic] = before.entries.map((entry: { player: { id: string } }) => entry.player.id);
    await setPlayerFlags(testApp, hidden, { isPerformanceVisible: false });
    await setPlayerFlags(testApp, notPublic, { isProfilePublic: false });
    try {
      const after = (await get(`${url.replace("max=3", "max=100")}`)).body;
      const shown = after.entries.map((entry: { player: { id: string } }) => entry.player.id);
      expect(shown).not.toContain(hidden);
      expect(shown).not.toContain(notPublic);
      expect(after.total).toBe(before.total - 2);
      expect(JSON.stringify(after)).not.toContain("Nicht öffentlich");
    } finally {
      for (const id of [hidden, notPublic]) {
        await setPlayerFlags(testApp, id, { isPerformanceVisible: true, isProfilePublic: true });
      }
    }
  });
});

describe("the association-wide roll-up", () => {
  /** Roll-up rows that differ from the sums of the player rows or from the player as stored now. */
  const drift = async () =>
    testApp.one<{ n: number }>(`
      select count(*)::int as n
      from statistics_player_rollup r
      full join (select zeitraum, association_id, team_season_id, player_id, sum(appearances)::int as appearances,
          sum(goals)::int as goals, sum(penalty_goals)::int as penalty_goals
        from statistics_player_totals group by 1, 2, 3, 4) t using (zeitraum, association_id, team_season_id, player_id)
      left join players p on p.id = coalesce(r.player_id, t.player_id)
      where (r.appearances, r.goals, r.penalty_goals) is distinct from (t.appearances, t.goals, t.penalty_goals)
        or (r.last_name, r.first_name) is distinct from (p.last_name, p.first_name)
        or r.listed_from is distinct from statistics_listed_from(p.is_profile_public, p.is_performance_visible,
          p.parental_consent_at, p.date_of_birth)`);

  it("sums the player rows and follows every change of a player's name, flags and consent", async () => {
    expect((await drift()).n).toBe(0);
    const [{ id }] = (await testApp.db
      .select({ id: statisticsPlayerRollup.playerId })
      .from(statisticsPlayerRollup)
      .orderBy(desc(statisticsPlayerRollup.goals), asc(statisticsPlayerRollup.playerId))
      .limit(1)) as [{ id: string }];
    const [before] = await testApp.db.select().from(players).where(eq(players.id, id));
    await testApp.db
      .update(players)
      .set({
        lastName: "Zwanziger",
        isPerformanceVisible: false,
        dateOfBirth: sql`current_date - interval '17 years'`,
        parentalConsentAt: null,
      })
      .where(eq(players.id, id));
    try {
      expect((await drift()).n).toBe(0);
    } finally {
      await testApp.db
        .update(players)
        .set({
          lastName: before!.lastName,
          isPerformanceVisible: before!.isPerformanceVisible,
          dateOfBirth: before!.dateOfBirth,
          parentalConsentAt: before!.parentalConsentAt,
        })
        .where(eq(players.id, id));
    }
    expect((await drift()).n).toBe(0);
  });

  it("lists a player born on 29 February from 1 March of the year they turn 18, as the player pages do", async () => {
    const rows = await testApp.query<{ listed: boolean }>(
      `select statistics_listed_from(true, true, null, born) <= today as listed
       from (values ('2008-02-29'::date, '2026-02-28'::date), ('2008-02-29', '2026-03-01'),
         ('2008-06-15', '2026-06-14'), ('2008-06-15', '2026-06-15')) as v(born, today)`,
    );
    expect(rows.map((row) => row.listed)).toEqual([false, true, false, true]);
  });
});

describe("minors", () => {
  it("lists a player under 18 only with a parent's consent, as the player page shows one", async () => {
    const url = "/getAmateurStatisticsPlayer/zeitraum/saison/stats/goals?max=100";
    const before = (await get(url)).body;
    const minor = before.entries[0].player.id as string;
    const [{ born, consent }] = (await testApp.db
      .select({ born: players.dateOfBirth, consent: players.parentalConsentAt })
      .from(players)
      .where(eq(players.id, minor))) as [{ born: string; consent: Date | null }];
    const setBirthAndConsent = (dateOfBirth: string | ReturnType<typeof sql>, parentalConsentAt: Date | null) =>
      testApp.db.update(players).set({ dateOfBirth, parentalConsentAt }).where(eq(players.id, minor));
    const ids = (page: { entries: { player: { id: string } }[] }) => page.entries.map((entry) => entry.player.id);
    await setBirthAndConsent(sql`current_date - interval '16 years'`, null);
    try {
      const unconsented = (await get(url)).body;
      expect(ids(unconsented)).not.toContain(minor);
      expect(unconsented.total).toBe(before.total - 1);
      await setPlayerFlags(testApp, minor, { parentalConsentAt: new Date() });
      expect(ids((await get(url)).body)).toContain(minor);
    } finally {
      await setBirthAndConsent(born, consent);
    }
  });
});

describe("bad and unknown parameters", () => {
  it("answers 400 naming the parameter", async () => {
    const cases = [
      ["/getAmateurStatisticsPlayer/zeitraum/jahr/stats/goals", "zeitraum"],
      ["/getAmateurStatisticsPlayer/zeitraum//stats/goals", "zeitraum"],
      ["/getAmateurStatisticsPlayer/zeitraum/saison/stats/wins", "stats"],
      ["/getAmateurStatisticsTeam/zeitraum/saison/stats/penaltyGoals", "stats"],
      ["/getAmateurStatisticsMatch/zeitraum/saison/stats/goals?max=0", "max"],
      ["/getAmateurStatisticsTeam/zeitraum/saison/stats/goals?offset=-1", "offset"],
      ["/getAmateurStatisticsTeam/zeitraum/saison/stats/goals?mannschaftsart=abc", "mannschaftsart"],
      ["/getAmateurStatisticsAssociation?zeitraum=immer", "zeitraum"],
      ["/getAmateurStatisticsAssociation?stats=nothing", "stats"],
      ["/getAmateurStatisticsAssociation?verband=%3Cx%3E", "verband"],
      ["/getAmateurStatisticsFilter?bezirk=X", "bezirk"],
    ] as const;
    for (const [url, name] of cases) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toContain(`"${name}"`);
    }
  });

  it("answers 404 for an association, Bezirk, Kreis or team type it does not know", async () => {
    // A Kreis named beside a Bezirk it does not belong to (the small preset has one Bezirk: a made-up one).
    const [kreis] = (await testApp.db.select({ id: kreise.id }).from(kreise).limit(1)) as [{ id: string }];
    for (const query of [
      "verband=NOPE",
      "bezirk=UNKNOWN",
      "kreis=UNKNOWN",
      `bezirk=UNKNOWN&kreis=${kreis.id}`,
      "mannschaftsart=999999",
    ]) {
      const { status, body } = await get(`/getAmateurStatisticsTeam/zeitraum/saison/stats/goals?${query}`);
      expect(status, query).toBe(404);
      expect(body.message, query).toMatch(/Unknown/);
    }
    expect((await get("/getAmateurStatisticsFilter?verband=NOPE")).status).toBe(404);
  });
});
