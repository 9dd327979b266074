import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ANY_TAG, cacheTags } from "@spielfeld/cache-tags";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../test/app.js";
import { recordMatchResult } from "../modules/matches/live.service.js";
import { decodeTags, encodeTags } from "./data-changes.js";

/* A write reaches every cache by its tags: the API's answers, and the website through its revalidation endpoint. */

const toldWebsite: string[][] = [];
const website = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    toldWebsite.push((JSON.parse(body) as { tags: string[] }).tags);
    response.end("{}");
  });
});

let testApp: TestApp;
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

beforeAll(async () => {
  await new Promise<void>((resolve) => website.listen(0, "127.0.0.1", resolve));
  const port = (website.address() as AddressInfo).port;
  testApp = await createTestApp({
    environment: {
      RESPONSE_CACHE_SECONDS: "60",
      WEB_REVALIDATE_URL: `http://127.0.0.1:${port}/api/revalidate`,
      REVALIDATE_SECRET: "revalidate-secret-0123456789",
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => website.close(() => resolve()));
});

describe("change announcements", () => {
  it("travel as a list of tags; anything unreadable means anything", () => {
    expect(decodeTags(encodeTags(["match:M1", "competition:C1-G", "matches"]))).toEqual([
      "match:M1",
      "competition:C1-G",
      "matches",
    ]);
    for (const payload of [null, "", "not json", "[]", '["bogus tag"]', '{"tags":1}']) {
      expect(decodeTags(payload), String(payload)).toEqual([ANY_TAG]);
    }
    const many = Array.from({ length: 2_000 }, (_, index) => cacheTags.match(`M${index}`));
    expect(decodeTags(encodeTags(many))).toEqual([ANY_TAG]);
  });

  it("drop exactly the answers carrying an announced tag, and reach the website", async () => {
    const [first, second] = await testApp.query<{ id: string }>(
      `select c.id from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.has_table order by c.id limit 2`,
    );
    const tableOf = (id: string) => `/rest/v1/protected/getAmateurTable/staffel/${id}`;
    for (const competition of [first!, second!]) await get(tableOf(competition.id));
    expect((await get(tableOf(first!.id))).headers["x-response-cache"]).toBe("hit");
    expect((await get(tableOf(second!.id))).headers["x-response-cache"]).toBe("hit");

    const [match] = await testApp.query<{ id: string }>(
      "select id from matches where competition_id = $1 and status = 'scheduled' order by id limit 1",
      [first!.id],
    );
    await recordMatchResult(
      testApp.context(),
      match!.id,
      { status: "finished", homeGoals: 2, guestGoals: 1 },
      testApp.app.dataChanges,
    );
    // The competition whose match changed is read afresh; the other one is still answered from memory.
    await vi.waitFor(async () => expect((await get(tableOf(first!.id))).headers["x-response-cache"]).toBeUndefined());
    expect((await get(tableOf(second!.id))).headers["x-response-cache"]).toBe("hit");
    // The running API told the website the same tags.
    await vi.waitFor(() =>
      expect(toldWebsite).toContainEqual([cacheTags.match(match!.id), cacheTags.competition(first!.id), "matches"]),
    );
  });

  it("drop every answer for a change that cannot say what it touched", async () => {
    const url = "/rest/v1/public/getSeasonsAndAssociations";
    await get(url);
    expect((await get(url)).headers["x-response-cache"]).toBe("hit");
    await testApp.app.dataChanges.announce([ANY_TAG]);
    await vi.waitFor(async () => expect((await get(url)).headers["x-response-cache"]).toBeUndefined());
  });
});
