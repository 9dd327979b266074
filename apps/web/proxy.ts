import { type NextRequest, NextResponse } from "next/server";

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

/**
 * Keeps pages cacheable for everybody:
 * - an app announcing its web view with the `x-webview` header gets the `webview` cookie, which the page reads
 *   on the client, so the HTML stays the same for all visitors;
 * - a competition page's views (`?spieltag=7&tabelle=heim`) are served by an internal route with the view in
 *   its path, so the plain page and each view are cached on their own.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // An address whose percent-encoding is broken names nothing: a 404, not a routing failure.
  if (!isDecodable(pathname)) return NextResponse.rewrite(new URL("/nicht-gefunden", request.url), { status: 404 });
  const competition = COMPETITION_PAGE.exec(pathname);
  let response: NextResponse;
  if (competition && (searchParams.has("spieltag") || searchParams.has("tabelle"))) {
    const matchday = searchParams.get("spieltag") ?? "-";
    const variant = searchParams.get("tabelle") ?? "gesamt";
    const target = new URL(
      `/ergebnisse/wettbewerb/${competition[1]}/${competition[2]}/ansicht/${encodeURIComponent(matchday)}/${encodeURIComponent(variant)}`,
      request.url,
    );
    response = NextResponse.rewrite(target);
  } else {
    response = NextResponse.next();
  }
  if (request.headers.get("x-webview") === "true" && request.cookies.get("webview")?.value !== "1") {
    response.cookies.set("webview", "1", { path: "/", sameSite: "lax" });
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/|rest/|api/|favicon|.*\\.(?:png|svg|ico|webp|avif|jpg|txt|xml)$).*)"],
};
