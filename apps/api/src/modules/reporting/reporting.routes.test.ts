import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createClub, createTeam, createUser, type TestUser } from "../../../test/factories.js";
import { createClubAdmin, createReportedMatch, type ReportedMatch, reportingClient } from "../../../test/reporting.js";
import { matchEntries, matchEvents, matches, statisticsMatchTotals, tickerEntries } from "../../db/schema/index.js";

/*
 * Writing a match as it is played, through the real app: who may write, what may follow what, the same key written
 * once, and the tables, lists, ticker and match read right after each write.
 */

const KICKOFF = new Date("2026-11-21T14:30:00Z");
let now = new Date(KICKOFF.getTime() - 10 * 60_000);
const at = (minutes: number) => {
  now = new Date(KICKOFF.getTime() + minutes * 60_000);
};

let testApp: TestApp;
let match: ReportedMatch;
let admin: TestUser;
let client: ReturnType<typeof reportingClient>;

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
  match = await createReportedMatch(testApp, KICKOFF);
  admin = await createClubAdmin(testApp, match.home.clubId);
  client = reportingClient(testApp, match.matchId);
});
afterAll(() => testApp.close());

/** The entries written for a match, by id. */
const entriesOf = (matchId: string) =>
  testApp.db.select({ id: matchEntries.id }).from(matchEntries).where(eq(matchEntries.matchId, matchId));

/** A match's score as stored. */
async function scoreOf(matchId: string) {
  const [row] = await testApp.db
    .select({ home_goals: matches.homeGoals, guest_goals: matches.guestGoals })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row;
}

const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

async function tableLine(teamSeasonId: string) {
  const tables = (await get(`/v1/protected/getAmateurTables/staffel/${match.competitionId}`)).json();
  const table = tables.live ?? tables.overall;
  return table.entries.find((entry: { teamId: string }) => entry.teamId === teamSeasonId);
}

