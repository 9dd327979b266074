"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "../../../../lib/env";
import { logError } from "../../../../lib/log";
import { isHttps } from "../../../../lib/security-headers";
import { postForm } from "../../../../lib/session/account-api";
import { callAccount } from "../../../../lib/session/account-calls";
import { type FormState, fieldOfApiMessage, germanMessage } from "../../../../lib/session/form-errors";
import { loginNameCookie } from "../../../../lib/session/login-name";

/**
 * Activates an account with the code from its mail (`activateAccount`). Only on the visitor's click: mail filters
 * that open links in advance must not use up the code.
 */
export async function activate(_previous: FormState, form: FormData): Promise<FormState> {
  const address = String(form.get("adresse") ?? "");
  const code = String(form.get("code") ?? "");
  let answer: Response;
  try {
    answer = await postForm(
      "/v1/public/activateAccount",
      { address, "activation-code": code },
      { headers: await headers() },
    );
  } catch (error) {
    logError("the API cannot be reached", error, { path: "activateAccount" });
    return { status: "error", message: germanMessage(null, "unavailable"), values: {} };
  }
  if (answer.status === 429) return { status: "error", message: germanMessage(null, "throttled"), values: {} };
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    const field = fieldOfApiMessage(body.message ?? "") ?? "activation-code";
    return { status: "error", message: germanMessage(field === "address" ? "activation-code" : field, ""), values: {} };
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
  const outcome = await callAccount("/v1/public/resendActivation", { address }, { values: { address } });
  return outcome.ok ? { status: "sent", values: { address } } : outcome.state;
}
