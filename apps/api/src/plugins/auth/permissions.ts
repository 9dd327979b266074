import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.js";
import {
  competitions,
  functionaries,
  teamAdminRights,
  teamSeasons,
  teams,
  userFeatures,
  users,
} from "../../db/schema/index.js";

/*
 * Access is declared per route: the tier comes from the path's tier segment (`/v1/private/…`), and a route may
 * declare what else the caller needs. One hook checks both; no handler inspects credentials itself.
 */

/** Access tiers of the catalogue. */
export type AccessTier = "public" | "protected" | "private" | "promateur";

/**
 * What a caller needs beyond the tier:
 * - `ownAccount`: a `userid` given in the request is the caller's own;
 * - `teamAdmin`: the caller administers the team named in the request (`team-id` or `teamId`, a season's or a
 *   permanent team id);
 * - `divisionManager`: the caller is the division manager of the competition in the request (`staffel`), known
 *   by the functionary's e-mail address, which the caller's activated account carries;
 * - `logLevel`: the caller's account has the log-level feature (operators);
 * - `clubAdmin`: the caller administers a team of the club in the request (`club-id`);
 * - `matchReporter`: the caller may report the match in the request (`spiel`): a team admin of either club, a
 *   reporter either club named, or the competition's division manager;
 * - `matchDivisionManager`: the caller is the division manager of the competition of the match in the request.
 */
export type Permission =
  | "ownAccount"
  | "teamAdmin"
  | "divisionManager"
  | "logLevel"
  | "clubAdmin"
  | "matchReporter"
  | "matchDivisionManager";

const TIERS: readonly AccessTier[] = ["public", "protected", "private", "promateur"];
const TIER_SEGMENT = /\/v\d+\/(public|protected|private|promateur)\//;

/**
 * The tier of a route: its path's tier segment, or for paths outside the catalogue the declared one. CORS
 * preflight answers (OPTIONS) carry no data and are public.
 */
export function tierOfRoute(url: string, declared: AccessTier | undefined, method?: string | string[]): AccessTier {
  if (method === "OPTIONS" && declared === undefined) return "public";
  const segment = TIER_SEGMENT.exec(url)?.[1] as AccessTier | undefined;
  if (declared !== undefined && !TIERS.includes(declared)) {
    throw new Error(`Route ${url} declares the unknown access tier "${declared}"`);
  }
  if (segment && declared && segment !== declared) {
    throw new Error(`Route ${url} declares the tier "${declared}" but its path says "${segment}"`);
  }
  const tier = segment ?? declared;
  if (!tier) throw new Error(`Route ${url} has no access tier: put it under /v1/{tier}/ or declare config.tier`);
  // The declaration is what types `request.user` as present in the handler (see access.ts).
  if ((tier === "private" || tier === "promateur") && declared === undefined && method !== "OPTIONS") {
    throw new Error(`Route ${url} needs a user token: declare config: { tier: "${tier}" } beside the path`);
  }
  return tier;
}

/** A value of the request (path, query or body) by any of its names. */
function requestValue(request: FastifyRequest, names: readonly string[]): string | undefined {
  for (const source of [request.params, request.query, request.body]) {
    if (source === null || typeof source !== "object") continue;
    for (const name of names) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === "string" && value !== "") return value;
    }
  }
  return undefined;
}

async function isTeamAdmin(db: Database, userId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamAdminRights.teamId })
    .from(teamAdminRights)
    .leftJoin(teamSeasons, eq(teamSeasons.teamId, teamAdminRights.teamId))
    .where(and(eq(teamAdminRights.userId, userId), or(eq(teamAdminRights.teamId, teamId), eq(teamSeasons.id, teamId))))
    .limit(1);
  return rows.length > 0;
}

async function isDivisionManager(db: Database, userId: string, competitionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(functionaries, eq(functionaries.id, competitions.divisionManagerId))
    .innerJoin(users, eq(users.email, functionaries.email))
    .where(and(eq(competitions.id, competitionId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

async function isClubAdmin(db: Database, userId: string, clubId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamAdminRights.teamId })
    .from(teamAdminRights)
    .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
    .where(and(eq(teamAdminRights.userId, userId), eq(teams.clubId, clubId)))
    .limit(1);
  return rows.length > 0;
}

/** The division manager of a match's competition, by the functionary's address on the caller's account. */
const isMatchDivisionManager = (userId: unknown, matchId: unknown) => sql`exists (
  select 1 from matches m
  join competitions c on c.id = m.competition_id
  join functionaries f on f.id = c.division_manager_id
  join users u on u.email = f.email and u.deleted_at is null
  where m.id = ${matchId} and u.id = ${userId})`;

/** A team admin of either club of the match, or a reporter either club named. */
const isClubReporterOfMatch = (userId: unknown, matchId: unknown) => sql`exists (
  select 1 from matches m
  join team_seasons ts on ts.id in (m.home_team_season_id, m.guest_team_season_id)
  join teams t on t.id = ts.team_id
  where m.id = ${matchId} and (
    exists (select 1 from club_reporters r where r.club_id = t.club_id and r.user_id = ${userId})
    or exists (select 1 from team_admin_rights a join teams own on own.id = a.team_id
      where a.user_id = ${userId} and own.club_id = t.club_id)))`;

async function mayReportMatch(db: Database, userId: string, matchId: string, divisionManagerOnly: boolean) {
  const condition = divisionManagerOnly
    ? isMatchDivisionManager(userId, matchId)
    : sql`(${isClubReporterOfMatch(userId, matchId)} or ${isMatchDivisionManager(userId, matchId)})`;
  const result = await db.execute(sql`select ${condition} as allowed`);
  return (result as unknown as { rows: { allowed: boolean }[] }).rows[0]?.allowed === true;
}

/** Whether an account that is not deleted has a feature (promateur, log level). */
export async function userHasFeature(
  db: Database,
  userId: string,
  feature: "promateur" | "log_level",
): Promise<boolean> {
  const rows = await db
    .select({ feature: userFeatures.feature })
    .from(userFeatures)
    .innerJoin(users, eq(users.id, userFeatures.userId))
    .where(and(eq(userFeatures.userId, userId), eq(userFeatures.feature, feature), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The first permission the caller lacks, or null when every declared one holds. */
export async function findMissingPermission(
  db: Database,
  request: FastifyRequest,
  userId: string,
  permissions: readonly Permission[],
): Promise<Permission | null> {
  for (const permission of permissions) {
    if (permission === "ownAccount") {
      const named = requestValue(request, ["userid", "userId"]);
      if (named !== undefined && named !== userId) return permission;
    } else if (permission === "teamAdmin") {
      const teamId = requestValue(request, ["team-id", "teamId", "fav-teamPermanentId"]);
      if (!teamId || !(await isTeamAdmin(db, userId, teamId))) return permission;
    } else if (permission === "logLevel") {
      if (!(await userHasFeature(db, userId, "log_level"))) return permission;
    } else if (permission === "clubAdmin") {
      const clubId = requestValue(request, ["club-id", "clubId"]);
      if (!clubId || !(await isClubAdmin(db, userId, clubId))) return permission;
    } else if (permission === "matchReporter" || permission === "matchDivisionManager") {
      const matchId = requestValue(request, ["spiel"]);
      if (!matchId || !(await mayReportMatch(db, userId, matchId, permission === "matchDivisionManager"))) {
        return permission;
      }
    } else {
      const competitionId = requestValue(request, ["staffel", "competitionId"]);
      if (!competitionId || !(await isDivisionManager(db, userId, competitionId))) return permission;
    }
  }
  return null;
}