describe("who may report a match", () => {
  it("refuses a caller without a token, a fan and a team admin of another club", async () => {
    expect((await client.phase("", "first_half")).statusCode).toBe(401);
    const fan = await createUser(testApp, "fan");
    const fanAnswer = await client.phase(fan.token, "first_half");
    expect(fanAnswer.statusCode).toBe(403);
    expect(fanAnswer.json().message).toContain("matchReporter");
    const { teamId: otherClubsTeam } = await createTeam(testApp, { clubId: await createClub(testApp) });
    const stranger = await createUser(testApp, "teamAdmin", { teamId: otherClubsTeam });
    expect((await client.phase(stranger.token, "first_half")).statusCode).toBe(403);
    expect((await client.reporting(stranger.token)).statusCode).toBe(403);
    expect(await entriesOf(match.matchId)).toEqual([]);
  });

  it("lets a team admin of either club, a reporter the club named and the division manager read the reporter's page", async () => {
    const guestAdmin = await createClubAdmin(testApp, match.guest.clubId);
    expect((await client.reporting(guestAdmin.token)).statusCode).toBe(200);
    const reporter = await createUser(testApp, "fan");
    const { nickname } = reporter;
    expect((await client.reporting(reporter.token)).statusCode).toBe(403);
    const named = await testApp.app.inject({
      method: "POST",
      url: "/rest/v1/private/addClubReporter",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: `club-id=${match.home.clubId}&nickname=${encodeURIComponent(nickname)}`,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().reporters.map((entry: { nickname: string }) => entry.nickname)).toContain(nickname);
    expect((await client.reporting(reporter.token)).statusCode).toBe(200);
    const byStranger = await testApp.app.inject({
      method: "POST",
      url: "/rest/v1/private/addClubReporter",
      headers: { authorization: `Bearer ${reporter.token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: `club-id=${match.home.clubId}&nickname=${encodeURIComponent(nickname)}`,
    });
    expect(byStranger.statusCode).toBe(403);
    const manager = await createUser(testApp, "divisionManager", { competitionId: match.competitionId });
    const page = await client.reporting(manager.token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ timeState: "pre_match", nextPhases: ["first_half"], score: null });
    expect(page.json().homeTeam.players.length).toBeGreaterThan(5);
  });
});

describe("a match reported from kickoff to release", () => {
  it("kicks off once, on its day (not the evening before) and not twice", async () => {
    at(-16 * 60 - 1);
    const early = await client.phase(admin.token, "first_half");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("cannot kick off yet");
    expect(early.json()).toMatchObject({ kind: "conflict", reason: "before-kickoff" });
    at(0);
    expect((await client.goal(admin.token, "home")).statusCode).toBe(409);
    const kickoff = await client.phase(admin.token, "first_half");
    expect(kickoff.statusCode, kickoff.body).toBe(200);
    expect(kickoff.json()).toMatchObject({ status: "live", timeState: "first_half", score: { home: 0, guest: 0 } });
    const again = await client.phase(admin.token, "first_half");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("cannot follow");
    expect(again.json()).toMatchObject({ kind: "conflict", reason: "phase-out-of-order" });
    expect((await client.phase(admin.token, "before_extra_time")).statusCode).toBe(409);
  });

  it("writes a goal once for one key, and the match, table, scorers and ticker show it at once", async () => {
    at(11.5);
    const before = await tableLine(match.home.teamSeasonId);
    const scorer = match.home.players[3]!;
    const fields = { "player-id": scorer, "idempotency-key": "goal-one-key-123" };
    const first = await client.goal(admin.token, "home", fields);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ score: { home: 1, guest: 0 } });
    const retry = await client.goal(admin.token, "home", fields);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const events = await testApp.db
      .select({ minute: matchEvents.minute, type_code: matchEvents.typeCode, player_id: matchEvents.playerId })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.matchId));
    expect(events).toEqual([{ minute: 12, type_code: 7, player_id: scorer }]);
    const wire = (await get(`/v1/protected/getMatchById1/spiel/${match.matchId}`)).json();
    expect(wire).toMatchObject({ homeGoals: 1, guestGoals: 0, live: true, liveMinute: 12, timeState: "first_half" });
    const after = await tableLine(match.home.teamSeasonId);
    expect(after.goalsPlus).toBe(before.goalsPlus + 1);
    expect(after.live).toBe(true);
    const ticker = (await get(`/v1/public/getTicker?spiel=${match.matchId}`)).json();
    expect(ticker.tickers[0].text).toMatch(/^Tor für .+ zum 1:0\.$/);
    expect(ticker.kickoff_first_half).toBe(KICKOFF.toISOString());
    const reused = await client.post("recordMatchCard", admin.token, {
      team: "home",
      "player-id": scorer,
      card: "yellow",
      "idempotency-key": "goal-one-key-123",
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toContain("idempotency-key");
  });

  it("checks players and minutes against the team and the half being played", async () => {
    at(20);
    const wrongTeam = await client.goal(admin.token, "home", { "player-id": match.guest.players[0]! });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().message).toContain('"player-id"');
    expect(wrongTeam.json()).toMatchObject({ field: "player-id", reason: "not-in-squad" });
    const ownGoal = await client.post("recordMatchGoal", admin.token, {
      team: "home",
      kind: "own_goal",
      "player-id": match.guest.players[1]!,
    });
    expect(ownGoal.statusCode, ownGoal.body).toBe(200);
    expect(ownGoal.json().score).toEqual({ home: 2, guest: 0 });
    const lateMinute = await client.goal(admin.token, "guest", { minute: 70 });
    expect(lateMinute.statusCode).toBe(400);
    expect(lateMinute.json().message).toContain('"minute"');
    expect(lateMinute.json()).toMatchObject({
      kind: "invalid-parameter",
      field: "minute",
      reason: "minute-outside-half",
    });
  });

  it("undoes the latest entry only, and the match reads as if it had never been made", async () => {
    const goal = await client.goal(admin.token, "guest", { minute: 25 });
    expect(goal.json().score).toEqual({ home: 2, guest: 1 });
    const [oldEntry] = await testApp.db
      .select({ id: matchEntries.id })
      .from(matchEntries)
      .where(and(eq(matchEntries.matchId, match.matchId), eq(matchEntries.kind, "goal")))
      .orderBy(asc(matchEntries.createdAt))
      .limit(1);
    expect((await client.post("undoMatchEntry", admin.token, { "entry-id": oldEntry!.id })).statusCode).toBe(409);
    const undone = await client.post("undoMatchEntry", admin.token, { "entry-id": goal.json().entryId });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().score).toEqual({ home: 2, guest: 0 });
    const guestGoals = await testApp.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, match.matchId), eq(matchEvents.side, "guest"), eq(matchEvents.typeCode, 7)));
    expect(guestGoals).toEqual([]);
    const ticker = (await get(`/v1/public/getTicker?spiel=${match.matchId}`)).json();
    expect(ticker.tickers.map((entry: { id: string }) => entry.id)).not.toContain(goal.json().entryId);
  });

  it("allows no goal at half time, counts the halves, and none after the final whistle", async () => {
    at(47);
    const halftime = await client.phase(admin.token, "halftime");
    expect(halftime.json()).toMatchObject({ timeState: "halftime", halftime: { home: 2, guest: 0 } });
    const atBreak = await client.goal(admin.token, "guest");
    expect(atBreak.statusCode).toBe(409);
    at(62);
    await client.phase(admin.token, "second_half");
    at(70);
    const second = await client.goal(admin.token, "guest", { "player-id": match.guest.players[2]! });
    expect(second.json()).toMatchObject({ score: { home: 2, guest: 1 }, halftime: { home: 2, guest: 0 } });
    expect(
      (
        await testApp.db
          .select({ minute: matchEvents.minute })
          .from(matchEvents)
          .where(eq(matchEvents.id, second.json().entryId))
      )[0]?.minute,
    ).toBe(54);
    at(109);
    const whistle = await client.phase(admin.token, "full_time");
    expect(whistle.json()).toMatchObject({ status: "provisional", timeState: "full_time", nextPhases: [] });
    const late = await client.goal(admin.token, "home");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("final whistle");
    expect(late.json()).toMatchObject({ kind: "conflict", reason: "after-final-whistle" });
    const wire = (await get(`/v1/protected/getMatchById1/spiel/${match.matchId}`)).json();
    expect(wire).toMatchObject({ homeGoals: 2, guestGoals: 1, live: false, prePublished: true });
    // Scorers and fair play count ended matches (provisional ones included): the lists show the goals now.
    const scorers = JSON.stringify(
      (await get(`/v1/protected/getScorerTable/staffel/${match.competitionId}?max=100`)).json(),
    );
    expect(scorers).toContain(match.home.players[3]!);
    expect(scorers).toContain(match.guest.players[2]!);
    expect(scorers).not.toContain(match.guest.players[1]!);
  });

  it("takes a final result only as the goals add up, and only the division manager releases it", async () => {
    // The association's statistics count finished matches: the live match is not in them until its release.
    const inStatistics = async () =>
      (
        await testApp.db
          .select({ count: count() })
          .from(statisticsMatchTotals)
          .where(eq(statisticsMatchTotals.matchId, match.matchId))
      )[0]!.count;
    expect(await inStatistics()).toBe(0);
    const wrong = await client.post("recordFinalResult", admin.token, { "home-goals": 3, "guest-goals": 1 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain("2:1");
    expect(wrong.json()).toMatchObject({ field: "home-goals", reason: "score-mismatch" });
    const right = await client.post("recordFinalResult", admin.token, { "home-goals": 2, "guest-goals": 1 });
    expect(right.statusCode, right.body).toBe(200);
    expect((await client.post("releaseMatchResult", admin.token, {})).statusCode).toBe(403);
    const manager = await createUser(testApp, "divisionManager", { competitionId: match.competitionId });
    const released = await client.post("releaseMatchResult", manager.token, {});
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().status).toBe("finished");
    expect(await inStatistics()).toBeGreaterThan(0);
    const wire = (await get(`/v1/protected/getMatchById1/spiel/${match.matchId}`)).json();
    expect(wire).toMatchObject({ matchStatus: "finished", prePublished: false, homeGoals: 2, guestGoals: 1 });
    expect(
      (
        await client.post("recordMatchCard", admin.token, {
          team: "home",
          "player-id": match.home.players[0]!,
          card: "red",
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe("the reporter's list of entries", () => {
  it("lists the standing entries newest first after a reload, and undoes them one after another", async () => {
    const listed = await createReportedMatch(testApp, KICKOFF);
    const home = await createClubAdmin(testApp, listed.home.clubId);
    const guest = await createClubAdmin(testApp, listed.guest.clubId);
    const writer = reportingClient(testApp, listed.matchId);
    const entries = async (token = home.token) => {
      const page = await writer.reporting(token);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().entries as {
        id: string;
        kind: string;
        minute: number | null;
        team: string | null;
        card: string | null;
        playerId: string | null;
        playerInId: string | null;
        text: string | null;
        score: { home: number; guest: number } | null;
        isOwn: boolean;
        canUndo: boolean;
      }[];
    };
    const undo = (token: string, entryId: string, key?: string) =>
      writer.post("undoMatchEntry", token, { "entry-id": entryId, ...(key ? { "idempotency-key": key } : {}) });
    expect(await entries()).toEqual([]);
    at(0);
    expect((await writer.phase(home.token, "first_half")).statusCode).toBe(200);
    at(9.5);
    const scorer = listed.home.players[3]!;
    expect((await writer.goal(home.token, "home", { "player-id": scorer })).statusCode).toBe(200);
    at(11.5);
    const booked = listed.guest.players[2]!;
    const card = { team: "guest", "player-id": booked, card: "yellow" };
    expect((await writer.post("recordMatchCard", guest.token, card)).statusCode).toBe(200);
    at(13.5);
    expect((await writer.post("recordMatchCard", guest.token, card)).statusCode).toBe(200);
    at(15.5);
    const text = await writer.post("recordTickerText", home.token, { text: "Druckvolle Anfangsphase." });
    expect(text.statusCode).toBe(200);
    at(17.5);
    const coming = listed.home.players[9]!;
    const substitution = await writer.post("recordMatchSubstitution", home.token, {
      team: "home",
      "player-out": scorer,
      "player-in": coming,
    });
    expect(substitution.statusCode, substitution.body).toBe(200);

    // A reload: every standing entry, newest first, the reader's own marked, only the newest undoable.
    const all = await entries();
    expect(all.map((entry) => entry.kind)).toEqual(["substitution", "text", "card", "card", "goal", "phase"]);
    expect(all.map((entry) => entry.isOwn)).toEqual([true, true, false, false, true, true]);
    expect(all.map((entry) => entry.canUndo)).toEqual([true, false, false, false, false, false]);
    expect(all[0]).toMatchObject({ minute: 18, team: "home", playerId: scorer, playerInId: coming });
    expect(all[1]).toMatchObject({ minute: 16, text: "Druckvolle Anfangsphase.", score: null });
    // The second yellow card is listed as the match records it: yellow-red.
    expect(all[2]).toMatchObject({ minute: 14, team: "guest", card: "yellow_red", playerId: booked });
    expect(all[3]).toMatchObject({ minute: 12, card: "yellow" });
    expect(all[4]).toMatchObject({ minute: 10, team: "home", playerId: scorer, score: { home: 1, guest: 0 } });
    expect((await entries(guest.token)).map((entry) => entry.isOwn)).toEqual([false, false, true, true, false, false]);

    // An older entry cannot be undone before the newer ones.
    expect((await undo(home.token, all[4]!.id)).statusCode).toBe(409);
    // Undo again and again: each takes back the newest standing entry, the next one becoming undoable.
    const first = await undo(home.token, all[0]!.id, "undo-step-one-key");
    expect(first.statusCode, first.body).toBe(200);
    // The same undo sent again (a device that lost the answer) writes nothing more.
    expect((await undo(home.token, all[0]!.id, "undo-step-one-key")).json()).toEqual(first.json());
    let left = await entries();
    expect(left.map((entry) => entry.id)).toEqual(all.slice(1).map((entry) => entry.id));
    expect(left[0]!.canUndo).toBe(true);
    for (const step of [1, 2, 3]) {
      const undone = await undo(home.token, all[step]!.id);
      expect(undone.statusCode, undone.body).toBe(200);
    }
    left = await entries();
    expect(left.map((entry) => entry.kind)).toEqual(["goal", "phase"]);
    expect(left[0]).toMatchObject({ canUndo: true, score: { home: 1, guest: 0 } });
    const goalUndone = await undo(home.token, left[0]!.id);
    expect(goalUndone.json().score).toEqual({ home: 0, guest: 0 });
    left = await entries();
    expect(left).toEqual([expect.objectContaining({ kind: "phase", canUndo: true })]);
    const row = await scoreOf(listed.matchId);
    expect(row).toEqual({ home_goals: 0, guest_goals: 0 });
    const events = await testApp.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, listed.matchId));
    expect(events).toEqual([]);
  });
});

describe("writes that meet", () => {
  it("writes concurrent entries of one match one after another, and the same key once", async () => {
    const other = await createReportedMatch(testApp, KICKOFF);
    const otherAdmin = await createClubAdmin(testApp, other.home.clubId);
    const writer = reportingClient(testApp, other.matchId);
    at(0);
    await writer.phase(otherAdmin.token, "first_half");
    at(30);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => writer.goal(otherAdmin.token, index % 2 === 0 ? "home" : "guest")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        writer.goal(otherAdmin.token, "home", { "idempotency-key": "same-key-concurrent" }),
      ),
    );
    expect(new Set(same.map((answer) => answer.json().entryId)).size).toBe(1);
    const row = await scoreOf(other.matchId);
    expect(row).toEqual({ home_goals: 4, guest_goals: 3 });
    const goals = await testApp.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, other.matchId), eq(matchEvents.typeCode, 7)));
    expect(goals).toHaveLength(7);
  });
});

describe("limits", () => {
  it("takes at most 120 entries a minute from one reporter, counted per account and not per address", async () => {
    const busy = await createReportedMatch(testApp, KICKOFF);
    const first = await createClubAdmin(testApp, busy.home.clubId);
    const second = await createClubAdmin(testApp, busy.guest.clubId);
    const writer = reportingClient(testApp, busy.matchId);
    at(5);
    const statuses = [];
    for (let entry = 0; entry < 121; entry += 1) {
      statuses.push((await writer.post("recordTickerText", first.token, { text: `Eintrag ${entry + 1}` })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // The other club's reporter, from the same address, still writes.
    expect((await writer.post("recordTickerText", second.token, { text: "Auch von hier" })).statusCode).toBe(200);
  });
});

describe("ticker likes", () => {
  it("counts one like per account, takes it back, and knows no unknown entry", async () => {
    const [entry] = (await testApp.db
      .select({ id: tickerEntries.id, like_count: tickerEntries.likeCount })
      .from(tickerEntries)
      .where(eq(tickerEntries.matchId, match.matchId))
      .orderBy(asc(tickerEntries.createdAt))
      .limit(1)) as [{ id: string; like_count: number }];
    const fan = await createUser(testApp, "fan");
    const like = (id: string, value: boolean) =>
      testApp.app.inject({
        method: "POST",
        url: "/rest/v1/private/likeTickerEvent",
        headers: { authorization: `Bearer ${fan.token}`, "content-type": "application/x-www-form-urlencoded" },
        payload: `ticker-event-id=${id}&like=${value}`,
      });
    expect((await like(entry.id, true)).json()).toEqual({ likeCount: entry.like_count + 1 });
    expect((await like(entry.id, true)).json()).toEqual({ likeCount: entry.like_count + 1 });
    expect((await like(entry.id, false)).json()).toEqual({ likeCount: entry.like_count });
    expect((await like("unknown-entry", true)).statusCode).toBe(404);
  });
});

describe("results by the football rules, and their withdrawal", () => {
  it("refuses a blank text, a result before kickoff and more goals at half time than at the end", async () => {
    const later = await createReportedMatch(testApp, new Date(KICKOFF.getTime() + 3 * 3600_000));
    const laterAdmin = await createClubAdmin(testApp, later.home.clubId);
    const writer = reportingClient(testApp, later.matchId);
    at(0);
    const blank = await writer.post("recordTickerText", laterAdmin.token, { text: " \n\t " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('"text"');
    const early = await writer.post("recordFinalResult", laterAdmin.token, { "home-goals": 1, "guest-goals": 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once it has been played/);
    at(6 * 60);
    const halftime = await writer.post("recordFinalResult", laterAdmin.token, {
      "home-goals": 1,
      "guest-goals": 0,
      "home-goals-halftime": 2,
      "guest-goals-halftime": 0,
    });
    expect(halftime.statusCode).toBe(400);
    expect(halftime.json().message).toContain('"home-goals-halftime"');
    expect(await entriesOf(later.matchId)).toEqual([]);
  });

  it("lets the result's author or the division manager withdraw it, keeping its history", async () => {
    const played = await createReportedMatch(testApp, KICKOFF);
    const author = await createClubAdmin(testApp, played.home.clubId);
    const otherReporter = await createClubAdmin(testApp, played.guest.clubId);
    const manager = await createUser(testApp, "divisionManager", { competitionId: played.competitionId });
    const writer = reportingClient(testApp, played.matchId);
    const wire = async () => (await get(`/v1/protected/getMatchById1/spiel/${played.matchId}`)).json();
    at(3 * 60);
    const entered = await writer.post("recordFinalResult", author.token, { "home-goals": 2, "guest-goals": 0 });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(await wire()).toMatchObject({ homeGoals: 2, guestGoals: 0, prePublished: true });
    // Another reporter of the match did not enter it and may not take it back.
    expect((await writer.post("withdrawMatchResult", otherReporter.token, {})).statusCode).toBe(403);
    const withdrawn = await writer.post("withdrawMatchResult", author.token, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "scheduled", score: null });
    expect(await wire()).toMatchObject({ homeGoals: null, guestGoals: null, prePublished: false });
    expect((await writer.post("withdrawMatchResult", author.token, {})).statusCode).toBe(409);
    // A released result: the division manager alone withdraws it, and it leaves the statistics.
    expect(
      (await writer.post("recordFinalResult", author.token, { "home-goals": 1, "guest-goals": 1 })).statusCode,
    ).toBe(200);
    expect((await writer.post("releaseMatchResult", manager.token, {})).statusCode).toBe(200);
    expect(await wire()).toMatchObject({ matchStatus: "finished", homeGoals: 1, guestGoals: 1 });
    expect((await writer.post("withdrawMatchResult", author.token, {})).statusCode).toBe(403);
    const byManager = await writer.post("withdrawMatchResult", manager.token, {});
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await wire()).toMatchObject({ homeGoals: null, guestGoals: null });
    expect((await wire()).matchStatus).not.toBe("finished");
    const statistics = await testApp.db
      .select({ matchId: statisticsMatchTotals.matchId })
      .from(statisticsMatchTotals)
      .where(eq(statisticsMatchTotals.matchId, played.matchId));
    expect(statistics).toEqual([]);
    // Every step stays in the report: both results, the release and both withdrawals, the withdrawn ones marked.
    const history = (
      await testApp.db
        .select({ kind: matchEntries.kind, undoneAt: matchEntries.undoneAt })
        .from(matchEntries)
        .where(eq(matchEntries.matchId, played.matchId))
        .orderBy(asc(matchEntries.createdAt))
    ).map(({ kind, undoneAt }) => ({ kind, undone: undoneAt !== null }));
    expect(history).toEqual([
      { kind: "final_result", undone: true },
      { kind: "withdrawal", undone: false },
      { kind: "final_result", undone: true },
      { kind: "release", undone: true },
      { kind: "withdrawal", undone: false },
    ]);
  });
});
