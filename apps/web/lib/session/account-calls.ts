import "server-only";
import { ApiCallError, type ApiClient } from "@spielfeld/api-client";
import { cookies, headers } from "next/headers";
import { visitorApi } from "../api/client";
import { env } from "../env";
import { logError } from "../log";
import { isHttps } from "../security-headers";
import { type FormState, refusedState, siteMessage } from "./form-errors";
import {
  isEnding,
  openSession,
  SESSION_COOKIE,
  type StoredSession,
  sealSession,
  sessionCookieOptions,
  sessionKey,
} from "./session-cookie";
import { endsSession, renew } from "./session-server";

/** An account call's outcome for a form: the answer's body, or the form state that tells the visitor why not. */
export type CallOutcome<T> =
  | { ok: true; body: T }
  /** `status`: the API's answer, null when none came. */
  | { ok: false; state: FormState; status: number | null };

/**
 * Runs a visitor's call of the API from a server action, in the visitor's name (their address goes on as
 * `X-Forwarded-For`), with the session's token for private calls. A refusal becomes the German form state its
 * `kind`, `field` and `reason` say.
 */
export async function callAccount<T>(
  call: (api: ApiClient) => Promise<T>,
  options: { session?: StoredSession; values?: Record<string, string>; page?: string } = {},
): Promise<CallOutcome<T>> {
  const values = options.values ?? {};
  try {
    return { ok: true, body: await call(visitorApi(await headers(), options.session?.accessToken, options.page)) };
  } catch (error) {
    if (!(error instanceof ApiCallError)) {
      logError("the API cannot be reached", error);
      return { ok: false, state: { status: "error", message: siteMessage("unavailable"), values }, status: null };
    }
    if (error.status >= 500)
      logError("an account call failed", new Error(`status ${error.status}`), { url: error.url });
    return { ok: false, state: refusedState(error, values), status: error.status };
  }
}

/**
 * The session of the visitor a server action runs for, or `null`; a token about to end is renewed first (the
 * proxy does that for page views only, so that a posted form is never redirected away).
 */
export async function actionSession(): Promise<StoredSession | null> {
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value, sessionKey(env().sessionSecret));
  if (!session || !isEnding(session)) return session;
  const renewed = await renew(session, { headers: await headers() });
  if (renewed.ok) {
    await saveSession(renewed.session);
    return renewed.session;
  }
  if (endsSession(renewed)) {
    await saveSession(null);
    return null;
  }
  return session;
}

/** Stores a new session in the cookie from a server action (after a password change), or removes it. */
export async function saveSession(session: StoredSession | null): Promise<void> {
  const requestHeaders = await headers();
  const url = new URL(env().siteUrl);
  const options = sessionCookieOptions(session, isHttps(url, requestHeaders));
  const value = session ? await sealSession(session, sessionKey(env().sessionSecret)) : "";
  (await cookies()).set(SESSION_COOKIE, value, options);
}

/**
 * Renews the session at once from a server action, so a change the access token carries (the nickname) shows
 * everywhere without waiting for the next renewal. A failed renewal keeps the session as it was.
 */
export async function renewNow(session: StoredSession): Promise<void> {
  const renewed = await renew(session, { headers: await headers() });
  if (renewed.ok) await saveSession(renewed.session);
}
