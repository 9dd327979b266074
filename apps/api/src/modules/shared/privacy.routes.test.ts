import { eventTypeCodes } from "@spielfeld/football";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { encodeSolution } from "../../../test/contact.js";
import { type PlayerFlags, updatePlayer } from "../../../test/factories.js";
import { NOT_PUBLIC_NAME } from "./privacy.js";

/*
 * One person per privacy flag, seeded into a finished match of the demo, and every GET of the OpenAPI document
 * asked about that match, its competition, its teams, its season and its area. What a flag hides must not
 * appear in any answer; what it allows must still be there.
 */

let testApp: TestApp;

interface Seeded {
  matchId: string;
  competitionId: string;
  seasonId: string;
  areaId: string;
  competitionTypeId: number;
  teamTypeId: number;
  leagueLevelId: number | null;
  homeTeamSeasonId: string;
  homeClubId: string;
  /** Scorer with a profile that is not public. */
  hiddenProfile: string;
  /** Scorer with a public profile whose performance is hidden. */
  hiddenPerformance: string;
  /** Booked player with a public profile whose cards are hidden. */
  hiddenCards: string;
  /** The match's referee (a public profile). */
  refereeId: string;
}
let seeded: Seeded;

const NAMES = {
  hiddenProfile: { firstName: "Quirin", lastName: "Verborgenprofil" },
  hiddenPerformance: { firstName: "Quirin", lastName: "Verborgenleistung" },
  hiddenCards: { firstName: "Quirin", lastName: "Verborgenkarte" },
  /** On the team sheet; asked through the blacklist's own calls that no profile of them exists. */
  blacklisted: { firstName: "Quirin", lastName: "Verborgenliste" },
};
/**
 * What the booked player (a public profile) keeps to themselves: the details they describe, date of birth and
 * nationality (none of these values may appear in any answer), and being found by the search.
 */
const PRIVATE_DETAILS = { nickname: "Verborgenspitzname", nationality: "Verborgenland", dateOfBirth: "1901-02-03" };
const GOALS = [eventTypeCodes.goal, eventTypeCodes.penaltyGoal];
const CARDS = [eventTypeCodes.yellowCard, eventTypeCodes.yellowRedCard, eventTypeCodes.redCard];

