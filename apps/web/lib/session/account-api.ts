import "server-only";
import { clientAddress } from "../client-address";
import { env } from "../env";
import { logError } from "../log";
import type { StoredSession } from "./session-cookie";

/** What the API answered a sign-in call: the tokens, or why not. */
export type SignInResult =
  | { ok: true; session: StoredSession }
  | {
      ok: false;
      /** `superseded`: the refresh token was renewed a moment ago by another request (two tabs); nothing is lost. */
      reason: "credentials" | "not-activated" | "throttled" | "invalid" | "unavailable" | "superseded";
      retryAfter?: number;
    };

/** How long the website waits for the API's answer to an account call before it says the API is unavailable. */
export const ACCOUNT_CALL_TIMEOUT_MS = 10_000;

export interface TokenAnswer {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
}

/** The claims of an access token the API signed (read, not verified: the API verifies it on every call). */
function claimsOf(accessToken: string): { sub: string; nickname: string } {
  const payload = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    sub?: unknown;
    nickname?: unknown;
  };
  return { sub: String(payload.sub ?? ""), nickname: typeof payload.nickname === "string" ? payload.nickname : "" };
}

export function toSession(answer: TokenAnswer, now = Date.now()): StoredSession {
  const seconds = Math.floor(now / 1000);
  const { sub, nickname } = claimsOf(answer.accessToken);
  return {
    userId: sub,
    nickname,
    accessToken: answer.accessToken,
    accessExpires: seconds + answer.expiresIn,
    refreshToken: answer.refreshToken,
    refreshExpires: seconds + answer.refreshExpiresIn,
  };
}

/**
 * Sends a form to a public account call of the API, in the visitor's name: the address the website saw goes on as
 * `X-Forwarded-For`, so the API's limits per address count the visitor, not the website.
 */
export async function postForm(
  path: string,
  fields: Record<string, string>,
  request: { headers: Headers },
  token?: string,
): Promise<Response> {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", accept: "application/json" });
  const client = clientAddress(request.headers, env().trustedProxies);
  if (client) headers.set("x-forwarded-for", client);
  const agent = request.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return fetch(`${env().apiUrl}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
    cache: "no-store",
    redirect: "manual",
    signal: AbortSignal.timeout(ACCOUNT_CALL_TIMEOUT_MS),
  });
}

/** A private GET of the API with the session's access token (never stored, given up after the timeout). */
export function getPrivate(call: string, accessToken: string): Promise<Response> {
  return fetch(`${env().apiUrl}/v1/private/${call}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    cache: "no-store",
    signal: AbortSignal.timeout(ACCOUNT_CALL_TIMEOUT_MS),
  });
}

async function tokenCall(
  path: string,
  fields: Record<string, string>,
  request: { headers: Headers },
): Promise<SignInResult> {
  let answer: Response;
  try {
    answer = await postForm(path, fields, request);
  } catch (error) {
    logError("the API cannot be reached", error, { path });
    return { ok: false, reason: "unavailable" };
  }
  if (answer.ok) return { ok: true, session: toSession((await answer.json()) as TokenAnswer) };
  if (answer.status === 401) return { ok: false, reason: "credentials" };
  if (answer.status === 403) return { ok: false, reason: "not-activated" };
  if (answer.status === 409) return { ok: false, reason: "superseded" };
  if (answer.status === 400) return { ok: false, reason: "invalid" };
  if (answer.status === 429) {
    const retryAfter = Number(answer.headers.get("retry-after"));
    return { ok: false, reason: "throttled", ...(Number.isFinite(retryAfter) ? { retryAfter } : {}) };
  }
  logError("a sign-in call failed", new Error(`status ${answer.status}`), { path });
  return { ok: false, reason: "unavailable" };
}

export function signIn(username: string, password: string, request: { headers: Headers }): Promise<SignInResult> {
  return tokenCall("/v1/public/login", { username, password }, request);
}

export function renewSession(refreshToken: string, request: { headers: Headers }): Promise<SignInResult> {
  return tokenCall("/v1/public/refreshToken", { "refresh-token": refreshToken }, request);
}

/** Ends the session at the API (its refresh token family); the cookie goes whatever the API answers. */
export async function endSession(refreshToken: string, request: Request): Promise<void> {
  try {
    await postForm("/v1/public/logout", { "refresh-token": refreshToken }, request);
  } catch (error) {
    logError("the API cannot be reached", error, { path: "/v1/public/logout" });
  }
}
