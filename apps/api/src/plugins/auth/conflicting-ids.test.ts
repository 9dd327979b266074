import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { appointReporter, createMatch, createUser, type TestUser } from "../../../test/factories.js";
import { createClubAdmin, createReportedMatch, type ReportedMatch } from "../../../test/reporting.js";
import { clubReporters, matchEntries, matches, teamAdminRights, teamSeasons, teams } from "../../db/schema/index.js";
import { auditReportingPermissions } from "../../modules/reporting/permission-audit.js";

/*
 * Every route that declares a permission on an object (a match, a club, a team, a competition) is called with that
 * object's id in every place a request can carry it — path, query and body — with conflicting values: the caller's
 * own object in one place and someone else's in another. The permission is checked on the value the handler uses,
 * so no combination writes on the other object, and a second copy of the id is refused by name. A route added later
 * is covered the moment it declares a permission (its sample request below is then required).
 */

const KICKOFF = new Date("2026-11-21T14:30:00Z");

let testApp: TestApp;
let own: ReportedMatch;
let otherMatch: string;
let otherClub: string;
let reporter: TestUser;
let manager: TestUser;
let reporterNickname: string;
/** The team the reporter administers, a team of the other club, and the current season. */
let ownTeam: string;
let otherTeam: string;
let season: string;

interface Operation {
  operationId: string;
  method: string;
  path: string;
  permissions: string[];
}

/** A write's fields with an idempotency key of its own. */
const keyed = (fields: Record<string, string>) => ({ ...fields, "idempotency-key": randomUUID() });

/** A request each operation accepts apart from its object id (which the test places). */
const SAMPLES: Record<string, () => Record<string, string>> = {
  recordMatchPhase: () => keyed({ phase: "first_half" }),
  recordMatchGoal: () => keyed({ team: "home", kind: "goal" }),
  recordMatchCard: () => keyed({ team: "home", "player-id": own.home.players[0]!, card: "yellow" }),
  recordMatchSubstitution: () =>
    keyed({
      team: "home",
      "player-out": own.home.players[0]!,
      "player-in": own.home.players[15] ?? own.home.players[1]!,
    }),
  recordTickerText: () => keyed({ text: "Anpfiff in Kürze" }),
  recordFinalResult: () => keyed({ "home-goals": "1", "guest-goals": "0" }),
  releaseMatchResult: () => keyed({}),
  withdrawMatchResult: () => keyed({}),
  undoMatchEntry: () => keyed({ "entry-id": randomUUID() }),
  getMatchReporting: () => ({}),
  getClubReporters: () => ({}),
  addClubReporter: () => ({ nickname: reporterNickname }),
  removeClubReporter: () => ({ nickname: reporterNickname }),
  setLogLevel: () => ({ name: "api", level: "info" }),
  getTeamAdminInfo: () => ({}),
  publishTeamSquad: () => ({ saison: season, publish: "false" }),
  updateTeamProfileConfig: () => ({ "team-news-visible": "false" }),
  getClubTeamAdmins: () => ({}),
  addTeamAdmin: () => ({ "team-id": ownTeam, nickname: reporterNickname }),
  removeTeamAdmin: () => ({ "team-id": ownTeam, nickname: reporterNickname }),
  uploadTeamImage: () => ({}),
  getTeamSquadPreview: () => ({}),
  deleteTeamImage: () => ({}),
};

/** The id name of each object permission, the caller's own object and someone else's. */
function objectOf(permission: string): { name: string; own: string; other: string } | null {
  if (permission === "matchReporter" || permission === "matchDivisionManager") {
    return { name: "spiel", own: own.matchId, other: otherMatch };
  }
  if (permission === "clubAdmin") return { name: "club-id", own: own.home.clubId, other: otherClub };
  if (permission === "teamAdmin") return { name: "team-id", own: ownTeam, other: otherTeam };
  if (permission === "logLevel") return null;
  throw new Error(`No objects for permission "${permission}": add them to this test`);
}