async function seed(): Promise<Seeded> {
  // A finished match of a league with scorers, with two different scorers and a booked third player.
  const match = await testApp.one<{
    id: string;
    competition_id: string;
    season_id: string;
    playing_area_id: string;
    competition_type_id: number;
    team_type_id: number;
    league_level_id: number | null;
    home_team_season_id: string;
    home_club_id: string;
  }>(
    `select m.id, m.competition_id, c.season_id, c.playing_area_id, c.competition_type_id, c.team_type_id,
            c.league_level_id, m.home_team_season_id, t.club_id as home_club_id
       from matches m join competitions c on c.id = m.competition_id
       join team_seasons ts on ts.id = m.home_team_season_id join teams t on t.id = ts.team_id
      where c.has_scorers and m.status = 'finished' and not m.is_result_private
        and (select count(distinct e.player_id) from match_events e
              where e.match_id = m.id and e.type_code = any($1) and e.player_id is not null) >= 2
        and exists (select 1 from match_events e where e.match_id = m.id and e.type_code = any($2)
              and e.player_id is not null
              and e.player_id not in (select player_id from match_events g where g.match_id = m.id
                                        and g.type_code = any($1) and g.player_id is not null))
      order by m.kickoff_at desc, m.id limit 1`,
    [GOALS, CARDS],
  );
  const scorers = await testApp.query<{ player_id: string }>(
    `select distinct player_id from match_events where match_id = $1 and type_code = any($2) and player_id is not null
      order by player_id limit 2`,
    [match.id, GOALS],
  );
  const booked = await testApp.one<{ player_id: string }>(
    `select player_id from match_events where match_id = $1 and type_code = any($2) and player_id is not null
        and player_id <> all($3) order by player_id limit 1`,
    [match.id, CARDS, scorers.map((row) => row.player_id)],
  );
  const people = {
    hiddenProfile: scorers[0]!.player_id,
    hiddenPerformance: scorers[1]!.player_id,
    hiddenCards: booked.player_id,
  };
  const flags: Record<keyof typeof people, PlayerFlags> = {
    hiddenProfile: { isProfilePublic: false },
    // Findable (the search's control): searchable, and shown also if a minor (a parent's consent).
    hiddenPerformance: {
      isProfilePublic: true,
      isPerformanceVisible: false,
      areCardsVisible: true,
      isSearchable: true,
      parentalConsentAt: new Date("2026-01-01T00:00:00Z"),
    },
    hiddenCards: {
      isProfilePublic: true,
      isPerformanceVisible: true,
      areCardsVisible: false,
      isPlayerDataVisible: false,
      isDateOfBirthVisible: false,
      isNationalityVisible: false,
      isSearchable: false,
    },
  };
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    await updatePlayer(testApp, people[key], { ...NAMES[key], ...flags[key] });
  }
  await updatePlayer(testApp, people.hiddenCards, { ...PRIVATE_DETAILS, heightCm: 211 });
  await blacklist(match.id, Object.values(people));
  const referee = await testApp.one<{ referee_id: string }>(
    `select referee_id from match_officials where match_id = $1 and role = 'referee' and referee_id is not null`,
    [match.id],
  );
  return {
    refereeId: referee.referee_id,
    matchId: match.id,
    competitionId: match.competition_id,
    seasonId: match.season_id,
    areaId: match.playing_area_id,
    competitionTypeId: match.competition_type_id,
    teamTypeId: match.team_type_id,
    leagueLevelId: match.league_level_id,
    homeTeamSeasonId: match.home_team_season_id,
    homeClubId: match.home_club_id,
    ...people,
  };
}

/**
 * Puts a player of the match's team sheets on the blacklist through its public calls: the request with a solved
 * captcha, the code the club's officials were mailed (read from the outbox, as the mail carries it), the confirmation.
 */
