import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createUser, linkPlayerToAccount, type TestUser } from "../../../test/factories/accounts.js";
import { updatePlayer } from "../../../test/factories/people.js";
import * as schema from "../../db/schema/index.js";
import { promateurNameable } from "../shared/promateur.repository.js";

/*
 * The promateur tier (docs/promateur.md): every call, its refusals, and the consent rule walked over every answer. The
 * demo's pilot leagues are the data; three players of one played pilot match are the subjects: one who agreed, one
 * who agreed and opted out of the league, one who never agreed.
 */

let testApp: TestApp;
let scout: TestUser;
let fan: TestUser;
let season: string;
let mandant: string;
let league: string;
let otherLeague: string;
let match: string;
let agreed: Subject;
let optedOut: Subject;
let silent: Subject;
/** The cards given in this test to the three subjects, in their order. */
let cardIds: string[];

interface Subject {
  playerId: string;
  firstName: string;
  lastName: string;
  account?: TestUser;
}

function call(method: "GET" | "POST", path: string, token?: string, fields?: URLSearchParams) {
  return testApp.app.inject({
    method,
    url: `/rest/v1/${path}`,
    headers: {
      "x-api-key": TEST_CLIENT_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(fields ? { payload: fields.toString() } : {}),
  });
}

/** A lineup player of the match who holds no account yet, made an adult with a public profile. */
async function subject(exclude: string[], side: "home" | "guest"): Promise<Subject> {
  const row = await testApp.one<{ id: string; first_name: string; last_name: string }>(
    `select p.id, p.first_name, p.last_name from match_lineups l join players p on p.id = l.player_id
      where l.match_id = $1 and l.side = $2 and not (p.id = any($3::text[]))
        and not exists (select 1 from users u where u.player_id = p.id)
      order by l.sort_order limit 1`,
    [match, side, exclude],
  );
  await updatePlayer(testApp, row.id, {
    dateOfBirth: "1996-04-02",
    isProfilePublic: true,
    isPerformanceVisible: true,
    areCardsVisible: true,
    isClubHistoryVisible: true,
  });
  return { playerId: row.id, firstName: row.first_name, lastName: row.last_name };
}

/** An account that holds the record through an activated claim that agreed to the tier. */
async function holder(player: Subject): Promise<TestUser> {
  const account = await createUser(testApp, "fan");
  await linkPlayerToAccount(testApp, account.id, player.playerId);
  const { club_id } = await testApp.one<{ club_id: string }>(
    `select t.club_id from squad_memberships s join team_seasons ts on ts.id = s.team_season_id
       join teams t on t.id = ts.team_id where s.player_id = $1 limit 1`,
    [player.playerId],
  );
  await testApp.db.insert(schema.playerProfileClaims).values({
    id: randomUUID(),
    userId: account.id,
    playerId: player.playerId,
    clubId: club_id,
    agreesToPromateur: true,
    activatedAt: new Date(),
  });
  return account;
}

beforeAll(async () => {
  testApp = await createTestApp();
  scout = await createUser(testApp, "promateur");
  fan = await createUser(testApp, "fan");
  season = (await testApp.one<{ id: string }>("select id from seasons where is_current")).id;
  mandant = (await testApp.one<{ id: string }>("select id from associations order by id limit 1")).id;
  // A finished match of a pilot league with both team sheets.
  ({ league, match } = await testApp
    .one<{ competition_id: string; id: string }>(
      `select m.competition_id, m.id from matches m join promateur_pilot_leagues p on p.competition_id = m.competition_id
        where m.status = 'finished' and not m.is_result_private
          and (select count(*) from match_lineups l where l.match_id = m.id and l.side = 'home') >= 3
          and (select count(*) from match_lineups l where l.match_id = m.id and l.side = 'guest') >= 1
        order by m.kickoff_at desc, m.id limit 1`,
    )
    .then((row) => ({ league: row.competition_id, match: row.id })));
  otherLeague = (
    await testApp.one<{ id: string }>(
      `select c.id from competitions c where c.season_id = $1 and c.has_table and c.competition_type_id = 1
        and not exists (select 1 from promateur_pilot_leagues p where p.competition_id = c.id) order by c.id limit 1`,
      [season],
    )
  ).id;
  agreed = await subject([], "home");
  optedOut = await subject([agreed.playerId], "home");
  silent = await subject([agreed.playerId, optedOut.playerId], "home");
  agreed.account = await holder(agreed);
  optedOut.account = await holder(optedOut);
  await testApp.db.insert(schema.promateurOptOuts).values({ playerId: optedOut.playerId, competitionId: league });
  // A card for each of them, so each would be named in the events if the rule let them.
  const { max } = await testApp.one<{ max: number }>(
    "select coalesce(max(sort_order), 0) as max from match_events where match_id = $1",
    [match],
  );
  cardIds = [randomUUID(), randomUUID(), randomUUID()];
  await testApp.db.insert(schema.matchEvents).values(
    [agreed, optedOut, silent].map((player, index) => ({
      id: cardIds[index]!,
      matchId: match,
      typeCode: 2,
      minute: 80 + index,
      sortOrder: max + 1 + index,
      side: "home" as const,
      playerId: player.playerId,
    })),
  );
});
afterAll(() => testApp.close());

/** Every person named in an answer (an object with a first and a last name), as "first last". */
function namesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesOf);
  if (value === null || typeof value !== "object") return [];
  const entry = value as Record<string, unknown>;
  const own = typeof entry.lastName === "string" ? [`${entry.firstName} ${entry.lastName}`] : [];
  return [...own, ...Object.values(entry).flatMap(namesOf)];
}

