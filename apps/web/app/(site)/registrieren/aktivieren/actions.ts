"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import { isHttps } from "@/lib/security-headers";
import { callAccount } from "@/lib/session/account-calls";
import { type FormState, fieldMessage } from "@/lib/session/form-errors";
import { loginNameCookie } from "@/lib/session/login-name";

/**
 * Activates an account with the code from its mail (`activateAccount`). Only on the visitor's click: mail filters
 * that open links in advance must not use up the code.
 */
export async function activate(_previous: FormState, form: FormData): Promise<FormState> {
  const address = String(form.get("adresse") ?? "");
  const code = String(form.get("code") ?? "");
  const outcome = await callAccount((api) => api.account.activateAccount({ address, "activation-code": code }));
  if (!outcome.ok) {
    // Too many tries or no answer say so; whatever else is refused (the link's address or code), the link as a
    // whole is what the visitor can tell.
    const isLinkRefused = outcome.status !== null && outcome.status !== 429 && outcome.status < 500;
    return isLinkRefused ? { status: "error", message: fieldMessage("activation-code"), values: {} } : outcome.state;
  }
  // The name comes back in the login's field, from a short-lived cookie: never in the address.
  (await cookies()).set(loginNameCookie(address, isHttps(new URL(env().siteUrl), await headers())));
  redirect(`/login?aktiviert=1`);
}

/**
 * Asks for the activation mail again (`resendActivation`). The answer is the same whether the address has an account
 * waiting for its activation, an active one or none, and so is what the visitor is told.
 */
export async function resendActivation(_previous: FormState, form: FormData): Promise<FormState> {
  const address = String(form.get("adresse") ?? "").trim();
  if (!address) {
    return {
      status: "error",
      field: "address",
      message: "Bitte gib die E-Mail-Adresse ein, mit der du dich registriert hast.",
      values: {},
    };
  }
  const outcome = await callAccount((api) => api.account.resendActivation({ address }), { values: { address } });
  return outcome.ok ? { status: "sent", values: { address } } : outcome.state;
}
