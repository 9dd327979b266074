import type { CacheTag } from "@spielfeld/cache-tags";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createClubAdmin, createReportedMatch, type ReportedMatch, reportingClient } from "../../../test/reporting.js";

/*
 * What a live entry tells the caches, with the API's answer cache on (the other reporting tests run without it): the
 * match, its competition, both teams and both clubs, and not the list of all matches; answers that list the match
 * still show the entry at once, since each carries the tag of every match it shows.
 */

const KICKOFF = new Date("2026-11-21T14:30:00Z");
let now = new Date(KICKOFF.getTime() + 5 * 60_000);

let testApp: TestApp;
let match: ReportedMatch;
let token: string;
let client: ReturnType<typeof reportingClient>;
let areaId: string;
const announced: CacheTag[][] = [];
let stopListening: () => Promise<void>;

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now, environment: { RESPONSE_CACHE_SECONDS: "60" } });
  match = await createReportedMatch(testApp, KICKOFF);
  token = (await createClubAdmin(testApp, match.home.clubId)).token;
  client = reportingClient(testApp, match.matchId);
  areaId = (
    await testApp.one<{ playing_area_id: string }>("select playing_area_id from competitions where id = $1", [
      match.competitionId,
    ])
  ).playing_area_id;
  stopListening = await testApp.app.dataChanges.subscribe((tags) => announced.push([...tags]));
});
afterAll(async () => {
  await stopListening();
  await testApp.close();
});

