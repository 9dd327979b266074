import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { createClub, updateMatch } from "../../../test/factories.js";
import { berlinDay } from "../../lib/berlin-day.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });
const search = (query: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/public/getClubsBySearch1?${query}` });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const currentSeason = () => testApp.one<{ id: string }>("select id from seasons where is_current");

/** The season teams of a club, each with the basic types of the competitions it is entered in. */
async function clubTeamKinds(clubId: string, seasonId: string) {
  const rows = await testApp.query<{ id: string; kinds: string[] }>(
    `select ts.id, coalesce(array_agg(ct.basic_type) filter (where ct.basic_type is not null), '{}') as kinds
     from team_seasons ts join teams t on t.id = ts.team_id
     left join competition_teams x on x.team_season_id = ts.id
     left join competitions c on c.id = x.competition_id
     left join competition_types ct on ct.id = c.competition_type_id
     where t.club_id = $1 and ts.season_id = $2 group by ts.id`,
    [clubId, seasonId],
  );
  return rows;
}

const sorted = (ids: string[]) => [...ids].sort();
const idsOf = (teams: { teamId: string }[]) => sorted(teams.map((team) => team.teamId));

describe("getClubInfo", () => {
  it("shows the club's facts, venues and its teams of the season grouped by kind", async () => {
    const season = await currentSeason();
    // The club whose teams play the most kinds of competition in the current season.
    const club = await testApp.one<{
      id: string;
      name: string;
      number: string;
      colors: string[];
      website: string;
      street: string;
      postal_code: string;
      city: string;
      contact_name: string;
      phone: string;
      association: string;
    }>(
      `select c.*, a.name as association from clubs c join associations a on a.id = c.association_id
       where not c.is_logo_private
       order by (select count(distinct ct.basic_type) from teams t join team_seasons ts on ts.team_id = t.id
         join competition_teams x on x.team_season_id = ts.id join competitions k on k.id = x.competition_id
         join competition_types ct on ct.id = k.competition_type_id
         where t.club_id = c.id and ts.season_id = $1) desc, c.id limit 1`,
      [season.id],
    );
    const kinds = await clubTeamKinds(club.id, season.id);
    const has = (team: { kinds: string[] }, ...types: string[]) => team.kinds.some((kind) => types.includes(kind));
    const expected = {
      championship: kinds.filter(
        (team) =>
          has(team, "Championship", "MatchAfternoon") || !has(team, "IndoorTournament", "FutsalLeague", "Beachsoccer"),
      ),
      indoor: kinds.filter((team) => has(team, "IndoorTournament")),
      futsal: kinds.filter((team) => has(team, "FutsalLeague")),
      beach: kinds.filter((team) => has(team, "Beachsoccer")),
    };
    expect(expected.championship.length).toBeGreaterThan(0);
    expect(expected.indoor.length + expected.futsal.length + expected.beach.length).toBeGreaterThan(0);
    const venues = await testApp.query<{ id: string }>(
      "select venue_id as id from club_venues where club_id = $1 order by is_main desc",
      [club.id],
    );

    const response = await get(`${base}/getClubInfo/id/${club.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: club.id,
      name: club.name,
      number: club.number,
      colors: club.colors,
      url: club.website,
      address: { street: club.street, postalCode: club.postal_code, city: club.city },
      contact: { name: club.contact_name, phone: club.phone },
      association: { name: club.association },
      logoPrivate: false,
      season: { id: season.id, isCurrent: true },
    });
    expect(body.logoUrl).toContain(`/v1/public/getMediaImage/id/${body.logoId}`);
    expect(body.venues.map((venue: { id: string }) => venue.id)).toEqual(venues.map((venue) => venue.id));
    expect(body.venues[0].main).toBe(true);
    for (const group of ["championship", "indoor", "futsal", "beach"] as const) {
      expect(idsOf(body.teams[group]), group).toEqual(sorted(expected[group].map((team) => team.id)));
    }
    // Each list carries only its kind's competitions.
    for (const team of body.teams.indoor) {
      expect(team.competitions.map((c: { competitionType: string }) => c.competitionType)).toEqual(
        team.competitions.map(() => "IndoorTournament"),
      );
    }
  });

  it("never sends a private logo's address", async () => {
    const club = await testApp.one<{ id: string; logo_media_id: string }>(
      "select id, logo_media_id from clubs where is_logo_private order by id limit 1",
    );
    const response = await get(`${base}/getClubInfo/id/${club.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ logoPrivate: true, logoId: null, logoUrl: null });
    expect(response.body).not.toContain(club.logo_media_id);
  });

  it("sends a club's e-mail address only when the club permits it", async () => {
    const [hidden, shown] = await Promise.all(
      [false, true].map((permitted) =>
        testApp.one<{ id: string; email: string }>(
          "select id, email from clubs where is_email_public = $1 and email is not null order by id limit 1",
          [permitted],
        ),
      ),
    );
    const hiddenResponse = await get(`${base}/getClubInfo/id/${hidden!.id}`);
    expect(hiddenResponse.json()).not.toHaveProperty("email");
    expect(hiddenResponse.body).not.toContain(hidden!.email);
    expect((await get(`${base}/getClubInfo/id/${shown!.id}`)).json().email).toBe(shown!.email);
  });

  it("answers for an earlier season, 404 for unknown ids and seasons, 400 naming a malformed parameter", async () => {
    const club = await testApp.one<{ id: string }>("select id from clubs order by id limit 1");
    const earlier = await testApp.one<{ id: string }>(
      "select id from seasons where not is_current order by id limit 1",
    );
    const teams = await testApp.query<{ id: string }>(
      "select ts.id from team_seasons ts join teams t on t.id = ts.team_id where t.club_id = $1 and ts.season_id = $2",
      [club.id, earlier.id],
    );
    const response = await get(`${base}/getClubInfo/id/${club.id}?saison=${earlier.id}`);
    expect(response.statusCode).toBe(200);
    const groups = response.json().teams;
    const listed = new Set(
      [...groups.championship, ...groups.indoor, ...groups.futsal, ...groups.beach].map(
        (team: { teamId: string }) => team.teamId,
      ),
    );
    expect(sorted([...listed])).toEqual(sorted(teams.map((team) => team.id)));

    const unknown = await get(`${base}/getClubInfo/id/UNKNOWNCLUB`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/UNKNOWNCLUB/);
    const unknownSeason = await get(`${base}/getClubInfo/id/${club.id}?saison=1999`);
    expect(unknownSeason.statusCode).toBe(404);
    expect(unknownSeason.json().message).toMatch(/1999/);
    const badSeason = await get(`${base}/getClubInfo/id/${club.id}?saison=26-27`);
    expect(badSeason.statusCode).toBe(400);
    expect(badSeason.json().message).toMatch(/"saison"/);
    const badId = await get(`${base}/getClubInfo/id/${encodeURIComponent("x;drop")}`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/"id"/);
    const unknownParameter = await get(`${base}/getClubInfo/id/${club.id}?season=2627`);
    expect(unknownParameter.statusCode).toBe(400);
    expect(unknownParameter.json().message).toMatch(/"season"/);
  });

  it("needs a client key or a user token", async () => {
    const response = await testApp.app.inject({ method: "GET", url: `${base}/getClubInfo/id/UNKNOWNCLUB` });
    expect(response.statusCode).toBe(401);
  });
});

describe("getAppClubTeamsByClubId2", () => {
  it("lists every team of the club in the season by team type and rank", async () => {
    const season = await currentSeason();
    const club = await testApp.one<{ id: string; name: string }>(
      `select c.id, c.name from clubs c order by (select count(*) from teams t where t.club_id = c.id) desc, c.id limit 1`,
    );
    const teams = await testApp.query<{ id: string }>(
      `select ts.id from team_seasons ts join teams t on t.id = ts.team_id join team_types tt on tt.id = t.team_type_id
       where t.club_id = $1 and ts.season_id = $2 order by tt.sort_order, t.rank, ts.name`,
      [club.id, season.id],
    );
    expect(teams.length).toBeGreaterThan(1);
    const response = await get(`${base}/getAppClubTeamsByClubId2/id/${club.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ clubId: club.id, clubName: club.name, season: { id: season.id } });
    expect(body.teams.map((team: { teamId: string }) => team.teamId)).toEqual(teams.map((team) => team.id));
    const [entry] = await testApp.query<{ team_season_id: string; competition_id: string }>(
      `select x.team_season_id, x.competition_id from competition_teams x where x.team_season_id = any($1) limit 1`,
      [teams.map((team) => team.id)],
    );
    const team = body.teams.find((candidate: { teamId: string }) => candidate.teamId === entry!.team_season_id);
    expect(team.competitions.map((c: { compoundId: string }) => c.compoundId)).toContain(entry!.competition_id);

    expect((await get(`${base}/getAppClubTeamsByClubId2/id/UNKNOWNCLUB`)).statusCode).toBe(404);
    const bad = await get(`${base}/getAppClubTeamsByClubId2/id/${club.id}?saison=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"saison"/);
  });
});

describe("getClubFixtures", () => {
  it("pages the season's matches of all the club's teams by kickoff, as every match list shows them", async () => {
    const season = await currentSeason();
    const club = await testApp.one<{ id: string }>(
      `select t.club_id as id from matches m join team_seasons ts on ts.id in (m.home_team_season_id, m.guest_team_season_id)
       join teams t on t.id = ts.team_id where ts.season_id = $1
       group by t.club_id having count(distinct m.id) > 60 order by t.club_id limit 1`,
      [season.id],
    );
    const matches = await testApp.query<{ id: string; kickoff_at: Date | null }>(
      `select m.id, m.kickoff_at from matches m where exists (
         select 1 from team_seasons ts join teams t on t.id = ts.team_id
         where ts.id in (m.home_team_season_id, m.guest_team_season_id) and t.club_id = $1 and ts.season_id = $2)
       order by m.kickoff_at, m.match_number, m.id`,
      [club.id, season.id],
    );
    const today = berlinDay(TEST_NOW).start.getTime();
    const upcoming = matches.findIndex((match) => match.kickoff_at === null || match.kickoff_at.getTime() >= today);

    const first = await get(`${base}/getClubFixtures/id/${club.id}`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ clubId: club.id, offset: 0, max: 50, total: matches.length, more: true });
    expect(page.upcomingIndex).toBe(upcoming === -1 ? null : upcoming);
    expect(page.matches.map((match: { id: string }) => match.id)).toEqual(matches.slice(0, 50).map((m) => m.id));

    const second = (await get(`${base}/getClubFixtures/id/${club.id}?saison=${season.id}&offset=50`)).json();
    expect(second.matches.map((match: { id: string }) => match.id)).toEqual(matches.slice(50, 100).map((m) => m.id));
    expect(second.more).toBe(matches.length > 100);

    // The same match object as the match call answers.
    const sample = page.matches[7];
    const single = (await get(`${base}/getMatchById1/spiel/${sample.id}`)).json();
    expect(sample).toEqual(single);
  });

  it("keeps private results private and refuses bad parameters", async () => {
    // A played match whose result the club keeps private (as children's football does), goals still stored.
    const hidden = await testApp.one<{ club_id: string; id: string; season_id: string }>(
      `select t.club_id, m.id, ts.season_id from matches m join team_seasons ts on ts.id = m.home_team_season_id
       join teams t on t.id = ts.team_id where m.status = 'finished' and m.home_goals + m.guest_goals > 0
       order by m.kickoff_at desc, m.id limit 1`,
    );
    await updateMatch(testApp, hidden.id, { isResultPrivate: true });
    try {
      const ordered = await testApp.query<{ id: string }>(
        `select m.id from matches m where exists (
           select 1 from team_seasons ts join teams t on t.id = ts.team_id
           where ts.id in (m.home_team_season_id, m.guest_team_season_id) and t.club_id = $1 and ts.season_id = $2)
         order by m.kickoff_at, m.match_number, m.id`,
        [hidden.club_id, hidden.season_id],
      );
      const position = ordered.findIndex((match) => match.id === hidden.id);
      const offset = position - (position % 50);
      const response = await get(
        `${base}/getClubFixtures/id/${hidden.club_id}?saison=${hidden.season_id}&offset=${offset}`,
      );
      const match = response.json().matches.find((candidate: { id: string }) => candidate.id === hidden.id);
      expect(match).toMatchObject({ resultPrivate: true, homeGoals: null, guestGoals: null, halftime: null });
    } finally {
      await updateMatch(testApp, hidden.id, { isResultPrivate: false });
    }

    const club = await testApp.one<{ id: string }>("select id from clubs order by id limit 1");
    const beyond = (await get(`${base}/getClubFixtures/id/${club.id}?offset=100000`)).json();
    expect(beyond).toMatchObject({ matches: [], more: false });
    const negative = await get(`${base}/getClubFixtures/id/${club.id}?offset=-1`);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/"offset"/);
    expect((await get(`${base}/getClubFixtures/id/${club.id}?offset=abc`)).json().message).toMatch(/"offset"/);
    expect((await get(`${base}/getClubFixtures/id/UNKNOWNCLUB`)).statusCode).toBe(404);
    expect((await get(`${base}/getClubFixtures/id/${club.id}?saison=1999`)).statusCode).toBe(404);
  });
});

describe("getClubTeamsSuccess", () => {
  it("places each team in its competitions' tables, of one season or of every season", async () => {
    const earlier = await testApp.one<{ id: string }>(
      "select id from seasons where not is_current order by id desc limit 1",
    );
    const entries = await testApp.query<{ club_id: string; team_season_id: string; competition_id: string }>(
      `select t.club_id, x.team_season_id, x.competition_id from competition_teams x
       join team_seasons ts on ts.id = x.team_season_id join teams t on t.id = ts.team_id
       join competitions c on c.id = x.competition_id join competition_types ct on ct.id = c.competition_type_id
       where ts.season_id = $1 and ct.basic_type in ('Championship', 'MatchAfternoon') and c.has_table
       order by t.club_id, x.competition_id`,
      [earlier.id],
    );
    const clubId = entries[0]!.club_id;
    const ofClub = entries.filter((entry) => entry.club_id === clubId);

    const response = await get(`${base}/getClubTeamsSuccess/club-id/${clubId}?saison=${earlier.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.club.id).toBe(clubId);
    for (const entry of ofClub) {
      const success = body.championship.find(
        (candidate: { teamId: string; compoundId: string }) =>
          candidate.teamId === entry.team_season_id && candidate.compoundId === entry.competition_id,
      );
      expect(success).toBeDefined();
      const table = (await get(`${base}/getAmateurTable/staffel/${entry.competition_id}`)).json();
      const row = table.entries.find((candidate: { teamId: string }) => candidate.teamId === entry.team_season_id);
      expect(success).toMatchObject({
        season: { id: earlier.id },
        position: row.position,
        points: row.points,
        finalTable: table.isFinalTable,
        champion: table.isFinalTable && row.position === 1,
      });
    }
    const seasons = new Set(
      [...body.championship, ...body.indoorChampionship, ...body.futsal, ...body.beachSoccer].map(
        (entry: { season: { id: string } }) => entry.season.id,
      ),
    );
    expect([...seasons]).toEqual([earlier.id]);

    const history = (await get(`${base}/getClubTeamsSuccess/club-id/${clubId}`)).json();
    const historySeasons = history.championship.map((entry: { season: { id: string } }) => entry.season.id);
    expect(new Set(historySeasons).size).toBeGreaterThan(1);
    expect(historySeasons).toEqual([...historySeasons].sort().reverse());
  });

  it("answers 404 for an unknown club and 400 naming the club-id", async () => {
    expect((await get(`${base}/getClubTeamsSuccess/club-id/UNKNOWNCLUB`)).statusCode).toBe(404);
    const bad = await get(`${base}/getClubTeamsSuccess/club-id/${encodeURIComponent("a b")}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"club-id"/);
  });
});

describe("getClubsBySearch1", () => {
  /** Spellings a visitor types for a name with umlauts: without the dots, with e, and the name itself. */
  const spellings = (name: string) => [
    name,
    name.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss"),
    name.replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u"),
  ];
  const lastWord = (name: string) => name.split(" ").sort((a, b) => b.length - a.length)[0]!;

  it("finds a name however its umlauts and ß are typed", async () => {
    await createClub(testApp, {
      id: "TESTCLUBGROSSWEIL",
      name: "SV Großweil-Süd",
      shortName: "SV Großweil",
      number: "99999",
      postalCode: "82439",
      city: "Großweil",
    });
    const club = await testApp.one<{ id: string; name: string }>(
      "select id, name from clubs where name ~ '[äöü]' and id <> 'TESTCLUBGROSSWEIL' order by id limit 1",
    );
    for (const [id, word] of [
      [club.id, lastWord(club.name)],
      ["TESTCLUBGROSSWEIL", "Großweil"],
      ["TESTCLUBGROSSWEIL", "Großweil-Süd"],
    ] as const) {
      for (const typed of spellings(word)) {
        const response = await search(`text=${encodeURIComponent(typed.toUpperCase())}`);
        expect(response.statusCode).toBe(200);
        expect(
          response.json().items.map((item: { id: string }) => item.id),
          typed,
        ).toContain(id);
      }
    }
  });

  it("tolerates a small typo and ranks the best match first", async () => {
    const club = await testApp.one<{ id: string; name: string }>(
      "select id, name from clubs where name !~ '[äöüß]' order by length(name) desc, id limit 1",
    );
    const word = lastWord(club.name);
    const swapped = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    expect(swapped).not.toBe(word);
    const exact = (await search(`text=${encodeURIComponent(club.name)}`)).json();
    expect(exact.items[0].id).toBe(club.id);
    const typo = (await search(`text=${encodeURIComponent(swapped)}`)).json();
    expect(typo.items.map((item: { id: string }) => item.id)).toContain(club.id);
    const nothing = (await search("text=qqqxxzz")).json();
    expect(nothing).toMatchObject({ items: [], total: 0, more: false });
  });

  it("lists the clubs nearest a postal code first, by shared leading digits", async () => {
    const codes = await testApp.query<{ id: string; name: string; code: string }>(
      `select c.id, c.name, c.postal_code as code from clubs c where c.postal_code ~ '^[0-9]{5}$'
       union select cv.club_id, c.name, v.postal_code from club_venues cv join venues v on v.id = cv.venue_id
       join clubs c on c.id = cv.club_id where v.postal_code ~ '^[0-9]{5}$'`,
    );
    const wanted = codes.find((row) => row.id !== "TESTCLUBGROSSWEIL")!.code;
    const shared = (code: string) => [...wanted].findIndex((digit, index) => code[index] !== digit);
    const nearness = new Map<string, { name: string; shared: number; distance: number }>();
    for (const row of codes) {
      const candidate = {
        name: row.name,
        shared: shared(row.code) === -1 ? 5 : shared(row.code),
        distance: Math.abs(Number(row.code) - Number(wanted)),
      };
      const known = nearness.get(row.id);
      if (
        !known ||
        candidate.shared > known.shared ||
        (candidate.shared === known.shared && candidate.distance < known.distance)
      ) {
        nearness.set(row.id, candidate);
      }
    }
    const expected = [...nearness.entries()]
      .filter(([, near]) => near.shared >= 1)
      .sort(
        ([idA, a], [idB, b]) =>
          b.shared - a.shared ||
          a.distance - b.distance ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
          (idA < idB ? -1 : 1),
      );
    const response = await search(`plz=${wanted}&max=10`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { id: string }) => item.id)).toEqual(expected.slice(0, 10).map(([id]) => id));
    expect(body).toMatchObject({ max: 10, total: expected.length, more: expected.length > 10 });

    const prefix = (await search(`plz=${wanted.slice(0, 2)}&max=100`)).json();
    expect(prefix.total).toBe(expected.filter(([, near]) => near.shared >= 2).length);
  });

  it("shows no private logo and refuses bad or missing parameters", async () => {
    const club = await testApp.one<{ name: string; logo_media_id: string }>(
      "select name, logo_media_id from clubs where is_logo_private order by id limit 1",
    );
    const response = await search(`text=${encodeURIComponent(club.name)}`);
    const hit = response.json().items[0];
    expect(hit).toMatchObject({ name: club.name, logoPrivate: true, logoId: null, logoUrl: null });
    expect(response.body).not.toContain(club.logo_media_id);

    const missing = await search("max=5");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/"text"/);
    for (const [query, parameter] of [
      ["text=a", "text"],
      ["plz=8033a", "plz"],
      ["plz=803311", "plz"],
      ["text=abc&max=0", "max"],
      ["text=abc&max=101", "max"],
      [`text=${encodeURIComponent("ab\u0001")}`, "text"],
    ]) {
      const bad = await search(query!);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toMatch(new RegExp(`"${parameter}"`));
    }
    for (const odd of ["%_%", "<>", "ä ö ü ß", "'; drop table clubs; --"]) {
      expect((await search(`text=${encodeURIComponent(odd)}`)).statusCode, odd).toBe(200);
    }
  });
});
