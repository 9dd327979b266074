import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvironment } from "../env";
import type { StoredSession } from "./session-cookie";
import { renew } from "./session-server";

/*
 * The website's renewal of a session: requests renewing one refresh token at the same moment share one call of the
 * API, and a cookie presented after its renewal has answered gets nothing of the owner's new tokens (the website
 * asks the API again, which answers a spent token with nothing).
 */

let server: Server;
const presented: string[] = [];
let nextToken = 0;

function accessToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "ES256" })}.${part({ sub, nickname: "Kicker87" })}.signature`;
}

beforeAll(async () => {
  // Stands in for the API's refreshToken call: the first use of a refresh token renews it, a spent one gets a 409.
  const spent = new Set<string>();
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const isJson = (request.headers["content-type"] ?? "").includes("json");
      const token = (isJson ? JSON.parse(body)["refresh-token"] : new URLSearchParams(body).get("refresh-token")) ?? "";
      presented.push(token);
      setTimeout(() => {
        response.setHeader("content-type", "application/json");
        if (spent.has(token)) {
          response.statusCode = 409;
          response.end(JSON.stringify({ message: "superseded" }));
          return;
        }
        spent.add(token);
        nextToken += 1;
        response.end(
          JSON.stringify({
            accessToken: accessToken("0b7c5a52-52a6-4d1e-9d43-6c5f3e1d2a10"),
            expiresIn: 900,
            refreshToken: `erneuert-${nextToken}`,
            refreshExpiresIn: 86_400,
          }),
        );
      }, 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest`;
  process.env.IMAGE_SERVER_URL ??= "/rest";
  resetEnvironment();
});
afterAll(async () => {
  resetEnvironment();
  await new Promise((resolve) => server.close(resolve));
});

const now = Math.floor(Date.now() / 1000);
const session: StoredSession = {
  userId: "0b7c5a52-52a6-4d1e-9d43-6c5f3e1d2a10",
  nickname: "Kicker87",
  accessToken: "alt",
  accessExpires: now + 5,
  refreshToken: "altes-refresh-token",
  refreshExpires: now + 86_400,
};
const request = { headers: new Headers() };

describe("renewing a session", () => {
  it("shares one renewal in flight, and hands out nothing once it has answered", async () => {
    const [first, second] = await Promise.all([renew(session, request), renew(session, request)]);
    expect(presented).toEqual(["altes-refresh-token"]);
    expect(first).toEqual(second);
    expect(first.ok && first.session.refreshToken).toBe("erneuert-1");
    // The same cookie again, after the renewal answered (a copy, or a tab that was late): the API is asked and
    // answers that the token is spent; the owner's new tokens are not handed out.
    const late = await renew(session, request);
    expect(presented).toEqual(["altes-refresh-token", "altes-refresh-token"]);
    expect(late).toEqual({ ok: false, reason: "superseded" });
  });
});
