import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { findEarlierSeasons, setRefereeFlags } from "../../../test/factories.js";
import {
  competitions,
  matchEvents,
  matches,
  matchOfficials,
  refereeStatisticTypes,
  seasons,
} from "../../db/schema/index.js";

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/protected/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

const OFFICIATED = ["finished", "provisional", "live", "abandoned", "annulled", "awarded"] as const;
const isCounted = and(
  inArray(matches.status, ["finished", "provisional", "awarded"]),
  eq(matches.isResultPrivate, false),
);

interface Entry {
  role: string;
  match: { id: string; kickoff: string | null; homeTeam: { name: string } | null; result: { text: string } };
  cards: { yellow: number; yellowRed: number; red: number } | null;
}

/** The referee with the most matches officiated in the current season, and that season. */
let refereeId: string;
let season: string;
let expected: { match_id: string; role: string }[];

const performance = (query: string) => get(`getRefereePerformance?userid=${refereeId}${query}`);

beforeAll(async () => {
  testApp = await createTestApp();
  const [busiest] = await testApp.db
    .select({ refereeId: matchOfficials.refereeId, seasonId: seasons.id })
    .from(matchOfficials)
    .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, and(eq(seasons.id, competitions.seasonId), eq(seasons.isCurrent, true)))
    .where(and(isNotNull(matchOfficials.refereeId), inArray(matches.status, OFFICIATED)))
    .groupBy(matchOfficials.refereeId, seasons.id)
    .orderBy(desc(count()), asc(matchOfficials.refereeId))
    .limit(1);
  refereeId = busiest!.refereeId!;
  season = busiest!.seasonId;
  expected = await testApp.db
    .select({ match_id: matchOfficials.matchId, role: matchOfficials.role })
    .from(matchOfficials)
    .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(
      and(
        eq(matchOfficials.refereeId, refereeId),
        eq(competitions.seasonId, season),
        inArray(matches.status, OFFICIATED),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id));
});
afterEach(() =>
  setRefereeFlags(testApp, null, { isProfilePublic: true, isPerformanceVisible: true, areCardsVisible: true }),
);
afterAll(() => testApp.close());

