// The renewal queue against a stand-in for nginx's renewal port: notices over real UDP, renewals over real HTTP.
import dgram from "node:dgram";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { parseNotice, startRenewer } from "./renewer.mjs";

const notice = (fields) =>
  Buffer.from(
    `<190>Nov 27 12:00:00 spielfeld_renewal: ${JSON.stringify({ host: "verband.example", rsc: "", prefetch: "", segment: "", tree: "", ...fields })}`,
  );

/** An HTTP server that holds each request until the test releases it, answering `status`. */
async function renewalPort(status = 200) {
  const requests = [];
  const waiting = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url, host: request.headers.host, rsc: request.headers.rsc });
    waiting.push(() => response.writeHead(status, { "Content-Type": "text/html" }).end("<p>neu</p>"));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    releaseOne: () => waiting.shift()?.(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const until = async (condition, what) => {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(status) {
  const target = await renewalPort(status);
  // Notices of a renewed copy are ignored for a minute here, so a slow machine cannot make the late one count.
  const renewer = await startRenewer({ noticePort: 0, renewUrl: target.url, concurrency: 1, settleMs: 60_000 });
  const socket = dgram.createSocket("udp4");
  cleanups.push(
    () => renewer.close(),
    () => socket.close(),
    () => target.close(),
  );
  const send = (fields) =>
    new Promise((resolve) => socket.send(notice(fields), renewer.noticePort, "127.0.0.1", () => resolve()));
  return { target, renewer, send };
}

describe("parseNotice", () => {
  it("reads the cache key's parts from nginx's syslog line", () => {
    const copy = parseNotice(notice({ uri: "/ergebnisse/spiel/-/ABC?x=1", rsc: "1", tree: "%5B%22%22%5D" }));
    expect(copy?.uri).toBe("/ergebnisse/spiel/-/ABC?x=1");
    expect(copy?.headers).toEqual({
      Host: "verband.example",
      "Accept-Encoding": "gzip",
      RSC: "1",
      "Next-Router-State-Tree": "%5B%22%22%5D",
    });
    // Another navigation header: another kept copy.
    expect(parseNotice(notice({ uri: "/ergebnisse/spiel/-/ABC?x=1" }))?.key).not.toBe(copy?.key);
  });

  it("ignores what is no notice", () => {
    expect(parseNotice(Buffer.from("<190>Nov 27 12:00:00 other: hello"))).toBeNull();
    expect(parseNotice(Buffer.from("<190>Nov 27 12:00:00 spielfeld_renewal: {broken"))).toBeNull();
    expect(parseNotice(notice({ uri: "http://elsewhere.example/" }))).toBeNull();
    expect(parseNotice(notice({ host: 7, uri: "/" }))).toBeNull();
  });
});

describe("the renewal queue", () => {
  it("renews each expired copy once, the most asked-for first, no more at once than allowed", async () => {
    const { target, renewer, send } = await setUp();
    await send({ uri: "/a" });
    await until(() => target.requests.length === 1, "the first renewal");
    // While /a is renewed: one reader asks for /b, three for /c, two more for /a (under way: not queued again).
    await send({ uri: "/b" });
    for (let i = 0; i < 3; i += 1) await send({ uri: "/c", rsc: "1" });
    await send({ uri: "/a" });
    await send({ uri: "/a" });
    await until(() => renewer.stats().notices === 7, "all notices");
    expect(renewer.stats()).toMatchObject({ pending: 2, running: 1 });
    expect(target.requests).toHaveLength(1);

    target.releaseOne();
    await until(() => target.requests.length === 2, "the second renewal");
    target.releaseOne();
    await until(() => target.requests.length === 3, "the third renewal");
    target.releaseOne();
    await until(() => renewer.stats().running === 0, "the last renewal");
    expect(target.requests).toEqual([
      { url: "/a", host: "verband.example", rsc: undefined },
      { url: "/c", host: "verband.example", rsc: "1" },
      { url: "/b", host: "verband.example", rsc: undefined },
    ]);
    // A notice sent before /a's new copy was kept arrives late: nothing to renew.
    await send({ uri: "/a" });
    await until(() => renewer.stats().notices === 8, "the late notice");
    expect(renewer.stats()).toMatchObject({ renewed: 3, failed: 0, pending: 0, running: 0 });
  });

  it("asks again on the next reader's notice when a renewal fails", async () => {
    const { target, renewer, send } = await setUp(503);
    await send({ uri: "/spiel" });
    await until(() => target.requests.length === 1, "the renewal");
    target.releaseOne();
    await until(() => renewer.stats().failed === 1, "the failure");
    await send({ uri: "/spiel" });
    await until(() => target.requests.length === 2, "the second try");
    target.releaseOne();
    await until(() => renewer.stats().failed === 2, "the second failure");
    expect(renewer.stats()).toMatchObject({ renewed: 0, pending: 0 });
  });

  it("counts a notice whose header Node.js cannot send as a failed renewal, and goes on", async () => {
    const { target, renewer, send } = await setUp();
    await send({ uri: "/a", tree: "bad\u0001value" });
    await until(() => renewer.stats().failed === 1, "the failure");
    await send({ uri: "/b" });
    await until(() => target.requests.length === 1, "the next renewal");
    target.releaseOne();
    await until(() => renewer.stats().renewed === 1, "the next renewal's end");
    expect(target.requests.map((request) => request.url)).toEqual(["/b"]);
  });
});
