/*
 * The word after signing out: `/logout` sets a short-lived cookie on its redirect, and the page it lands on (any
 * page, cached or not: the page itself does not change) shows a toast and removes the cookie. A cookie rather than a
 * query, so the page's address and its cache entry stay as they are.
 */
export const SIGNED_OUT_COOKIE = "spielfeld-abgemeldet";

/** The cookie `/logout` sets: readable by the page's script (it says nothing but "signed out"), a minute long. */
export const signedOutCookie = (isHttps: boolean) => ({
  name: SIGNED_OUT_COOKIE,
  value: "1",
  httpOnly: false,
  sameSite: "lax" as const,
  secure: isHttps,
  path: "/",
  maxAge: 60,
});

/** Whether a page's cookies (`document.cookie`) carry the notice. */
export function hasSignedOutNotice(cookies: string): boolean {
  return cookies.split(";").some((cookie) => cookie.trim() === `${SIGNED_OUT_COOKIE}=1`);
}
