import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { matchChangeTags } from "@spielfeld/cache-tags";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebsiteRevalidator, TAGS_PER_CALL } from "./website-revalidation.js";

const received: { authorization?: string; body: string }[] = [];
const server = createServer((request: IncomingMessage, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({ authorization: request.headers.authorization, body });
    response.statusCode = request.headers.authorization === "Bearer secret-0123456789abcdef" ? 200 : 401;
    response.end("{}");
  });
});
let url: string;
let closedPort: number;
/** An address nothing listens on: the connection is refused. */
const closedUrl = () => `http://127.0.0.1:${closedPort}/api/revalidate`;

beforeAll(async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("website revalidation", () => {
  it("posts the stale tags with the shared secret over real HTTP, to every website instance", async () => {
    const warnings: string[] = [];
    const before = received.length;
    const revalidate = createWebsiteRevalidator(
      { urls: [url, `${url}?instance=2`], secret: "secret-0123456789abcdef" },
      { warn: (_detail, message) => warnings.push(message) },
    );
    await revalidate(matchChangeTags("M1", "C1-G"));
    expect(received.slice(before)).toEqual(
      Array.from({ length: 2 }, () => ({
        authorization: "Bearer secret-0123456789abcdef",
        body: JSON.stringify({ tags: ["match:M1", "competition:C1-G", "matches"] }),
      })),
    );
    expect(warnings).toEqual([]);
  });

  it("sends a long list in calls of at most the website's 50 tags, every tag once", async () => {
    const before = received.length;
    const tags = Array.from({ length: 121 }, (_, index) => `match:M${index}`);
    await createWebsiteRevalidator({ urls: [url], secret: "secret-0123456789abcdef" }, { warn: () => {} })(tags);
    const sent = received.slice(before).map((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(TAGS_PER_CALL).toBe(50);
    expect(sent.map((batch) => batch.length)).toEqual([50, 50, 21]);
    expect(sent.flat()).toEqual(tags);
  });

  it("asks for a refresh in the background when told so (live reporting's many small changes)", async () => {
    const before = received.length;
    await createWebsiteRevalidator({ urls: [url], secret: "secret-0123456789abcdef" }, { warn: () => {} })(
      matchChangeTags("M2", "C1-G"),
      { inBackground: true },
    );
    expect(received.slice(before).map((request) => JSON.parse(request.body))).toEqual([
      { tags: ["match:M2", "competition:C1-G", "matches"], refresh: "background" },
    ]);
  });

  it("logs a refusal or an unreachable website and never throws", async () => {
    const warnings: string[] = [];
    const log = { warn: (_detail: object, message: string) => warnings.push(message) };
    await createWebsiteRevalidator({ urls: [url], secret: "wrong-secret-0123456789" }, log)(["matches"]);
    await createWebsiteRevalidator({ urls: [closedUrl()], secret: "x".repeat(16) }, log, 2_000, 0)(["a"]);
    expect(warnings).toEqual(["website revalidation refused", "website unreachable for revalidation"]);
  });

  it("warns of a website that holds the connection open without answering", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const warnings: string[] = [];
    const log = { warn: (_detail: object, message: string) => warnings.push(message) };
    const address = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/revalidate`;
    await createWebsiteRevalidator({ urls: [address], secret: "x".repeat(16) }, log, 100)(["a"]);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    expect(warnings).toEqual(["website unreachable for revalidation"]);
  });

  it("takes a website refusing connections while the API starts as not started yet: its cache is empty", async () => {
    const entries: string[] = [];
    const log = {
      warn: (_detail: object, message: string) => entries.push(`warn: ${message}`),
      debug: (_detail: object, message: string) => entries.push(`debug: ${message}`),
    };
    await createWebsiteRevalidator({ urls: [closedUrl()], secret: "x".repeat(16) }, log)(["a"]);
    expect(entries).toEqual(["debug: website not listening yet: nothing of it to revalidate"]);
  });

  it("warns once the website refuses after it had answered, or still refuses after the start", async () => {
    const website = createServer((_request, response) => response.end("{}"));
    await new Promise<void>((resolve) => website.listen(0, "127.0.0.1", resolve));
    const address = `http://127.0.0.1:${(website.address() as AddressInfo).port}/api/revalidate`;
    const warnings: string[] = [];
    const log = { warn: (_detail: object, message: string) => warnings.push(message), debug: () => {} };
    const revalidate = createWebsiteRevalidator({ urls: [address], secret: "x".repeat(16) }, log);
    await revalidate(["a"]);
    website.closeAllConnections();
    await new Promise((resolve) => website.close(resolve));
    await revalidate(["b"]);
    expect(warnings).toEqual(["website unreachable for revalidation"]);

    const late = createWebsiteRevalidator({ urls: [closedUrl()], secret: "x".repeat(16) }, log, 2_000, 50);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await late(["c"]);
    expect(warnings).toEqual(["website unreachable for revalidation", "website unreachable for revalidation"]);
  });

  it("does nothing without a configured website", async () => {
    const before = received.length;
    await createWebsiteRevalidator({ urls: [], secret: "secret-0123456789abcdef" }, { warn: () => {} })(["x"]);
    expect(received.length).toBe(before);
  });
});
