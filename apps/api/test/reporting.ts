import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { matches, squadMemberships, teamSeasons, teams } from "../src/db/schema/index.js";
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
  const side = async (name: "home" | "guest") => {
    const [row] = await testApp.db
      .select({ teamSeasonId: teamSeasons.id, teamId: teams.id, clubId: teams.clubId })
      .from(matches)
      .innerJoin(
        teamSeasons,
        eq(teamSeasons.id, name === "home" ? matches.homeTeamSeasonId : matches.guestTeamSeasonId),
      )
      .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
      .where(eq(matches.id, matchId));
    if (!row) throw new Error(`Match ${matchId} has no ${name} team`);
    const players = await testApp.db
      .select({ playerId: squadMemberships.playerId })
      .from(squadMemberships)
      .where(and(eq(squadMemberships.teamSeasonId, row.teamSeasonId), isNull(squadMemberships.leftOn)))
      .orderBy(sql`${squadMemberships.jerseyNumber} nulls last`, asc(squadMemberships.playerId));
    return { ...row, players: players.map((player) => player.playerId) };
  };
  return { matchId, competitionId: competition.id, home: await side("home"), guest: await side("guest") };
}

/** A team admin of a team of the given club (not necessarily the team playing). */
export async function createClubAdmin(testApp: TestApp, clubId: string): Promise<TestUser> {
  const [team] = await testApp.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.clubId, clubId))
    .orderBy(desc(teams.rank), asc(teams.id))
    .limit(1);
  if (!team) throw new Error(`Club ${clubId} has no team`);
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
