import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "../env";
import { getPrivate } from "./account-api";
import { openSession, SESSION_COOKIE, type StoredSession, sessionKey } from "./session-cookie";

/**
 * The session of a login-required page, read while it renders. The proxy has already sent visitors without one
 * to the login and renewed tokens about to end; this is the page's own check, never a second source of truth.
 */
export async function requireSession(path: string): Promise<StoredSession> {
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value, sessionKey(env().sessionSecret));
  if (!session || session.accessExpires * 1000 <= Date.now()) {
    redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  }
  return session;
}

/** A private call of the API in the session's name; a refused token starts the login flow again. */
export async function privateGet<T>(call: string, session: StoredSession, returnTo: string): Promise<T> {
  const response = await getPrivate(call, session.accessToken);
  if (response.status === 401) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  if (!response.ok) throw new Error(`${call} failed with status ${response.status}`);
  return (await response.json()) as T;
}
