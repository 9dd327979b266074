import type { NextRequest, NextResponse } from "next/server";
import { endSession } from "../../../../lib/session/account-api";
import { isFromOwnSite, readSession, returnPath, seeOther, writeSession } from "../../../../lib/session/session-server";

/**
 * `/logout` (the proxy sends it here): ends the session at the API, removes the cookie and moves on to
 * `callbackUrl` or the home page. A link from another site leaves the session as it is.
 */
async function logout(request: NextRequest): Promise<NextResponse> {
  const target = returnPath(request.nextUrl.searchParams.get("callbackUrl"), "/");
  if (!isFromOwnSite(request)) return seeOther("/");
  const session = await readSession(request);
  if (session) await endSession(session.refreshToken, request);
  return writeSession(seeOther(target), request, null);
}

export { logout as GET, logout as POST };
export const dynamic = "force-dynamic";
