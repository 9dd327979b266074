import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createMatch, createUser } from "../../../test/factories.js";
import { WIRE_KINDS } from "../errors.js";
import type { AccessTier } from "./permissions.js";

/*
 * The authorization matrix: every operation of the OpenAPI document, called with no credentials, a client key,
 * a user token and a promateur token, answers as its declared tier says. A route added later is covered the
 * moment it is in the document. Parameters are placeholders: what counts is whether access was refused (401 or
 * 403) or let through to validation and the handler (anything else).
 */

let testApp: TestApp;
let fanToken: string;
let promateurToken: string;

type Caller = "anonymous" | "clientKey" | "user" | "promateur";
type Verdict = "refused:401" | "refused:403" | "allowed";

/** What each tier answers each caller. */
const EXPECTED: Record<AccessTier, Record<Caller, Verdict>> = {
  public: { anonymous: "allowed", clientKey: "allowed", user: "allowed", promateur: "allowed" },
  protected: { anonymous: "refused:401", clientKey: "allowed", user: "allowed", promateur: "allowed" },
  private: { anonymous: "refused:401", clientKey: "refused:401", user: "allowed", promateur: "allowed" },
  promateur: { anonymous: "refused:401", clientKey: "refused:401", user: "refused:403", promateur: "allowed" },
};

interface Operation {
  method: string;
  path: string;
  tier: AccessTier;
  permissions: boolean;
  /** A stream a caller it lets through keeps open; only its refusals are asked here. */
  isEventStream: boolean;
}

function operations(): Operation[] {
  const document = testApp.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          "x-tier": AccessTier;
          "x-permissions"?: string[];
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tier: operation["x-tier"],
      permissions: (operation["x-permissions"]?.length ?? 0) > 0,
      isEventStream: Boolean(operation.responses?.["200"]?.content?.["text/event-stream"]),
    })),
  );
}

function headersOf(caller: Caller): Record<string, string> {
  if (caller === "clientKey") return { "x-api-key": TEST_CLIENT_KEY };
  if (caller === "user") return { authorization: `Bearer ${fanToken}` };
  if (caller === "promateur") return { authorization: `Bearer ${promateurToken}` };
  return {};
}

/** Operations that end the caller's account: each signed-in call gets an account of its own. */
const ENDS_ACCOUNT = new Set(["/rest/v1/private/deleteAccount"]);

async function headersFor(operation: Operation, caller: Caller): Promise<Record<string, string>> {
  if (!ENDS_ACCOUNT.has(operation.path) || (caller !== "user" && caller !== "promateur")) return headersOf(caller);
  const { token } = await createUser(testApp, caller === "user" ? "fan" : "promateur");
  return { authorization: `Bearer ${token}` };
}

function verdictOf(status: number): Verdict {
  if (status === 401) return "refused:401";
  if (status === 403) return "refused:403";
  return "allowed";
}

beforeAll(async () => {
  // Two routes that declare permissions, beside the catalogue (hidden from the document, which lists tagged routes).
  testApp = await createTestApp({
    beforeReady: (app) => {
      app.get(
        "/rest/v1/private/probeTeam/team-id/:teamId",
        { config: { tier: "private", permissions: ["teamAdmin"] } },
        async (request) => ({ caller: request.user.id }),
      );
      app.get(
        "/rest/v1/private/probeCompetition/staffel/:staffel",
        { config: { tier: "private", permissions: ["divisionManager"] } },
        async (request) => ({ caller: request.user.id }),
      );
    },
  });
  fanToken = (await createUser(testApp, "fan")).token;
  promateurToken = (await createUser(testApp, "promateur")).token;
});
afterAll(() => testApp.close());

