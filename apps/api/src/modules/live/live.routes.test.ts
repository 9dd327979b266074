import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addFavorite, createMatch, createUser, type TestUser, updateMatch } from "../../../test/factories.js";
import { createClubAdmin, createReportedMatch, type ReportedMatch, reportingClient } from "../../../test/reporting.js";

/*
 * The live streams over real HTTP: a reader follows a match, a competition or a team and receives each write as it
 * is committed; a reader coming back with Last-Event-ID gets what it missed; a reader joining late gets the latest
 * state first.
 */

const KICKOFF = new Date("2026-11-21T14:30:00Z");
let now = KICKOFF;

let testApp: TestApp;
let baseUrl: string;
let match: ReportedMatch;
let admin: TestUser;
let client: ReturnType<typeof reportingClient>;

interface LiveEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** A reader of a stream: its events as they arrive, parsed. */
async function openStream(path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/rest${path}`, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            frame
              .split("\n")
              .filter((line) => !line.startsWith(":") && line.includes(": "))
              .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]),
          );
          if (fields.data)
            events.push({ id: Number(fields.id), event: fields.event ?? "message", data: JSON.parse(fields.data) });
          for (const waiter of waiters.splice(0)) waiter();
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  async function waitFor(predicate: (event: LiveEvent) => boolean, timeoutMs = 5000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No such event on ${path}: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return {
    response,
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const address = testApp.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  match = await createReportedMatch(testApp, KICKOFF);
  admin = await createClubAdmin(testApp, match.home.clubId);
  client = reportingClient(testApp, match.matchId);
});
afterAll(() => testApp.close());

describe("live streams", () => {
  it("sends a reader of a match each write as it commits, with the ticker entry, and the live table", async () => {
    const reader = await openStream(`/v1/public/getLiveStream?spiel=${match.matchId}`);
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(reader.response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(reader.response.headers.get("x-content-type-options")).toBe("nosniff");
    await client.phase(admin.token, "first_half");
    const kickoff = await reader.waitFor((event) => event.event === "match" && event.data.timeState === "first_half");
    expect(kickoff.data).toMatchObject({ matchId: match.matchId, live: true, homeGoals: 0, guestGoals: 0 });
    expect(kickoff.data.phaseStartedAt).toBe(KICKOFF.toISOString());
    now = new Date(KICKOFF.getTime() + 9 * 60_000);
    await client.goal(admin.token, "guest", { "player-id": match.guest.players[4]! });
    const goal = await reader.waitFor((event) => event.event === "match" && event.data.guestGoals === 1);
    expect(goal.data).toMatchObject({ liveMinute: 10, result: "0:1 live 10'" });
    expect((goal.data.ticker as { text: string }).text).toMatch(/zum 0:1/);
    const table = await reader.waitFor((event) => event.event === "table");
    expect(table.data).toMatchObject({ competitionId: match.competitionId, live: true });
    const guestLine = (table.data.entries as { teamPermanentId: string; goalsPlus: number; live: boolean }[]).find(
      (entry) => entry.teamPermanentId === match.guest.teamId,
    );
    expect(guestLine?.live).toBe(true);
    expect(kickoff.id).toBeLessThan(goal.id);
    await reader.close();
  });

  it("sends a reader coming back what it missed, and a late reader the latest state at once", async () => {
    const first = await openStream(`/v1/public/getLiveStream?staffel=${match.competitionId}`);
    const latest = await first.waitFor((event) => event.event === "match" && event.data.matchId === match.matchId);
    expect(latest.data.guestGoals).toBe(1);
    await first.close();
    now = new Date(KICKOFF.getTime() + 20 * 60_000);
    const text = await client.post("recordTickerText", admin.token, { text: "Starker Regen, der Platz hält." });
    expect(text.statusCode, text.body).toBe(200);
    const back = await openStream(`/v1/public/getLiveStream?staffel=${match.competitionId}`, {
      "last-event-id": String(latest.id),
    });
    const missed = await back.waitFor(
      (event) => (event.data.ticker as { text?: string } | null)?.text === "Starker Regen, der Platz hält.",
    );
    expect(missed.id).toBeGreaterThan(latest.id);
    expect(back.events.every((event) => event.id > latest.id)).toBe(true);
    await back.close();
  });

  it("follows a team by its season's id, and a signed-in fan's favourites", async () => {
    const team = await openStream(`/v1/public/getLiveStream?team-id=${match.home.teamSeasonId}`);
    const fan = await createUser(testApp, "fan");
    await addFavorite(testApp, { userId: fan.id, kind: "team", objectId: match.guest.teamId });
    expect((await fetch(`${baseUrl}/rest/v1/private/getFavoritesLiveStream`)).status).toBe(401);
    const favorites = await openStream("/v1/private/getFavoritesLiveStream", { authorization: `Bearer ${fan.token}` });
    now = new Date(KICKOFF.getTime() + 25 * 60_000);
    await client.goal(admin.token, "home");
    for (const reader of [team, favorites]) {
      await reader.waitFor((event) => event.event === "match" && event.data.homeGoals === 1);
      await reader.close();
    }
  });

  it("sends a reader that connects the state now of every running match it covers, also one nobody reports", async () => {
    // Kicked off 72 minutes ago by the clock, no reporter, no event ever stored: the state comes from the data.
    now = new Date(KICKOFF.getTime() + 40 * 60_000);
    const kickoffAt = new Date(now.getTime() - 72 * 60_000);
    const unreported = await createMatch(
      testApp,
      match.competitionId,
      { status: "live", homeGoals: 2, guestGoals: 1 },
      { matchday: 2, kickoffAt },
    );
    const reader = await openStream(`/v1/public/getLiveStream?staffel=${match.competitionId}`);
    const state = await reader.waitFor((event) => event.event === "match" && event.data.matchId === unreported);
    // 72 minutes after kickoff: 45 + 2 added minutes, 15 minutes' break, then 10 minutes of the second half.
    expect(state.data).toMatchObject({
      live: true,
      timeState: "second_half",
      liveMinute: 56,
      homeGoals: 2,
      guestGoals: 1,
      phaseStartedAt: null,
      kickoffAt: kickoffAt.toISOString(),
      serverTime: now.toISOString(),
    });
    expect(state.data.scheduledFormat).toMatchObject({ matchMinutes: 90, halftimeBreak: 15 });
    const table = await reader.waitFor((event) => event.event === "table");
    expect(table.data).toMatchObject({ competitionId: match.competitionId, live: true });
    await reader.close();
    // A stream that covers no running match is sent none; a finished one is not running.
    await updateMatch(testApp, unreported, { status: "finished" });
    const team = await openStream(`/v1/public/getLiveStream?spiel=${unreported}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(team.events.filter((event) => event.data.matchId === unreported && event.data.live === true)).toEqual([]);
    await team.close();
  });

  it("sends no score of a match whose result is private, and refuses a stream that follows nothing", async () => {
    await updateMatch(testApp, match.matchId, { isResultPrivate: true });
    const reader = await openStream(`/v1/public/getLiveStream?spiel=${match.matchId}`);
    now = new Date(KICKOFF.getTime() + 30 * 60_000);
    await client.goal(admin.token, "home");
    const hidden = await reader.waitFor((event) => event.event === "match" && event.data.homeGoals === null);
    expect(JSON.stringify(hidden.data)).not.toMatch(/"(home|guest)Goals":\d/);
    expect(hidden.data.result).not.toMatch(/\d:\d/);
    await reader.close();
    await updateMatch(testApp, match.matchId, { isResultPrivate: false });
    const nothing = await fetch(`${baseUrl}/rest/v1/public/getLiveStream`);
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { message: string }).message).toContain('"spiel"');
  });
});
