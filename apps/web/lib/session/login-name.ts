import "server-only";

/*
 * The name a visitor signs in with, kept between a form and the login page that follows it (a failed sign-in, an
 * activation, a new password) so the field comes filled: in a short-lived cookie only the site's server reads,
 * never in an address (where it would reach histories, logs and the `Location` header), and only while it is as
 * long as an address may be.
 */
export const LOGIN_NAME_COOKIE = "spielfeld-anmeldename";
const MAX_LENGTH = 254;

export const loginNameCookie = (name: string, isHttps: boolean) => ({
  name: LOGIN_NAME_COOKIE,
  value: [...name].length <= MAX_LENGTH ? name : "",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: isHttps,
  path: "/login",
  maxAge: [...name].length <= MAX_LENGTH && name !== "" ? 300 : 0,
});

/** The remembered name, if it is one this site could have set. */
export function readLoginName(value: string | undefined): string {
  return value && [...value].length <= MAX_LENGTH ? value : "";
}
