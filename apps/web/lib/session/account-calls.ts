import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "../env";
import { logError } from "../log";
import { isHttps } from "../security-headers";
import { postForm } from "./account-api";
import { type FormState, fieldOfApiMessage, germanMessage } from "./form-errors";
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
export type CallOutcome<T> = { ok: true; body: T } | { ok: false; state: FormState };

/**
 * Sends a form to an account call of the API from a server action, in the visitor's name (their address goes on
 * as `X-Forwarded-For`), with the session's token for private calls. Refusals become German form states.
 */
export async function callAccount<T>(
  path: string,
  fields: Record<string, string>,
  options: { session?: StoredSession; values?: Record<string, string> } = {},
): Promise<CallOutcome<T>> {
  const values = options.values ?? {};
  let answer: Response;
  try {
    answer = await postForm(path, fields, { headers: await headers() }, options.session?.accessToken);
  } catch (error) {
    logError("the API cannot be reached", error, { path });
    return { ok: false, state: { status: "error", message: germanMessage(null, "unavailable"), values } };
  }
  if (answer.ok) return { ok: true, body: (await answer.json()) as T };
  if (answer.status === 429) {
    return { ok: false, state: { status: "error", message: germanMessage(null, "throttled"), values } };
  }
  if (answer.status === 401) {
    return { ok: false, state: { status: "error", message: germanMessage(null, "signed-out"), values } };
  }
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  const field = fieldOfApiMessage(body.message ?? "");
  if (answer.status >= 500) logError("an account call failed", new Error(`status ${answer.status}`), { path });
  return {
    ok: false,
    state: { status: "error", field: field ?? undefined, message: germanMessage(field, body.message ?? ""), values },
  };
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
