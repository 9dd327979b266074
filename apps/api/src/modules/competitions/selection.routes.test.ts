import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createCompetition, createCompetitionType, removeCompetitionType } from "../../../test/factories.js";

let testApp: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url: `/rest${url}`, headers });
const query = <Row>(text: string, params: unknown[] = []) =>
  testApp.database.handle.withConnection((c) => c.query<Row>(text, params));

interface Named {
  id: number | string;
  name: string;
}
interface Competition {
  compoundId: string;
  name: string;
  leagueLevel: { id: number; name: string; rank: number } | null;
  playingArea: {
    id: string;
    kind: string;
    name: string;
    bezirk: { id: string; name: string } | null;
    kreis: { id: string; name: string } | null;
  };
}
interface Group {
  playingArea: Competition["playingArea"];
  competitions: (Competition & { teamCount: number; teamType: Named; competitionType: Named })[];
}

/** Competition ids in the database for a filter on the association BAFV. */
async function competitionIds(where: string, params: unknown[] = []): Promise<string[]> {
  const rows = await query<{ id: string }>(
    `select c.id from competitions c join playing_areas pa on pa.id = c.playing_area_id
       join associations a on a.id = pa.association_id where a.code = 'BAFV' and ${where}`,
    params,
  );
  return rows.map((row) => row.id).sort();
}

const sorted = (values: string[]) => [...values].sort();
const ids = (competitions: { compoundId: string }[]) => sorted(competitions.map((c) => c.compoundId));

async function expectError(url: string, status: number, message: RegExp) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(status);
  expect(response.json().message, url).toMatch(message);
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("competition selection, step 1", () => {
  it("getWamOne lists the competition types and seasons of the default association", async () => {
    const response = await get("/v1/public/getWamOne");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mandant).toMatchObject({ code: "BAFV", name: "Bayerischer Amateur-Fußball-Verband" });
    expect(body.currentSeason).toEqual({ id: "2627", label: "26/27", isCurrent: true });
    const seasons = await query<{ id: string }>("select distinct season_id as id from competitions order by 1 desc");
    expect(body.seasons.map((season: { id: string }) => season.id)).toEqual(seasons.map((row) => row.id));
    const types = await query<{ id: number }>(
      `select t.id from competition_types t where exists (select 1 from competitions c where c.competition_type_id = t.id)
       order by t.sort_order`,
    );
    expect(body.competitionTypes.map((type: Named) => type.id)).toEqual(types.map((row) => row.id));
    expect(body.competitionTypes[0]).toEqual({ id: 1, name: "Meisterschaften", basicType: "Championship" });
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
  });

  it("getWamOne v2 counts the competitions per type and season", async () => {
    const body = (await get("/v2/public/getWamOne")).json();
    const championships = body.competitionTypes.find((type: Named) => type.id === 1);
    const counts = await query<{ seasonId: string; competitionCount: number }>(
      `select season_id as "seasonId", count(*)::int as "competitionCount" from competitions
       where competition_type_id = 1 group by season_id order by season_id desc`,
    );
    expect(championships.competitionCounts).toEqual(counts);
    const [current] = await query<{ total: number }>(
      "select count(*)::int as total from competitions where season_id = '2627'",
    );
    expect(body.seasons.find((season: { id: string }) => season.id === "2627").competitionCount).toBe(current!.total);
  });
});

describe("competition selection, step 2", () => {
  const url = (type: string | number, season: string, mandant: string) =>
    `/v1/public/getWamTwo/wettkampftyp/${type}/saison/${season}/mandant/${mandant}`;

  it("getWamTwo lists the team types with competitions of the type in the season", async () => {
    const body = (await get(url(1, "2627", "BAFV"))).json();
    expect(body.competitionType.name).toBe("Meisterschaften");
    expect(body.season.label).toBe("26/27");
    const teamTypes = await query<{ id: number }>(
      `select distinct t.id, t.sort_order from team_types t join competitions c on c.team_type_id = t.id
       where c.season_id = '2627' and c.competition_type_id = 1 order by t.sort_order`,
    );
    expect(body.teamTypes.map((type: Named) => type.id)).toEqual(teamTypes.map((row) => row.id));
    expect(body.teamTypes[0]).toEqual({ id: 1, name: "Herren", shortName: "Herren" });
    const cups = (await get(url(308, "2627", body.mandant.id))).json();
    expect(cups.teamTypes.map((type: Named) => type.name)).toEqual(["Herren"]);
  });

  it("getWamTwo v2 adds age and gender facts and the number of competitions", async () => {
    const body = (await get(url(1, "2526", "BAFV").replace("/v1/", "/v2/"))).json();
    const youth = body.teamTypes.find((type: Named) => type.name === "E-Junioren");
    expect(youth).toMatchObject({ isYouth: true, isFemale: false, hasResults: false });
    const [men] = await query<{ total: number }>(
      "select count(*)::int as total from competitions where season_id = '2526' and competition_type_id = 1 and team_type_id = 1",
    );
    expect(body.teamTypes.find((type: Named) => type.id === 1).competitionCount).toBe(men!.total);
  });

  it("answers unknown ids with 404 and malformed ones with 400 naming the parameter", async () => {
    await expectError(url(999, "2627", "BAFV"), 404, /Unknown competition type 999/);
    await expectError(url(1, "1999", "BAFV"), 404, /Unknown season "1999"/);
    await expectError(url(1, "2627", "NOPE"), 404, /Unknown association "NOPE"/);
    await expectError(url("eins", "2627", "BAFV"), 400, /"wettkampftyp"/);
    await expectError(url(1, "26-27", "BAFV"), 400, /"saison"/);
    await expectError(url(1, "2627", "BA_FV"), 400, /"mandant"/);
  });
});

