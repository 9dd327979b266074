import "server-only";
import { ApiCallError, type ApiClient } from "@spielfeld/api-client";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { visitorApi } from "../api/client";
import { env } from "../env";
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

/** A private read of the API in the session's name; a refused token starts the login flow again. */
export async function privateRead<T>(
  session: StoredSession,
  returnTo: string,
  call: (api: ApiClient) => Promise<T>,
): Promise<T> {
  try {
    return await call(visitorApi(await headers(), session.accessToken));
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) {
      redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
    }
    throw error;
  }
}
