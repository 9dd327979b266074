import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { updateMatch } from "../../../test/factories.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

interface FormMatch {
  matchId: string;
  result: "S" | "U" | "N";
  isHome: boolean;
  opponentTeamId: string;
  goalsFor: number | null;
  goalsAgainst: number | null;
}
interface FormEntry {
  position: number;
  sharedPlace: boolean;
  teamId: string;
  matchesPlayed: number;
  matchesWon: number;
  matchesDrawn: number;
  matchesLost: number;
  goalsPlus: number;
  goalsMinus: number;
  goalDifference: number;
  points: number;
  form: FormMatch[];
}
interface FormTable {
  amount: number;
  tieBreakRule: string;
  entries: FormEntry[];
}

interface MatchInDatabase {
  id: string;
  home: string;
  guest: string;
  status: string;
  decision: string | null;
  home_goals: number | null;
  guest_goals: number | null;
}

let kreisliga: { id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  kreisliga = await testApp.one<{ id: string }>(
    `select c.id from competitions c join seasons s on s.id = c.season_id
     where s.is_current and c.name like 'Kreisliga %' and c.has_table order by c.name limit 1`,
  );
});
afterAll(() => testApp.close());

async function readFormTable(query = ""): Promise<FormTable> {
  const response = await get(`${base}/getFormTable/staffel/${kreisliga.id}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The score a result counts with in a table (DOMAIN.md), or null for a match that does not count (yet). */
function countedScore(match: MatchInDatabase): [number, number] | null {
  const score: [number, number] | null =
    match.home_goals === null || match.guest_goals === null ? null : [match.home_goals, match.guest_goals];
  if (["finished", "provisional", "awarded"].includes(match.status)) return score;
  if (match.status === "abandoned") return match.decision ? score : null;
  if (match.status === "no_show_home") return score ?? [0, 2];
  if (match.status === "no_show_guest") return score ?? [2, 0];
  return null;
}

/** Each ranked team's latest counted results, oldest first, computed here from the rows. */
async function expectedWindows(amount: number) {
  const tables = (await get(`${base}/getAmateurTables/staffel/${kreisliga.id}`)).json();
  const ranked = new Set<string>(tables.overall.entries.map((entry: { teamId: string }) => entry.teamId));
  const matches = await testApp.query<MatchInDatabase>(
    `select id, home_team_season_id as home, guest_team_season_id as guest, status::text as status,
            decision::text as decision, home_goals, guest_goals
     from matches where competition_id = $1 and coalesce(round_name, '') <> 'Entscheidungsspiel'
     order by kickoff_at, match_number, id`,
    [kreisliga.id],
  );
  const windows = new Map<string, { matchId: string; goalsFor: number; goalsAgainst: number }[]>(
    [...ranked].map((team) => [team, []]),
  );
  for (const match of matches) {
    if (!ranked.has(match.home) || !ranked.has(match.guest)) continue;
    if (match.status === "no_show_both") {
      windows.get(match.home)!.push({ matchId: match.id, goalsFor: 0, goalsAgainst: 2 });
      windows.get(match.guest)!.push({ matchId: match.id, goalsFor: 0, goalsAgainst: 2 });
      continue;
    }
    const score = countedScore(match);
    if (score === null) continue;
    windows.get(match.home)!.push({ matchId: match.id, goalsFor: score[0], goalsAgainst: score[1] });
    windows.get(match.guest)!.push({ matchId: match.id, goalsFor: score[1], goalsAgainst: score[0] });
  }
  return new Map([...windows].map(([team, results]) => [team, results.slice(-amount)]));
}

const letter = (goalsFor: number, goalsAgainst: number) =>
  goalsFor > goalsAgainst ? "S" : goalsFor < goalsAgainst ? "N" : "U";

describe("getFormTable", () => {
  it("lists each team's last five counted results, newest last, with points and goals over them", async () => {
    const table = await readFormTable();
    expect(table.amount).toBe(5);
    expect(table.tieBreakRule).toBe("Bayernliga und darunter");
    const windows = await expectedWindows(5);
    expect(table.entries.map((entry) => entry.teamId).sort()).toEqual([...windows.keys()].sort());
    for (const entry of table.entries) {
      const expected = windows.get(entry.teamId)!;
      expect(entry.form.map((match) => match.matchId)).toEqual(expected.map((match) => match.matchId));
      expect(entry.form.map((match) => match.result)).toEqual(
        expected.map((match) => letter(match.goalsFor, match.goalsAgainst)),
      );
      expect(entry.form.map((match) => [match.goalsFor, match.goalsAgainst])).toEqual(
        expected.map((match) => [match.goalsFor, match.goalsAgainst]),
      );
      const wins = expected.filter((match) => match.goalsFor > match.goalsAgainst).length;
      const draws = expected.filter((match) => match.goalsFor === match.goalsAgainst).length;
      expect(entry).toMatchObject({
        matchesPlayed: expected.length,
        matchesWon: wins,
        matchesDrawn: draws,
        matchesLost: expected.length - wins - draws,
        points: wins * 3 + draws,
        goalsPlus: expected.reduce((sum, match) => sum + match.goalsFor, 0),
        goalsMinus: expected.reduce((sum, match) => sum + match.goalsAgainst, 0),
      });
    }
    expect(table.entries.some((entry) => entry.form.length === 5)).toBe(true);
  });

  it("ranks the window like a table: by points, then the profile's criteria; places are numbered as in a table", async () => {
    const { entries } = await readFormTable();
    const points = entries.map((entry) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(entries[0]!.position).toBe(1);
    entries.forEach((entry, index) => {
      if (index === 0) return;
      const previous = entries[index - 1]!;
      // A place is shared only by teams level on points; otherwise it counts the teams above.
      if (entry.position === previous.position) expect(entry.points).toBe(previous.points);
      else expect(entry.position).toBe(index + 1);
    });
  });

  it("takes anzahl results (1–10) per team and refuses any other anzahl naming it", async () => {
    const three = await readFormTable("?anzahl=3");
    expect(three.amount).toBe(3);
    const windows = await expectedWindows(3);
    for (const entry of three.entries) {
      expect(entry.form.map((match) => match.matchId)).toEqual(
        windows.get(entry.teamId)!.map((match) => match.matchId),
      );
      expect(entry.matchesPlayed).toBe(entry.form.length);
    }
    for (const value of ["0", "11", "abc", "2.5"]) {
      const response = await get(`${base}/getFormTable/staffel/${kreisliga.id}?anzahl=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message).toMatch(/"anzahl"/);
    }
  });

  it("shows a private result's outcome as the table counts it, without its score", async () => {
    const before = await readFormTable();
    const team = before.entries.find((entry) => entry.form.length > 0)!;
    const newest = team.form.at(-1)!;
    await updateMatch(testApp, newest.matchId, { isResultPrivate: true });
    const after = await readFormTable();
    const match = after.entries.find((entry) => entry.teamId === team.teamId)!.form.at(-1)!;
    expect(match).toMatchObject({ matchId: newest.matchId, result: newest.result, goalsFor: null, goalsAgainst: null });
    await updateMatch(testApp, newest.matchId, { isResultPrivate: false });
  });

  it("answers 404 for a competition without a table and an unknown one, 400 naming a malformed staffel", async () => {
    const cup = await testApp.one<{ id: string }>(
      `select c.id from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.is_round_based and c.has_table = false limit 1`,
    );
    expect((await get(`${base}/getFormTable/staffel/${cup.id}`)).statusCode).toBe(404);
    expect((await get(`${base}/getFormTable/staffel/UNKNOWN000000000000000000000000-G`)).statusCode).toBe(404);
    const malformed = await get(`${base}/getFormTable/staffel/${encodeURIComponent("bad id!")}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/"staffel"/);
  });
});