describe("getRefereePerformance", () => {
  it("pages the season's officiated matches newest first, with role and match, 20 by default", async () => {
    // More than one default page (20), so the paging is tested.
    expect(expected.length).toBeGreaterThan(20);
    const first = await performance("");
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ refereeId, season, offset: 0, max: 20, total: expected.length, more: true });
    expect(page.entries).toHaveLength(20);
    const all: Entry[] = [];
    for (let offset = 0; offset < expected.length; offset += 7) {
      const next = (await performance(`&saison=${season}&offset=${offset}&max=7`)).json();
      expect(next.more).toBe(offset + 7 < expected.length);
      all.push(...next.entries);
    }
    expect(all.map((entry) => [entry.match.id, entry.role])).toEqual(expected.map((row) => [row.match_id, row.role]));
    expect(page.entries.map((entry: Entry) => entry.match.id)).toEqual(all.slice(0, 20).map((entry) => entry.match.id));
    const kickoffs = all.map((entry) => entry.match.kickoff ?? "");
    expect(kickoffs).toEqual([...kickoffs].sort().reverse());
    expect(all.every((entry) => entry.match.result.text.length > 0)).toBe(true);
  });

  it("counts the cards of each match the referee led with a counted result, and none in other roles", async () => {
    const cards = await testApp.db
      .select({ match_id: matchEvents.matchId, type_code: matchEvents.typeCode, n: count() })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .innerJoin(matchOfficials, and(eq(matchOfficials.matchId, matches.id), eq(matchOfficials.role, "referee")))
      .where(and(eq(matchOfficials.refereeId, refereeId), inArray(matchEvents.typeCode, [2, 3, 4])))
      .groupBy(matchEvents.matchId, matchEvents.typeCode);
    const counted = new Set(
      (
        await testApp.db
          .select({ id: matches.id })
          .from(matches)
          .where(
            and(
              inArray(
                matches.id,
                expected.map((row) => row.match_id),
              ),
              isCounted,
            ),
          )
      ).map((row) => row.id),
    );
    const of = (matchId: string, code: number) =>
      cards.find((row) => row.match_id === matchId && row.type_code === code)?.n ?? 0;
    const entries: Entry[] = (await performance("&max=100")).json().entries;
    for (const entry of entries) {
      const id = entry.match.id;
      if (entry.role !== "referee" || !counted.has(id)) expect(entry.cards, id).toBeNull();
      else expect(entry.cards, id).toEqual({ yellow: of(id, 2), yellowRed: of(id, 4), red: of(id, 3) });
    }
    expect(entries.some((entry) => (entry.cards?.yellow ?? 0) > 0)).toBe(true);
  });

  it("hides the cards of a referee who hides them, and the whole list of one who hides performance", async () => {
    await setRefereeFlags(testApp, refereeId, { areCardsVisible: false });
    const entries: Entry[] = (await performance("&max=100")).json().entries;
    expect(entries.length).toBe(expected.length);
    expect(entries.every((entry) => entry.cards === null)).toBe(true);

    await setRefereeFlags(testApp, refereeId, { isPerformanceVisible: false });
    const hidden = await performance("");
    expect(hidden.statusCode).toBe(404);
  });

  it("answers a profile that is not public, an unknown referee and an unknown season with 404", async () => {
    expect((await get("getRefereePerformance?userid=UNKNOWN")).json()).toEqual({
      message: 'Unknown referee "UNKNOWN"',
      kind: "not-found",
    });
    await setRefereeFlags(testApp, refereeId, { isProfilePublic: false });
    const hidden = await performance("");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: `Unknown referee "${refereeId}"`, kind: "not-found" });
    await setRefereeFlags(testApp, refereeId, { isProfilePublic: true });
    const unknownSeason = await performance("&saison=1999");
    expect(unknownSeason.statusCode).toBe(404);
    expect(unknownSeason.json().message).toContain('"1999"');
  });

  it("an earlier season without matches is an empty page", async () => {
    const other = (await findEarlierSeasons(testApp)).slice(0, 1);
    if (other.length === 0) return;
    const [officiated] = (await testApp.db
      .select({ n: count() })
      .from(matchOfficials)
      .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(
        and(
          eq(matchOfficials.refereeId, refereeId),
          eq(competitions.seasonId, other[0]!.id),
          inArray(matches.status, OFFICIATED),
        ),
      )) as [{ n: number }];
    const page = (await performance(`&saison=${other[0]!.id}`)).json();
    expect(page).toMatchObject({ season: other[0]!.id, total: officiated.n, more: false });
    expect(page.entries).toHaveLength(Math.min(officiated.n, 20));
  });

  it("refuses bad paging, a malformed season and a missing referee with a 400 naming the parameter", async () => {
    for (const [query, name] of [
      ["&offset=-1", "offset"],
      ["&offset=abc", "offset"],
      ["&offset=10001", "offset"],
      ["&max=0", "max"],
      ["&max=101", "max"],
      ["&max=1.5", "max"],
      ["&saison=26", "saison"],
      ["&page=2", "page"],
    ] as const) {
      const response = await performance(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(`"${name}"`);
    }
    const missing = await get("getRefereePerformance?saison=2627");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"userid"');
  });
});

describe("getRefereeMasterData", () => {
  it("names every statistic type referees choose from, in German, and the minimum age", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/rest/v1/public/getRefereeMasterData" });
    expect(response.statusCode).toBe(200);
    const data = response.json() as { statisticTypes: { id: number; name: string }[]; minimumAge: number };
    const used = await testApp.db
      .selectDistinct({ id: refereeStatisticTypes.statisticTypeId })
      .from(refereeStatisticTypes)
      .orderBy(asc(refereeStatisticTypes.statisticTypeId));
    expect(used.length).toBeGreaterThan(0);
    expect(data.statisticTypes.map((type) => type.id)).toEqual(expect.arrayContaining(used.map((row) => row.id)));
    expect(data.statisticTypes.find((type) => type.id === 1)?.name).toBe("Einsätze");
    expect(data.statisticTypes.every((type) => type.name.length > 0)).toBe(true);
    expect(data.minimumAge).toBeGreaterThanOrEqual(10);
    expect(data.minimumAge).toBeLessThanOrEqual(18);
  });
});
