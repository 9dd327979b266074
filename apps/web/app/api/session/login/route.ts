import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { isHttps } from "@/lib/security-headers";
import { signIn } from "@/lib/session/account-api";
import { loginNameCookie } from "@/lib/session/login-name";
import { isFromOwnSite, returnPath, seeOther, writeSession } from "@/lib/session/session-server";

/**
 * `POST /login` (the proxy sends it here): the login form, with or without JavaScript. Success sets the session
 * cookie and moves on to `callbackUrl` (a path of this site) or `/mein-account`; a failure goes back to the form
 * with the reason, never with the password.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  // A form sent from another site signs nobody in: the visitor gets this site's own form, with a word why.
  if (!isFromOwnSite(request)) return seeOther("/login?fehler=herkunft");
  const form = await request.formData().catch(() => null);
  const username = String(form?.get("username") ?? "").trim();
  const password = String(form?.get("password") ?? "");
  const callback = returnPath(String(form?.get("callbackUrl") ?? ""));
  const back = (reason: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ fehler: reason, ...extra });
    if (callback !== "/mein-account") query.set("callbackUrl", callback);
    const answer = seeOther(`/login?${query}`);
    // The name comes back in the field, from a short-lived cookie: never in the address.
    answer.cookies.set(loginNameCookie(username, isHttps(new URL(env().siteUrl), request.headers)));
    return answer;
  };
  if (!username || !password) return back("leer");
  const result = await signIn(username, password, request);
  if (!result.ok) {
    const minutes = result.retryAfter ? String(Math.max(1, Math.ceil(result.retryAfter / 60))) : "15";
    return back(result.reason, result.reason === "throttled" ? { minuten: minutes } : {});
  }
  return writeSession(seeOther(callback), request, result.session);
}

export const dynamic = "force-dynamic";
