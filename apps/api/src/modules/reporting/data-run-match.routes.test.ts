import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createMatch, type TestUser, updateMatch } from "../../../test/factories.js";
import { createClubAdmin, createReportedMatch, reportingClient } from "../../../test/reporting.js";

/*
 * A match the association's data runs or decided (its score and phase came with the data, no entry kicked it off):
 * its reporters add ticker texts and take them back, and the match's score, phase and status stay as they are.
 */

const KICKOFF = new Date("2026-11-21T14:00:00Z");
const now = new Date(KICKOFF.getTime() + 80 * 60_000);

let testApp: TestApp;
let admin: TestUser;
let competitionId: string;

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
  const fixture = await createReportedMatch(testApp, KICKOFF);
  competitionId = fixture.competitionId;
  admin = await createClubAdmin(testApp, fixture.home.clubId);
});
afterAll(() => testApp.close());

async function matchFromData(state: "live" | "finished") {
  const matchId = await createMatch(
    testApp,
    competitionId,
    { status: state, homeGoals: 1, guestGoals: 1 },
    { matchday: 2, kickoffAt: KICKOFF },
  );
  await updateMatch(testApp, matchId, { timeState: state === "live" ? "first_half" : "full_time" });
  const columns = () =>
    testApp.one("select status, time_state, home_goals, guest_goals from matches where id = $1", [matchId]);
  return { matchId, client: reportingClient(testApp, matchId), columns };
}

const text = (client: ReturnType<typeof reportingClient>, words: string) =>
  client.post("recordTickerText", admin.token, { text: words });

describe("a match the association's data runs", () => {
  it("keeps its score, phase and status through a ticker text and its undo; the text stands at the page's minute", async () => {
    const { matchId, client, columns } = await matchFromData("live");
    const stored = await columns();
    expect((await client.reporting(admin.token)).json()).toMatchObject({
      status: "live",
      timeState: "second_half",
      score: { home: 1, guest: 1 },
      nextPhases: [],
    });

    const written = await text(client, "Dichter Nebel, der Ball ist kaum zu sehen.");
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ status: "live", timeState: "second_half", score: { home: 1, guest: 1 } });
    expect(await columns()).toEqual(stored);
    const undone = await client.post("undoMatchEntry", admin.token, { "entry-id": written.json().entryId });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: "live", score: { home: 1, guest: 1 } });
    expect(await columns()).toEqual(stored);
    const page = (
      await testApp.app.inject({
        method: "GET",
        url: `/rest/v1/protected/getMatchById1/spiel/${matchId}`,
        headers: { "x-api-key": TEST_CLIENT_KEY },
      })
    ).json();
    expect(page).toMatchObject({ homeGoals: 1, guestGoals: 1, live: true, timeState: "second_half" });
    expect(await testApp.query("select 1 from ticker_entries where id = $1", [written.json().entryId])).toEqual([]);
    const again = await text(client, "Jetzt ist der Nebel weg.");
    const minute = await testApp.one<{ minute: number }>("select minute from ticker_entries where id = $1", [
      again.json().entryId,
    ]);
    expect(minute.minute).toBe(page.liveMinute);
  });

  it("keeps a finished match's result through a ticker text, and refuses a kickoff", async () => {
    const { client, columns } = await matchFromData("finished");
    const stored = await columns();
    expect((await text(client, "Danke an alle Helfer!")).statusCode).toBe(200);
    expect(await columns()).toEqual(stored);
    expect((await client.phase(admin.token, "first_half")).statusCode).toBe(409);
    expect(await columns()).toEqual(stored);
  });
});
