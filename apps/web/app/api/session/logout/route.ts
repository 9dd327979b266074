import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { isHttps } from "@/lib/security-headers";
import { endSession } from "@/lib/session/account-api";
import { isFromOwnSite, readSession, returnPath, seeOther, writeSession } from "@/lib/session/session-server";
import { signedOutCookie } from "@/lib/session/signed-out";

/**
 * `/logout` (the proxy sends it here): ends the session at the API, removes the cookie and moves on to
 * `callbackUrl` or the home page, which confirms it. A link from another site leaves the session as it is.
 */
async function logout(request: NextRequest): Promise<NextResponse> {
  const target = returnPath(request.nextUrl.searchParams.get("callbackUrl"), "/");
  if (!isFromOwnSite(request)) return seeOther("/");
  const session = await readSession(request);
  if (session) await endSession(session.refreshToken, request);
  const answer = seeOther(target);
  // The page the visitor lands on says so (components/session/signed-out-notice.tsx); not after the page's own
  // sign-out in the background (session-provider's signOut fetches this), which has a dialog of its own.
  const mode = request.headers.get("sec-fetch-mode");
  if (mode === null || mode === "navigate") {
    answer.cookies.set(signedOutCookie(isHttps(new URL(env().siteUrl), request.headers)));
  }
  return writeSession(answer, request, null);
}

export { logout as GET, logout as POST };
export const dynamic = "force-dynamic";
