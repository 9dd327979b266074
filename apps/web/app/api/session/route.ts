import { type NextRequest, NextResponse } from "next/server";
import { isEnding } from "@/lib/session/session-cookie";
import { endsSession, readSession, renew, writeSession } from "@/lib/session/session-server";

/**
 * `GET /api/session`: the visitor's session as page scripts may see it (website.md sections 3 and 7): the status,
 * the user with nickname and access token, and when the token ends. The refresh token stays in the cookie. A token
 * about to end is renewed first, so a visitor who comes back within the refresh token's life is still signed in.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  let session = await readSession(request);
  let changed = false;
  if (session && isEnding(session)) {
    const renewed = await renew(session, request);
    if (renewed.ok) {
      session = renewed.session;
      changed = true;
    } else if (endsSession(renewed)) {
      session = null;
      changed = true;
    }
  }
  const body = session
    ? {
        status: "authenticated" as const,
        user: { id: session.userId, nickname: session.nickname, token: session.accessToken },
        expires: new Date(session.accessExpires * 1000).toISOString(),
      }
    : { status: "unauthenticated" as const, user: null, expires: null };
  const response = NextResponse.json(body, { headers: { "cache-control": "no-store" } });
  return changed ? writeSession(response, request, session) : response;
}

export const dynamic = "force-dynamic";
