import { ApiCallError, type CallResult } from "@spielfeld/api-client";
import { type NextRequest, NextResponse } from "next/server";
import { visitorApi } from "@/lib/api/client";
import { env } from "@/lib/env";
import { logError } from "@/lib/log";
import { readSession } from "@/lib/session/session-server";

/**
 * `GET /mein-account/daten/export`: the account's data export (`exportAccountData`) as a download, fetched with
 * the session's token. The proxy has made sure there is a session with a fresh token.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const session = await readSession(request);
  if (!session) return NextResponse.redirect(new URL("/login?callbackUrl=%2Fmein-account%2Fdaten", env().siteUrl), 303);
  let data: CallResult<"exportAccountData">;
  try {
    data = await visitorApi(request.headers, session.accessToken).account.exportAccountData();
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) {
      return NextResponse.redirect(new URL("/login?callbackUrl=%2Fmein-account%2Fdaten", env().siteUrl), 303);
    }
    logError("the account export failed", error, { call: "exportAccountData" });
    return new NextResponse("Der Export ist gerade nicht möglich. Bitte versuche es später noch einmal.", {
      status: error instanceof ApiCallError ? 502 : 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": 'attachment; filename="spielfeld-konto.json"',
      "cache-control": "no-store",
    },
  });
}

export const dynamic = "force-dynamic";