/** Every promateur route with the parameters of this test, for one player asked about. */
function promateurCalls(playerId: string): string[] {
  const step = `wettkampftyp/1/saison/${season}/mandant/${mandant}`;
  return [
    `promateur/getAmateurTable/staffel/${league}`,
    `promateur/getAmateurTable/staffel/${league}?spieltag=1`,
    "promateur/leagues",
    `promateur/leagues?season=${season}`,
    "promateur/pilotLeagues",
    "promateur/getMatchEventTypes",
    `promateur/getMatchReport/spiel/${match}`,
    `promateur/getCompetitionInfo/staffel/${league}`,
    "promateur/getWamOne",
    `promateur/getWamTwo/${step}`,
    `promateur/getWamThree/${step}/mannschaftsart/1`,
    "promateur/getPilotWamOne",
    `promateur/getPilotWamTwo/${step}`,
    `promateur/getPilotWamThree/${step}/mannschaftsart/1`,
    `promateur/getPlayerClubHistory?userid=${playerId}`,
    `promateur/players/${playerId}/opt-in`,
    `promateur/players/${playerId}/opt-in?season=${season}`,
    "promateur/getPlayersBlacklist",
  ];
}

describe("the promateur tier", () => {
  it("covers every promateur route of the catalogue in the walk", () => {
    const document = testApp.app.swagger() as unknown as { paths: Record<string, unknown> };
    const routes = Object.keys(document.paths)
      .filter((path) => path.includes("/v1/promateur/"))
      .map((path) => path.replace(/^\/rest\/v1\//, "").replace(/\{[^}]+\}/g, "_"));
    const walked = new Set(promateurCalls("P").map((path) => path.split("?")[0]!.replace(/[^/]+/g, "_")));
    expect(routes.length).toBe(15);
    for (const route of routes) expect(walked.has(route.replace(/[^/]+/g, "_")), route).toBe(true);
  });

  it("refuses fans with 403 and callers without a token with 401 on every route", async () => {
    for (const path of promateurCalls(agreed.playerId)) {
      const refused = await call("GET", path, fan.token);
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(403);
      expect((await call("GET", path)).statusCode, path).toBe(401);
    }
  });

  it("answers every call for a promateur account", async () => {
    for (const path of promateurCalls(agreed.playerId)) {
      const answer = await call("GET", path, scout.token);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
      expect(answer.headers["cache-control"], path).toMatch(/private|no-store/);
    }
  });

  it("names an opted-out or non-consenting player in no answer, not even by id", async () => {
    for (const player of [optedOut, silent]) {
      for (const path of promateurCalls(player.playerId)) {
        const answer = await call("GET", path, scout.token);
        if (path.includes(player.playerId)) {
          // The calls about the player answer as for an unknown id.
          expect(answer.statusCode, path).toBe(404);
          continue;
        }
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
        expect(answer.body, path).not.toContain(player.playerId);
        expect(namesOf(answer.json()), path).not.toContain(`${player.firstName} ${player.lastName}`);
      }
    }
  });

  it("shows the consenting player with the event detail, club history and leagues", async () => {
    const report = (await call("GET", `promateur/getMatchReport/spiel/${match}`, scout.token)).json();
    expect(report).toMatchObject({
      matchId: match,
      competitionId: league,
      matchDuration: expect.any(Number),
      matchDurationSections: 2,
      season: { id: season },
      competitionType: { id: 1 },
    });
    expect(report.players.map((player: { playerId: string }) => player.playerId)).toContain(agreed.playerId);
    expect(namesOf(report)).toContain(`${agreed.firstName} ${agreed.lastName}`);
    const cards = report.events.filter(
      (event: { type: number; minute: number }) => event.type === 2 && event.minute >= 80,
    );
    expect(cards.map((event: { playerId: string | null }) => event.playerId)).toEqual([agreed.playerId, null, null]);
    // The score the events tell is the score of the match.
    const goals = report.events.filter((event: { score: unknown }) => event.score !== null);
    if (goals.length > 0) {
      expect(goals.at(-1).score).toEqual({ home: report.homeTeamInfo.goals, guest: report.guestTeamInfo.goals });
    }
    const history = (await call("GET", `promateur/getPlayerClubHistory?userid=${agreed.playerId}`, scout.token)).json();
    expect(history).toMatchObject({ playerId: agreed.playerId, lastName: agreed.lastName });
    expect(history.clubHistory.length).toBeGreaterThan(0);
    // Asked by the account's id as well as by the record's.
    const byAccount = await call("GET", `promateur/getPlayerClubHistory?userid=${agreed.account!.id}`, scout.token);
    expect(byAccount.json().playerId).toBe(agreed.playerId);
    const optIn = (await call("GET", `promateur/players/${agreed.playerId}/opt-in`, scout.token)).json();
    expect(optIn).toEqual({ playerId: agreed.playerId, season, leagueIds: [league], optOuts: [] });

    // The public flags still hold: a consenting player whose profile is not public is named nowhere either.
    await updatePlayer(testApp, agreed.playerId, { isProfilePublic: false });
    try {
      expect((await call("GET", `promateur/getMatchReport/spiel/${match}`, scout.token)).body).not.toContain(
        agreed.playerId,
      );
      expect(
        (await call("GET", `promateur/getPlayerClubHistory?userid=${agreed.playerId}`, scout.token)).statusCode,
      ).toBe(404);
    } finally {
      await updatePlayer(testApp, agreed.playerId, { isProfilePublic: true });
    }
  });

  it("counts a player of age on 29 February as the calendar does", async () => {
    const born = (date: string) => updatePlayer(testApp, agreed.playerId, { dateOfBirth: date });
    try {
      await born("2010-02-28");
      expect(await promateurNameable(testApp.db, [agreed.playerId], league, "2028-02-29")).toEqual(
        new Set([agreed.playerId]),
      );
      await born("2010-03-01");
      expect(await promateurNameable(testApp.db, [agreed.playerId], league, "2028-02-29")).toEqual(new Set());
    } finally {
      await born("1996-04-02");
    }
  });

  it("tells pilot leagues apart from the others, as data", async () => {
    const pilots = (await call("GET", "promateur/pilotLeagues", scout.token)).json();
    const all = (await call("GET", "promateur/leagues", scout.token)).json();
    const pilotIds = pilots.leagues.map((entry: { compoundId: string }) => entry.compoundId);
    expect(pilotIds).toContain(league);
    expect(pilotIds).not.toContain(otherLeague);
    expect(pilots.leagues.every((entry: { isPilot: boolean }) => entry.isPilot)).toBe(true);
    expect(all.leagues.find((entry: { compoundId: string }) => entry.compoundId === otherLeague)?.isPilot).toBe(false);
    const step = `wettkampftyp/1/saison/${season}/mandant/${mandant}/mannschaftsart/1`;
    const pilotStep = (await call("GET", `promateur/getPilotWamThree/${step}`, scout.token)).json();
    const ids = pilotStep.competitions.map((entry: { compoundId: string }) => entry.compoundId);
    expect(ids).toContain(league);
    expect(ids).not.toContain(otherLeague);
    const fullStep = (await call("GET", `promateur/getWamThree/${step}`, scout.token)).json();
    expect(fullStep.competitions.length).toBeGreaterThan(ids.length);
    const info = (await call("GET", `promateur/getCompetitionInfo/staffel/${league}`, scout.token)).json();
    expect(info).toMatchObject({ isPilot: true });
    expect(info.matches.map((entry: { matchId?: string; id?: string }) => entry.matchId ?? entry.id)).toContain(match);
    // An unknown id is a 404 naming it, never a 5xx.
    expect((await call("GET", "promateur/getMatchReport/spiel/UNKNOWN", scout.token)).statusCode).toBe(404);
    expect((await call("GET", "promateur/leagues?season=1999", scout.token)).statusCode).toBe(404);
    expect((await call("GET", "promateur/leagues?saison=2627", scout.token)).statusCode).toBe(400);
  });

  it("lets the player withdraw, opt out per league and agree again on the own account", async () => {
    const token = agreed.account!.token;
    const own = (await call("GET", "private/getPromateurConsent", token)).json();
    expect(own).toMatchObject({ playerId: agreed.playerId, ofAge: true, agreed: true, season: { id: season } });
    expect(own.leagues).toContainEqual(
      expect.objectContaining({ competitionId: league, isPilot: true, optedOut: false }),
    );
    const report = () => call("GET", `promateur/getMatchReport/spiel/${match}`, scout.token).then((r) => r.body);

    const optOut = await call(
      "POST",
      "private/updatePromateurConsent",
      token,
      new URLSearchParams([
        ["agree_promateur", "true"],
        ["opt-outs", league],
      ]),
    );
    expect(optOut.statusCode, optOut.body).toBe(200);
    expect(optOut.json().leagues).toContainEqual(expect.objectContaining({ competitionId: league, optedOut: true }));
    expect(await report()).not.toContain(agreed.playerId);
    // The player's own promateur view would tell the opt-out; a scout's does not.
    expect((await call("GET", `promateur/players/${agreed.playerId}/opt-in`, scout.token)).statusCode).toBe(404);

    const withdrawn = await call(
      "POST",
      "private/updatePromateurConsent",
      token,
      new URLSearchParams({ agree_promateur: "false" }),
    );
    expect(withdrawn.json()).toMatchObject({ agreed: false });
    // Opting in again to the league does not bring the player back while the agreement is withdrawn.
    // A form opts in to every league again with one empty value.
    const optIn = await call(
      "POST",
      "private/updatePromateurConsent",
      token,
      new URLSearchParams({ agree_promateur: "false", "opt-outs": "" }),
    );
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect(optIn.json().leagues).toContainEqual(expect.objectContaining({ competitionId: league, optedOut: false }));
    expect(await report()).not.toContain(agreed.playerId);
    const history = await call("GET", `promateur/getPlayerClubHistory?userid=${agreed.playerId}`, scout.token);
    expect(history.statusCode).toBe(404);

    const again = await call(
      "POST",
      "private/updatePromateurConsent",
      token,
      new URLSearchParams({ agree_promateur: "true" }),
    );
    expect(again.json()).toMatchObject({ agreed: true });
    expect(await report()).toContain(agreed.playerId);
  });

  it("refuses a minor's agreement, a league that is not the player's, and accounts without a record", async () => {
    const token = optedOut.account!.token;
    const foreign = await call(
      "POST",
      "private/updatePromateurConsent",
      token,
      new URLSearchParams([
        ["agree_promateur", "true"],
        ["opt-outs", otherLeague],
      ]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: "opt-outs" });
    // The consenting player, named until the record says they are a minor: then named nowhere, whatever the claim said.
    const reportBody = () => call("GET", `promateur/getMatchReport/spiel/${match}`, scout.token).then((r) => r.body);
    expect(await reportBody()).toContain(agreed.playerId);
    await updatePlayer(testApp, agreed.playerId, { dateOfBirth: "2012-03-03" });
    expect(await reportBody()).not.toContain(agreed.playerId);
    const minorToken = agreed.account!.token;
    const minor = await call(
      "POST",
      "private/updatePromateurConsent",
      minorToken,
      new URLSearchParams({ agree_promateur: "true" }),
    );
    expect(minor.statusCode).toBe(403);
    expect(minor.json()).toMatchObject({ reason: "too-young" });
    expect((await call("GET", "private/getPromateurConsent", minorToken)).json()).toMatchObject({ ofAge: false });
    const noRecord = await call("GET", "private/getPromateurConsent", fan.token);
    expect(noRecord.statusCode).toBe(404);
    expect(noRecord.json()).toMatchObject({ reason: "no-profile" });
  });
});
