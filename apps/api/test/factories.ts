import { randomUUID } from "node:crypto";
import type { TestApp } from "./app.js";

/*
 * Data factories for tests: rows made for the case at hand, through the same tables the API reads, instead of
 * hoping the demo association has a row of the right kind.
 */

export type UserRole = "fan" | "promateur" | "operator" | "teamAdmin" | "divisionManager";

export interface TestUser {
  id: string;
  email: string;
  /** A signed access token for the user. */
  token: string;
}

/**
 * An activated account with a role: a fan, a promateur, an operator (log-level feature), the team admin of a team
 * (`teamId`, a permanent team id) or the division manager of a competition (`competitionId`).
 */
export async function createUser(
  testApp: TestApp,
  role: UserRole,
  scope: { teamId?: string; competitionId?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@factory.example`;
  await testApp.query(
    `insert into users (id, email, password_hash, nickname, first_name, last_name, activated_at, terms_accepted_at)
     values ($1, $2, 'not-a-password-hash', $3, 'Test', $4, now(), now())`,
    [id, email, `${role}${id.slice(0, 8)}`, role],
  );
  if (role === "promateur" || role === "operator") {
    await testApp.query("insert into user_features (user_id, feature) values ($1, $2)", [
      id,
      role === "promateur" ? "promateur" : "log_level",
    ]);
  }
  if (role === "teamAdmin") {
    if (!scope.teamId) throw new Error("A team admin needs the teamId of the team they administer");
    await testApp.query("insert into team_admin_rights (user_id, team_id) values ($1, $2)", [id, scope.teamId]);
  }
  if (role === "divisionManager") {
    if (!scope.competitionId) throw new Error("A division manager needs the competitionId of the competition");
    const functionaryId = `F${id.replace(/-/g, "").slice(0, 31).toUpperCase()}`;
    await testApp.query(
      `insert into functionaries (id, first_name, last_name, function_name, email) values ($1, 'Test', $2, 'Staffelleiter', $3)`,
      [functionaryId, role, email],
    );
    await testApp.query("update competitions set division_manager_id = $2 where id = $1", [
      scope.competitionId,
      functionaryId,
    ]);
  }
  return { id, email, token: await signIn(testApp, id) };
}

/**
 * An access token of a new session of the user, as a sign-in makes one: a refresh token family stored for it and its
 * id in the token (`sid`), which the API checks on every request. `options` are the token service's.
 */
export async function signIn(
  testApp: TestApp,
  userId: string,
  options?: { expiresInSeconds?: number; audience?: string },
): Promise<string> {
  const familyId = randomUUID();
  await testApp.query(
    `insert into refresh_tokens (id, user_id, token_hash, family_id, expires_at)
     values ($1, $2, $3, $4, now() + interval '1 day')`,
    [randomUUID(), userId, `test-${randomUUID()}`, familyId],
  );
  return testApp.tokens.sign({ sub: userId, sid: familyId }, options);
}

export type MatchState =
  | { status: "scheduled" }
  | { status: "live" | "finished"; homeGoals: number; guestGoals: number };

/**
 * A match of the competition in the given state: a new fixture between two of its entered teams on the given
 * matchday, so no demo match changes under another test.
 */
export async function createMatch(
  testApp: TestApp,
  competitionId: string,
  state: MatchState,
  { matchday = 1, kickoffAt = new Date("2026-11-21T14:00:00Z") }: { matchday?: number; kickoffAt?: Date } = {},
): Promise<string> {
  const teams = await testApp.query<{ team_season_id: string }>(
    "select team_season_id from competition_teams where competition_id = $1 order by team_season_id limit 2",
    [competitionId],
  );
  if (teams.length < 2) throw new Error(`Competition ${competitionId} has fewer than two teams`);
  const id = `M${randomUUID().replace(/-/g, "").slice(0, 31).toUpperCase()}`;
  const goals = state.status === "scheduled" ? [null, null] : [state.homeGoals, state.guestGoals];
  await testApp.query(
    `insert into matches (id, competition_id, matchday, kickoff_at, home_team_season_id, guest_team_season_id,
                          status, home_goals, guest_goals)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      competitionId,
      matchday,
      kickoffAt,
      teams[0]!.team_season_id,
      teams[1]!.team_season_id,
      state.status,
      ...goals,
    ],
  );
  return id;
}

/** A competition of the current season ranked by the named tie-break profile (demo profiles by id). */
export async function findCompetitionWithTieBreak(testApp: TestApp, profileId: string): Promise<string> {
  const row = await testApp.one<{ id: string }>(
    `select c.id from competitions c join seasons s on s.id = c.season_id
      where s.is_current and c.has_table and c.tie_break_profile_id = $1 order by c.id limit 1`,
    [profileId],
  );
  return row.id;
}

export interface LeagueTeam {
  team_season_id: string;
  team_id: string;
  name: string;
  club_id: string;
  club_name: string;
  competition_id: string;
}

/** A current-season team of a league with a table, scorers and a public fair-play table, with scorers of its own. */
export function findLeagueTeam(testApp: TestApp): Promise<LeagueTeam> {
  return testApp.one<LeagueTeam>(
    `select ts.id as team_season_id, t.id as team_id, ts.name, c.id as club_id, c.name as club_name,
            comp.id as competition_id
       from team_seasons ts join teams t on t.id = ts.team_id join clubs c on c.id = t.club_id
       join seasons s on s.id = ts.season_id and s.is_current
       join competition_teams ct on ct.team_season_id = ts.id
       join competitions comp on comp.id = ct.competition_id and comp.has_table and comp.has_scorers
            and comp.is_fair_play_table_public and comp.competition_type_id = 1
      where not ts.is_withdrawn and ct.withdrawn_on is null and not ct.is_out_of_competition
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.type_code = 7 and m.status = 'finished'
                       and ((m.home_team_season_id = ts.id and e.side = 'home')
                         or (m.guest_team_season_id = ts.id and e.side = 'guest')))
      order by ts.id limit 1`,
  );
}

/** The first match of the current season (by kickoff) meeting an SQL condition on `m`, the match. */
export async function findCurrentMatch(testApp: TestApp, condition: string): Promise<string> {
  const [row] = await testApp.query<{ id: string }>(
    `select m.id from matches m join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
     where s.is_current and ${condition} order by m.kickoff_at, m.id limit 1`,
  );
  if (!row) throw new Error(`No demo match where ${condition}`);
  return row.id;
}
