import { createServer, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type PageData as Data, describeData, pageData } from "./page-data.mjs";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The headers a real response leaves with when `respond` sets its own and describeData describes `data`. */
async function headersFor(data: Data, respond: (response: ServerResponse) => Record<string, string>) {
  const server = createServer((_, response) => {
    const named = respond(response);
    describeData(response, named, data);
    response.writeHead(200, named).end("<p>Seite</p>");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/`);
  await response.text();
  return response.headers;
}

const KEPT = { "Cache-Control": "s-maxage=30, stale-while-revalidate=31535970", "x-nextjs-cache": "MISS" };

describe("describeData", () => {
  it("names the data of a page Next.js rendered now and keeps, and when the render began", async () => {
    const headers = await headersFor({ tags: new Set(["matches", "match:M1"]), startedAt: 1764331200000 }, () => ({
      ...KEPT,
    }));
    expect(headers.get("x-spielfeld-tags")).toBe("matches match:M1");
    expect(headers.get("x-spielfeld-rendered")).toBe("1764331200000");
  });

  it("reads the framework's headers where it set them on the response", async () => {
    const headers = await headersFor({ tags: new Set(["team:T1"]), startedAt: 1 }, (response) => {
      for (const [name, value] of Object.entries(KEPT)) response.setHeader(name, value);
      return {};
    });
    expect(headers.get("x-spielfeld-tags")).toBe("team:T1");
  });

  it("describes no page served from Next.js's cache, rendered per request, without data or with too much", async () => {
    const cases: [Data, Record<string, string>][] = [
      [
        { tags: new Set(["match:M1"]), startedAt: 1 },
        { ...KEPT, "x-nextjs-cache": "HIT" },
      ],
      [{ tags: new Set(["match:M1"]), startedAt: 1 }, { "Cache-Control": "private, no-cache, no-store" }],
      [{ tags: new Set(), startedAt: 1 }, KEPT],
      [{ tags: new Set(Array.from({ length: 65 }, (_, index) => `match:M${index}`)), startedAt: 1 }, KEPT],
    ];
    for (const [data, named] of cases) {
      const headers = await headersFor(data, () => ({ ...named }));
      expect(headers.get("x-spielfeld-tags")).toBeNull();
      expect(headers.get("x-spielfeld-rendered")).toBeNull();
    }
  });

  it("is the store lib/api/client.ts finds through the shared symbol", () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for("spielfeld.pageData")]).toBe(pageData);
  });
});
