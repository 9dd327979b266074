import { cacheTags } from "@spielfeld/cache-tags";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { setPlayerFlags, updatePlayer } from "../../../test/factories.js";

/* The player calls are answered from the response cache until a write announces the player, the people or matches. */
let testApp: TestApp;
let playerId: string;
const profileUrl = () => `/rest/v1/protected/getPlayerProfileDefault?player-id=${playerId}`;
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

beforeAll(async () => {
  testApp = await createTestApp({ environment: { RESPONSE_CACHE_SECONDS: "60" } });
  ({ id: playerId } = await testApp.one<{ id: string }>(
    `select id from players where is_profile_public and date_of_birth < '2000-01-01' order by id limit 1`,
  ));
});
afterAll(() => testApp.close());

describe("player answers in the response cache", () => {
  it("keeps a profile until the player is announced as changed", async () => {
    const first = (await get(profileUrl())).json();
    await updatePlayer(testApp, playerId, { nickname: "Kurzpass" });
    expect((await get(profileUrl())).json().nickname).toBe(first.nickname);
    await testApp.app.dataChanges.announce(["articles"]);
    expect((await get(profileUrl())).headers["x-response-cache"]).toBe("hit");
    await testApp.app.dataChanges.announce([cacheTags.person(playerId)]);
    await vi.waitFor(async () => expect((await get(profileUrl())).json().nickname).toBe("Kurzpass"));
  });

  it("drops a performance answer when matches change", async () => {
    const url = `/rest/v2/protected/getPlayerPerformance?userid=${playerId}`;
    await get(url);
    await setPlayerFlags(testApp, playerId, { isPerformanceVisible: false });
    expect((await get(url)).json().visibility.goals).toBe(true);
    await testApp.app.dataChanges.announce(["matches"]);
    await vi.waitFor(async () => expect((await get(url)).json().visibility.goals).toBe(false));
  });
});
