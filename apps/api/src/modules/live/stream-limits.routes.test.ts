import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";

/*
 * The budget of live streams over real HTTP: a client network holds a few at once, the instance a bounded number,
 * the excess is refused at once with Retry-After, a closed stream frees its place, and a stream ends after its
 * lifetime (the browser reconnects with its Last-Event-ID).
 */

let testApp: TestApp;
let baseUrl: string;
let competitionId: string;
const opened: AbortController[] = [];

async function open(client: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${baseUrl}/rest/v1/public/getLiveStream?staffel=${competitionId}`, {
    headers: { "x-forwarded-for": client },
    signal: controller.signal,
  });
  return { response, close: () => controller.abort() };
}

/** Waits until the instance counts the given number of readers (a closed connection is seen a moment later). */
async function readersToBe(count: number) {
  const deadline = Date.now() + 5000;
  while (testApp.app.liveHub.readerCount !== count) {
    if (Date.now() > deadline) throw new Error(`${testApp.app.liveHub.readerCount} readers, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  testApp = await createTestApp({
    environment: {
      TRUST_PROXY: "true",
      LIVE_STREAMS_PER_CLIENT: "3",
      LIVE_STREAMS_PER_INSTANCE: "5",
      LIVE_STREAM_MAX_SECONDS: "2",
    },
  });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const address = testApp.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  competitionId = (await testApp.one<{ id: string }>("select id from competitions order by id limit 1")).id;
});
afterAll(async () => {
  for (const controller of opened) controller.abort();
  await testApp.close();
});

describe("the budget of live streams", () => {
  it("refuses a client's stream beyond its share with 429, the instance's beyond its own with 503", async () => {
    const first = await Promise.all([open("198.51.100.1"), open("198.51.100.1"), open("198.51.100.1")]);
    expect(first.map((stream) => stream.response.status)).toEqual([200, 200, 200]);
    const fourth = await open("198.51.100.1");
    expect(fourth.response.status).toBe(429);
    expect(fourth.response.headers.get("retry-after")).toBe("30");
    expect(await fourth.response.json()).toEqual({
      message: "At most 3 live streams may be open from one address",
      kind: "rate-limited",
    });
    // An IPv6 client counts by its /64 network.
    const network = await Promise.all([open("2001:db8:1:1::1"), open("2001:db8:1:1::2")]);
    expect(network.map((stream) => stream.response.status)).toEqual([200, 200]);
    const full = await open("203.0.113.9");
    expect(full.response.status).toBe(503);
    expect(full.response.headers.get("retry-after")).toBe("30");
    // A closed stream frees its place.
    first[0]!.close();
    await readersToBe(4);
    const again = await open("203.0.113.9");
    expect(again.response.status).toBe(200);
    for (const stream of [...first, ...network, again]) stream.close();
    await readersToBe(0);
  });

  it("ends a stream after its lifetime, and frees its place", async () => {
    const stream = await open("198.51.100.2");
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    const body = await stream.response.text();
    expect(body.startsWith("retry: 3000")).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(1500);
    await readersToBe(0);
  });
});
