import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";

const METRICS_TOKEN = "scraper-token-0123456789";
let closed: TestApp;
let open: TestApp;

beforeAll(async () => {
  closed = await createTestApp({ withDemo: false });
  open = await createTestApp({ withDemo: false, environment: { METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: "5" } });
});
afterAll(async () => {
  await closed.close();
  await open.close();
});

const scrape = (testApp: TestApp, headers: Record<string, string> = {}, remoteAddress = "10.2.0.1") =>
  testApp.app.inject({ method: "GET", url: "/metrics", headers, remoteAddress });

describe("metrics", () => {
  it("are not reachable when no METRICS_TOKEN is configured", async () => {
    const response = await scrape(closed);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_request_duration_seconds");
    expect(response.json()).toEqual({ message: "No route GET /metrics", kind: "not-found" });
  });

  it("answer only the configured bearer token", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-0123456789" },
      { authorization: METRICS_TOKEN },
    ];
    for (const headers of attempts) {
      const refused = await scrape(open, headers, "10.2.0.2");
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: "Unauthorized", kind: "unauthorized" });
      expect(refused.body).not.toContain("http_request_duration_seconds");
    }
    await open.app.inject({ method: "GET", url: "/rest/v1/public/getSeasonsAndAssociations" });
    const metrics = await scrape(open, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers["cache-control"]).toBe("no-store");
    expect(metrics.body).toContain('route="/rest/v1/public/getSeasonsAndAssociations"');
  });

  it("count guesses at the token against the rate limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await scrape(open, { authorization: `Bearer guess-${attempt}` }, "10.2.0.3")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
