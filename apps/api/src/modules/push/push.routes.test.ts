import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { createTestApp, type TestApp } from "../../../test/app.js";
import type { TestUser } from "../../../test/factories.js";
import { createClubAdmin, createReportedMatch, type ReportedMatch, reportingClient } from "../../../test/reporting.js";

/*
 * Web push through a real push service stand-in: a local HTTP server receives what the API sends, decrypts it as a
 * browser would (RFC 8291), and answers as push services do (201, 429 with Retry-After, 410 for a gone device).
 */

const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(
    buffer: Buffer,
    params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

const KICKOFF = new Date("2026-11-21T14:30:00Z");
let now = KICKOFF;
let testApp: TestApp;
let pushService: Server;
let pushOrigin: string;
const received: Received[] = [];
let answerWith: { status: number; headers?: Record<string, string> } = { status: 201 };
let match: ReportedMatch;
let admin: TestUser;

/** A browser's subscription to the stand-in service: its keys, and the token as the API takes it. */
function browserSubscription(name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const subscription = {
    endpoint: `${pushOrigin}/push/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
  };
  return { ecdh, auth, token: Buffer.from(JSON.stringify(subscription)).toString("base64url") };
}

function form(url: string, fields: Record<string, string | number>) {
  return testApp.app.inject({
    method: "POST",
    url: `/rest/v1/public/${url}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(
      Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString(),
  });
}

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answerWith.status, answerWith.headers ?? {}).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  const vapid = webPush.generateVAPIDKeys();
  testApp = await createTestApp({
    clock: () => now,
    environment: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_ORIGINS: pushOrigin,
      PUSH_POLL_MS: "0",
    },
  });
  match = await createReportedMatch(testApp, KICKOFF);
  admin = await createClubAdmin(testApp, match.home.clubId);
});
afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => pushService.close(resolve));
});

