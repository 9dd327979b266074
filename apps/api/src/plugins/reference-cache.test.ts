import { cacheTags } from "@spielfeld/cache-tags";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../test/app.js";
import { recordMatchResult } from "../modules/matches/live.service.js";

let testApp: TestApp;
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

beforeAll(async () => {
  testApp = await createTestApp({ environment: { REFERENCE_CACHE_SECONDS: "60" } });
});
afterAll(() => testApp.close());

describe("reference data in memory", () => {
  it("keeps a competition's settings until a change is announced, and reads results fresh every time", async () => {
    const [competition] = await testApp.query<{ id: string; name: string }>(
      `select c.id, c.name from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.has_table order by c.id limit 1`,
    );
    const url = `/rest/v1/protected/getCompetitionInfo/staffel/${competition!.id}`;
    expect((await get(url)).json().name).toBe(competition!.name);

    // A setting changed behind the API's back stays as it was …
    await testApp.query("update competitions set name = $2 where id = $1", [competition!.id, "Umbenannte Liga"]);
    expect((await get(url)).json().name).toBe(competition!.name);
    // … while another competition's change is announced …
    await testApp.app.dataChanges.announce([cacheTags.competition("OTHER0000000000000000000000000000-G")]);
    expect((await get(url)).json().name).toBe(competition!.name);
    // … until a change of this competition is announced on the data-changed channel.
    await testApp.app.dataChanges.announce([cacheTags.competition(competition!.id)]);
    await vi.waitFor(async () => expect((await get(url)).json().name).toBe("Umbenannte Liga"));

    // Matches are no reference data: a recorded result shows at once in the matchday call.
    const [match] = await testApp.query<{ id: string; matchday: number }>(
      "select id, matchday from matches where competition_id = $1 and status = 'scheduled' order by id limit 1",
      [competition!.id],
    );
    await recordMatchResult(
      testApp.context(),
      match!.id,
      { status: "finished", homeGoals: 4, guestGoals: 4 },
      testApp.app.dataChanges,
    );
    const matchday = (
      await get(`/rest/v1/protected/getCompetitionMatchDay/staffel/${competition!.id}?spieltag=${match!.matchday}`)
    ).json();
    expect(matchday.matches.find((m: { id: string }) => m.id === match!.id).result.text).toBe("4:4");
  });
});
