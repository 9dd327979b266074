import { randomUUID } from "node:crypto";
import type { TestApp } from "./app.js";
import { createMatch, createUser, type TestUser } from "./factories.js";

/* A match to report live, its people, and the calls a reporter's page makes. */

export interface ReportedMatch {
  matchId: string;
  competitionId: string;
  home: { teamSeasonId: string; teamId: string; clubId: string; players: string[] };
  guest: { teamSeasonId: string; teamId: string; clubId: string; players: string[] };
}

/** A new fixture of a league with a table, kicking off at `kickoffAt`, between two teams with squads. */
export async function createReportedMatch(testApp: TestApp, kickoffAt: Date): Promise<ReportedMatch> {
  const competition = await testApp.one<{ id: string }>(
    `select c.id from competitions c join seasons s on s.id = c.season_id and s.is_current
      where c.has_table and c.has_scorers and c.competition_type_id = 1
        and (select count(*) from competition_teams ct where ct.competition_id = c.id
               and exists (select 1 from squad_memberships sm where sm.team_season_id = ct.team_season_id)) >= 2
      order by c.id limit 1`,
  );
  const matchId = await createMatch(testApp, competition.id, { status: "scheduled" }, { matchday: 1, kickoffAt });
  const sides = await testApp.query<{
    side: "home" | "guest";
    team_season_id: string;
    team_id: string;
    club_id: string;
  }>(
    `select 'home' as side, ts.id as team_season_id, t.id as team_id, t.club_id from matches m
       join team_seasons ts on ts.id = m.home_team_season_id join teams t on t.id = ts.team_id where m.id = $1
     union all
     select 'guest', ts.id, t.id, t.club_id from matches m
       join team_seasons ts on ts.id = m.guest_team_season_id join teams t on t.id = ts.team_id where m.id = $1`,
    [matchId],
  );
  const side = async (name: "home" | "guest") => {
    const row = sides.find((entry) => entry.side === name)!;
    const players = await testApp.query<{ player_id: string }>(
      `select player_id from squad_memberships where team_season_id = $1 and left_on is null
       order by jersey_number nulls last, player_id`,
      [row.team_season_id],
    );
    return {
      teamSeasonId: row.team_season_id,
      teamId: row.team_id,
      clubId: row.club_id,
      players: players.map((player) => player.player_id),
    };
  };
  return { matchId, competitionId: competition.id, home: await side("home"), guest: await side("guest") };
}

/** A team admin of a team of the given club (not necessarily the team playing). */
export async function createClubAdmin(testApp: TestApp, clubId: string): Promise<TestUser> {
  const team = await testApp.one<{ id: string }>(
    "select id from teams where club_id = $1 order by rank desc, id limit 1",
    [clubId],
  );
  return createUser(testApp, "teamAdmin", { teamId: team.id });
}

/** The calls of a reporter's page: form posts with an idempotency key of their own unless given. */
export function reportingClient(testApp: TestApp, matchId: string) {
  async function post(call: string, token: string | null, fields: Record<string, string | number>) {
    const body = new URLSearchParams(
      Object.entries({ spiel: matchId, "idempotency-key": randomUUID(), ...fields }).map(
        ([name, value]): [string, string] => [name, String(value)],
      ),
    );
    return testApp.app.inject({
      method: "POST",
      url: `/rest/v1/private/${call}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body.toString(),
    });
  }
  return {
    post,
    phase: (token: string, phase: string, fields: Record<string, string | number> = {}) =>
      post("recordMatchPhase", token, { phase, ...fields }),
    goal: (token: string, team: "home" | "guest", fields: Record<string, string | number> = {}) =>
      post("recordMatchGoal", token, { team, kind: "goal", ...fields }),
    reporting: (token: string) =>
      testApp.app.inject({
        method: "GET",
        url: `/rest/v1/private/getMatchReporting/spiel/${matchId}`,
        headers: { authorization: `Bearer ${token}` },
      }),
  };
}
