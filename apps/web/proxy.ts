import { type NextRequest, NextResponse } from "next/server";
import { parseViewQuery, viewQuery, viewSegments } from "./lib/competition-views";
import { env } from "./lib/env";
import {
  contentSecurityPolicy,
  isHttps,
  isWidgetPath,
  NONCE_SLOT_HEADER,
  pageSecurityHeaders,
} from "./lib/security-headers";
import { isEnding, openSession, SESSION_COOKIE, sessionKey } from "./lib/session/session-cookie";
import { WEB_VIEW_COOKIE } from "./lib/web-view";

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The views of a competition page (matchday, table variant) as search parameters, the public form. */
const COMPETITION_PAGE = /^\/ergebnisse\/wettbewerb\/([^/]+)\/([^/]+)$/;
/** Match pages have one address per match: the name segment is always `-`. */
const MATCH_PAGE = /^\/ergebnisse\/spiel\/([^/]+)\/([^/]+)$/;

function notFound(request: NextRequest, requestHeaders: Headers): NextResponse {
  return NextResponse.rewrite(new URL("/nicht-gefunden", request.url), {
    status: 404,
    request: { headers: requestHeaders },
  });
}

/** A permanent move to another address of this site (Next.js sends it on as a relative location). */
function movedTo(request: NextRequest, location: string): NextResponse {
  return NextResponse.redirect(new URL(location, request.url), 308);
}

/** Pages only a signed-in visitor sees; the confirmations that mails link to are open to everyone. */
const LOGIN_REQUIRED =
  /^\/(?:mein-account(?!\/(?:email-bestaetigen|einwilligung-bestaetigen)(?:\/|$))(?:\/.*)?|profil-bearbeiten)$/;

function rewriteTo(request: NextRequest, requestHeaders: Headers, pathname: string): NextResponse {
  const target = new URL(`${pathname}${request.nextUrl.search}`, request.url);
  return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
}

/**
 * The session's own addresses (website.md section 7): `/login?refresh=true` renews the tokens, a form posted to
 * `/login` signs in, `/logout` signs out; they are served by the route handlers under `/api/session/`. A
 * login-required page without a session starts the login flow, and one whose token is about to end renews it
 * first (a page cannot set cookies while it renders).
 */
async function sessionRoute(request: NextRequest, requestHeaders: Headers): Promise<NextResponse | null> {
  const { pathname, searchParams, search } = request.nextUrl;
  if (pathname === "/login" && searchParams.get("refresh") === "true") {
    return rewriteTo(request, requestHeaders, "/api/session/refresh");
  }
  if (pathname === "/login" && request.method === "POST")
    return rewriteTo(request, requestHeaders, "/api/session/login");
  if (pathname === "/logout") return rewriteTo(request, requestHeaders, "/api/session/logout");
  // Only page views are redirected: a form's server action posts to its page's address, and a redirect would
  // throw away what the visitor typed (the action checks and renews the session itself).
  if (!LOGIN_REQUIRED.test(pathname) || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const session = await openSession(request.cookies.get(SESSION_COOKIE)?.value, sessionKey(env().sessionSecret));
  const here = encodeURIComponent(`${pathname}${search}`);
  if (!session) return NextResponse.redirect(new URL(`/login?callbackUrl=${here}`, request.url), 303);
  if (isEnding(session)) {
    return NextResponse.redirect(new URL(`/login?refresh=true&callbackUrl=${here}`, request.url), 303);
  }
  return null;
}

/** Where a request goes: answered here (404, a move), rewritten to the route that serves it, or passed on. */
function route(request: NextRequest, requestHeaders: Headers): NextResponse {
  const { pathname, searchParams, search } = request.nextUrl;
  // An address whose percent-encoding is broken names nothing: a 404, not a routing failure.
  if (!isDecodable(pathname)) return notFound(request, requestHeaders);
  const match = MATCH_PAGE.exec(pathname);
  if (match && match[1] !== "-") return movedTo(request, `/ergebnisse/spiel/-/${match[2]}${search}`);
  const competition = COMPETITION_PAGE.exec(pathname);
  if (competition && (searchParams.has("spieltag") || searchParams.has("tabelle"))) {
    const view = parseViewQuery(searchParams);
    if (!view) return notFound(request, requestHeaders);
    const canonical = viewQuery(view);
    if (!canonical) return movedTo(request, pathname);
    const given = new URLSearchParams(search);
    const isCanonical =
      [...given.keys()].every((key) => key === "spieltag" || key === "tabelle") &&
      given.getAll("spieltag").length <= 1 &&
      given.getAll("tabelle").length <= 1 &&
      (view.variant !== "gesamt" || !given.has("tabelle")) &&
      (view.matchday === undefined || given.get("spieltag") === String(view.matchday));
    if (!isCanonical) return movedTo(request, `${pathname}?${canonical}`);
    const [matchday, variant] = viewSegments(view);
    const target = new URL(`${pathname}/ansicht/${matchday}/${variant}`, request.url);
    return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  }
  return NextResponse.next({ request: { headers: requestHeaders } });
}

/**
 * Runs before every page:
 * - one address per page: a wrong name segment moves to the right one, views that do not exist are a 404, and a
 *   competition page's views (`?spieltag=7&tabelle=heim`) are served by an internal route with the view in its
 *   path, so the plain page and each view are cached on their own;
 * - an app announcing its web view with the `x-webview` header gets the `webview` cookie, which the page reads
 *   on the client, so the HTML stays the same for all visitors;
 * - the security headers, with the Content-Security-Policy's nonce (see lib/security-headers.ts).
 */
export async function proxy(request: NextRequest) {
  const https = isHttps(request.nextUrl, request.headers);
  const isWidget = isWidgetPath(request.nextUrl.pathname);
  // Without server.mjs in front (no slot) pages get a nonce of their own, which makes them no less safe.
  const nonce = request.headers.get(NONCE_SLOT_HEADER) ?? btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isWidget, isHttps: https });
  const requestHeaders = new Headers(request.headers);
  // Next.js reads the nonce for its own scripts from the request's policy; a visitor's own policy header never counts.
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.delete("content-security-policy-report-only");
  const response = (await sessionRoute(request, requestHeaders)) ?? route(request, requestHeaders);
  response.headers.set("content-security-policy", policy);
  for (const [name, value] of Object.entries(pageSecurityHeaders({ isWidget, isHttps: https }))) {
    response.headers.set(name, value);
  }
  if (request.headers.get("x-webview") === "true" && request.cookies.get(WEB_VIEW_COOKIE)?.value !== "1") {
    response.cookies.set(WEB_VIEW_COOKIE, "1", { path: "/", sameSite: "lax", secure: https });
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/|rest/|api/|favicon|.*\\.(?:png|svg|ico|webp|avif|jpg|txt|xml)$).*)"],
};
