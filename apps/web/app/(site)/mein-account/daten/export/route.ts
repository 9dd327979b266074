import { type NextRequest, NextResponse } from "next/server";
import { env } from "../../../../../lib/env";
import { logError } from "../../../../../lib/log";
import { getPrivate } from "../../../../../lib/session/account-api";
import { readSession } from "../../../../../lib/session/session-server";

/**
 * `GET /mein-account/daten/export`: the account's data export (`exportAccountData`) as a download, fetched with
 * the session's token. The proxy has made sure there is a session with a fresh token.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const session = await readSession(request);
  if (!session) return NextResponse.redirect(new URL("/login?callbackUrl=%2Fmein-account%2Fdaten", env().siteUrl), 303);
  let answer: Response;
  try {
    answer = await getPrivate("exportAccountData", session.accessToken);
  } catch (error) {
    logError("the API cannot be reached", error, { path: "exportAccountData" });
    return new NextResponse("Der Export ist gerade nicht möglich. Bitte versuche es später noch einmal.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  if (answer.status === 401) {
    return NextResponse.redirect(new URL("/login?callbackUrl=%2Fmein-account%2Fdaten", env().siteUrl), 303);
  }
  if (!answer.ok) {
    return new NextResponse("Der Export ist gerade nicht möglich. Bitte versuche es später noch einmal.", {
      status: answer.status === 401 ? 401 : 502,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new NextResponse(answer.body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": answer.headers.get("content-disposition") ?? 'attachment; filename="spielfeld-konto.json"',
      "cache-control": "no-store",
    },
  });
}

export const dynamic = "force-dynamic";
