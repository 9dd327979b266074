import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";

/* The client's address, which rate limits count by, comes from X-Forwarded-For only when a configured proxy sent it. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    withDemo: false,
    environment: { TRUST_PROXY: "10.0.0.1", RATE_LIMIT_PER_MINUTE: "50" },
  });
});
afterAll(() => testApp.close());

async function remainingFor(remoteAddress: string, forwardedFor: string): Promise<number> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/rest/v1/public/checkPromateurFeature",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  });
  return Number(response.headers["x-ratelimit-remaining"]);
}

describe("forwarded client addresses", () => {
  it("counts a trusted proxy's forwarded address, and an untrusted caller by its own address", async () => {
    // Two visitors behind the trusted proxy get buckets of their own …
    expect(await remainingFor("10.0.0.1", "203.0.113.5")).toBe(49);
    expect(await remainingFor("10.0.0.1", "203.0.113.5")).toBe(48);
    expect(await remainingFor("10.0.0.1", "203.0.113.6")).toBe(49);
    // … while a caller elsewhere cannot pick a bucket by naming an address: it is counted as itself.
    expect(await remainingFor("198.51.100.7", "203.0.113.5")).toBe(49);
    expect(await remainingFor("198.51.100.7", "203.0.113.99")).toBe(48);
  });
});
