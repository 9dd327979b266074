import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { refreshTokens, users } from "../../db/schema/index.js";
import type { TokenService } from "../../plugins/auth/token-service.js";

/*
 * Sign-in sessions: a short-lived signed access token (JWT) and a refresh token that rotates on every use. A
 * refresh token is 32 random bytes, stored only as its SHA-256 digest, and belongs to a family (one sign-in).
 * Using a token that was already rotated or revoked is a reuse: someone holds a copy, so the whole family is
 * revoked and both holders must sign in again.
 *
 * Every access token names its family (`sid`), and the access hook checks on every request that the family still
 * has a live token: a logout, a password change or reset, a deletion or a detected reuse ends the access tokens of
 * the session at once, on every instance, not when they expire.
 */

export interface SessionTokens {
  accessToken: string;
  tokenType: "Bearer";
  /** Seconds the access token is valid. */
  expiresIn: number;
  refreshToken: string;
  /** Seconds the refresh token is valid. */
  refreshExpiresIn: number;
}

export interface SessionSettings {
  tokens: TokenService;
  accessTokenSeconds: number;
  refreshTokenDays: number;
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

async function issue(
  db: Database,
  settings: SessionSettings,
  user: { id: string; nickname: string },
  familyId: string,
): Promise<{ id: string; tokens: SessionTokens }> {
  const id = crypto.randomUUID();
  const refreshToken = randomBytes(32).toString("base64url");
  const refreshSeconds = settings.refreshTokenDays * 86_400;
  await db.insert(refreshTokens).values({
    id,
    userId: user.id,
    tokenHash: digest(refreshToken),
    familyId,
    expiresAt: sql`now() + make_interval(secs => ${refreshSeconds})`,
  });
  const accessToken = await settings.tokens.sign(
    { sub: user.id, nickname: user.nickname, sid: familyId },
    { expiresInSeconds: settings.accessTokenSeconds },
  );
  return {
    id,
    tokens: {
      accessToken,
      tokenType: "Bearer",
      expiresIn: settings.accessTokenSeconds,
      refreshToken,
      refreshExpiresIn: refreshSeconds,
    },
  };
}

/** A new session (a new family) for a user who has just proven who they are. */
export async function startSession(db: Database, settings: SessionSettings, user: { id: string; nickname: string }) {
  return (await issue(db, settings, user, crypto.randomUUID())).tokens;
}

export type Rotation =
  | { ok: true; userId: string; tokens: SessionTokens }
  | { ok: false; reason: "unknown" | "expired" | "reused" | "superseded"; userId?: string };

/**
 * Seconds after a rotation in which the spent token coming back is taken for a race, not a theft: two tabs of one
 * browser renewing at once send the same token. It gets nothing (409), and the family lives on.
 */
export const ROTATION_GRACE_SECONDS = 30;

/** Trades a refresh token for a new pair; a reused token revokes its family (after the grace of a race). */
export async function rotateSession(db: Database, settings: SessionSettings, refreshToken: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        token: refreshTokens,
        isExpired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        nickname: users.nickname,
        isDeleted: sql<boolean>`${users.deletedAt} is not null`,
        isJustRotated: sql<boolean>`${refreshTokens.replacedById} is not null and ${refreshTokens.revokedAt} > now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, digest(refreshToken)))
      .limit(1)
      .for("update", { of: refreshTokens });
    if (!row || row.isDeleted) return { ok: false, reason: "unknown" };
    const { token } = row;
    if (row.isJustRotated) return { ok: false, reason: "superseded", userId: token.userId };
    if (token.revokedAt || token.replacedById) {
      await revokeFamily(tx, token.familyId);
      return { ok: false, reason: "reused", userId: token.userId };
    }
    if (row.isExpired) return { ok: false, reason: "expired", userId: token.userId };
    const next = await issue(tx, settings, { id: token.userId, nickname: row.nickname }, token.familyId);
    await tx
      .update(refreshTokens)
      .set({ replacedById: next.id, revokedAt: sql`now()` })
      .where(eq(refreshTokens.id, token.id));
    return { ok: true, userId: token.userId, tokens: next.tokens };
  });
}

async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends the session a refresh token belongs to; unknown tokens end nothing. */
export async function endSession(db: Database, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(refreshToken)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.userId;
}

/** Minutes after a sign-in (a password entered) within which its session may delete the account. */
export const RECENT_SIGN_IN_MINUTES = 10;

/** Whether a session began with a password entered within RECENT_SIGN_IN_MINUTES (a refresh does not count). */
export async function isRecentSignIn(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({
      isRecent: sql<boolean>`min(${refreshTokens.createdAt}) > now() - make_interval(mins => ${RECENT_SIGN_IN_MINUTES})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, sessionId));
  return row?.isRecent === true;
}

/** Ends every session of a user (password change, deletion). */
export async function endAllSessions(db: Database, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
