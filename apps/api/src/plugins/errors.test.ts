import { connect } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../test/app.js";
import { redactUrl } from "../app.js";
import { ApiError, errorLogFields } from "./errors.js";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    withDemo: false,
    environment: { RATE_LIMIT_PER_MINUTE: "20", BODY_LIMIT_BYTES: "1024" },
    beforeReady: (app) => {
      const config = { tier: "public" } as const;
      app.get("/boom", { config }, async () => {
        throw new Error("connection string postgres://secret@db leaked");
      });
      app.get("/busy", { config }, async () => {
        // What pg-pool throws when no connection frees up in time, as Drizzle passes it on.
        throw new DrizzleQueryError("select 1", [], new Error("timeout exceeded when trying to connect"));
      });
      app.get("/taken", { config }, async () => {
        throw new ApiError("conflict", "Nickname already taken", { code: 17 });
      });
      app.post(
        "/echo",
        {
          config,
          schema: {
            body: {
              type: "object",
              required: ["name"],
              properties: { name: { type: "string", maxLength: 20 } },
              additionalProperties: false,
            },
          },
        },
        async (request) => request.body,
      );
      app.post(
        "/count",
        {
          config,
          schema: {
            body: {
              type: "object",
              required: ["count"],
              properties: { count: { type: "integer", minimum: 1, maximum: 10 } },
            },
          },
        },
        async (request) => request.body,
      );
    },
  });
});
afterAll(() => testApp.close());

let clients = 0;
/** A request from an address of its own, so a test's many probes stay clear of the low rate limit set here. */
function asNewClient(options: InjectOptions) {
  clients += 1;
  return testApp.app.inject({ ...options, remoteAddress: `10.9.${clients >> 8}.${clients & 255}` });
}

