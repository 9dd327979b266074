import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { signIn } from "../../../test/factories.js";
import { demoUserId } from "../../../test/users.js";
import { createTokenService, generateSigningKey } from "./token-service.js";

let testApp: TestApp;
let fanToken: string;
let promateurToken: string;

beforeAll(async () => {
  testApp = await createTestApp({
    beforeReady: (app) => {
      for (const tier of ["public", "protected", "private", "promateur"] as const) {
        app.get(`/tier/${tier}`, { config: { tier } }, async (request) => ({ tier, user: request.user?.id ?? null }));
      }
    },
  });
  fanToken = await signIn(testApp, await demoUserId(testApp, "fan@spielfeld.example"));
  promateurToken = await signIn(testApp, await demoUserId(testApp, "promateur@spielfeld.example"));
});
afterAll(() => testApp.close());

const call = (tier: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url: `/tier/${tier}`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("access tiers", () => {
  it("lets anyone call a public route", async () => {
    expect((await call("public")).statusCode).toBe(200);
  });

  it("asks protected routes for a client key or a user token", async () => {
    const anonymous = await call("protected");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/client key/);
    expect((await call("protected", { "x-api-key": "wrong-key" })).statusCode).toBe(401);
    expect((await call("protected", { "x-api-key": TEST_CLIENT_KEY })).statusCode).toBe(200);
    expect((await call("protected", bearer(fanToken))).statusCode).toBe(200);
  });

  it("asks private routes for a user token; a client key is not enough", async () => {
    expect((await call("private", { "x-api-key": TEST_CLIENT_KEY })).statusCode).toBe(401);
    const response = await call("private", bearer(fanToken));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBe(await demoUserId(testApp, "fan@spielfeld.example"));
  });

  it("opens promateur routes only to accounts with the feature", async () => {
    expect((await call("promateur")).statusCode).toBe(401);
    const refused = await call("promateur", bearer(fanToken));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "This call is restricted to promateur accounts", kind: "forbidden" });
    expect((await call("promateur", bearer(promateurToken))).statusCode).toBe(200);
  });

  it("rejects expired, forged, wrongly addressed and malformed tokens", async () => {
    const subject = await demoUserId(testApp, "fan@spielfeld.example");
    const expired = await signIn(testApp, subject, { expiresInSeconds: -10 });
    const otherKey = await createTokenService(await generateSigningKey(), testApp.config.jwt);
    const forged = await otherKey.sign({ sub: subject });
    const wrongAudience = await signIn(testApp, subject, { audience: "another-api" });
    for (const token of [expired, forged, wrongAudience, `${fanToken.slice(0, -4)}AAAA`]) {
      const response = await call("private", bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="spielfeld"');
      expect(response.json()).toEqual({ message: "Invalid or expired token", kind: "unauthorized" });
    }
    expect((await call("private", { authorization: "Basic abc" })).statusCode).toBe(401);
  });

  it("treats a validly signed token for no known user like any invalid token", async () => {
    const deleted = await demoUserId(testApp, "spieler@spielfeld.example");
    // A session of the account, begun before it was deleted.
    const deletedToken = await signIn(testApp, deleted);
    await testApp.query("update users set deleted_at = now() where id = $1", [deleted]);
    const subjects = ["not-a-user-id", "1e400", "a\u0000b", "00000000-0000-4000-8000-000000000000", deleted];
    for (const subject of subjects) {
      const token =
        subject === deleted ? deletedToken : await testApp.tokens.sign({ sub: subject, sid: crypto.randomUUID() });
      for (const tier of ["protected", "private", "promateur"]) {
        const response = await call(tier, bearer(token));
        expect(response.statusCode, `${tier} ${subject}`).toBe(401);
        expect(response.json()).toEqual({ message: "Invalid or expired token", kind: "unauthorized" });
      }
      const open = await call("public", bearer(token));
      expect(open.json()).toEqual({ tier: "public", user: null });
      const promateur = await testApp.app.inject({
        method: "GET",
        url: "/rest/v1/public/checkPromateurFeature",
        headers: bearer(token),
      });
      expect(promateur.statusCode).toBe(200);
      expect(promateur.json()).toEqual({ enabled: false });
    }
  });

  it("publishes the keys that verify its tokens", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json() as { keys: { kty: string; alg: string; d?: string }[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "EC", alg: "ES256" });
    expect(keys[0]!.d).toBeUndefined();
  });
});
