import { createHash, randomBytes } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";

/**
 * The visitor's session, kept in one cookie that only the website's server can read: encrypted and authenticated
 * (JWE, `dir` with A256GCM), `HttpOnly`, `SameSite=Lax` and, over HTTPS, `Secure`. The refresh token never leaves
 * it; page scripts get the access token through `GET /api/session`, as the session's `user.token`.
 */
export interface StoredSession {
  userId: string;
  nickname: string;
  accessToken: string;
  /** When the access token ends, in seconds since the epoch. */
  accessExpires: number;
  refreshToken: string;
  /** When the refresh token ends, in seconds since the epoch (the cookie's own end). */
  refreshExpires: number;
}

export const SESSION_COOKIE = "spielfeld-sitzung";

/** An access token with less life than this left is renewed before it is used or handed out. */
export const RENEW_BEFORE_SECONDS = 10;

/** Whether the session's access token ends within RENEW_BEFORE_SECONDS (or has ended). */
export function isEnding(session: StoredSession, now = Date.now()): boolean {
  return session.accessExpires - now / 1000 < RENEW_BEFORE_SECONDS;
}

/**
 * The 256-bit key of a secret; a process without a configured secret makes one for itself. It is kept on the
 * global object: Next.js loads the proxy, the route handlers and the pages as separate bundles, each with its own
 * module state, and all of them must open the same cookie.
 */
export function sessionKey(secret: string | undefined): Uint8Array {
  if (secret) return new Uint8Array(createHash("sha256").update(`spielfeld-session:${secret}`).digest());
  const holder = globalThis as { spielfeldSessionKey?: Uint8Array };
  holder.spielfeldSessionKey ??= new Uint8Array(randomBytes(32));
  return holder.spielfeldSessionKey;
}

export async function sealSession(session: StoredSession, key: Uint8Array): Promise<string> {
  return new EncryptJWT({ ...session })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setExpirationTime(session.refreshExpires)
    .encrypt(key);
}

function isStoredSession(value: Record<string, unknown>): value is Record<string, unknown> & StoredSession {
  return (
    typeof value.userId === "string" &&
    typeof value.nickname === "string" &&
    typeof value.accessToken === "string" &&
    typeof value.accessExpires === "number" &&
    typeof value.refreshToken === "string" &&
    typeof value.refreshExpires === "number"
  );
}

/** The session a cookie holds, or `null` for a missing, forged, foreign-keyed or ended one. */
export async function openSession(value: string | undefined, key: Uint8Array): Promise<StoredSession | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, key, { contentEncryptionAlgorithms: ["A256GCM"] });
    if (!isStoredSession(payload)) return null;
    const { userId, nickname, accessToken, accessExpires, refreshToken, refreshExpires } = payload;
    return { userId, nickname, accessToken, accessExpires, refreshToken, refreshExpires };
  } catch {
    return null;
  }
}

export interface CookieOptions {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge: number;
}

export function sessionCookieOptions(session: StoredSession | null, isHttps: boolean, now = Date.now()): CookieOptions {
  const maxAge = session ? Math.max(0, session.refreshExpires - Math.floor(now / 1000)) : 0;
  return { httpOnly: true, sameSite: "lax", secure: isHttps, path: "/", maxAge };
}