function operations(): Operation[] {
  const document = testApp.app.swagger() as unknown as {
    paths: Record<string, Record<string, { operationId: string; "x-permissions"?: string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation["x-permissions"]?.length ?? 0) > 0)
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        permissions: operation["x-permissions"]!,
      })),
  );
}

/** The caller who holds the operation's permission on the own object. */
function callerOf(operation: Operation): TestUser {
  return operation.permissions.includes("matchDivisionManager") ? manager : reporter;
}

type Place = "path" | "query" | "body";

/** A request with the object id in the given places (each with its value), the rest of the sample beside it. */
function send(operation: Operation, name: string, ids: Partial<Record<Place, string>>) {
  const fields = SAMPLES[operation.operationId]!();
  const url = operation.path
    .replace(`{${name}}`, encodeURIComponent(ids.path ?? ""))
    .replace("{saison}", encodeURIComponent(season));
  const query = ids.query === undefined ? "" : `?${new URLSearchParams({ [name]: ids.query })}`;
  const body = new URLSearchParams({ ...fields, ...(ids.body === undefined ? {} : { [name]: ids.body }) });
  const isGet = operation.method === "GET";
  const caller = callerOf(operation);
  return testApp.app.inject({
    method: operation.method as "GET",
    url: `${url}${query}`,
    headers: {
      authorization: `Bearer ${caller.token}`,
      ...(isGet ? {} : { "content-type": "application/x-www-form-urlencoded" }),
    },
    ...(isGet ? {} : { payload: body.toString() }),
  });
}

/** What an answer could have changed on the other objects: their entries, their result, their reporters. */
async function otherObjectsState() {
  return {
    entries: await testApp.db
      .select({ id: matchEntries.id })
      .from(matchEntries)
      .where(eq(matchEntries.matchId, otherMatch))
      .orderBy(asc(matchEntries.id)),
    match: await testApp.db
      .select({ status: matches.status, homeGoals: matches.homeGoals, guestGoals: matches.guestGoals })
      .from(matches)
      .where(eq(matches.id, otherMatch)),
    reporters: await testApp.db
      .select({ userId: clubReporters.userId })
      .from(clubReporters)
      .where(eq(clubReporters.clubId, otherClub))
      .orderBy(asc(clubReporters.userId)),
    teamAdmins: await testApp.db
      .select({ userId: teamAdminRights.userId, teamId: teamAdminRights.teamId })
      .from(teamAdminRights)
      .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
      .where(eq(teams.clubId, otherClub))
      .orderBy(asc(teamAdminRights.teamId), asc(teamAdminRights.userId)),
    teamSeasons: await testApp.db
      .select({ isSquadPublic: teamSeasons.isSquadPublic, profileConfig: teamSeasons.profileConfig })
      .from(teamSeasons)
      .where(eq(teamSeasons.teamId, otherTeam))
      .orderBy(asc(teamSeasons.id)),
  };
}

