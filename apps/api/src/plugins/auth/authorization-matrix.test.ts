import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { demoUserId } from "../../../test/users.js";
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
}

function operations(): Operation[] {
  const document = testApp.app.swagger() as unknown as {
    paths: Record<string, Record<string, { "x-tier": AccessTier; "x-permissions"?: string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tier: operation["x-tier"],
      permissions: (operation["x-permissions"]?.length ?? 0) > 0,
    })),
  );
}

function headersOf(caller: Caller): Record<string, string> {
  if (caller === "clientKey") return { "x-api-key": TEST_CLIENT_KEY };
  if (caller === "user") return { authorization: `Bearer ${fanToken}` };
  if (caller === "promateur") return { authorization: `Bearer ${promateurToken}` };
  return {};
}

function verdictOf(status: number): Verdict {
  if (status === 401) return "refused:401";
  if (status === 403) return "refused:403";
  return "allowed";
}

beforeAll(async () => {
  testApp = await createTestApp();
  fanToken = await testApp.tokens.sign({ sub: await demoUserId(testApp, "fan@spielfeld.example") });
  promateurToken = await testApp.tokens.sign({ sub: await demoUserId(testApp, "promateur@spielfeld.example") });
});
afterAll(() => testApp.close());

describe("authorization matrix", () => {
  it("every operation answers each kind of caller as its tier declares", async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    for (const operation of all) {
      const url = operation.path.replace(/\{[^}]+\}/g, "PLACEHOLDER1");
      for (const caller of ["anonymous", "clientKey", "user", "promateur"] as const) {
        const response = await testApp.app.inject({
          method: operation.method as "GET",
          url,
          headers: headersOf(caller),
          ...(operation.method === "GET" ? {} : { payload: {} }),
        });
        const expected = EXPECTED[operation.tier][caller];
        const actual = verdictOf(response.statusCode);
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
    const response = await testApp.app.inject({
      method: "POST",
      url: "/rest/v1/private/setLogLevel",
      headers: { authorization: `Bearer ${fanToken}` },
      payload: { name: "api", level: "info" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/logLevel/);
  });
});
