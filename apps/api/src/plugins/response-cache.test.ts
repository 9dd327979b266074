import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../test/app.js";
import { recordMatchResult } from "../modules/matches/live.service.js";

let testApp: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY, ...headers } });

beforeAll(async () => {
  testApp = await createTestApp({ environment: { RESPONSE_CACHE_SECONDS: "30" } });
});
afterAll(() => testApp.close());

describe("answers from memory", () => {
  it("serves a repeated protected GET from memory, byte for byte, and drops it when a result is recorded", async () => {
    const [match] = await testApp.query<{ id: string; competition_id: string }>(
      `select m.id, m.competition_id from matches m join competitions c on c.id = m.competition_id
       join seasons s on s.id = c.season_id
       where s.is_current and c.has_table and m.status = 'finished' and m.matchday = 2 order by m.id limit 1`,
    );
    const url = `/rest/v1/protected/getAmateurTable/staffel/${match!.competition_id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-response-cache"]).toBeUndefined();
    const second = await get(url);
    expect(second.headers["x-response-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect((await get(url, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);

    // A row changed behind the API's back stays hidden for the cache's few seconds …
    await testApp.query("update matches set home_goals = home_goals + 9 where id = $1", [match!.id]);
    expect((await get(url)).body).toBe(first.body);
    // … but a recorded result is announced, and every instance drops its answers at once.
    await recordMatchResult(
      testApp.context(),
      match!.id,
      {
        status: "finished",
        homeGoals: 12,
        guestGoals: 0,
      },
      testApp.app.dataChanges,
    );
    await vi.waitFor(async () => expect((await get(url)).headers["x-response-cache"]).toBeUndefined());
    const fresh = await get(url);
    expect(fresh.body).not.toBe(first.body);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it("renews an expired answer once while the others get the kept one", async () => {
    let now = TEST_NOW.getTime();
    const quick = await createTestApp({ environment: { RESPONSE_CACHE_SECONDS: "1" }, clock: () => new Date(now) });
    try {
      const [competition] = await quick.query<{ id: string }>(
        "select id from competitions where has_table order by id limit 1",
      );
      const url = `/rest/v1/protected/getAmateurTable/staffel/${competition!.id}`;
      const ask = () => quick.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });
      await ask();
      now += 1_100;
      const answers = await Promise.all(Array.from({ length: 6 }, ask));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.headers["x-response-cache"] !== "hit")).toHaveLength(1);
      // The renewed answer is fresh again.
      expect((await ask()).headers["x-response-cache"]).toBe("hit");
    } finally {
      await quick.close();
    }
  });

  it("never keeps answers to user tokens, private calls or errors", async () => {
    const token = await testApp.tokens.sign({ sub: "user-1" });
    const url = "/rest/v1/public/getSeasonsAndAssociations";
    await get(url, { authorization: `Bearer ${token}` });
    expect((await get(url, { authorization: `Bearer ${token}` })).headers["x-response-cache"]).toBeUndefined();
    await get("/rest/v1/protected/getAmateurTable/staffel/UNKNOWN-G");
    const again = await get("/rest/v1/protected/getAmateurTable/staffel/UNKNOWN-G");
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-response-cache"]).toBeUndefined();
    const [competition] = await testApp.query<{ id: string }>("select id from competitions order by id limit 1");
    const protectedUrl = `/rest/v1/protected/getMatchesForLeaguesAll/staffel/${competition!.id}`;
    await get(protectedUrl);
    expect((await get(protectedUrl)).headers["x-response-cache"]).toBe("hit");
    // The access check comes first: without a key the cached answer stays out of reach.
    expect((await testApp.app.inject({ method: "GET", url: protectedUrl })).statusCode).toBe(401);
  });
});