beforeAll(async () => {
  testApp = await createTestApp({
    clock: () => new Date(KICKOFF.getTime() - 10 * 60_000),
    // A route beside the catalogue (hidden from the document) whose id stands in the path and whose body takes
    // fields it does not list: the one shape where only the permission check itself can refuse a second copy.
    beforeReady: (app) => {
      app.post(
        "/rest/v1/private/probeClub/club-id/:clubId",
        {
          schema: { body: { type: "object", properties: { note: { type: "string" } } } },
          config: { tier: "private", permissions: ["clubAdmin"], pathParamNames: { clubId: "club-id" } },
        },
        async (request) => ({ clubId: (request.params as { clubId: string }).clubId }),
      );
    },
  });
  own = await createReportedMatch(testApp, KICKOFF);
  // Another match on the same day in another competition, between clubs the callers have nothing to do with.
  const competition = await testApp.one<{ id: string }>(
    `select c.id from competitions c join seasons s on s.id = c.season_id and s.is_current
      where c.has_table and c.id <> $1
        and not exists (select 1 from competition_teams ct join team_seasons ts on ts.id = ct.team_season_id
                          join teams t on t.id = ts.team_id where ct.competition_id = c.id and t.club_id in ($2, $3))
      order by c.id limit 1`,
    [own.competitionId, own.home.clubId, own.guest.clubId],
  );
  otherMatch = await createMatch(testApp, competition.id, { status: "scheduled" }, { kickoffAt: KICKOFF });
  otherClub = (
    await testApp.one<{ id: string }>("select id from clubs where id not in ($1, $2) order by id limit 1", [
      own.home.clubId,
      own.guest.clubId,
    ])
  ).id;
  reporter = await createClubAdmin(testApp, own.home.clubId);
  manager = await createUser(testApp, "divisionManager", { competitionId: own.competitionId });
  const fan = await createUser(testApp, "fan");
  reporterNickname = fan.nickname;
  ownTeam = (
    await testApp.one<{ team_id: string }>("select team_id from team_admin_rights where user_id = $1", [reporter.id])
  ).team_id;
  otherTeam = (
    await testApp.one<{ id: string }>(
      `select t.id from teams t where t.club_id = $1
         and exists (select 1 from team_seasons ts join seasons s on s.id = ts.season_id and s.is_current
                      where ts.team_id = t.id)
       order by t.id limit 1`,
      [otherClub],
    )
  ).id;
  season = (await testApp.one<{ id: string }>("select id from seasons where is_current")).id;
});
afterAll(() => testApp.close());