describe("authorization matrix", () => {
  it("every operation answers each kind of caller as its tier declares", async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    const unreadable: string[] = [];
    for (const operation of all) {
      const url = operation.path.replace(/\{[^}]+\}/g, "PLACEHOLDER1");
      for (const caller of ["anonymous", "clientKey", "user", "promateur"] as const) {
        if (operation.isEventStream && EXPECTED[operation.tier][caller] === "allowed") continue;
        const response = await testApp.app.inject({
          method: operation.method as "GET",
          url,
          headers: await headersFor(operation, caller),
          ...(operation.method === "GET" ? {} : { payload: {} }),
        });
        const expected = EXPECTED[operation.tier][caller];
        const actual = verdictOf(response.statusCode);
        // Every refusal speaks the error contract a program reads: a closed kind, and a field where it names one.
        if (response.statusCode >= 400) {
          const body = response.json() as { message?: unknown; kind?: unknown; field?: unknown };
          const isReadable =
            typeof body.message === "string" &&
            (WIRE_KINDS as readonly unknown[]).includes(body.kind) &&
            (body.field === undefined || typeof body.field === "string");
          if (!isReadable) unreadable.push(`${operation.method} ${operation.path} as ${caller}: ${response.body}`);
        }
        // A route declaring permissions may still refuse a signed-in caller who lacks them (403).
        const lacksPermission = operation.permissions && expected === "allowed" && actual === "refused:403";
        if (actual !== expected && !lacksPermission) {
          mismatches.push(
            `${operation.method} ${operation.path} as ${caller}: ${response.statusCode}, expected ${expected}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(unreadable).toEqual([]);
  });

  it("refuses a route whose tier cannot be determined at start", async () => {
    const probe = await createTestApp({
      withDemo: false,
      beforeReady: (app) => {
        app.get("/v1/nowhere/undeclared", async () => ({ reached: true }));
      },
    }).catch((error: Error) => error);
    expect(probe).toBeInstanceOf(Error);
    expect((probe as Error).message).toMatch(/no access tier/);
  });

  it("refuses a signed-in route that does not declare its tier, so every such handler sees the user typed", async () => {
    const probe = await createTestApp({
      withDemo: false,
      beforeReady: (app) => {
        app.get("/v1/promateur/undeclared", async () => ({ reached: true }));
      },
    }).catch((error: Error) => error);
    expect(probe).toBeInstanceOf(Error);
    expect((probe as Error).message).toMatch(/declare config: \{ tier: "promateur" \}/);
  });

  it("refuses a declared tier that contradicts the path", async () => {
    const probe = await createTestApp({
      withDemo: false,
      beforeReady: (app) => {
        app.get("/v1/public/contradiction", { config: { tier: "private" } }, async () => ({ reached: true }));
      },
    }).catch((error: Error) => error);
    expect((probe as Error).message).toMatch(/path says "public"/);
  });

  it("checks declared permissions: setLogLevel needs the log-level feature", async () => {
    const setLogLevel = (token: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/rest/v1/private/setLogLevel",
        headers: { authorization: `Bearer ${token}` },
        payload: { name: "api", level: "info" },
      });
    const refused = await setLogLevel(fanToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/logLevel/);
    expect((await setLogLevel((await createUser(testApp, "operator")).token)).statusCode).toBe(200);
  });

  it("checks team admin and division manager permissions against the object in the request", async () => {
    const [first, second] = await testApp.query<{ competition_id: string; team_id: string; team_season_id: string }>(
      `select c.id as competition_id, ts.team_id, ts.id as team_season_id from competitions c
         join seasons s on s.id = c.season_id join competition_teams ct on ct.competition_id = c.id
         join team_seasons ts on ts.id = ct.team_season_id
        where s.is_current and c.has_table order by c.id desc, ts.id limit 2 offset 0`,
    );
    const otherCompetition = await testApp.one<{ id: string }>(
      "select id from competitions where id <> $1 order by id limit 1",
      [first!.competition_id],
    );
    const admin = await createUser(testApp, "teamAdmin", { teamId: first!.team_id });
    const manager = await createUser(testApp, "divisionManager", { competitionId: first!.competition_id });
    const status = async (url: string, token: string) =>
      (await testApp.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } })).statusCode;
    const team = (id: string) => `/rest/v1/private/probeTeam/team-id/${id}`;
    const competition = (id: string) => `/rest/v1/private/probeCompetition/staffel/${id}`;
    // The team admin's own team, by permanent or season id; not another team, and not for a fan.
    expect(await status(team(first!.team_id), admin.token)).toBe(200);
    expect(await status(team(first!.team_season_id), admin.token)).toBe(200);
    expect(await status(team(second!.team_id), admin.token)).toBe(403);
    expect(await status(team(first!.team_id), fanToken)).toBe(403);
    // The division manager's own competition only.
    expect(await status(competition(first!.competition_id), manager.token)).toBe(200);
    expect(await status(competition(otherCompetition.id), manager.token)).toBe(403);
    expect(await status(competition(first!.competition_id), admin.token)).toBe(403);
  });

  it("a match made for a test is read like any other", async () => {
    const competitionId = (
      await testApp.one<{ id: string }>(
        "select c.id from competitions c join seasons s on s.id = c.season_id where s.is_current and c.has_table order by c.id limit 1",
      )
    ).id;
    const matchId = await createMatch(testApp, competitionId, { status: "finished", homeGoals: 3, guestGoals: 1 });
    const match = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getMatchById1/spiel/${matchId}`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    expect(match.statusCode).toBe(200);
    expect(match.json()).toMatchObject({ id: matchId, homeGoals: 3, guestGoals: 1, result: { text: "3:1" } });
  });
});