async function blacklist(matchId: string, others: string[]) {
  const person = await testApp.one<{ player_id: string; date_of_birth: string; club_id: string }>(
    `select p.id as player_id, p.date_of_birth::text as date_of_birth, p.club_id
       from match_lineups l join players p on p.id = l.player_id join clubs c on c.id = p.club_id
      where l.match_id = $1 and p.id <> all($2) and p.is_profile_public and c.email is not null
      order by p.id limit 1`,
    [matchId, others],
  );
  await updatePlayer(testApp, person.player_id, NAMES.blacklisted);
  const post = (path: string, body: Record<string, string>) =>
    testApp.app.inject({ method: "POST", url: `/rest/v1/public/${path}`, payload: body });
  const challenge = await testApp.app.inject({ method: "GET", url: "/rest/v1/public/getCaptchaChallenge" });
  const asked = await post("blacklistedPlayerProfile", {
    firstname: NAMES.blacklisted.firstName,
    lastname: NAMES.blacklisted.lastName,
    date_of_birth: person.date_of_birth,
    mobile: "0171 2345678",
    clubId: person.club_id,
    "captcha-solution": await encodeSolution(challenge.json()),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await testApp.one<{ code: string }>(
    `select payload->>'code' as code from mail_outbox where template = 'blacklist_code' order by created_at desc limit 1`,
  );
  const confirmed = await post("confirmBlacklistedPlayerProfile", {
    playerId: person.player_id,
    "activation-code": mail.code,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/**
 * A value for every path and required query parameter name of the document; a new name must be added here. A
 * profile call asks about the booked player with hidden cards (a public profile) or the match's referee; the player
 * calls by player id ask about the player whose profile is not public, which must answer like an unknown one.
 */
function parameterValue(name: string, path: string): string {
  const values: Record<string, string | number | null> = {
    staffel: seeded.competitionId,
    spiel: seeded.matchId,
    "team-id": seeded.homeTeamSeasonId,
    "club-id": seeded.homeClubId,
    saison: seeded.seasonId,
    spielgebiet: seeded.areaId,
    wettkampftyp: seeded.competitionTypeId,
    mannschaftsart: seeded.teamTypeId,
    spielklasse: seeded.leagueLevelId,
    mandant: "BAFV",
    association: "BAFV",
    page: 1,
    token: "fcm-token-of-a-device-12345",
    "token-type-id": 1,
    plz: "80331",
    "app-type": "ios",
    "app-version": "1.0.0",
    id: "UNKNOWN",
    "amount-of-matches-before": 5,
    "amount-of-matches-after": 5,
    userid: path.includes("Referee") ? seeded.refereeId : seeded.hiddenCards,
    "player-id": seeded.hiddenProfile,
    zeitraum: "saison",
    stats: "goals",
    address: "fan@spielfeld.example",
    nickname: "Fan-Demo",
    firstname: "Max",
    lastname: "Mustermann",
    slug: "gibt-es-nicht",
    path: "/allgemein/impressum",
    // The search looks for the person whose profile is hidden: it must not find them.
    text: NAMES.hiddenProfile.lastName,
    sender: "Max Mustermann",
    subject: "Frage",
    "captcha-solution": "ungeloest",
    sendCopyToSender: "false",
    content: "Hallo",
  };
  const value = values[name];
  if (value === undefined) throw new Error(`The privacy walk has no value for the parameter "${name}": add one`);
  return value === null ? "" : String(value);
}

interface Operation {
  path: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every GET of the document but the event streams, which never end (live.routes.test.ts walks their privacy). */
function operations(): Operation[] {
  const document = testApp.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    methods.get && !methods.get.responses?.["200"]?.content?.["text/event-stream"] ? [{ ...methods.get, path }] : [],
  );
}

function urlOf(operation: Operation): string {
  const value = (name: string) => encodeURIComponent(parameterValue(name, operation.path));
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => value(name));
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === "query" && parameter.required)
    .map((parameter) => `${parameter.name}=${value(parameter.name)}`);
  return query.length > 0 ? `${path}?${query.join("&")}` : path;
}

/** Every object of an answer that mentions a name, with the name's object as found. */
function objectsMentioning(value: unknown, name: string, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const item of value) objectsMentioning(item, name, found);
  else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (Object.values(record).some((field) => typeof field === "string" && field.includes(name))) found.push(record);
    for (const field of Object.values(record)) if (typeof field === "object") objectsMentioning(field, name, found);
  }
  return found;
}

const isTeamSheetEntry = (entry: Record<string, unknown>) => "captain" in entry && "keeper" in entry;
const isCardEvent = (entry: Record<string, unknown>) =>
  typeof entry.type === "number" && (CARDS as number[]).includes(entry.type);

beforeAll(async () => {
  testApp = await createTestApp();
  seeded = await seed();
});
afterAll(() => testApp.close());

describe("privacy on every call of the document", () => {
  it("no answer names a hidden person where the flag forbids it", async () => {
    const answers: { url: string; body: unknown }[] = [];
    for (const operation of operations()) {
      const url = urlOf(operation);
      const response = await testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode === 200 && response.headers["content-type"]?.toString().includes("json")) {
        answers.push({ url, body: response.json() });
      }
    }
    // The walk reached the calls that show people in this match and competition, and the booked player's profile.
    const reached = answers.map((answer) => answer.url);
    for (const call of [
      "getMatchReport",
      "getMatchWithReportAndTables",
      "getScorerTable",
      "getTicker",
      `getPlayerProfile?userid=${seeded.hiddenCards}`,
    ]) {
      expect(
        reached.some((url) => url.includes(call)),
        call,
      ).toBe(true);
    }

    for (const { url, body: answer } of answers) {
      // The search echoes the text it was asked for (the hidden name itself); its hits are what must not name it.
      const { query: _echo, ...body } = answer as Record<string, unknown>;
      expect(objectsMentioning(body, NAMES.hiddenProfile.lastName), url).toEqual([]);
      expect(objectsMentioning(body, NAMES.blacklisted.lastName), url).toEqual([]);
      // Performance hidden: named on the team sheet only.
      for (const entry of objectsMentioning(body, NAMES.hiddenPerformance.lastName)) {
        expect(isTeamSheetEntry(entry), `${url}: ${JSON.stringify(entry)}`).toBe(true);
      }
      // Cards hidden: never named beside a card.
      for (const entry of objectsMentioning(body, NAMES.hiddenCards.lastName)) {
        expect(isCardEvent(entry), `${url}: ${JSON.stringify(entry)}`).toBe(false);
        // Details, date of birth and nationality hidden: none of them beside the name (the height as a number).
        expect(entry.size ?? null, `${url}: ${JSON.stringify(entry)}`).toBeNull();
      }
      for (const value of Object.values(PRIVATE_DETAILS)) {
        expect(objectsMentioning(body, value), `${url} shows ${value}`).toEqual([]);
      }
    }
  });

  it("the report keeps a hidden person's place as 'Nicht öffentlich' without an id, and names the others", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getMatchReport/spiel/${seeded.matchId}`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    const report = response.json() as {
      home: { players: { playerId: string | null; lastName: string }[] };
      guest: { players: { playerId: string | null; lastName: string }[] };
      events: { type: number; playerId: string | null; playerName: string | null }[];
    };
    const sheet = [...report.home.players, ...report.guest.players];
    expect(sheet.filter((player) => player.lastName === NOT_PUBLIC_NAME).every((p) => p.playerId === null)).toBe(true);
    expect(sheet.some((player) => player.lastName === NAMES.hiddenPerformance.lastName)).toBe(true);
    expect(sheet.find((player) => player.lastName === NAMES.hiddenCards.lastName)?.playerId).toBe(seeded.hiddenCards);

    const goals = report.events.filter((event) => (GOALS as number[]).includes(event.type));
    expect(goals.some((event) => event.playerName === NOT_PUBLIC_NAME && event.playerId === null)).toBe(true);
    const cards = report.events.filter((event) => (CARDS as number[]).includes(event.type));
    expect(cards.some((event) => event.playerName === NOT_PUBLIC_NAME && event.playerId === null)).toBe(true);
  });

  it("the search finds a searchable person and never one who is not to be found, on the team sheet or not", async () => {
    const search = async (text: string) => {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/rest/v1/public/searchProfiles/text/${text}?restriction=players`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return JSON.stringify(response.json().players.items);
    };
    // The control: a public, searchable person of the same match is found by name.
    expect(await search(NAMES.hiddenPerformance.lastName)).toContain(NAMES.hiddenPerformance.lastName);
    // Public and on the team sheet, but not to be found.
    expect(await search(NAMES.hiddenCards.lastName)).not.toContain(NAMES.hiddenCards.lastName);
    expect(await search(NAMES.blacklisted.lastName)).not.toContain(NAMES.blacklisted.lastName);
  });

  it("the scorer list shows hidden scorers as 'Nicht öffentlich' and still counts their goals", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getScorerTable/staffel/${seeded.competitionId}?max=100`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    const entries = (response.json() as { entries: { playerId: string | null; lastName: string; goals: number }[] })
      .entries;
    const ids = entries.map((entry) => entry.playerId);
    expect(ids).not.toContain(seeded.hiddenProfile);
    expect(ids).not.toContain(seeded.hiddenPerformance);
    expect(entries.filter((entry) => entry.lastName === NOT_PUBLIC_NAME).length).toBeGreaterThanOrEqual(2);
  });
});