describe("an object id in conflicting places", () => {
  it("covers every route that declares a permission on an object, each with a sample request", () => {
    const covered = operations().filter((operation) => operation.permissions.some((name) => name !== "logLevel"));
    expect(covered.map((operation) => operation.operationId).sort()).toEqual(
      expect.arrayContaining(["addClubReporter", "recordTickerText", "releaseMatchResult", "removeClubReporter"]),
    );
    expect(covered.filter((operation) => !SAMPLES[operation.operationId]).map((o) => o.operationId)).toEqual([]);
  });

  it("lets the caller act on their own object when the id is in its one place", async () => {
    const byId = new Map(operations().map((operation) => [operation.operationId, operation]));
    for (const operationId of ["recordTickerText", "getMatchReporting", "addClubReporter", "getClubReporters"]) {
      const operation = byId.get(operationId)!;
      const object = objectOf(operation.permissions[0]!)!;
      const place: Place = operation.path.includes(`{${object.name}}`) ? "path" : "body";
      const answer = await send(operation, object.name, { [place]: object.own });
      expect(answer.statusCode, `${operationId}: ${answer.body}`).toBe(200);
    }
  });

  it("never acts on another object, whichever place holds which id, and refuses a second copy by name", async () => {
    const before = await otherObjectsState();
    const failures: string[] = [];
    for (const operation of operations()) {
      const object = operation.permissions.map(objectOf).find((found) => found !== null);
      if (!object) continue;
      const declared: Place = operation.path.includes(`{${object.name}}`) ? "path" : "body";
      // A GET carries no body: its id can stand in the path and the query; a POST's in the body and the query.
      for (const other of ["query"] as const) {
        // The other object where the handler reads it, the caller's own beside it (the shape of the finding).
        const smuggled = await send(operation, object.name, { [declared]: object.other, [other]: object.own });
        if (smuggled.statusCode < 400 || smuggled.statusCode >= 500) {
          failures.push(`${operation.operationId} other in ${declared}, own in ${other}: ${smuggled.statusCode}`);
        }
        // The own object where the handler reads it, another one beside it: refused, the extra id named.
        const doubled = await send(operation, object.name, { [declared]: object.own, [other]: object.other });
        if (doubled.statusCode !== 400 || !doubled.json().message.includes(`"${object.name}"`)) {
          failures.push(`${operation.operationId} own in ${declared}, other in ${other}: ${doubled.statusCode}`);
        }
      }
      // The other object alone, in its one place: the plain refusal.
      const direct = await send(operation, object.name, { [declared]: object.other });
      if (direct.statusCode !== 403) failures.push(`${operation.operationId} other alone: ${direct.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await otherObjectsState()).toEqual(before);
  });

  it("refuses the id in the body of a route that reads it from the path, whatever its value", async () => {
    const probe = (pathId: string, body: Record<string, string>) =>
      testApp.app.inject({
        method: "POST",
        url: `/rest/v1/private/probeClub/club-id/${pathId}`,
        headers: { authorization: `Bearer ${reporter.token}` },
        payload: body,
      });
    const alone = await probe(own.home.clubId, { note: "x" });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toEqual({ clubId: own.home.clubId });
    for (const [pathId, bodyId] of [
      [own.home.clubId, otherClub],
      [otherClub, own.home.clubId],
      [own.home.clubId, own.home.clubId],
    ] as const) {
      const answer = await probe(pathId, { "club-id": bodyId });
      expect(answer.statusCode, `${pathId} / ${bodyId}`).toBe(400);
      expect(answer.json().message).toBe('Unknown field "club-id": the id belongs in the path parameter "club-id"');
    }
  });

  it("refuses a query parameter on a route that declares none, by name", async () => {
    const answer = await testApp.app.inject({
      method: "POST",
      url: `/rest/v1/private/recordTickerText?spiel=${own.matchId}`,
      headers: { authorization: `Bearer ${reporter.token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ spiel: own.matchId, text: "Doppelt", "idempotency-key": randomUUID() }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Unknown query parameter "spiel"');
  });

  it("stops the start of a route that declares a permission without its id, or its id in two places", async () => {
    const missing = await createTestApp({
      withDemo: false,
      beforeReady: (app) => {
        app.post("/rest/v1/private/probeNoId", { config: { tier: "private", permissions: ["clubAdmin"] } }, () => ({}));
      },
    }).catch((error: Error) => error);
    expect((missing as Error).message).toMatch(/declares permission "clubAdmin" but none of its parameters/);
    const twice = await createTestApp({
      withDemo: false,
      beforeReady: (app) => {
        app.post(
          "/rest/v1/private/probeTwice/spiel/:spiel",
          {
            schema: { body: { type: "object", properties: { spiel: { type: "string" } } } },
            config: { tier: "private", permissions: ["matchReporter"] },
          },
          () => ({}),
        );
      },
    }).catch((error: Error) => error);
    expect((twice as Error).message).toMatch(/in more than one place \(params\.spiel, body\.spiel\)/);
  });
});

describe("the audit of stored reporters' writes", () => {
  it("finds entries and club reporters whose author had no right, and none of the rightful ones", async () => {
    const clean = await auditReportingPermissions(testApp.database.handle.db);
    expect(clean.entries.unauthorized).toEqual([]);
    expect(clean.clubReporters.unauthorized).toEqual([]);
    expect(clean.entries.checked - clean.entries.withoutAuthor).toBeGreaterThan(0);
    // Rows as the hole wrote them: a reporter of one match on another, a club admin naming a reporter elsewhere.
    await testApp.db.insert(matchEntries).values({
      id: randomUUID(),
      matchId: otherMatch,
      userId: reporter.id,
      idempotencyKey: "audit-probe-key",
      kind: "text",
      details: { text: "x" },
      createdAt: sql`now()`,
      answer: {},
    });
    await appointReporter(testApp, { clubId: otherClub, userId: manager.id, namedBy: reporter.id });
    const found = await auditReportingPermissions(testApp.database.handle.db);
    expect(found.entries.unauthorized).toMatchObject([{ matchId: otherMatch, userId: reporter.id, kind: "text" }]);
    expect(found.clubReporters.unauthorized).toMatchObject([
      { clubId: otherClub, userId: manager.id, namedBy: reporter.id },
    ]);
  });
});
