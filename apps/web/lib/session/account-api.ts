import "server-only";
import { ApiCallError, type ApiClient, type CallResult } from "@spielfeld/api-client";
import { visitorApi } from "../api/client";
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

export type TokenAnswer = CallResult<"login">;

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

async function tokenCall(
  name: string,
  call: (api: ApiClient) => Promise<TokenAnswer>,
  request: { headers: Headers },
): Promise<SignInResult> {
  try {
    return { ok: true, session: toSession(await call(visitorApi(request.headers))) };
  } catch (error) {
    if (!(error instanceof ApiCallError)) {
      logError("the API cannot be reached", error, { call: name });
      return { ok: false, reason: "unavailable" };
    }
    if (error.status === 401) return { ok: false, reason: "credentials" };
    if (error.status === 403) return { ok: false, reason: "not-activated" };
    if (error.status === 409) return { ok: false, reason: "superseded" };
    if (error.status === 400) return { ok: false, reason: "invalid" };
    if (error.status === 429) {
      return {
        ok: false,
        reason: "throttled",
        ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
      };
    }
    logError("a sign-in call failed", new Error(`status ${error.status}`), { call: name });
    return { ok: false, reason: "unavailable" };
  }
}

export function signIn(username: string, password: string, request: { headers: Headers }): Promise<SignInResult> {
  return tokenCall("login", (api) => api.account.login({ username, password }), request);
}

export function renewSession(refreshToken: string, request: { headers: Headers }): Promise<SignInResult> {
  return tokenCall("refreshToken", (api) => api.account.refreshToken({ "refresh-token": refreshToken }), request);
}

/** Ends the session at the API (its refresh token family); the cookie goes whatever the API answers. */
export async function endSession(refreshToken: string, request: Request): Promise<void> {
  try {
    await visitorApi(request.headers).account.logout({ "refresh-token": refreshToken });
  } catch (error) {
    logError("the API refused or missed the sign-out", error, { call: "logout" });
  }
}
