import { type NextRequest, NextResponse } from "next/server";
import {
  isFromOwnSite,
  readSession,
  renew,
  returnPath,
  seeOther,
  writeSession,
} from "../../../../lib/session/session-server";

/**
 * `GET /login?refresh=true` (the proxy sends it here): renews the session's tokens now. Page scripts call it about
 * 30 s before the access token ends and then read `/api/session` again. The answer's `status`: `ok`, `no-token`
 * (no session, or one the API ended: stop refreshing) or `error` (try again later). With `callbackUrl` it is a
 * navigation and moves on to that page (the login-required pages come here when their token has run out).
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const callback = request.nextUrl.searchParams.get("callbackUrl");
  // Page scripts call it from the site's own pages; a navigation may come from a mail link (another site).
  if (callback === null && !isFromOwnSite(request)) return NextResponse.json({ status: "error" }, { status: 403 });
  const session = await readSession(request);
  if (!session) {
    if (callback !== null) return seeOther(`/login?callbackUrl=${encodeURIComponent(returnPath(callback))}`);
    return NextResponse.json({ status: "no-token" }, { status: 401, headers: { "cache-control": "no-store" } });
  }
  const renewed = await renew(session, request);
  if (callback !== null) {
    const target = renewed.ok ? returnPath(callback) : `/login?callbackUrl=${encodeURIComponent(returnPath(callback))}`;
    return writeSession(seeOther(target), request, renewed.ok ? renewed.session : null);
  }
  if (renewed.ok) return writeSession(NextResponse.json({ status: "ok" }), request, renewed.session);
  if (renewed.reason === "unavailable") {
    return NextResponse.json({ status: "error" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
  return writeSession(NextResponse.json({ status: "no-token" }, { status: 401 }), request, null);
}

export const dynamic = "force-dynamic";
