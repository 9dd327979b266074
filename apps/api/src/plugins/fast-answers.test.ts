import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../test/app.js";
import { createUser } from "../../test/factories.js";

/*
 * The fast path over real HTTP: a fresh cached answer is sent before Fastify routes the request, with the same
 * status, body and headers the ordinary way gives it, and the same protections: the rate limit (counted together
 * with the ordinary way), the tier's access check, CORS and conditional GETs.
 */

let testApp: TestApp;
let baseUrl: string;
const SEASONS = "/rest/v1/public/getSeasonsAndAssociations";

beforeAll(async () => {
  testApp = await createTestApp({
    environment: {
      RESPONSE_CACHE_SECONDS: "60",
      RATE_LIMIT_PER_MINUTE: "12",
      CORS_ORIGINS: "https://verein.example",
      METRICS_TOKEN: "metrics-token-0123456789",
    },
  });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const address = testApp.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => testApp.close());

/** The headers that differ per answer whichever way it goes. */
const VARYING = new Set([
  "date",
  "x-request-id",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "x-response-cache",
  "connection",
  "keep-alive",
]);
const stable = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !VARYING.has(name)));

describe("fast answers", () => {
  it("send a fresh cached answer with the body and headers the ordinary way sends", async () => {
    const computed = await fetch(`${baseUrl}${SEASONS}`);
    expect(computed.headers.get("x-response-cache")).toBeNull();
    const fast = await fetch(`${baseUrl}${SEASONS}`);
    expect(fast.status).toBe(200);
    expect(fast.headers.get("x-response-cache")).toBe("hit-fast");
    expect(await fast.text()).toBe(await computed.text());
    expect(stable(fast.headers)).toEqual(stable(computed.headers));
    expect(fast.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers.get("content-security-policy")).toContain("default-src 'none'");
    const unchanged = await fetch(`${baseUrl}${SEASONS}`, { headers: { "if-none-match": fast.headers.get("etag")! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
  });

  it("keep CORS: an allowed origin is named, another goes the ordinary way and is not", async () => {
    const allowed = await fetch(`${baseUrl}${SEASONS}`, { headers: { origin: "https://verein.example" } });
    expect(allowed.headers.get("x-response-cache")).toBe("hit-fast");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://verein.example");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const other = await fetch(`${baseUrl}${SEASONS}`, { headers: { origin: "https://fremd.example" } });
    expect(other.headers.get("x-response-cache")).not.toBe("hit-fast");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    // Credentials only ever beside an allowed origin, on either path.
    expect(other.headers.get("access-control-allow-credentials")).toBeNull();
    const none = await fetch(`${baseUrl}${SEASONS}`);
    expect(none.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await fetch(`${baseUrl}${SEASONS}`, {
      method: "OPTIONS",
      headers: { origin: "https://fremd.example", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("keep the tier: a protected answer only for a registered client key, never for a user token", async () => {
    const match = await testApp.one<{ id: string }>("select id from matches where status = 'finished' limit 1");
    const url = `${baseUrl}/rest/v1/protected/getMatchById1/spiel/${match.id}`;
    const headers = { "x-api-key": TEST_CLIENT_KEY };
    await fetch(url, { headers });
    expect((await fetch(url, { headers })).headers.get("x-response-cache")).toBe("hit-fast");
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { "x-api-key": "guessed-key-0000000000" } })).status).toBe(401);
    const fan = await createUser(testApp, "fan");
    const withToken = await fetch(url, { headers: { authorization: `Bearer ${fan.token}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get("x-response-cache")).toBeNull();
  });

  it("count against the same rate limit as the ordinary way, and are counted in the metrics", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push((await fetch(`${baseUrl}${SEASONS}`)).status);
    expect(statuses).toContain(429);
    const limited = await fetch(`${baseUrl}${SEASONS}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const metrics = await testApp.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer metrics-token-0123456789" },
      remoteAddress: "10.20.30.40",
    });
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/rest\/v1\/public\/getSeasonsAndAssociations",status="200"\} \d+/,
    );
  });
});
