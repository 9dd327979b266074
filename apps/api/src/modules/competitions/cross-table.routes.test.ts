import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { updateMatch } from "../../../test/factories.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { "x-api-key": TEST_CLIENT_KEY } });

interface Cell {
  guestTeamId: string;
  matches: {
    id: string;
    mark: string;
    result: string;
    status: string;
    homeGoals: number | null;
    guestGoals: number | null;
    decisionMark: string | null;
    countsInTable: boolean;
  }[];
}
interface CrossTable {
  compoundId: string;
  teams: { teamId: string; position: number | null; unranked: string | null }[];
  rows: { homeTeamId: string; cells: Cell[] }[];
}

interface MatchInDatabase {
  id: string;
  home: string;
  guest: string;
  status: string;
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

async function readCrossTable(competitionId: string): Promise<CrossTable> {
  const response = await get(`${base}/getCrossTable/staffel/${competitionId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function findCell(table: CrossTable, home: string, guest: string): Cell {
  const row = table.rows.find((candidate) => candidate.homeTeamId === home)!;
  return row.cells.find((cell) => cell.guestTeamId === guest)!;
}

function findMatch(table: CrossTable, match: MatchInDatabase) {
  return findCell(table, match.home, match.guest).matches.find((candidate) => candidate.id === match.id)!;
}

/** A match of the competition between two ranked teams, in a status the database holds now. */
async function pickMatch(status: string, offset = 0): Promise<MatchInDatabase> {
  return testApp.one<MatchInDatabase>(
    `select id, home_team_season_id as home, guest_team_season_id as guest, status, home_goals, guest_goals
     from matches where competition_id = $1 and status = $2 and home_team_season_id is not null
       and guest_team_season_id is not null order by kickoff_at, id offset $3 limit 1`,
    [kreisliga.id, status, offset],
  );
}

describe("getCrossTable", () => {
  it("puts every match of the competition in its home row and away column, the teams in table order", async () => {
    const table = await readCrossTable(kreisliga.id);
    const tables = (await get(`${base}/getAmateurTables/staffel/${kreisliga.id}`)).json();
    const ranked = tables.overall.entries.map((entry: { teamId: string }) => entry.teamId);
    expect(table.teams.slice(0, ranked.length).map((team) => team.teamId)).toEqual(ranked);
    expect(table.rows.map((row) => row.homeTeamId)).toEqual(table.teams.map((team) => team.teamId));
    for (const row of table.rows) {
      expect(row.cells.map((cell) => cell.guestTeamId)).toEqual(table.teams.map((team) => team.teamId));
      expect(row.cells.find((cell) => cell.guestTeamId === row.homeTeamId)!.matches).toEqual([]);
    }
    const matches = await testApp.query<MatchInDatabase>(
      `select m.id, m.home_team_season_id as home, m.guest_team_season_id as guest, m.status::text as status,
              m.home_goals, m.guest_goals
       from matches m where m.competition_id = $1 and m.home_team_season_id is not null
         and m.guest_team_season_id is not null
         and not (m.status = 'rescheduled' and exists (
           select 1 from matches r where r.id = m.rescheduled_to_match_id and r.competition_id = m.competition_id))`,
      [kreisliga.id],
    );
    expect(matches.length).toBeGreaterThan(0);
    const inCells = table.rows.flatMap((row) => row.cells.flatMap((cell) => cell.matches));
    expect(inCells.map((match) => match.id).sort()).toEqual(matches.map((match) => match.id).sort());
    const finished = matches.filter((match) => match.status === "finished");
    expect(finished.length).toBeGreaterThan(0);
    for (const match of finished) {
      const cell = findMatch(table, match);
      expect(cell).toMatchObject({ mark: "result", status: "finished", countsInTable: true });
      expect([cell.homeGoals, cell.guestGoals]).toEqual([match.home_goals, match.guest_goals]);
      expect(cell.result).toBe(`${match.home_goals}:${match.guest_goals}`);
    }
    const open = matches.filter((match) => match.status === "scheduled");
    expect(open.length).toBeGreaterThan(0);
    for (const match of open) {
      expect(findMatch(table, match)).toMatchObject({ mark: "open", homeGoals: null, guestGoals: null });
    }
  });

  it("marks decisions, no-shows, postponed and annulled matches, and shows no score for a private result", async () => {
    const [awarded, noShow, privateResult] = [
      await pickMatch("finished", 0),
      await pickMatch("finished", 1),
      await pickMatch("finished", 2),
    ];
    const [postponed, annulled] = [await pickMatch("scheduled", 0), await pickMatch("scheduled", 1)];
    await updateMatch(testApp, awarded.id, {
      status: "awarded",
      decision: "court_verdict",
      homeGoals: 0,
      guestGoals: 2,
    });
    await updateMatch(testApp, noShow.id, { status: "no_show_home", homeGoals: null, guestGoals: null });
    await updateMatch(testApp, privateResult.id, { isResultPrivate: true });
    await updateMatch(testApp, postponed.id, { status: "postponed" });
    await updateMatch(testApp, annulled.id, { status: "annulled" });

    const table = await readCrossTable(kreisliga.id);
    expect(findMatch(table, awarded)).toMatchObject({
      mark: "awarded",
      result: "0:2 u",
      decisionMark: "u",
      homeGoals: 0,
      guestGoals: 2,
      countsInTable: true,
    });
    expect(findMatch(table, noShow)).toMatchObject({
      mark: "noShow",
      result: "0:2 n.an.",
      homeGoals: 0,
      guestGoals: 2,
      countsInTable: true,
    });
    expect(findMatch(table, privateResult)).toMatchObject({
      mark: "private",
      result: "o.E.",
      homeGoals: null,
      guestGoals: null,
    });
    expect(JSON.stringify(findMatch(table, privateResult))).not.toContain(
      `${privateResult.home_goals}:${privateResult.guest_goals}`,
    );
    expect(findMatch(table, postponed)).toMatchObject({ mark: "postponed", result: "Abse.", homeGoals: null });
    expect(findMatch(table, annulled)).toMatchObject({
      mark: "annulled",
      result: "Annull.",
      homeGoals: null,
      countsInTable: false,
    });
  });

  it("answers 404 for a competition without a table and an unknown one, 400 naming a malformed staffel", async () => {
    const cup = await testApp.one<{ id: string }>(
      `select c.id from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.is_round_based and c.has_table = false limit 1`,
    );
    const noTable = await get(`${base}/getCrossTable/staffel/${cup.id}`);
    expect(noTable.statusCode).toBe(404);
    expect(noTable.json().message).toMatch(/has no table/);
    expect((await get(`${base}/getCrossTable/staffel/UNKNOWN000000000000000000000000-G`)).statusCode).toBe(404);
    const malformed = await get(`${base}/getCrossTable/staffel/${encodeURIComponent("bad id!")}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/"staffel"/);
  });
});
