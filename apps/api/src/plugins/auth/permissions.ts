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
import { ApiError, PART_WORDS } from "../errors.js";

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

/** Where a request carries a value: its path, its query or its body. */
export type RequestPart = "params" | "querystring" | "body";

/** The one place a permission's object id comes from on a route: the part and the name the route declares. */
export interface PermissionSource {
  part: RequestPart;
  name: string;
}

/** The names a permission's object id may have; a route declares exactly one of them in exactly one part. */
const ID_NAMES: Record<Permission, readonly string[]> = {
  ownAccount: ["userid", "userId"],
  teamAdmin: ["team-id", "teamId", "fav-teamPermanentId"],
  divisionManager: ["staffel", "competitionId"],
  logLevel: [],
  clubAdmin: ["club-id", "clubId"],
  matchReporter: ["spiel"],
  matchDivisionManager: ["spiel"],
};

/** The names a schema part declares (TypeBox and plain JSON schema objects alike). */
function declaredNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/**
 * For each permission a route declares, the one place its object id comes from, found in the route's schema
 * (or, for a path without a params schema, its `:name` segments). The permission check reads exactly that value and
 * the handler reads it from the same place, so no second copy of an id elsewhere in the request can be checked in
 * its stead. A route that declares a permission's id in no place, or in more than one, stops the start.
 */
export function permissionSources(
  url: string,
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined,
  permissions: readonly Permission[],
): Partial<Record<Permission, PermissionSource>> {
  const pathNames = schema?.params
    ? declaredNames(schema.params)
    : [...url.matchAll(/:([A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
  const parts: [RequestPart, string[]][] = [
    ["params", pathNames],
    ["querystring", declaredNames(schema?.querystring)],
    ["body", declaredNames(schema?.body)],
  ];
  const sources: Partial<Record<Permission, PermissionSource>> = {};
  for (const permission of permissions) {
    const names = ID_NAMES[permission];
    if (names.length === 0) continue;
    const found = parts.flatMap(([part, declared]) =>
      declared.filter((name) => names.includes(name)).map((name) => ({ part, name })),
    );
    if (found.length > 1) {
      const places = found.map((source) => `${source.part}.${source.name}`).join(", ");
      throw new Error(`Route ${url} declares the id of permission "${permission}" in more than one place (${places})`);
    }
    if (found[0]) sources[permission] = found[0];
    else if (permission !== "ownAccount") {
      throw new Error(
        `Route ${url} declares permission "${permission}" but none of its parameters: ${names.join(", ")}`,
      );
    }
  }
  return sources;
}

function partOf(request: FastifyRequest, part: RequestPart): unknown {
  return part === "params" ? request.params : part === "querystring" ? request.query : request.body;
}

/**
 * The value a permission is checked on: the declared place's, after validation. The same id in another part of
 * the request is refused (400 naming it), whatever its value: a request says which object it means once.
 */
function checkedValue(request: FastifyRequest, permission: Permission, source: PermissionSource | undefined) {
  if (!source) return undefined;
  for (const part of ["params", "querystring", "body"] as const) {
    if (part === source.part) continue;
    const values = partOf(request, part);
    if (values === null || typeof values !== "object") continue;
    const repeated = ID_NAMES[permission].find((name) => Object.hasOwn(values, name));
    if (repeated !== undefined) {
      // A path parameter by the catalogue's name (`club-id`, not the route's `clubId`).
      const shown =
        source.part === "params"
          ? (request.routeOptions.config.pathParamNames?.[source.name] ?? source.name)
          : source.name;
      throw new ApiError(
        "bad_request",
        `Unknown ${PART_WORDS[part]} "${repeated}": the id belongs in the ${PART_WORDS[source.part]} "${shown}"`,
      );
    }
  }
  const value = (partOf(request, source.part) as Record<string, unknown> | undefined)?.[source.name];
  return typeof value === "string" && value !== "" ? value : undefined;
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

/** A team admin of a team of the club: who may name and remove the club's reporters. */
export const isClubAdminOf = (userId: unknown, clubId: unknown) => sql`exists (
  select 1 from team_admin_rights a join teams t on t.id = a.team_id where a.user_id = ${userId} and t.club_id = ${clubId})`;

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
export const isMatchDivisionManager = (userId: unknown, matchId: unknown) => sql`exists (
  select 1 from matches m
  join competitions c on c.id = m.competition_id
  join functionaries f on f.id = c.division_manager_id
  join users u on u.email = f.email and u.deleted_at is null
  where m.id = ${matchId} and u.id = ${userId})`;

/** A team admin of either club of the match, or a reporter either club named. */
export const isClubReporterOfMatch = (userId: unknown, matchId: unknown) => sql`exists (
  select 1 from matches m
  join team_seasons ts on ts.id in (m.home_team_season_id, m.guest_team_season_id)
  join teams t on t.id = ts.team_id
  where m.id = ${matchId} and (
    exists (select 1 from club_reporters r where r.club_id = t.club_id and r.user_id = ${userId})
    or exists (select 1 from team_admin_rights a join teams own on own.id = a.team_id
      where a.user_id = ${userId} and own.club_id = t.club_id)))`;

/** Whether the caller may report the match: any reporter, or (`divisionManagerOnly`) its division manager. */
export async function mayReportMatch(db: Database, userId: string, matchId: string, divisionManagerOnly: boolean) {
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

/**
 * The first permission the caller lacks, or null when every declared one holds. Each id is read from the one place
 * the route declares it (`sources`, worked out at start by `permissionSources`).
 */
export async function findMissingPermission(
  db: Database,
  request: FastifyRequest,
  userId: string,
  permissions: readonly Permission[],
  sources: Partial<Record<Permission, PermissionSource>>,
): Promise<Permission | null> {
  for (const permission of permissions) {
    const value = checkedValue(request, permission, sources[permission]);
    if (permission === "ownAccount") {
      if (value !== undefined && value !== userId) return permission;
    } else if (permission === "teamAdmin") {
      if (!value || !(await isTeamAdmin(db, userId, value))) return permission;
    } else if (permission === "logLevel") {
      if (!(await userHasFeature(db, userId, "log_level"))) return permission;
    } else if (permission === "clubAdmin") {
      if (!value || !(await isClubAdmin(db, userId, value))) return permission;
    } else if (permission === "matchReporter" || permission === "matchDivisionManager") {
      if (!value || !(await mayReportMatch(db, userId, value, permission === "matchDivisionManager"))) {
        return permission;
      }
    } else if (!value || !(await isDivisionManager(db, userId, value))) {
      return permission;
    }
  }
  return null;
}
