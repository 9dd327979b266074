import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/database.js";
import { refreshTokens, userFeatures, users } from "../../db/schema/index.js";
import { ApiError } from "../errors.js";
import {
  type AccessTier,
  findMissingPermission,
  type Permission,
  type PermissionSource,
  permissionSources,
  tierOfRoute,
  userHasFeature,
} from "./permissions.js";
import type { TokenService } from "./token-service.js";

export type { AccessTier, Permission };
export { userHasFeature };

/** The tiers that require a user token. */
export type SignedInTier = Extract<AccessTier, "private" | "promateur">;

export interface AuthenticatedUser {
  id: string;
  nickname?: string;
  /** The session (refresh token family) the token belongs to. */
  sessionId: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set from the path's tier segment at start; only routes outside the catalogue declare it. */
    tier?: AccessTier;
    /** What the caller needs beyond the tier, checked by the access hook before the handler runs. */
    permissions?: readonly Permission[];
    /** Set at start: the one place (path, query or body) each permission's object id is read from. */
    permissionSources?: Partial<Record<Permission, PermissionSource>>;
    /** Route parameter name -> the catalogue's name (e.g. appType -> app-type), for the OpenAPI document. */
    pathParamNames?: Record<string, string>;
    /**
     * A body the route reads itself (a multipart upload), shown in the OpenAPI document only: Fastify does not
     * validate it, the handler checks every part.
     */
    documentedBody?: unknown;
  }
  // biome-ignore lint/correctness/noUnusedVariables: an augmentation repeats the interface's type parameters.
  interface FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
    Logger,
    RequestType,
  > {
    /**
     * The signed-in caller. Routes of the signed-in tiers declare their tier (`config: { tier: "private" }`),
     * which the start checks against the path, and get the user typed as present: the access hook has refused
     * the request before the handler otherwise. Elsewhere the user is there only when a valid token came along.
     */
    user: ContextConfig extends { tier: SignedInTier } ? AuthenticatedUser : AuthenticatedUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError("unauthorized", "Malformed Authorization header: expected Bearer token");
  return match[1]!;
}

function isKnownClientKey(key: string | undefined, keys: Buffer[]): boolean {
  if (!key) return false;
  const candidate = Buffer.from(key);
  return keys.some((known) => known.length === candidate.length && timingSafeEqual(known, candidate));
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session (refresh token family) still has a live token of the user: it has not ended. */
const isLiveSession = (userId: unknown, sessionId: string) => sql`exists (select 1 from ${refreshTokens}
  where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.userId} = ${userId}
    and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`;

/**
 * The account a token speaks for, if it still exists and the token's session has not ended, with whether it has the
 * promateur feature (one query for all three). A subject that cannot be a user id never reaches the database; a
 * token without a session id is not one this API issues.
 */
async function findTokenUser(
  db: Database,
  subject: string,
  sessionId: string | undefined,
): Promise<{ isPromateur: boolean } | null> {
  if (!USER_ID.test(subject) || !sessionId) return null;
  const rows = await db
    .select({ feature: userFeatures.feature })
    .from(users)
    .leftJoin(userFeatures, and(eq(userFeatures.userId, users.id), eq(userFeatures.feature, "promateur")))
    .where(and(eq(users.id, subject), isNull(users.deletedAt), isLiveSession(users.id, sessionId)))
    .limit(1);
  return rows[0] ? { isPromateur: rows[0].feature === "promateur" } : null;
}

/** Whether a session (a refresh token family) of the user still has a live token: ended sessions answer false. */
export async function isSessionLive(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isLiveSession(users.id, sessionId)))
    .limit(1);
  return rows.length > 0;
}

async function accessPlugin(
  app: FastifyInstance,
  options: { tokens: TokenService; clientKeys: string[]; db: Database },
) {
  const keys = options.clientKeys.map((key) => Buffer.from(key));
  app.decorateRequest("user", null);
  app.addHook("preHandler", async (request) => {
    const permissions = request.routeOptions.config.permissions;
    if (!permissions?.length) return;
    const sources = request.routeOptions.config.permissionSources ?? {};
    const missing = await findMissingPermission(options.db, request, signedInUser(request).id, permissions, sources);
    if (missing) throw new ApiError("forbidden", `This call needs the permission "${missing}"`);
  });
  app.addHook("onRequest", async (request) => {
    // Only the not-found handler has no route tier; it answers 404 whatever the credentials.
    const tier = request.routeOptions.config.tier ?? "public";
    // Public routes ignore credentials they cannot use; the others refuse them.
    let token: string | null = null;
    try {
      token = bearerToken(request);
    } catch (error) {
      if (tier !== "public") throw error;
    }
    let isPromateur = false;
    if (token) {
      const claims = await options.tokens.verify(token).catch(() => null);
      // A validly signed token for an account that does not exist (any more) is as invalid as a forged one.
      const account = claims ? await findTokenUser(options.db, claims.sub, claims.sid) : null;
      if (claims && account) {
        request.user = {
          id: claims.sub,
          sessionId: claims.sid as string,
          ...(claims.nickname ? { nickname: claims.nickname } : {}),
        };
        isPromateur = account.isPromateur;
      } else if (tier !== "public") {
        throw new ApiError("unauthorized", "Invalid or expired token");
      }
    }
    if (tier === "public") return;
    if (tier === "protected") {
      const apiKey = request.headers["x-api-key"];
      if (request.user || isKnownClientKey(typeof apiKey === "string" ? apiKey : undefined, keys)) return;
      throw new ApiError("unauthorized", "A registered client key (X-Api-Key) or a user token is required");
    }
    if (!request.user) throw new ApiError("unauthorized", "A user token (Authorization: Bearer) is required");
    if (tier === "promateur" && !isPromateur) {
      throw new ApiError("forbidden", "This call is restricted to promateur accounts");
    }
  });
}

/**
 * Closed by default: every route gets its tier from its path (or, outside the catalogue, its declaration) as it
 * is added, and a route whose tier cannot be determined stops the start. Registered before any route.
 */
export const routeTiers = fp(
  async (app: FastifyInstance) => {
    // Closed by default: a route whose tier cannot be determined stops the start.
    app.addHook("onRoute", (route) => {
      const config = (route.config ?? {}) as { tier?: AccessTier; permissions?: readonly Permission[] };
      const tier = tierOfRoute(route.url, config.tier, route.method);
      if (config.permissions?.length && tier === "public") {
        throw new Error(`Route ${route.url} declares permissions on the public tier`);
      }
      const sources = config.permissions?.length
        ? permissionSources(route.url, route.schema as Parameters<typeof permissionSources>[1], config.permissions)
        : undefined;
      route.config = { ...config, tier, ...(sources ? { permissionSources: sources } : {}) } as typeof route.config;
    });
  },
  { name: "route-tiers" },
);

/** The caller on a route of the private or promateur tier, where the access hook has checked the token. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new ApiError("unauthorized", "A user token (Authorization: Bearer) is required");
  return request.user;
}

export default fp(accessPlugin, { name: "access", dependencies: ["errors"] });
