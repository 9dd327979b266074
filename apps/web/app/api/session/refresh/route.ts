import { type NextRequest, NextResponse } from "next/server";
import {
  endsSession,
  isFromOwnSite,
  readSession,
  renew,
  returnPath,
  seeOther,
  writeSession,
} from "@/lib/session/session-server";

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
    const back = encodeURIComponent(returnPath(callback));
    if (renewed.ok) return writeSession(seeOther(returnPath(callback)), request, renewed.session);
    if (endsSession(renewed)) return writeSession(seeOther(`/login?callbackUrl=${back}`), request, null);
    // Another tab renewed a moment ago: its answer carries the new cookie; this navigation goes on without one.
    if (renewed.reason === "superseded") return seeOther(returnPath(callback));
    // The API out of reach or busy: the session stays, and the visitor learns why the page does not open (no loop).
    return seeOther(`/login?fehler=unavailable&callbackUrl=${back}`);
  }
  if (renewed.ok) return writeSession(NextResponse.json({ status: "ok" }), request, renewed.session);
  // The other tab's answer sets the new cookie; reading the session again finds it.
  if (renewed.reason === "superseded")
    return NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
  if (endsSession(renewed)) {
    return writeSession(NextResponse.json({ status: "no-token" }, { status: 401 }), request, null);
  }
  return NextResponse.json({ status: "error" }, { status: 503, headers: { "cache-control": "no-store" } });
}

export const dynamic = "force-dynamic";
