import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { setPlayerFlags, setSquadPublic } from "../../../test/factories.js";

let testApp: TestApp;
const base = "/rest/v1/protected";
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `${base}/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

interface SquadEntry {
  playerId: string;
  dateOfBirth: string | null;
  nationality: string | null;
  joinedOn: string | null;
  leftOn: string | null;
  arrivedFrom: { clubId: string; clubName: string } | null;
  departedTo: { clubId: string; clubName: string } | null;
  statistics: {
    matches: number;
    goals: number;
    yellowCards: number | null;
    yellowRedCards: number | null;
    redCards: number | null;
  } | null;
}

const TODAY = "2026-11-21";
const SEASON = "2627";
const squadUrl = (view: string, teamId: string, season = SEASON) =>
  `getTeamSquad${view}ForSeason/saison/${season}/team-id/${teamId}`;

/** A published adult squad of the current season with a player who is not public and one who hides the date of birth. */
let teamSeasonId: string;
let teamId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ id: teamSeasonId, team_id: teamId } = await testApp.one<{ id: string; team_id: string }>(
    `select ts.id, ts.team_id from team_seasons ts join teams t on t.id = ts.team_id
        join team_types tt on tt.id = t.team_type_id and tt.has_results
      where ts.season_id = $1 and ts.is_squad_public
        and exists (select 1 from squad_memberships sm join players p on p.id = sm.player_id
                     where sm.team_season_id = ts.id and not p.is_profile_public)
        and exists (select 1 from squad_memberships sm join players p on p.id = sm.player_id
                     where sm.team_season_id = ts.id and p.is_profile_public and not p.is_date_of_birth_visible)
        and exists (select 1 from squad_memberships sm where sm.team_season_id = ts.id and sm.joined_on is not null)
      order by ts.id limit 1`,
    [SEASON],
  ));
});
afterAll(() => testApp.close());

describe("getTeamSquadForSeason", () => {
  it("lists the public players still in the squad, by jersey number, and never a player who is not public", async () => {
    const response = await get(squadUrl("", teamSeasonId));
    expect(response.statusCode).toBe(200);
    const squad = response.json();
    expect(squad).toMatchObject({ season: SEASON, teamSeasonId, teamPermanentId: teamId, publishData: true });
    expect(squad.publishable).toBe(true);
    expect(squad.withStatitisticData).toBe(true);
    const expected = await testApp.query<{ player_id: string }>(
      `select sm.player_id from squad_memberships sm join players p on p.id = sm.player_id
        where sm.team_season_id = $1 and p.is_profile_public and (sm.left_on is null or sm.left_on > $2)
        order by sm.jersey_number, p.last_name, p.first_name, p.id`,
      [teamSeasonId, TODAY],
    );
    expect(squad.entries.map((entry: SquadEntry) => entry.playerId)).toEqual(expected.map((row) => row.player_id));

    const hidden = await testApp.query<{ id: string; last_name: string }>(
      `select p.id, p.last_name from squad_memberships sm join players p on p.id = sm.player_id
        where sm.team_season_id = $1 and not p.is_profile_public`,
      [teamSeasonId],
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const view of ["", "Arrivals", "Departures"]) {
      const body = (await get(squadUrl(view, teamSeasonId))).body;
      for (const player of hidden) expect(body, view).not.toContain(player.id);
    }
  });

  it("sends a date of birth and nationality only where the player shows them", async () => {
    const squad = (await get(squadUrl("", teamSeasonId))).json();
    const flags = await testApp.query<{
      id: string;
      date_of_birth: string;
      nationality: string;
      is_date_of_birth_visible: boolean;
      is_nationality_visible: boolean;
    }>(
      `select p.id, to_char(p.date_of_birth, 'YYYY-MM-DD') as date_of_birth, p.nationality,
              p.is_date_of_birth_visible, p.is_nationality_visible
         from squad_memberships sm join players p on p.id = sm.player_id where sm.team_season_id = $1`,
      [teamSeasonId],
    );
    const byId = new Map(flags.map((row) => [row.id, row]));
    expect(squad.entries.some((entry: SquadEntry) => !byId.get(entry.playerId)!.is_date_of_birth_visible)).toBe(true);
    for (const entry of squad.entries as SquadEntry[]) {
      const player = byId.get(entry.playerId)!;
      expect(entry.dateOfBirth).toBe(player.is_date_of_birth_visible ? player.date_of_birth : null);
      expect(entry.nationality).toBe(player.is_nationality_visible ? player.nationality : null);
      if (!player.is_date_of_birth_visible) expect(JSON.stringify(entry)).not.toContain(player.date_of_birth);
    }
  });

  it("counts matches, goals and cards for the team, and hides performance and cards as each player chooses", async () => {
    const counts = await testApp.query<{ player_id: string; goals: number; cards: number; matches: number }>(
      `select sm.player_id,
              (select count(*)::int from match_events e join matches m on m.id = e.match_id
                where e.player_id = sm.player_id and e.type_code in (7, 9) and m.status = 'finished'
                  and not m.is_result_private
                  and ((m.home_team_season_id = $1 and e.side = 'home') or (m.guest_team_season_id = $1 and e.side = 'guest'))) as goals,
              (select count(*)::int from match_events e join matches m on m.id = e.match_id
                where e.player_id = sm.player_id and e.type_code in (2, 3, 4) and m.status = 'finished'
                  and not m.is_result_private
                  and ((m.home_team_season_id = $1 and e.side = 'home') or (m.guest_team_season_id = $1 and e.side = 'guest'))) as cards,
              (select count(*)::int from match_lineups l join matches m on m.id = l.match_id
                where l.player_id = sm.player_id and m.status = 'finished' and not m.is_result_private
                  and ((m.home_team_season_id = $1 and l.side = 'home') or (m.guest_team_season_id = $1 and l.side = 'guest'))
                  and (not l.is_substitute or exists (select 1 from match_events s where s.match_id = l.match_id
                        and s.player_id = l.player_id and s.type_code = -2))) as matches
         from squad_memberships sm join players p on p.id = sm.player_id
        where sm.team_season_id = $1 and p.is_profile_public and (sm.left_on is null or sm.left_on > $2)`,
      [teamSeasonId, TODAY],
    );
    const squad = (await get(squadUrl("", teamSeasonId))).json();
    for (const entry of squad.entries as SquadEntry[]) {
      const expected = counts.find((row) => row.player_id === entry.playerId)!;
      const { statistics } = entry;
      expect(statistics, entry.playerId).not.toBeNull();
      expect(statistics!.goals).toBe(expected.goals);
      expect(statistics!.matches).toBe(expected.matches);
      expect(statistics!.yellowCards! + statistics!.yellowRedCards! + statistics!.redCards!).toBe(expected.cards);
    }
    expect(counts.some((row) => row.goals > 0)).toBe(true);

    const booked = counts.find((row) => row.cards > 0 && row.goals > 0) ?? counts.find((row) => row.cards > 0)!;
    const other = counts.find((row) => row.player_id !== booked.player_id && row.matches > 0)!;
    await setPlayerFlags(testApp, booked.player_id, { areCardsVisible: false });
    await setPlayerFlags(testApp, other.player_id, { isPerformanceVisible: false });
    try {
      const entries = (await get(squadUrl("", teamSeasonId))).json().entries as SquadEntry[];
      const withHiddenCards = entries.find((entry) => entry.playerId === booked.player_id)!;
      expect(withHiddenCards.statistics).toMatchObject({
        goals: booked.goals,
        matches: booked.matches,
        yellowCards: null,
        yellowRedCards: null,
        redCards: null,
      });
      const withHiddenPerformance = entries.find((entry) => entry.playerId === other.player_id)!;
      expect(withHiddenPerformance.statistics).toBeNull();
    } finally {
      for (const id of [booked.player_id, other.player_id]) {
        await setPlayerFlags(testApp, id, { areCardsVisible: true, isPerformanceVisible: true });
      }
    }
  });

  it("an unpublished squad is not shown, in none of the three lists", async () => {
    await setSquadPublic(testApp, teamSeasonId, false);
    try {
      for (const view of ["", "Arrivals", "Departures"]) {
        const squad = (await get(squadUrl(view, teamSeasonId))).json();
        expect(squad, view).toMatchObject({
          publishData: false,
          publishable: true,
          entries: [],
          withStatitisticData: false,
        });
      }
    } finally {
      await setSquadPublic(testApp, teamSeasonId, true);
    }
  });

  it("a season without a squad has nothing to publish; the permanent id finds that season's team", async () => {
    const season = await testApp.one<{ season_id: string; id: string }>(
      `select ts.season_id, ts.id from team_seasons ts where ts.team_id = $1
          and not exists (select 1 from squad_memberships sm where sm.team_season_id = ts.id) limit 1`,
      [teamId],
    );
    const squad = (await get(squadUrl("", teamId, season.season_id))).json();
    expect(squad).toMatchObject({ teamSeasonId: season.id, entries: [], publishable: false });
  });
});

describe("arrivals and departures", () => {
  it("list the players who joined or left during the season, latest first, with the other club", async () => {
    for (const [view, column, clubColumn] of [
      ["Arrivals", "joined_on", "arrived_from_club_id"],
      ["Departures", "left_on", "departed_to_club_id"],
    ] as const) {
      const expected = await testApp.query<{ player_id: string; club_id: string | null; day: string }>(
        `select sm.player_id, sm.${clubColumn} as club_id, to_char(sm.${column}, 'YYYY-MM-DD') as day
           from squad_memberships sm join players p on p.id = sm.player_id
          where sm.team_season_id = $1 and p.is_profile_public and sm.${column} is not null`,
        [teamSeasonId],
      );
      const entries = (await get(squadUrl(view, teamSeasonId))).json().entries as SquadEntry[];
      expect(entries.map((entry) => entry.playerId).sort(), view).toEqual(expected.map((row) => row.player_id).sort());
      const days = entries.map((entry) => (view === "Arrivals" ? entry.joinedOn : entry.leftOn)!);
      expect(days).toEqual([...days].sort().reverse());
      for (const entry of entries) {
        const row = expected.find((candidate) => candidate.player_id === entry.playerId)!;
        expect(view === "Arrivals" ? entry.joinedOn : entry.leftOn).toBe(row.day);
        const club = view === "Arrivals" ? entry.arrivedFrom : entry.departedTo;
        expect(club?.clubId ?? null).toBe(row.club_id);
      }
    }
    const arrivals = (await get(squadUrl("Arrivals", teamSeasonId))).json().entries;
    expect(arrivals.length).toBeGreaterThan(0);
  });
});

describe("fixtures and the matches around now", () => {
  it("getTeamFixtures1 lists every match of the season's team, the current one without saison", async () => {
    const seasons = await testApp.query<{ id: string; season_id: string }>(
      "select id, season_id from team_seasons where team_id = $1 order by season_id",
      [teamId],
    );
    for (const season of seasons) {
      const expected = await testApp.query<{ id: string }>(
        `select id from matches where $1 in (home_team_season_id, guest_team_season_id)
          order by kickoff_at, match_number, id`,
        [season.id],
      );
      const body = (await get(`getTeamFixtures1/team-id/${teamId}?saison=${season.season_id}`)).json();
      expect(body.teamSeasonId).toBe(season.id);
      expect(body.matches.map((match: { id: string }) => match.id)).toEqual(expected.map((row) => row.id));
    }
    const current = (await get(`getTeamFixtures1/team-id/${teamId}`)).json();
    expect(current).toMatchObject({ season: SEASON, teamSeasonId });
  });

  it("gives the last and the next matches across seasons without byes, and bounds the amounts", async () => {
    const all = await testApp.query<{ id: string; kickoff_at: Date | null }>(
      `select m.id, m.kickoff_at from matches m join team_seasons ts
          on ts.id in (m.home_team_season_id, m.guest_team_season_id)
        where ts.team_id = $1 and m.home_team_season_id is not null and m.guest_team_season_id is not null
        order by m.kickoff_at, m.match_number, m.id`,
      [teamId],
    );
    const past = all.filter((row) => row.kickoff_at !== null && row.kickoff_at < TEST_NOW);
    const future = all.filter((row) => !(row.kickoff_at !== null && row.kickoff_at < TEST_NOW));
    const url = (before: number | string, after: number | string) =>
      `getTeamPreviousAndNextMatches/amount-of-matches-before/${before}/amount-of-matches-after/${after}/team-id/${teamSeasonId}`;
    const body = (await get(url(7, 3))).json();
    expect(past.length).toBeGreaterThan(7);
    expect(body.previousMatches.map((match: { id: string }) => match.id)).toEqual(past.slice(-7).map((row) => row.id));
    expect(body.nextMatches.map((match: { id: string }) => match.id)).toEqual(future.slice(0, 3).map((row) => row.id));
    const none = (await get(url(0, 0))).json();
    expect(none).toMatchObject({ previousMatches: [], nextMatches: [] });

    for (const [before, after, name] of [
      [21, 1, "amount-of-matches-before"],
      [1, 21, "amount-of-matches-after"],
      ["x", 1, "amount-of-matches-before"],
      [1, -1, "amount-of-matches-after"],
    ] as const) {
      const response = await get(url(before, after));
      expect(response.statusCode, `${before}/${after}`).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`"${name}"`));
    }
  });
});