describe("error contract", () => {
  it("answers a bad path parameter with a 400 that names it", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/rest/v1/public/getPostalCodeCompletions/plz/abc",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid path parameter "plz": must match pattern "^[0-9]{1,5}$"',
      kind: "invalid-parameter",
      field: "plz",
    });
  });

  it("names a missing field, an unknown field and a bad query parameter", async () => {
    const missing = await testApp.app.inject({ method: "POST", url: "/echo", payload: {} });
    expect(missing.json()).toEqual({
      message: "Invalid field \"name\": must have required property 'name'",
      kind: "missing-parameter",
      field: "name",
    });
    const unknown = await testApp.app.inject({ method: "POST", url: "/echo", payload: { name: "a", admin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown field "admin"', kind: "unknown-parameter", field: "admin" });
    const query = await testApp.app.inject({
      method: "GET",
      url: "/rest/v1/public/checkAppVersion/app-type/ios/app-version/1.0.0?app-release-type=nightly",
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^Invalid query parameter "app-release-type"/);
  });

  it("refuses numbers that are not finite in path, query and body with a 400 that names the parameter", async () => {
    for (const value of ["Infinity", "-Infinity", "1e400", "-1e400", "%2BInfinity"]) {
      const query = await asNewClient({
        method: "GET",
        url: `/rest/v1/public/getHomepageNewsListArticles1?max=${value}`,
      });
      expect(query.statusCode, value).toBe(400);
      expect(query.json()).toEqual({
        message: 'Invalid query parameter "max": must be a finite number',
        kind: "invalid-parameter",
        field: "max",
      });
      const path = await asNewClient({
        method: "GET",
        url: `/rest/v1/public/getWamTwo/wettkampftyp/${value}/saison/2627/mandant/BAFV`,
      });
      expect(path.statusCode, value).toBe(400);
      expect(path.json()).toEqual({
        message: 'Invalid path parameter "wettkampftyp": must be a finite number',
        kind: "invalid-parameter",
        field: "wettkampftyp",
      });
      const form = await asNewClient({
        method: "POST",
        url: "/count",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `count=${value}`,
      });
      expect(form.statusCode, value).toBe(400);
      expect(form.json()).toEqual({
        message: 'Invalid field "count": must be a finite number',
        kind: "invalid-parameter",
        field: "count",
      });
    }
    const json = await asNewClient({
      method: "POST",
      url: "/count",
      headers: { "content-type": "application/json" },
      payload: '{"count":1e400}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/^Invalid field "count": must be (integer|a finite number)$/);
    const bounds = await asNewClient({
      method: "GET",
      url: "/rest/v1/public/getHomepageNewsListArticles1?max=1e21",
    });
    expect(bounds.json()).toEqual({
      message: 'Invalid query parameter "max": must be <= 100',
      kind: "invalid-parameter",
      field: "max",
    });
  });

  it("refuses control characters in text parameters with a 400 that names the parameter", async () => {
    // C0, DEL, C1 (NEL), the line and paragraph separators, a bidirectional override and an isolate.
    const invisible = ["%C2%85", "a%E2%80%A8b", "%E2%80%A9", "x%E2%80%AEy", "%E2%81%A6z"];
    for (const value of ["%00", "a%00b", "%01", "a%1Fb", "%7F", "a%0Ab", ...invisible]) {
      const path = await asNewClient({ method: "GET", url: `/rest/sitemap_clubs/association/${value}` });
      expect(path.statusCode, value).toBe(400);
      expect(path.json()).toEqual({
        message: 'Invalid path parameter "association": must not contain control characters',
        kind: "invalid-parameter",
        field: "association",
      });
      const query = await asNewClient({
        method: "GET",
        url: `/rest/v1/public/getHomepageNewsListArticles1?category=${value}`,
      });
      expect(query.statusCode, value).toBe(400);
      expect(query.json()).toEqual({
        message: 'Invalid query parameter "category": must not contain control characters',
        kind: "invalid-parameter",
        field: "category",
      });
    }
    const body = await asNewClient({ method: "POST", url: "/echo", payload: { name: "a\u0000b" } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      message: 'Invalid field "name": must not contain a NUL character',
      kind: "invalid-parameter",
      field: "name",
    });
  });

  it("answers unreadable and overlong URLs in the error contract, without echoing them", async () => {
    const cases = [
      ["/rest/%E0%A4%A", 400, "Malformed URL"],
      ["/rest/v1/public/getPostalCodeCompletions/plz/%ZZ", 400, "Malformed URL"],
      [`/rest/v1/public/getPostalCodeCompletions/plz/${"7".repeat(9000)}`, 400, "Path parameter too long"],
    ] as const;
    for (const [url, status, message] of cases) {
      const response = await asNewClient({ method: "GET", url, headers: { "x-request-id": "probe-7" } });
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toEqual({ message, kind: "bad-request" });
      expect(response.body).not.toMatch(/%E0|%ZZ|777/);
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-request-id"]).toBe("probe-7");
    }
  });

  it("answers a request target that is no URL at all in the error contract", async () => {
    const address = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port: Number(port) }, () =>
        socket.end("GET ht!tp:/<script> HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
      );
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-security-policy: default-src 'none'/i);
    expect(answer.split("\r\n\r\n")[1]).toBe(JSON.stringify({ message: "Malformed request", kind: "bad-request" }));
    expect(answer).not.toContain("<script>");
  });

  it("counts unreadable URLs against the rate limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const url =
        attempt % 2 === 0 ? "/rest/%E0%A4%A" : `/rest/v1/public/getPostalCodeCompletions/plz/${"7".repeat(9000)}`;
      statuses.push((await testApp.app.inject({ method: "GET", url, remoteAddress: "10.3.0.1" })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), kind: "bad-request" });
  });

  it("passes a numeric code along with a 409", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/taken" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Nickname already taken", code: 17, kind: "conflict" });
  });

  it("answers 404 for unknown routes and 413 for oversized bodies", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/rest/v1/public/nothing" })).statusCode).toBe(404);
    const big = await testApp.app.inject({ method: "POST", url: "/echo", payload: { name: "x".repeat(5000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: "Request body too large", kind: "payload-too-large" });
  });

  it("hides the internals of a 500", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error", kind: "internal" });
    expect(response.body).not.toContain("secret");
  });

  it("answers a request that found no free database connection in time with a 503 and Retry-After, not a 500", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/busy" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      message: "The API is busy: please try again in a few seconds",
      kind: "unavailable",
    });
  });

  it("logs a failed query by its SQL, SQLSTATE and driver message, without the values or a stack", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "max@example.de"'), { code: "22P02" });
    const failed = new DrizzleQueryError("select id from users where id = $1", ["max@example.de"], cause);
    const logged = JSON.stringify(errorLogFields(failed));
    expect(JSON.parse(logged)).toEqual({
      err: {
        type: "DrizzleQueryError",
        code: "22P02",
        query: "select id from users where id = $1",
        message: 'invalid input syntax for type uuid: "[redacted]"',
      },
    });
    expect(logged).not.toContain("example.de");
    const other = new Error("boom");
    expect(errorLogFields(other)).toEqual({ err: other });
  });

  it("limits the request rate with a 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push(
        (
          await testApp.app.inject({
            method: "GET",
            url: "/rest/v1/public/getPostalCodeCompletions/plz/80",
            remoteAddress: "10.1.1.1",
          })
        ).statusCode,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await testApp.app.inject({
      method: "GET",
      url: "/rest/v1/public/getPostalCodeCompletions/plz/80",
      remoteAddress: "10.1.1.1",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many requests, please slow down", kind: "rate-limited" });
    expect((await testApp.app.inject({ method: "GET", url: "/health", remoteAddress: "10.1.1.1" })).statusCode).toBe(
      200,
    );
  });

  it("gives a registered client key its own, larger bucket", async () => {
    for (let i = 0; i < 25; i += 1) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/rest/v1/public/getPostalCodeCompletions/plz/81",
        remoteAddress: "10.1.1.1",
        headers: { "x-api-key": TEST_CLIENT_KEY },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("sends security headers and a request id", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(response.headers["x-request-id"]).toBe("abc-123");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("keeps personal data and tokens in paths out of the logs", () => {
    expect(
      redactUrl(
        "/rest/v1/public/sendContactMail/address/a@b.de/sender/Max/subject/Hallo/captcha-solution/xyz/sendCopyToSender/true/content/Text",
      ),
    ).toBe(
      "/rest/v1/public/sendContactMail/address/[redacted]/sender/[redacted]/subject/[redacted]/captcha-solution/[redacted]/sendCopyToSender/true/content/[redacted]",
    );
    expect(redactUrl("/rest/v1/public/getPushSettings/token/abc123/token-type-id/1")).toBe(
      "/rest/v1/public/getPushSettings/token/[redacted]/token-type-id/1",
    );
    expect(redactUrl("/rest/v1/public/getSubscriptions?token-type-id=1&token=secret")).toBe(
      "/rest/v1/public/getSubscriptions?token-type-id=1&token=[redacted]",
    );
  });
});
