import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import {
  createAccount,
  createClub,
  createPlayer,
  createPlayers,
  createReferee,
  createReferees,
  createTeam,
  createVenue,
  findCurrentLeague,
  findCurrentLevelledCompetition,
} from "../../../test/factories.js";
import {
  associations as associationsTable,
  clubs,
  leagueLevels,
  searchLevels,
  teams,
  teamTypes,
} from "../../db/schema/index.js";

let testApp: TestApp;
const search = (path: string) =>
  testApp.app.inject({
    method: "GET",
    url: `/rest/v1/public/search/text/${path}`,
    headers: { "x-api-key": TEST_CLIENT_KEY },
  });

interface Group {
  type: string;
  label: string;
  items: Record<string, unknown>[];
  offset: number;
  max: number;
  total: number;
  more: boolean;
}

async function group(path: string, type: string): Promise<Group> {
  const response = await search(path);
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json().groups as Group[]).find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No group ${type} for ${path}`);
  return found;
}
const clubIds = async (path: string) => (await group(path, "club")).items.map((item) => item.id);

const insertClub = (id: string, name: string, postalCode = "99000") => createClub(testApp, { id, name, postalCode });

/**
 * A first team (Herren, rank 1) of a club, named `name`, entered in a current league of the lowest or the highest
 * level; resolves to the level's name.
 */
async function enterFirstTeam(clubId: string, level: "lowest" | "highest", name?: string) {
  const league = await findCurrentLeague(testApp, level);
  await createTeam(
    testApp,
    { clubId, ...(name ? { name } : {}) },
    { seasonId: league.seasonId, competitionId: league.id },
  );
  return league.level;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await insertClub("QCLUBQUAESTEN", "SV Quästenbüttel-Süd");
  await insertClub("QCLUBFUERTH", "TSV Fürthingerhof");
  await insertClub("QCLUBBAYERN", "FC Bayern Quixenried");
  await insertClub("QCLUBPOSTAL", "SC Postleitheim", "99991");
  await insertClub("QCLUBVENUE", "SC Platzhausen", "99992");
  await createVenue(testApp, { id: "QVENUE1", name: "Sportpark", postalCode: "99991" }, ["QCLUBVENUE"]);
  await createTeam(testApp, {
    id: "QTEAMQUAESTEN",
    clubId: "QCLUBQUAESTEN",
    teamTypeId: 1,
    name: "SV Quästenbüttel-Süd II",
    rank: 2,
  });
  for (const index of [1, 2, 3]) await insertClub(`QCLUBPAGE${index}`, `FC Paginaheim ${index}`);
});
afterAll(() => testApp.close());

describe("search: German spellings", () => {
  it("finds umlauts typed as ae, oe, ue or themselves, in any case, and tolerates a typo", async () => {
    for (const typed of ["Quaestenbuettel", "QUÄSTENBÜTTEL", "Quaestenbuetel"]) {
      expect(await clubIds(encodeURIComponent(typed)), typed).toContain("QCLUBQUAESTEN");
    }
    expect(await clubIds("Fuerthingerhof")).toContain("QCLUBFUERTH");
    expect((await clubIds(encodeURIComponent("fc bayrn quixenried")))[0]).toBe("QCLUBBAYERN");
    expect(await clubIds(encodeURIComponent("fc bayrn"))).toContain("QCLUBBAYERN");
    expect(await clubIds("Zyxwvutsrq")).toEqual([]);
  });

  it("shows a club with its place, link slug, logo and level, and a team with its club", async () => {
    const [club] = (await group("Quaestenbuettel?types=club", "club")).items;
    expect(club).toEqual({
      id: "QCLUBQUAESTEN",
      name: "SV Quästenbüttel-Süd",
      nameSlug: expect.any(String),
      postalCode: "99000",
      city: "Testort",
      logoUrl: null,
      levelLabel: null,
    });
    const teams = await group("Quaestenbuettel?types=team", "team");
    expect(teams.label).toBe("Mannschaften");
    expect(teams.items[0]).toMatchObject({
      teamPermanentId: "QTEAMQUAESTEN",
      clubId: "QCLUBQUAESTEN",
      clubName: "SV Quästenbüttel-Süd",
      teamTypeName: "Herren",
    });
  });

  it("finds a competition and an association by name", async () => {
    const competition = await findCurrentLevelledCompetition(testApp);
    const competitions = await group(
      `${encodeURIComponent(competition.name.toUpperCase())}?types=competition&max=50`,
      "competition",
    );
    expect(competitions.items).toContainEqual(
      expect.objectContaining({
        id: competition.id,
        name: competition.name,
        season: expect.objectContaining({ label: competition.label }),
      }),
    );
    const [association] = await testApp.db
      .select({ id: associationsTable.id, name: associationsTable.name })
      .from(associationsTable)
      .limit(1);
    if (!association) throw new Error("The demo has no association");
    const associations = await group(`${encodeURIComponent(association.name)}?types=association`, "association");
    expect(associations.items[0]).toEqual({ id: association.id, name: association.name });
  });
});

describe("search: postal codes and ranking", () => {
  it("finds the clubs of a five-digit postal code, by their own code or a venue's", async () => {
    expect((await clubIds("99991")).sort()).toEqual(["QCLUBPOSTAL", "QCLUBVENUE"]);
    expect(await clubIds("99993")).toEqual([]);
  });

  it("ranks a namesake whose first team plays higher first", async () => {
    await insertClub("QCLUBRANKA", "TSV Rangersdorf");
    await insertClub("QCLUBRANKZ", "TSV Rangersdorf");
    const lower = await enterFirstTeam("QCLUBRANKA", "lowest");
    const higher = await enterFirstTeam("QCLUBRANKZ", "highest");
    expect(lower).not.toBe(higher);
    const clubs = (await group("Rangersdorf?types=club", "club")).items;
    expect(clubs.map((club) => club.id)).toEqual(["QCLUBRANKZ", "QCLUBRANKA"]);
    expect(clubs.map((club) => club.levelLabel)).toEqual([higher, lower]);
  });
});

describe("search: a club's name", () => {
  interface DemoTeam {
    id: string;
    club_id: string;
    club_name: string;
    type_name: string;
    rank: number;
    is_youth: boolean;
    min_age: number | null;
    max_age: number | null;
  }

  /**
   * A club of the demo with two men's teams, a veterans' team (Ü) and a youth team, whose first team plays lower in
   * its ladder than some of its other teams in theirs (Kreisliga vs. Kreisliga Ü32 or a youth Bezirksoberliga): the
   * search's order must not come from league ranks compared across team types.
   */
  async function demoClubTeams(): Promise<DemoTeam[]> {
    const rows = await testApp.db
      .select({
        id: teams.id,
        club_id: teams.clubId,
        club_name: clubs.name,
        type_id: teams.teamTypeId,
        type_name: teamTypes.name,
        rank: teams.rank,
        is_youth: teamTypes.isYouth,
        min_age: teamTypes.minAge,
        max_age: teamTypes.maxAge,
        level_rank: leagueLevels.rank,
      })
      .from(teams)
      .innerJoin(clubs, eq(clubs.id, teams.clubId))
      .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
      .leftJoin(searchLevels, and(eq(searchLevels.kind, "team"), eq(searchLevels.id, teams.id)))
      .leftJoin(leagueLevels, eq(leagueLevels.id, searchLevels.leagueLevelId))
      .orderBy(asc(clubs.name), asc(clubs.id));
    const byClub = new Map<string, typeof rows>();
    for (const row of rows) byClub.set(row.club_id, [...(byClub.get(row.club_id) ?? []), row]);
    const qualifies = (own: typeof rows) => {
      const firstLevel = own.find((team) => team.type_id === 1 && team.rank === 1)?.level_rank;
      return (
        firstLevel != null &&
        own.some((team) => team.type_id === 1 && team.rank === 2) &&
        own.some((team) => !team.is_youth && team.min_age !== null && team.min_age >= 30) &&
        own.some((team) => team.is_youth) &&
        own.some((team) => team.type_id !== 1 && team.level_rank !== null && team.level_rank < firstLevel)
      );
    };
    const own = [...byClub.values()].find(qualifies);
    if (!own) throw new Error("The demo has no club of the kind");
    return own.map(({ type_id: _typeId, level_rank: _levelRank, ...team }) => team);
  }

  it("ranks the club first, then its first team, its second, veterans' and youth teams after", async () => {
    const teams = await demoClubTeams();
    const [{ club_id: clubId, club_name: clubName }] = teams as [DemoTeam];
    const firstTeam = teams.find((team) => team.type_name === "Herren" && team.rank === 1)!;
    const text = encodeURIComponent(clubName);
    expect((await clubIds(text))[0]).toBe(clubId);
    const found = (await group(`${text}?types=team&max=50`, "team")).items;
    expect(found[0]?.teamPermanentId, JSON.stringify(found)).toBe(firstTeam.id);
    // With the club's crest, unless the club keeps it private.
    const [logo] = await testApp.db
      .select({ logoMediaId: clubs.logoMediaId, isLogoPrivate: clubs.isLogoPrivate })
      .from(clubs)
      .where(eq(clubs.id, clubId));
    expect(found[0]?.clubLogoUrl).toEqual(
      logo!.isLogoPrivate ? null : expect.stringMatching(new RegExp(`/getMediaImage/id/${logo!.logoMediaId}$`)),
    );
    // The club's own teams in the order found: the men's teams, then veterans' (younger first), then youth (older
    // first: A-Junioren before G-Junioren).
    const own = found.flatMap((item) => teams.filter((team) => team.id === item.teamPermanentId));
    expect(own.map((team) => team.id).sort()).toEqual(teams.map((team) => team.id).sort());
    const band = (team: DemoTeam) => (team.is_youth ? 2 : (team.min_age ?? 0) >= 30 ? 1 : 0);
    const expected = [...own].sort(
      (a, b) =>
        band(a) - band(b) ||
        (band(a) === 2 ? (b.max_age ?? 0) - (a.max_age ?? 0) : (a.min_age ?? 0) - (b.min_age ?? 0)) ||
        a.rank - b.rank,
    );
    const labels = (list: DemoTeam[]) => list.map((team) => `${team.type_name} ${team.rank}`);
    // Men's and women's first teams may swap with a second team (first teams before second ones): compare bands.
    expect(own.map(band)).toEqual(expected.map(band));
    expect(labels(own.filter((team) => band(team) > 0))).toEqual(labels(expected.filter((team) => band(team) > 0)));
    expect(own.filter((team) => team.type_name === "Herren").map((team) => team.rank)).toEqual([1, 2]);
  });

  it("puts the club whose name is exactly the text before a namesake that plays higher", async () => {
    await insertClub("QCLUBEXACT", "SV Zwergenau");
    await insertClub("QCLUBLONGER", "SV Zwergenau-Nord");
    // A first men's team bears its club's name.
    const exact = await enterFirstTeam("QCLUBEXACT", "lowest", "SV Zwergenau");
    const higher = await enterFirstTeam("QCLUBLONGER", "highest", "SV Zwergenau-Nord");
    expect(exact).not.toBe(higher);
    expect(await clubIds(encodeURIComponent("SV Zwergenau"))).toEqual(["QCLUBEXACT", "QCLUBLONGER"]);
    expect(await clubIds("Zwergenau")).toEqual(["QCLUBLONGER", "QCLUBEXACT"]);
    const teams = (await group(`${encodeURIComponent("sv zwergenau")}?types=team`, "team")).items;
    expect(teams.map((team) => team.teamPermanentId)).toEqual(["QCLUBEXACTT", "QCLUBLONGERT"]);
  });
});

describe("search: paging and types", () => {
  it("pages each group with offset, max, total and more", async () => {
    const first = await group("Paginaheim?types=club&max=2", "club");
    expect(first).toMatchObject({ offset: 0, max: 2, total: 3, totalCapped: false, more: true, label: "Vereine" });
    expect(first.items).toHaveLength(2);
    const rest = await group("Paginaheim?types=club&max=2&offset=2", "club");
    expect(rest).toMatchObject({ offset: 2, max: 2, total: 3, more: false });
    expect(rest.items).toHaveLength(1);
    expect([...first.items, ...rest.items].map((item) => item.id).sort()).toEqual([
      "QCLUBPAGE1",
      "QCLUBPAGE2",
      "QCLUBPAGE3",
    ]);
    const beyond = await group("Paginaheim?types=club&max=2&offset=5", "club");
    expect(beyond).toMatchObject({ items: [], total: 3, more: false });
    expect((await group("Paginaheim", "club")).max).toBe(10);
  });

  it("answers only the requested groups, comma-separated or repeated, in a fixed order", async () => {
    const types = async (query: string) =>
      (await search(`Paginaheim?${query}`)).json().groups.map((g: Group) => g.type);
    expect(await types("")).toEqual(["person", "competition", "team", "club", "association"]);
    expect(await types("types=club,person")).toEqual(["person", "club"]);
    expect(await types("types=club&types=team")).toEqual(["team", "club"]);
    const response = await search("Paginaheim?types=club");
    expect(response.json().query).toBe("Paginaheim");
    expect(response.json().groups[0].label).toBe("Vereine");
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["%20%20?types=club", '"text"'],
      [`${"a".repeat(101)}`, '"text"'],
      ["Paginaheim?types=club,venue", '"types"'],
      ["Paginaheim?max=51", '"max"'],
      ["Paginaheim?max=0", '"max"'],
      ["Paginaheim?offset=-1", '"offset"'],
    ];
    for (const [path, field] of cases) {
      const response = await search(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toContain(field);
    }
    expect((await search(`${"a".repeat(100)}?types=club`)).statusCode).toBe(200);
  });
});

describe("search: privacy", () => {
  const adult = "1990-05-01";
  const minor = "2012-05-01";
  beforeAll(async () => {
    const rows: [string, boolean, boolean, string, boolean][] = [
      // id, public, searchable, date of birth, parental consent
      ["QPVISIBLE", true, true, adult, false],
      ["QPHIDDEN", false, true, adult, false],
      ["QPUNSEARCHABLE", true, false, adult, false],
      ["QPMINOR", true, true, minor, false],
      ["QPMINORCONSENT", true, true, minor, true],
    ];
    for (const [id, isProfilePublic, isSearchable, dateOfBirth, hasParentalConsent] of rows) {
      await createPlayer(testApp, {
        id,
        firstName: "Quirin",
        lastName: "Quästner",
        dateOfBirth,
        clubId: "QCLUBQUAESTEN",
        isProfilePublic,
        isSearchable,
        hasParentalConsent,
      });
    }
    for (const [id, isPublic, dateOfBirth] of [
      ["QRVISIBLE", true, adult],
      ["QRHIDDEN", false, adult],
      ["QRMINOR", true, "2009-12-01"],
    ] as const) {
      await createReferee(testApp, {
        id,
        firstName: "Quirin",
        lastName: "Quästner",
        dateOfBirth,
        levelName: "Kreisliga",
        activeSince: 2015,
        isProfilePublic: isPublic,
      });
    }
    await createAccount(testApp, {
      email: "quirin@example.test",
      nickname: "quirinq",
      firstName: "Quirin",
      lastName: "Quästner",
      playerId: "QPVISIBLE",
    });
  });

  it("finds only public, searchable people of age or with a parent's consent", async () => {
    const people = await group("Quirin%20Quaestner?types=person", "person");
    expect(people.label).toBe("Personen");
    const found = people.items.map((item) => item.playerId ?? item.refereeId).sort();
    expect(found).toEqual(["QPMINORCONSENT", "QPVISIBLE", "QRVISIBLE"]);
    const visible = people.items.find((item) => item.playerId === "QPVISIBLE");
    expect(visible).toMatchObject({
      kind: "player",
      refereeId: null,
      userRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: "Quirin",
      lastName: "Quästner",
      clubName: "SV Quästenbüttel-Süd",
      clubLogoUrl: null,
    });
    expect(people.items.find((item) => item.refereeId === "QRVISIBLE")).toMatchObject({
      kind: "referee",
      playerId: null,
      userRef: null,
    });
    expect(JSON.stringify(people)).not.toContain("quirin@example.test");
  });
});

describe("search: many matches and short texts", () => {
  beforeAll(async () => {
    // 105 players of one surname (more than the count goes) and 3 referees of it.
    await createPlayers(
      testApp,
      Array.from({ length: 105 }, (_, index) => ({
        id: `QPMANY${String(index + 1).padStart(3, "0")}`,
        firstName: `Vorname${index + 1}`,
        lastName: "Kappenwieser",
        dateOfBirth: "1990-01-01",
        clubId: "QCLUBQUAESTEN",
      })),
    );
    await createReferees(
      testApp,
      [1, 2, 3].map((n) => ({
        id: `QRMANY${n}`,
        firstName: `Vorname${n}`,
        lastName: "Kappenwieser",
        dateOfBirth: "1980-01-01",
        levelName: "Kreisliga",
        activeSince: 2015,
      })),
    );
  });

  it("counts matches up to 100 and tells by more whether a next page follows", async () => {
    const first = await group("Kappenwieser?types=person&max=50", "person");
    expect(first).toMatchObject({ total: 100, totalCapped: true, more: true });
    expect(first.items).toHaveLength(50);
    const last = await group("Kappenwieser?types=person&max=50&offset=100", "person");
    expect(last).toMatchObject({ total: 100, more: false });
    expect(last.items).toHaveLength(8);
    const beyond = await group("Kappenwieser?types=person&max=50&offset=108", "person");
    expect(beyond).toMatchObject({ items: [], more: false });
  });

  // Which of several equally good matches fill a page follows the index's order; on a table this small the database
  // sorts instead and may pick other ones per page, so only the sizes and the order within a page are asserted.
  it("pages through all matches, equally good ones by name within a page", async () => {
    const ids: unknown[] = [];
    for (let offset = 0; offset < 108; offset += 20) {
      const page = await group(`Kappenwieser?types=person&max=20&offset=${offset}`, "person");
      const names = page.items.map((item) => `${item.lastName} ${item.firstName} ${item.playerId ?? item.refereeId}`);
      expect(names).toEqual([...names].sort());
      ids.push(...page.items.map((item) => item.playerId ?? item.refereeId));
    }
    expect(ids).toHaveLength(108);
    expect(new Set(ids).size).toBe(108);
  });

  it("finds no people for fewer than three characters, but still clubs", async () => {
    const people = await group("Qu?types=person", "person");
    expect(people).toMatchObject({ items: [], total: 0, more: false });
    const response = await testApp.app.inject({
      method: "GET",
      url: "/rest/v1/public/searchProfiles/text/Qu",
    });
    expect(response.json().players).toMatchObject({ items: [], total: 0, more: false });
  });

  it("finds a name with an umlaut typed without its dots", async () => {
    expect(await clubIds("Quastenbuttel")).toContain("QCLUBQUAESTEN");
    expect(await clubIds("Furthingerhof")).toContain("QCLUBFUERTH");
    const people = await group("Quirin%20Quastner?types=person", "person");
    expect(people.items.map((item) => item.playerId ?? item.refereeId)).toContain("QPVISIBLE");
  });
});

describe("searchProfiles", () => {
  const profiles = (path: string) =>
    testApp.app.inject({ method: "GET", url: `/rest/v1/public/searchProfiles/text/${path}` });

  beforeAll(async () => {
    const fans: [string, boolean, boolean, string | null][] = [
      // nickname, fan profile, activated, date of birth
      ["Zwirbelfan", true, true, null],
      ["Zwirbelfan2", true, true, "1985-01-01"],
      ["Zwirbelfan3", false, true, null],
      ["Zwirbelfan4", true, false, null],
      ["Zwirbelfan5", true, true, "2013-01-01"],
    ];
    for (const [nickname, hasFanProfile, isActivated, dateOfBirth] of fans) {
      await createAccount(testApp, {
        email: `${nickname}@example.test`,
        nickname,
        firstName: "Zora",
        lastName: "Zwirbel",
        hasFanProfile,
        activatedAt: isActivated ? new Date() : null,
        dateOfBirth,
      });
    }
  });

  it("finds searchable fans by nickname only, and never their e-mail", async () => {
    const response = await profiles("Zwirbelfan?restriction=fans");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.fans).toEqual({
      items: [{ nickname: "Zwirbelfan" }, { nickname: "Zwirbelfan2" }],
      restriction: "fans",
      offset: 0,
      max: 10,
      total: 2,
      totalCapped: false,
      more: false,
    });
    expect(body.players).toMatchObject({ items: [], restriction: "players", total: 0 });
    expect(response.body).not.toContain("example.test");
  });

  it("answers fans, players and referees as pages, hidden people left out", async () => {
    const body = (await profiles("Quirin%20Quaestner")).json();
    expect(body.players.items.map((item: { playerId: string }) => item.playerId).sort()).toEqual([
      "QPMINORCONSENT",
      "QPVISIBLE",
    ]);
    expect(body.players).toMatchObject({ restriction: "players", total: 2, more: false });
    expect(body.referees.items.map((item: { refereeId: string }) => item.refereeId)).toEqual(["QRVISIBLE"]);
    expect(body.fans.items).toEqual([]);
    const paged = (await profiles("Quirin%20Quaestner?restriction=players&max=1&offset=1")).json();
    expect(paged.players).toMatchObject({ offset: 1, max: 1, total: 2, more: false });
    expect(paged.players.items).toHaveLength(1);
    expect(paged.referees).toMatchObject({ items: [], total: 0 });
  });

  it("refuses an unknown restriction and an empty text", async () => {
    for (const [path, field] of [
      ["Quirin?restriction=coaches", '"restriction"'],
      ["%20?restriction=fans", '"text"'],
      ["Quirin?max=51", '"max"'],
    ]) {
      const response = await profiles(path as string);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });
});
