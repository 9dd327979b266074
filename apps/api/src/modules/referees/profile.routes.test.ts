import { and, asc, count, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import {
  createRefereeSpecialMatch,
  hideRefereeStatisticTypes,
  setRefereeFlags,
  showRefereeStatisticTypes,
} from "../../../test/factories.js";
import { matchOfficials, refereeCareerEntries, referees, users } from "../../db/schema/index.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/protected/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const profileOf = async (userId: string) =>
  (await get(`getRefereeProfile?userid=${encodeURIComponent(userId)}`)).json();

const OFFICIATED = "('finished', 'provisional', 'live', 'abandoned', 'annulled', 'awarded')";
const COUNTED = "m.status in ('finished', 'provisional', 'awarded') and not m.is_result_private";

/** The referee with the most matches led, and the demo account linked to a referee. */
let refereeId: string;
let account: { id: string; referee_id: string };

const setFlags = (id: string, flags: Parameters<typeof setRefereeFlags>[2]) => setRefereeFlags(testApp, id, flags);

beforeAll(async () => {
  testApp = await createTestApp();
  const [busiest] = await testApp.db
    .select({ refereeId: matchOfficials.refereeId })
    .from(matchOfficials)
    .where(and(eq(matchOfficials.role, "referee"), isNotNull(matchOfficials.refereeId)))
    .groupBy(matchOfficials.refereeId)
    .orderBy(desc(count()), asc(matchOfficials.refereeId))
    .limit(1);
  refereeId = busiest!.refereeId!;
  const [linked] = await testApp.db
    .select({ id: users.id, referee_id: users.refereeId })
    .from(users)
    .where(isNotNull(users.refereeId))
    .orderBy(asc(users.id))
    .limit(1);
  account = { id: linked!.id, referee_id: linked!.referee_id! };
});
afterEach(async () => {
  await setRefereeFlags(testApp, null, {
    isProfilePublic: true,
    isPerformanceVisible: true,
    areCardsVisible: true,
    isCareerVisible: true,
    isNationalityVisible: true,
  });
  await showRefereeStatisticTypes(testApp, refereeId, [2]);
});
afterAll(() => testApp.close());

describe("getRefereeProfile", () => {
  it("names the referee and the club, by the referee's id or the linked account's id", async () => {
    const [row] = (await testApp.db
      .select({
        first_name: referees.firstName,
        last_name: referees.lastName,
        level_name: referees.levelName,
        club_id: referees.clubId,
      })
      .from(referees)
      .where(eq(referees.id, refereeId))) as [
      { first_name: string; last_name: string; level_name: string; club_id: string },
    ];
    const profile = await profileOf(refereeId);
    expect(profile).toMatchObject({
      refereeId,
      profile: { firstName: row.first_name, lastName: row.last_name, level: row.level_name },
      club: { id: row.club_id },
    });
    expect(profile.nameSlug).toMatch(/^[a-z0-9-]+$/);
    const byAccount = await profileOf(account.id);
    expect(byAccount.refereeId).toBe(account.referee_id);
    expect(byAccount).toEqual(await profileOf(account.referee_id));
  });

  it("counts matches per role, goals per match and cards per season from the officiated matches", async () => {
    const expected = await testApp.query<{
      season_id: string;
      as_referee: number;
      as_assistant: number;
      as_fourth: number;
      goals: number;
      counted: number;
    }>(
      `select c.season_id,
              count(*) filter (where o.role = 'referee')::int as as_referee,
              count(*) filter (where o.role::text like 'assistant%')::int as as_assistant,
              count(*) filter (where o.role = 'fourth_official')::int as as_fourth,
              coalesce(sum(m.home_goals + m.guest_goals) filter (where o.role = 'referee' and ${COUNTED}), 0)::int as goals,
              count(*) filter (where o.role = 'referee' and ${COUNTED} and m.home_goals is not null)::int as counted
         from match_officials o join matches m on m.id = o.match_id join competitions c on c.id = m.competition_id
        where o.referee_id = $1 and m.status in ${OFFICIATED} group by c.season_id order by c.season_id desc`,
      [refereeId],
    );
    const cards = await testApp.query<{ season_id: string; type_code: number; n: number }>(
      `select c.season_id, e.type_code, count(*)::int as n from match_events e join matches m on m.id = e.match_id
         join competitions c on c.id = m.competition_id
         join match_officials o on o.match_id = m.id and o.role = 'referee'
        where o.referee_id = $1 and e.type_code in (2, 3, 4) and ${COUNTED} group by 1, 2`,
      [refereeId],
    );
    const cardsOf = (season: string, code: number) =>
      cards.find((row) => row.season_id === season && row.type_code === code)?.n ?? 0;
    const profile = await profileOf(refereeId);
    expect(expected.length).toBeGreaterThan(0);
    expect(profile.statistics).toEqual(
      expected.map((row) => ({
        season: row.season_id,
        seasonLabel: expect.any(String),
        matchesAsReferee: row.as_referee,
        matchesAsAssistant: row.as_assistant,
        matchesAsFourthOfficial: row.as_fourth,
        goalsPerMatch: row.counted === 0 ? null : Math.round((row.goals / row.counted) * 100) / 100,
        cards: {
          yellow: cardsOf(row.season_id, 2),
          yellowRed: cardsOf(row.season_id, 4),
          red: cardsOf(row.season_id, 3),
        },
      })),
    );
    expect(profile.statistics[0].cards.yellow).toBeGreaterThan(0);
    expect(profile.performanceSeasons.map((season: { season: string }) => season.season)).toEqual(
      expected.map((row) => row.season_id),
    );
    expect(profile.performance).toMatchObject({ refereeId, season: expected[0]!.season_id, offset: 0, max: 20 });
  });

  it("lists the current season's competitions the referee led matches in, with how many", async () => {
    const expected = await testApp.query<{ competition_id: string; n: number }>(
      `select m.competition_id, count(*)::int as n from match_officials o join matches m on m.id = o.match_id
         join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id and s.is_current
        where o.referee_id = $1 and o.role = 'referee' and m.status in ${OFFICIATED} group by 1`,
      [refereeId],
    );
    const { competitions } = await profileOf(refereeId);
    expect(expected.length).toBeGreaterThan(0);
    expect(
      competitions.map((entry: { compoundId: string; matchesAsReferee: number }) => [
        entry.compoundId,
        entry.matchesAsReferee,
      ]),
    ).toEqual(expect.arrayContaining(expected.map((row) => [row.competition_id, row.n])));
    expect(competitions).toHaveLength(expected.length);
  });

  it("shows the career oldest first and the special matches with remarks; a hidden career is null", async () => {
    const career = await testApp.db
      .select({
        from_year: refereeCareerEntries.fromYear,
        to_year: refereeCareerEntries.toYear,
        description: refereeCareerEntries.description,
      })
      .from(refereeCareerEntries)
      .where(eq(refereeCareerEntries.refereeId, refereeId))
      .orderBy(asc(refereeCareerEntries.fromYear), asc(refereeCareerEntries.id));
    await createRefereeSpecialMatch(testApp, {
      id: "special-test",
      refereeId,
      playedOn: "2025-05-24",
      description: "Toto-Pokal-Finale",
      remark: "Als Schiedsrichter-Assistent",
    });
    const profile = await profileOf(refereeId);
    expect(career.length).toBeGreaterThan(0);
    expect(profile.career).toEqual(
      career.map((row) => ({ fromYear: row.from_year, toYear: row.to_year, description: row.description })),
    );
    expect(profile.specialMatches).toContainEqual({
      id: "special-test",
      playedOn: "2025-05-24",
      description: "Toto-Pokal-Finale",
      remark: "Als Schiedsrichter-Assistent",
      matchId: null,
    });
    await setFlags(refereeId, { isCareerVisible: false });
    expect((await profileOf(refereeId)).career).toBeNull();
  });

  it("shows date of birth and nationality only as the referee allows", async () => {
    const [row] = (await testApp.db
      .select({ date_of_birth: referees.dateOfBirth, nationality: referees.nationality })
      .from(referees)
      .where(eq(referees.id, refereeId))) as [{ date_of_birth: string; nationality: string }];
    await setFlags(refereeId, { isDateOfBirthVisible: true });
    expect((await profileOf(refereeId)).profile).toMatchObject({
      dateOfBirth: row.date_of_birth,
      nationality: row.nationality,
    });
    await setFlags(refereeId, { isDateOfBirthVisible: false, isNationalityVisible: false });
    expect((await profileOf(refereeId)).profile).toMatchObject({ dateOfBirth: null, nationality: null });
  });

  it("hidden cards leave every card count out; hidden performance leaves out the matches", async () => {
    await setFlags(refereeId, { areCardsVisible: false });
    const withoutCards = await profileOf(refereeId);
    expect(withoutCards.statistics.every((season: { cards: unknown }) => season.cards === null)).toBe(true);
    expect(withoutCards.performance.entries.every((entry: { cards: unknown }) => entry.cards === null)).toBe(true);
    expect(withoutCards.statistics[0].matchesAsReferee).toBeGreaterThan(0);

    await setFlags(refereeId, { areCardsVisible: true, isPerformanceVisible: false });
    const withoutPerformance = await profileOf(refereeId);
    expect(withoutPerformance.performance).toBeNull();
    expect(withoutPerformance.performanceSeasons).toEqual([]);
    expect(withoutPerformance.statistics[0].matchesAsReferee).toBeGreaterThan(0);
  });

  it("leaves out the statistics of a type the referee does not show", async () => {
    await hideRefereeStatisticTypes(testApp, refereeId, [2]);
    const profile = await profileOf(refereeId);
    expect(profile.statisticTypes).toEqual([1, 3]);
    expect(profile.statistics[0].goalsPerMatch).toBeNull();
    expect(profile.statistics[0].cards).not.toBeNull();
    // Hidden match counts and cards cannot be added up from the competitions or the matches either.
    await hideRefereeStatisticTypes(testApp, refereeId, [1, 3]);
    const hidden = await profileOf(refereeId);
    expect(hidden.statistics[0].matchesAsReferee).toBeNull();
    expect(hidden.competitions.length).toBeGreaterThan(0);
    expect(
      hidden.competitions.every((entry: { matchesAsReferee: number | null }) => entry.matchesAsReferee === null),
    ).toBe(true);
    expect(hidden.performance.entries.every((entry: { cards: unknown }) => entry.cards === null)).toBe(true);
    await showRefereeStatisticTypes(testApp, refereeId, [1, 2, 3]);
  });

  it("answers a profile that is not public exactly like an unknown id, by referee and by account", async () => {
    const unknown = await get("getRefereeProfile?userid=UNKNOWN");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown referee "UNKNOWN"', kind: "not-found" });
    await setFlags(account.referee_id, { isProfilePublic: false });
    for (const id of [account.referee_id, account.id]) {
      const response = await get(`getRefereeProfile?userid=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Unknown referee "${id}"`, kind: "not-found" });
    }
    const orphan = await get("getRefereeProfile?userid=00000000-0000-4000-8000-000000000000");
    expect(orphan.statusCode).toBe(404);
  });

  it("refuses a missing, malformed or unexpected parameter with a 400 naming it", async () => {
    for (const [url, name] of [
      ["getRefereeProfile", "userid"],
      ["getRefereeProfile?userid=", "userid"],
      ["getRefereeProfile?userid=a%20b", "userid"],
      [`getRefereeProfile?userid=${"x".repeat(65)}`, "userid"],
      [`getRefereeProfile?userid=${refereeId}&saison=2627`, "saison"],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(`"${name}"`);
    }
  });
});
