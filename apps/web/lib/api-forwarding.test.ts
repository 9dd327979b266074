import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forwardToApi } from "./api-forwarding";
import { clientAddress, PEER_ADDRESS_HEADER } from "./client-address";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let received: Received[] = [];
const api = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    response.setHeader("set-cookie", "api=1");
    response.setHeader("x-powered-by", "test");
    response.setHeader("cache-control", "public, max-age=60");
    response.setHeader("content-type", "application/json");
    response.setHeader("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
    response.setHeader("x-frame-options", "DENY");
    response.setHeader("cross-origin-resource-policy", "same-origin");
    response.end('{"ok":true}');
  });
});
let apiUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/rest`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

function visitorRequest(init: RequestInit & { headers: Record<string, string> }) {
  return new Request("http://www.bafv.example/rest/v1/public/getSeasons?x=1", init);
}

describe("the site's /rest forwarding", () => {
  it("reaches the API configured at run time, without the visitor's cookies", async () => {
    received = [];
    const response = await forwardToApi(
      visitorRequest({
        headers: {
          cookie: "region=K1; session=abc",
          authorization: "Bearer user-token",
          accept: "application/json",
          "x-api-key": "guessed",
          "x-forwarded-for": "6.6.6.6",
          [PEER_ADDRESS_HEADER]: "203.0.113.7",
        },
      }),
      ["v1", "public", "getSeasons"],
      { apiUrl, trustedProxies: [] },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    // The API's security headers reach the browser with its answer.
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.url).toBe("/rest/v1/public/getSeasons?x=1");
    expect(call!.headers.cookie).toBeUndefined();
    expect(call!.headers["x-api-key"]).toBeUndefined();
    expect(call!.headers.authorization).toBe("Bearer user-token");
    expect(call!.headers[PEER_ADDRESS_HEADER]).toBeUndefined();
    // The website states the address it saw, not the one the visitor claims.
    expect(call!.headers["x-forwarded-for"]).toBe("203.0.113.7");
  });

  it("carries a request body on and answers 502 when the API cannot be reached", async () => {
    received = [];
    await forwardToApi(
      visitorRequest({ method: "POST", body: '{"a":1}', headers: { "content-type": "application/json" } }),
      ["v1", "private", "thing"],
      { apiUrl, trustedProxies: [] },
    );
    expect(received[0]).toMatchObject({ method: "POST", body: '{"a":1}' });
    expect(received[0]!.headers["content-type"]).toBe("application/json");
    const unreachable = await forwardToApi(visitorRequest({ headers: {} }), ["x"], {
      apiUrl: "http://127.0.0.1:1/rest",
      trustedProxies: [],
    });
    expect(unreachable.status).toBe(502);
  });

  it("ends the call without logging a failure when the visitor has left", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const visitor = new AbortController();
      visitor.abort();
      const left = await forwardToApi(visitorRequest({ headers: {}, signal: visitor.signal }), ["x"], {
        apiUrl,
        trustedProxies: [],
      });
      expect(left.status).toBe(499);
      expect(written).toEqual([]);
      await forwardToApi(visitorRequest({ headers: {} }), ["x"], {
        apiUrl: "http://127.0.0.1:1/rest",
        trustedProxies: [],
      });
      expect(written.join("")).toContain("the API cannot be reached");
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the client's address", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("is the connecting address unless that is a trusted proxy", () => {
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "1.2.3.4" }), [])).toBe(
      "198.51.100.4",
    );
    expect(
      clientAddress(headers({ [PEER_ADDRESS_HEADER]: "::ffff:10.0.0.1", "x-forwarded-for": "6.6.6.6, 198.51.100.4" }), [
        "10.0.0.1",
      ]),
    ).toBe("198.51.100.4");
    expect(
      clientAddress(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": "198.51.100.4, 10.0.0.2" }), [
        "10.0.0.1",
        "10.0.0.2",
      ]),
    ).toBe("198.51.100.4");
  });

  it("is unknown without the server's own statement, whatever the visitor sends", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), [])).toBeUndefined();
  });
});
