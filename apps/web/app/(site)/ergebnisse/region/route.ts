import { type NextRequest, NextResponse } from "next/server";
import { parseRegion, REGION_COOKIE, REGION_COOKIE_MAX_AGE } from "@/lib/region";
import { isHttps } from "@/lib/security-headers";

/**
 * The region form's target (a plain GET form, so it works without JavaScript): remembers the chosen playing area
 * in a first-party cookie and returns to the results page at the region section. An empty choice forgets it.
 */
export function GET(request: NextRequest) {
  const region = parseRegion(request.nextUrl.searchParams.get("gebiet"));
  // A relative address: behind a proxy the request's own URL may name an internal host.
  const response = new NextResponse(null, { status: 303, headers: { location: "/ergebnisse#meine-region" } });
  if (region) {
    response.cookies.set(REGION_COOKIE, region, {
      maxAge: REGION_COOKIE_MAX_AGE,
      sameSite: "lax",
      httpOnly: true,
      secure: isHttps(request.nextUrl, request.headers),
      path: "/",
    });
  } else {
    response.cookies.delete(REGION_COOKIE);
  }
  return response;
}