describe("push settings and subscriptions", () => {
  it("refuses a token that is no subscription of a known push service, naming the field", async () => {
    const elsewhere = Buffer.from(
      JSON.stringify({ endpoint: "http://10.0.0.1/steal", keys: { p256dh: "AAAA", auth: "BBBB" } }),
    ).toString("base64url");
    const answer = await form("subscribe", {
      token: elsewhere,
      "token-type-id": 3,
      "object-ref": match.home.teamId,
      referenceTypeId: 1,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('"token"');
    const garbled = await form("subscribe", {
      token: "not-json-at-all",
      "token-type-id": 3,
      "object-ref": match.home.teamId,
      referenceTypeId: 1,
    });
    expect(garbled.statusCode).toBe(400);
    const device = browserSubscription("unknown-object");
    const unknown = await form("subscribe", {
      token: device.token,
      "token-type-id": 3,
      "object-ref": "NOSUCHTEAM",
      referenceTypeId: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps what a device follows and the categories it wants, and moves them to a new token", async () => {
    const device = browserSubscription("settings");
    const followed = await form("subscribe", {
      token: device.token,
      "token-type-id": 3,
      "object-ref": match.competitionId,
      referenceTypeId: 2,
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().subscriptions).toEqual([{ objectRef: match.competitionId, referenceTypeId: 2 }]);
    const settings = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/public/getPushSettings/token/${device.token}/token-type-id/3`,
    });
    expect(settings.headers["cache-control"]).toBe("private, no-store");
    expect(settings.json().categories.every((category: { enabled: boolean }) => category.enabled)).toBe(true);
    const changed = await form("updatePushSettings", {
      token: device.token,
      "token-type-id": 3,
      settings: '{"kickoff":false}',
    });
    expect(changed.json().categories.find((category: { id: string }) => category.id === "kickoff").enabled).toBe(false);
    expect(
      (await form("updatePushSettings", { token: device.token, "token-type-id": 3, settings: "tore" })).statusCode,
    ).toBe(400);
    const renewed = browserSubscription("settings-renewed");
    const moved = await form("updateToken", {
      token: device.token,
      tokenNew: renewed.token,
      "token-type-id": 3,
      "token-type-new-id": 3,
    });
    expect(moved.json().subscriptions).toEqual([{ objectRef: match.competitionId, referenceTypeId: 2 }]);
    const ids = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/public/getSubscriptionIds/token-type-id/3/token/${device.token}`,
    });
    expect(ids.json()).toEqual({ ids: [] });
    const gone = await form("unsubscribe", {
      token: renewed.token,
      "token-type-id": 3,
      "object-ref": match.competitionId,
      referenceTypeId: 2,
    });
    expect(gone.json().subscriptions).toEqual([]);
  });
});

describe("a goal pushed to the fans of a team", () => {
  let fan: ReturnType<typeof browserSubscription>;
  let quiet: ReturnType<typeof browserSubscription>;

  it("reaches a device that follows the team, encrypted for it, short-lived and urgent; not one that switched goals off", async () => {
    fan = browserSubscription("fan");
    quiet = browserSubscription("quiet");
    for (const device of [fan, quiet]) {
      await form("subscribe", {
        token: device.token,
        "token-type-id": 3,
        "object-ref": match.home.teamId,
        referenceTypeId: 1,
      });
    }
    await form("updatePushSettings", { token: quiet.token, "token-type-id": 3, settings: "kickoff,halftime" });
    const client = reportingClient(testApp, match.matchId);
    await client.phase(admin.token, "first_half");
    now = new Date(KICKOFF.getTime() + 17 * 60_000);
    await client.goal(admin.token, "home");
    await testApp.app.pushSender!.sendDue();
    const toFan = received.filter((request) => request.path === "/push/fan");
    const toQuiet = received.filter((request) => request.path === "/push/quiet");
    expect(toFan).toHaveLength(2);
    expect(toQuiet).toHaveLength(1);
    const goal = toFan.at(-1)!;
    expect(goal.headers.urgency).toBe("high");
    expect(Number(goal.headers.ttl)).toBeGreaterThan(0);
    expect(Number(goal.headers.ttl)).toBeLessThanOrEqual(600);
    expect(goal.headers["content-encoding"]).toBe("aes128gcm");
    expect(goal.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const message = JSON.parse(
      ece.decrypt(goal.body, { version: "aes128gcm", privateKey: fan.ecdh, authSecret: fan.auth }).toString("utf8"),
    );
    expect(message.title).toMatch(/^Tor! .+ 1:0 .+$/);
    expect(message.url).toMatch(new RegExp(`/ergebnisse/spiel/-/${match.matchId}$`));
    expect(await testApp.query("select 1 from push_outbox")).toEqual([]);
  });

  it("tries again after a 429's Retry-After, and forgets a device its service says is gone", async () => {
    answerWith = { status: 429, headers: { "retry-after": "120" } };
    await reportingClient(testApp, match.matchId).goal(admin.token, "guest");
    await testApp.app.pushSender!.sendDue();
    const waiting = await testApp.query<{ next_attempt_at: Date }>("select next_attempt_at from push_outbox");
    expect(waiting.length).toBeGreaterThan(0);
    for (const row of waiting) expect(new Date(row.next_attempt_at).getTime()).toBe(now.getTime() + 120_000);
    answerWith = { status: 410 };
    now = new Date(now.getTime() + 121_000);
    await testApp.app.pushSender!.sendDue();
    expect(await testApp.query("select 1 from push_outbox")).toEqual([]);
    const devices = (await testApp.query<{ token: string }>("select token from push_devices")).map((row) => row.token);
    expect(devices).not.toContain(fan.token);
    expect(devices).toContain(quiet.token);
    expect(await testApp.query("select 1 from push_subscriptions where token = $1", [fan.token])).toEqual([]);
    answerWith = { status: 201 };
  });
});
