import "server-only";
import { type NextRequest, NextResponse } from "next/server";
import { env } from "../env";
import { isHttps } from "../security-headers";
import { renewSession, type SignInResult } from "./account-api";
import {
  openSession,
  SESSION_COOKIE,
  type StoredSession,
  sealSession,
  sessionCookieOptions,
  sessionKey,
} from "./session-cookie";

export function readSession(request: NextRequest): Promise<StoredSession | null> {
  return openSession(request.cookies.get(SESSION_COOKIE)?.value, sessionKey(env().sessionSecret));
}

/** Sets the session cookie on an answer, or removes it (`null`). */
export async function writeSession(
  response: NextResponse,
  request: NextRequest,
  session: StoredSession | null,
): Promise<NextResponse> {
  const options = sessionCookieOptions(session, isHttps(new URL(env().siteUrl), request.headers));
  const value = session ? await sealSession(session, sessionKey(env().sessionSecret)) : "";
  response.cookies.set(SESSION_COOKIE, value, options);
  response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * Renewals of one refresh token while they are under way: two tabs (or a page and its session check) renewing at
 * the same moment present the same refresh token, and the API would take the second use for a stolen copy and end
 * the session. Within one website process they share the renewal in flight. Once it has answered, it is forgotten:
 * a cookie presented after its renewal gets nothing new (a copy of an old cookie never receives the owner's new
 * tokens); a late tab of the owner's keeps its access token and sends the renewed cookie with its next request.
 */
const renewals = new Map<string, Promise<SignInResult>>();

export function renew(session: StoredSession, request: { headers: Headers }): Promise<SignInResult> {
  const key = session.refreshToken;
  const known = renewals.get(key);
  if (known) return known;
  const pending = renewSession(key, request);
  renewals.set(key, pending);
  const forget = () => renewals.delete(key);
  pending.then(forget, forget);
  return pending;
}

/**
 * Whether a failed renewal ends the session: only when the API refused the token. Throttling, a race with another
 * tab and an unreachable API leave the session as it is (the access token may still hold, the next try may work).
 */
export function endsSession(result: SignInResult): boolean {
  return (
    !result.ok && (result.reason === "credentials" || result.reason === "invalid" || result.reason === "not-activated")
  );
}

/**
 * Whether a request comes from the site's own pages: its `Origin` is the site's (or the address it was sent to),
 * or, without an `Origin`, the browser says it was not sent from another site. State changes need this (CSRF).
 */
export function isFromOwnSite(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const own = new Set([new URL(env().siteUrl).origin, request.nextUrl.origin]);
    // The address the browser sent the request to, as it named it (`Host`): the same origin, however it was reached.
    const host = request.headers.get("host");
    if (host) own.add(`${isHttps(request.nextUrl, request.headers) ? "https" : "http"}://${host}`);
    return own.has(origin);
  }
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** A return address after sign-in: a path on this site, never another host (`//evil.example`, `/\evil`). */
export function returnPath(value: string | null | undefined, fallback = "/mein-account"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://site.invalid");
    // Checked after the URL's own normalisation too: `/.//evil.example` becomes `//evil.example`.
    if (url.origin !== "http://site.invalid" || url.pathname.startsWith("//") || url.pathname.includes("\\")) {
      return fallback;
    }
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}

/** A redirect to a path of this site that the browser follows with GET (303), uncached. */
export function seeOther(path: string): NextResponse {
  const response = NextResponse.redirect(new URL(path, env().siteUrl), 303);
  response.headers.set("cache-control", "no-store");
  return response;
}
