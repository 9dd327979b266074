import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";

/* Load shedding: an instance whose event loop falls behind answers 503 with Retry-After until it catches up. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { LOAD_SHED_EVENT_LOOP_DELAY_MS: "100" } });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: "GET", url });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy, as a flood of requests would. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe("load shedding", () => {
  it("answers 503 with Retry-After while the event loop lags, keeps /health, and recovers", async () => {
    const url = "/rest/v1/public/getPostalCodeCompletions/plz/80";
    await wait(600);
    expect((await get(url)).statusCode).toBe(200);
    // A loop that keeps falling behind, as under a flood of requests (a single pause is averaged away).
    for (let i = 0; i < 8; i += 1) {
      block(150);
      await wait(1);
    }
    const shed = await get(url);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("5");
    expect(shed.json().message).toContain("busy");
    expect((await get("/health")).statusCode).toBe(200);
    await wait(1200);
    expect((await get(url)).statusCode).toBe(200);
  });
});
