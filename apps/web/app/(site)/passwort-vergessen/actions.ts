"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import { isHttps } from "@/lib/security-headers";
import { callAccount } from "@/lib/session/account-calls";
import type { FormState } from "@/lib/session/form-errors";
import { loginNameCookie } from "@/lib/session/login-name";

/** Asks for a reset mail (`passwordForgottenRequest`); the answer is the same whether the name has an account. */
export async function requestReset(_previous: FormState, form: FormData): Promise<FormState> {
  const username = String(form.get("username") ?? "").trim();
  if (!username) {
    return {
      status: "error",
      field: "username",
      message: "Bitte gib deine E-Mail-Adresse oder deinen Spitznamen ein.",
      values: {},
    };
  }
  const outcome = await callAccount((api) => api.account.passwordForgottenRequest({ username }), {
    values: { username },
  });
  return outcome.ok ? { status: "sent", values: { username } } : outcome.state;
}

/** Sets the new password with the mailed code (`passwordForgottenConfirmation`), then on to the login. */
export async function setNewPassword(_previous: FormState, form: FormData): Promise<FormState> {
  const username = String(form.get("nutzer") ?? "");
  const fields = {
    username,
    "activation-code": String(form.get("code") ?? ""),
    password: String(form.get("password") ?? ""),
  };
  const outcome = await callAccount((api) => api.account.passwordForgottenConfirmation(fields));
  if (!outcome.ok) return outcome.state;
  // The name comes back in the login's field, from a short-lived cookie: never in the address.
  (await cookies()).set(loginNameCookie(username, isHttps(new URL(env().siteUrl), await headers())));
  redirect(`/login?passwort=neu`);
}
