import { type NextRequest, NextResponse } from "next/server";
import { parseViewQuery, viewQuery, viewSegments } from "./lib/competition-views";
import {
  contentSecurityPolicy,
  isHttps,
  isWidgetPath,
  NONCE_SLOT_HEADER,
  pageSecurityHeaders,
} from "./lib/security-headers";
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
export function proxy(request: NextRequest) {
  const https = isHttps(request.nextUrl, request.headers);
  const isWidget = isWidgetPath(request.nextUrl.pathname);
  // Without server.mjs in front (no slot) pages get a nonce of their own, which makes them no less safe.
  const nonce = request.headers.get(NONCE_SLOT_HEADER) ?? btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, isWidget, isHttps: https });
  const requestHeaders = new Headers(request.headers);
  // Next.js reads the nonce for its own scripts from the request's policy; a visitor's own policy header never counts.
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.delete("content-security-policy-report-only");
  const response = route(request, requestHeaders);
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
