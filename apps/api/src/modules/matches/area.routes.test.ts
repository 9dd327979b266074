import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

/** Competitions of the current season whose playing area lies in the Bezirk (its own area or one of its Kreise). */
const IN_BEZIRK = `
  c.season_id in (select id from seasons where is_current)
  and c.playing_area_id in (
    select pa.id from playing_areas pa left join kreise k on k.id = pa.kreis_id
    where coalesce(pa.bezirk_id, k.bezirk_id) = $1)`;

let bezirk: { area_id: string; bezirk_id: string };
let kreisArea: string;

beforeAll(async () => {
  testApp = await createTestApp();
  [bezirk] = (await testApp.query<{ area_id: string; bezirk_id: string }>(
    "select id as area_id, bezirk_id from playing_areas where kind = 'bezirk' order by id limit 1",
  )) as [typeof bezirk];
  const [kreis] = await testApp.query<{ id: string }>(
    `select pa.id from playing_areas pa join kreise k on k.id = pa.kreis_id join competitions c on c.playing_area_id = pa.id
     join matches m on m.competition_id = c.id
     where k.bezirk_id = $1 and (m.kickoff_at at time zone 'Europe/Berlin')::date = date '2026-11-21'
     group by pa.id order by count(*) desc, pa.id limit 1`,
    [bezirk.bezirk_id],
  );
  kreisArea = kreis!.id;
});
afterAll(() => testApp.close());

describe("matches of a playing area", () => {
  it("getMatchesForAreaToday lists today's matches of a Bezirk and its Kreise by kickoff; a Kreis sees its own", async () => {
    const expected = await testApp.query<{ id: string }>(
      `select m.id from matches m join competitions c on c.id = m.competition_id
       where ${IN_BEZIRK} and (m.kickoff_at at time zone 'Europe/Berlin')::date = date '2026-11-21'`,
      [bezirk.bezirk_id],
    );
    expect(expected.length).toBeGreaterThan(0);
    const response = await get(`${base}/getMatchesForAreaToday/spielgebiet/${bezirk.area_id}?max=300`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.area).toMatchObject({ id: bezirk.area_id, kind: "bezirk" });
    expect(body.total).toBe(expected.length);
    expect(body.matches.map((match: { id: string }) => match.id).sort()).toEqual(expected.map((row) => row.id).sort());
    const kickoffs = body.matches.map((match: { kickoff: string }) => match.kickoff);
    expect(kickoffs).toEqual([...kickoffs].sort());

    const kreis = (await get(`${base}/getMatchesForAreaToday/spielgebiet/${kreisArea}?max=300`)).json();
    expect(kreis.area.kind).toBe("kreis");
    const [kreisCount] = await testApp.query<{ count: number }>(
      `select count(*)::int as count from matches m join competitions c on c.id = m.competition_id
       where c.playing_area_id = $1 and c.season_id in (select id from seasons where is_current)
         and (m.kickoff_at at time zone 'Europe/Berlin')::date = date '2026-11-21'`,
      [kreisArea],
    );
    expect(kreis.total).toBe(kreisCount!.count);
    expect(kreis.total).toBeGreaterThan(0);
    const bezirkIds = new Set(body.matches.map((match: { id: string }) => match.id));
    expect(kreis.matches.every((match: { id: string }) => bezirkIds.has(match.id))).toBe(true);

    const limited = (await get(`${base}/getMatchesForAreaToday/spielgebiet/${bezirk.area_id}?max=2`)).json();
    expect(limited.matches).toHaveLength(Math.min(2, expected.length));
    expect(limited.total).toBe(expected.length);
  });

  it("getMatchesForAreaMatchday shows each league's current matchday, as the competition's own matchday call does", async () => {
    const response = await get(`${base}/getMatchesForAreaMatchday/spielgebiet/${kreisArea}?mannschaftsart=1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.competitions.length).toBeGreaterThan(0);
    for (const league of body.competitions) {
      const matchday = (await get(`${base}/getCompetitionMatchDay/staffel/${league.compoundId}`)).json();
      expect(league.matchday).toBe(matchday.currentMatchday);
      expect(league.matches.map((match: { id: string }) => match.id).sort()).toEqual(
        matchday.matches.map((match: { id: string }) => match.id).sort(),
      );
      expect(league.matches.every((match: { teamType: string }) => match.teamType === "Herren")).toBe(true);
    }
  });

  it("unknown areas are 404; malformed ids and out-of-range limits are 400 naming the parameter", async () => {
    const unknown = await get(`${base}/getMatchesForAreaToday/spielgebiet/UNKNOWNAREA`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Unknown playing area/);
    const malformed = await get(`${base}/getMatchesForAreaMatchday/spielgebiet/${encodeURIComponent("x;drop")}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/spielgebiet/);
    const tooMany = await get(`${base}/getMatchesForAreaToday/spielgebiet/${kreisArea}?max=5000`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/max/);
  });
});