describe("competition selection, step 3", () => {
  const url = (team: string | number, query = "") =>
    `/v1/public/getWamThree/wettkampftyp/1/saison/2627/mandant/BAFV/mannschaftsart/${team}${query}`;

  it("getWamThree lists league levels and competitions with their Bezirk and Kreis", async () => {
    const body = (await get(url(1))).json();
    expect(body.teamType.name).toBe("Herren");
    expect(body.leagueLevels.map((level: Named) => level.name)).toEqual([
      "Regionalliga Bayern",
      "Bezirksliga",
      "Kreisliga",
    ]);
    expect(ids(body.competitions)).toEqual(
      await competitionIds("c.season_id = '2627' and c.competition_type_id = 1 and c.team_type_id = 1"),
    );
    const ranks = body.competitions.map((competition: Competition) => competition.leagueLevel!.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const kreisliga = body.competitions.find((competition: Competition) => competition.name === "Kreisliga München");
    expect(kreisliga.playingArea).toMatchObject({
      kind: "kreis",
      name: "Kreis München",
      bezirk: { name: "Oberbayern" },
      kreis: { name: "München" },
    });
  });

  it("getWamThree with spielklasse lists only that level", async () => {
    const body = (await get(url(1, "?spielklasse=105"))).json();
    expect(body.leagueLevels).toHaveLength(3);
    expect(ids(body.competitions)).toEqual(
      await competitionIds("c.season_id = '2627' and c.competition_type_id = 1 and c.league_level_id = 105"),
    );
    expect(body.competitions.length).toBeGreaterThan(1);
    for (const competition of body.competitions as Competition[]) {
      expect(competition.leagueLevel!.name).toBe("Kreisliga");
      expect(competition.playingArea.kreis?.name).toBe(competition.playingArea.name.replace("Kreis ", ""));
    }
    await expectError(url(1, "?spielklasse=403"), 404, /Unknown league level 403 for team type 1/);
    await expectError(url(1, "?spielklasse=hoch"), 400, /"spielklasse"/);
    await expectError(url(1, "?liga=1"), 400, /"liga"/);
    await expectError(url(999), 404, /Unknown team type 999/);
  });

  it("getWamThree v2 groups the competitions by Bezirk and Kreis in the association's order", async () => {
    const body = (await get(url(1).replace("/v1/", "/v2/"))).json();
    expect(body.leagueLevels.find((level: Named) => level.id === 105).competitionCount).toBe(
      (await competitionIds("c.season_id = '2627' and c.league_level_id = 105")).length,
    );
    const kreise = await query<{ name: string }>("select name from kreise order by sort_order");
    expect(body.groups.map((group: Group) => group.playingArea.name)).toEqual([
      "Bayern",
      "Bezirk Oberbayern",
      ...kreise.map((kreis) => `Kreis ${kreis.name}`),
    ]);
    const [munich] = await query<{ teams: number }>(
      `select count(*)::int as teams from competition_teams ct join competitions c on c.id = ct.competition_id
       where c.name = 'Kreisliga München' and c.season_id = '2627'`,
    );
    const munichGroup = body.groups.find((group: Group) => group.playingArea.name === "Kreis München");
    expect(munichGroup.competitions[0]).toMatchObject({ name: "Kreisliga München", teamCount: munich!.teams });
  });
});

describe("the association's own selection", () => {
  it("getBfvWamOne lists types, team types and the playing areas as a tree", async () => {
    const body = (await get("/v1/public/getBfvWamOne")).json();
    expect(body.mandant.code).toBe("BAFV");
    expect(body.competitionTypes.map((type: Named) => type.id)).toContain(308);
    const teamTypes = await query<{ id: number }>(
      "select t.id from team_types t where exists (select 1 from competitions c where c.team_type_id = t.id) order by t.sort_order",
    );
    expect(body.teamTypes.map((type: Named) => type.id)).toEqual(teamTypes.map((row) => row.id));
    expect(body.playingAreas.association).toMatchObject({ kind: "association", name: "Bayern" });
    const kreise = await query<{ name: string }>("select name from kreise order by sort_order");
    expect(body.playingAreas.bezirke).toHaveLength(1);
    expect(body.playingAreas.bezirke[0]).toMatchObject({ name: "Bezirk Oberbayern", bezirk: { name: "Oberbayern" } });
    expect(body.playingAreas.bezirke[0].kreise.map((kreis: Named) => kreis.name)).toEqual(
      kreise.map((kreis) => `Kreis ${kreis.name}`),
    );
  });

  it("getBfvWamOne v2 counts the competitions per season of every playing area", async () => {
    const body = (await get("/v2/public/getBfvWamOne")).json();
    const munich = body.playingAreas.bezirke[0].kreise.find((kreis: Named) => kreis.name === "Kreis München");
    const counts = await query<{ seasonId: string; competitionCount: number }>(
      `select c.season_id as "seasonId", count(*)::int as "competitionCount" from competitions c
       join playing_areas pa on pa.id = c.playing_area_id where pa.name = 'Kreis München'
       group by c.season_id order by c.season_id desc`,
    );
    expect(munich.competitionCounts).toEqual(counts);
  });

  it("getBfvWamTwo lists the league levels with their playing areas, and competitions without level", async () => {
    const base = "/v1/public/getBfvWamTwo/wettkampftyp";
    const body = (await get(`${base}/1/saison/2627/mannschaftsart/1`)).json();
    const kreisliga = body.leagueLevels.find((level: Named) => level.name === "Kreisliga");
    const areas = await query<{ name: string }>(
      `select pa.name from competitions c join playing_areas pa on pa.id = c.playing_area_id
       join kreise k on k.id = pa.kreis_id where c.season_id = '2627' and c.league_level_id = 105 order by k.sort_order`,
    );
    expect(kreisliga.competitionCount).toBe(areas.length);
    expect(kreisliga.playingAreas.map((area: Named) => area.name)).toEqual(areas.map((area) => area.name));
    expect(body.competitionsWithoutLevel).toEqual([]);
    const cups = (await get(`${base}/308/saison/2627/mannschaftsart/1`)).json();
    expect(cups.leagueLevels).toEqual([]);
    expect(ids(cups.competitionsWithoutLevel)).toEqual(
      await competitionIds("c.season_id = '2627' and c.competition_type_id = 308"),
    );
    await expectError(`${base}/1/saison/2627/mannschaftsart/0`, 400, /"mannschaftsart"/);
    await expectError(`${base}/1/saison/3031/mannschaftsart/1`, 404, /Unknown season "3031"/);
  });

  it("getBfvWamThree groups one level's competitions by playing area", async () => {
    const base = "/v1/public/getBfvWamThree/wettkampftyp/1/saison/2526";
    const body = (await get(`${base}/spielklasse/105/mannschaftsart/1`)).json();
    expect(body.leagueLevel).toEqual({ id: 105, name: "Kreisliga", rank: 5, areaKind: "kreis" });
    const expected = await competitionIds("c.season_id = '2526' and c.league_level_id = 105");
    expect(sorted(body.groups.flatMap((group: Group) => group.competitions.map((c) => c.compoundId)))).toEqual(
      expected,
    );
    for (const group of body.groups as Group[]) {
      expect(group.playingArea.kind).toBe("kreis");
      expect(group.competitions.every((c) => c.playingArea.id === group.playingArea.id)).toBe(true);
    }
    await expectError(`${base}/spielklasse/105/mannschaftsart/4`, 404, /Unknown league level 105 for team type 4/);
    await expectError(`${base}/spielklasse/-5/mannschaftsart/1`, 400, /"spielklasse"/);
  });
});

describe("play-offs", () => {
  it("lists promotion and relegation play-offs, none in the demo until one is entered", async () => {
    const empty = (await get("/v1/public/getPlayoffWamOne")).json();
    expect(empty.season.id).toBe("2627");
    expect(empty.playingAreas).toEqual([]);
    const [area] = await query<{ id: string }>("select id from playing_areas where name = 'Kreis Zugspitze'");
    const two = `/v1/public/getPlayoffWamTwo/spielgebiet/${area!.id}/saison/2526/mannschaftsart/1`;
    expect((await get(two)).json().competitions).toEqual([]);
    const relegation = await createCompetitionType(testApp, {
      id: 405,
      name: "Relegation",
      basicType: "Cup",
      sortOrder: 10,
    });
    await createCompetition(testApp, {
      id: "PLAYOFF0000000000000000000000001-G",
      name: "Relegation Kreisliga Zugspitze",
      shortName: "Relegation KL",
      breadcrumb: [],
      competitionTypeId: relegation,
      teamTypeId: 1,
      playingAreaId: area!.id,
      seasonId: "2526",
    });
    try {
      const past = (await get("/v1/public/getPlayoffWamOne?saison=2526")).json();
      expect(past.season.id).toBe("2526");
      expect(past.playingAreas).toHaveLength(1);
      expect(past.playingAreas[0]).toMatchObject({
        id: area!.id,
        kreis: { name: "Zugspitze" },
        teamTypes: [{ id: 1, name: "Herren", competitionCount: 1 }],
      });
      const competitions = (await get(two)).json().competitions;
      expect(competitions.map((c: Competition) => c.name)).toEqual(["Relegation Kreisliga Zugspitze"]);
      expect((await get("/v1/public/getPlayoffWamOne")).json().playingAreas).toEqual([]);
    } finally {
      await removeCompetitionType(testApp, relegation);
    }
  });

  it("answers unknown and malformed play-off parameters", async () => {
    await expectError("/v1/public/getPlayoffWamOne?saison=1999", 404, /Unknown season "1999"/);
    await expectError("/v1/public/getPlayoffWamOne?saison=letzte", 400, /"saison"/);
    const unknownArea = "/v1/public/getPlayoffWamTwo/spielgebiet/ABCDEFGHIJKLMNOPQRSTUVWXYZ012345";
    await expectError(`${unknownArea}/saison/2627/mannschaftsart/1`, 404, /Unknown playing area/);
    await expectError(
      "/v1/public/getPlayoffWamTwo/spielgebiet/kurz/saison/2627/mannschaftsart/1",
      400,
      /"spielgebiet"/,
    );
  });
});

describe("competition lists", () => {
  it("getCompetitionsByAssociation lists every competition of the season", async () => {
    const body = (await get("/v1/public/getCompetitionsByAssociation/saison/2425/mandant/BAFV")).json();
    expect(body.season.id).toBe("2425");
    expect(ids(body.competitions)).toEqual(await competitionIds("c.season_id = '2425'"));
    const cup = body.competitions.find((c: Group["competitions"][number]) => c.competitionType.id === 308);
    expect(cup).toMatchObject({ leagueLevel: null, teamType: { name: "Herren" }, playingArea: { kind: "kreis" } });
    await expectError("/v1/public/getCompetitionsByAssociation/saison/2425/mandant/XYZ", 404, /Unknown association/);
    await expectError("/v1/public/getCompetitionsByAssociation/saison/1900/mandant/BAFV", 404, /Unknown season/);
    await expectError("/v1/public/getCompetitionsByAssociation/saison/24/mandant/BAFV", 400, /"saison"/);
  });

  it("getTopLeagues and getTopLeagues1 list the flagged competitions with their slugs", async () => {
    const topIn = async (season: string) =>
      (await query<{ id: string }>("select id from competitions where is_top_league and season_id = $1", [season]))
        .map((row) => row.id)
        .sort();
    const past = (await get("/v1/public/getTopLeagues/saison/2526")).json();
    expect(ids(past.competitions)).toEqual(await topIn("2526"));
    expect(past.competitions.length).toBeGreaterThan(0);
    expect(past.competitions[0]).toMatchObject({ name: "Regionalliga Bayern", nameSlug: "regionalliga-bayern" });
    const current = (await get("/v1/public/getTopLeagues1")).json();
    expect(current.season.id).toBe("2627");
    expect(ids(current.competitions)).toEqual(await topIn("2627"));
    expect(current.competitions[0].compoundId).not.toBe(past.competitions[0].compoundId);
    await expectError("/v1/public/getTopLeagues/saison/2021", 404, /Unknown season "2021"/);
    await expectError("/v1/public/getTopLeagues/saison/abcd", 400, /"saison"/);
  });
});