const read = async (url: string) => {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/rest/v1/protected/${url}`,
    headers: { "x-api-key": TEST_CLIENT_KEY },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

interface WireMatch {
  id: string;
  homeGoals: number | null;
  guestGoals: number | null;
}

/** The match's score as four lists and the match itself show it (every one of them kept by the answer cache). */
async function scoresShown() {
  const byId = (matches: WireMatch[]) => {
    const found = matches.find((candidate) => candidate.id === match.matchId);
    return found ? `${found.homeGoals}:${found.guestGoals}` : "missing";
  };
  const team = await read(
    `getTeamPreviousAndNextMatches/amount-of-matches-before/3/amount-of-matches-after/3/team-id/${match.home.teamSeasonId}`,
  );
  return {
    match: byId([await read(`getMatchById1/spiel/${match.matchId}`)]),
    team: byId([...team.previousMatches, ...team.nextMatches]),
    area: byId((await read(`getMatchesForAreaToday/spielgebiet/${areaId}?max=300`)).matches),
    matchday: byId((await read(`getCompetitionMatchDay/staffel/${match.competitionId}?spieltag=1`)).matches),
  };
}

/** What a write announced, once every instance (here: this one) has heard it. */
async function announcedBy(write: () => Promise<{ statusCode: number; body: string }>) {
  const before = announced.length;
  const answer = await write();
  expect(answer.statusCode, answer.body).toBe(200);
  await vi.waitFor(() => expect(announced.length).toBe(before + 1), { timeout: 5_000 });
  return { answer, tags: announced[before]! };
}

describe("tags of live entries", () => {
  it("announce the match, competition, teams and clubs, and the lists that show the match follow at once", async () => {
    const kickoff = await announcedBy(() => client.phase(token, "first_half"));
    expect(new Set(kickoff.tags)).toEqual(
      new Set([
        `match:${match.matchId}`,
        `competition:${match.competitionId}`,
        `team:${match.home.teamId}`,
        `team:${match.home.teamSeasonId}`,
        `team:${match.guest.teamId}`,
        `team:${match.guest.teamSeasonId}`,
        `club:${match.home.clubId}`,
        `club:${match.guest.clubId}`,
      ]),
    );
    expect(await scoresShown()).toEqual({ match: "0:0", team: "0:0", area: "0:0", matchday: "0:0" });
    // Read twice: the second time from the answer cache.
    expect(await scoresShown()).toEqual({ match: "0:0", team: "0:0", area: "0:0", matchday: "0:0" });

    now = new Date(KICKOFF.getTime() + 12 * 60_000);
    const goal = await announcedBy(() => client.goal(token, "home"));
    expect(goal.tags).not.toContain("matches");
    expect(goal.tags).toContain(`match:${match.matchId}`);
    expect(await scoresShown()).toEqual({ match: "1:0", team: "1:0", area: "1:0", matchday: "1:0" });

    const entryId = JSON.parse(goal.answer.body).entryId;
    await announcedBy(() => client.post("undoMatchEntry", token, { "entry-id": entryId }));
    expect(await scoresShown()).toEqual({ match: "0:0", team: "0:0", area: "0:0", matchday: "0:0" });
  });

  it("announce the match alone for a ticker text or a substitution, which rank no table and drop no list", async () => {
    now = new Date(KICKOFF.getTime() + 20 * 60_000);
    await read(`getScorerTable/staffel/${match.competitionId}`);
    await read(`getFairPlayTable/staffel/${match.competitionId}`);
    // Each stored table and list with its row version: a row written again has a new one.
    const stored = async () =>
      new Map(
        (
          await testApp.query<{ name: string; version: string }>(
            `select variant as name, xmin::text as version from competition_standings where competition_id = $1
             union all
             select kind, xmin::text from competition_lists where competition_id = $1`,
            [match.competitionId],
          )
        ).map((row) => [row.name, row.version]),
      );
    const tablesOf = (rows: Map<string, string>) =>
      [...rows].filter(([name]) => name !== "scorers" && name !== "fairPlay").sort();
    const kept = await stored();
    expect([...kept.keys()]).toEqual(expect.arrayContaining(["overall", "live", "scorers", "fairPlay"]));

    const matchOnly = [`match:${match.matchId}`];
    const text = await announcedBy(() => client.post("recordTickerText", token, { text: "Ecke von rechts." }));
    expect(text.tags).toEqual(matchOnly);
    const [playerOut, playerIn] = [match.home.players[0]!, match.home.players.at(-1)!];
    const substitution = await announcedBy(() =>
      client.post("recordMatchSubstitution", token, { team: "home", "player-out": playerOut, "player-in": playerIn }),
    );
    expect(substitution.tags).toEqual(matchOnly);
    expect(await stored()).toEqual(kept);
    // The match's answers are dropped all the same: its ticker shows both entries at once.
    const ticker = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/public/getTicker?spiel=${match.matchId}`,
      headers: { "x-api-key": TEST_CLIENT_KEY },
    });
    expect(ticker.json().tickers.map((entry: { text: string }) => entry.text)).toContain("Ecke von rechts.");
    expect(ticker.json().tickers).toHaveLength(3);

    // A card counts in the fair-play table, not in the tables.
    const card = await announcedBy(() =>
      client.post("recordMatchCard", token, { team: "guest", "player-id": match.guest.players[0]!, card: "yellow" }),
    );
    expect(card.tags).toContain(`competition:${match.competitionId}`);
    const afterCard = await stored();
    expect(afterCard.has("fairPlay")).toBe(false);
    expect(tablesOf(afterCard)).toEqual(tablesOf(kept));

    // A goal ranks them again; its undo too.
    const goal = await announcedBy(() => client.goal(token, "guest"));
    expect((await stored()).get("overall")).not.toBe(kept.get("overall"));
    expect((await stored()).get("live")).not.toBe(kept.get("live"));
    await announcedBy(() => client.post("undoMatchEntry", token, { "entry-id": JSON.parse(goal.answer.body).entryId }));
    expect(await scoresShown()).toEqual({ match: "0:0", team: "0:0", area: "0:0", matchday: "0:0" });
  });

  it("announce every list of matches with the final result, which changes results and statistics", async () => {
    for (const [minute, phase] of [
      [47, "halftime"],
      [62, "second_half"],
      [109, "full_time"],
    ] as const) {
      now = new Date(KICKOFF.getTime() + minute * 60_000);
      expect((await announcedBy(() => client.phase(token, phase))).tags).not.toContain("matches");
    }
    const { tags } = await announcedBy(() =>
      client.post("recordFinalResult", token, { "home-goals": 0, "guest-goals": 0 }),
    );
    expect(tags).toContain("matches");
    expect(tags).toContain(`match:${match.matchId}`);
  });
});
