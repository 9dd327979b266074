"use server";

import type { ApiClient } from "@spielfeld/api-client";
import { callAccount } from "./account-calls";
import type { FormState } from "./form-errors";

/** The confirmations a mail's link leads to, each with the call it makes and the link's fields it sends. */
const CONFIRMATIONS = {
  "email-aendern": {
    area: "account",
    call: "confirmChangeEmail",
    fields: { userid: "userid", "activation-code": "code" },
  },
  werbung: {
    area: "account",
    call: "confirmMarketingConsent",
    fields: { userid: "userid", "activation-code": "code" },
  },
  eltern: {
    area: "account",
    call: "confirmParentalConsent",
    fields: { userid: "userid", verification: "verification", role: "role" },
  },
  "spielerprofil-loeschen": {
    area: "players",
    call: "confirmDeletePlayerProfile",
    fields: { userid: "userid", verification: "verification" },
  },
  "schiedsrichterprofil-loeschen": {
    area: "referees",
    call: "confirmDeleteRefereeProfile",
    fields: { userid: "userid", verification: "verification" },
  },
} as const satisfies Record<
  string,
  | { area: "account"; call: keyof ApiClient["account"]; fields: Record<string, string> }
  | { area: "players"; call: keyof ApiClient["players"]; fields: Record<string, string> }
  | { area: "referees"; call: keyof ApiClient["referees"]; fields: Record<string, string> }
>;

export type ConfirmationKind = keyof typeof CONFIRMATIONS;

/**
 * Confirms what a mail asked for, on the visitor's click (never on opening the link, which mail filters do in
 * advance). The confirmation's kind picks the call from a fixed list; the link's values are sent as they came.
 */
export async function confirmCode(_previous: FormState, form: FormData): Promise<FormState> {
  const kind = String(form.get("art") ?? "") as ConfirmationKind;
  const confirmation = Object.hasOwn(CONFIRMATIONS, kind) ? CONFIRMATIONS[kind] : undefined;
  if (!confirmation) return { status: "error", message: "Diese Bestätigung gibt es nicht.", values: {} };
  const fields = Object.fromEntries(
    Object.entries(confirmation.fields).map(([apiName, linkName]) => [apiName, String(form.get(linkName) ?? "")]),
  );
  // The calls take the link's fields as they came; the API checks each (a 400 names the field).
  const confirm = (api: ApiClient) =>
    (
      (api[confirmation.area] as Record<string, unknown>)[confirmation.call] as (
        parameters: Record<string, string>,
      ) => Promise<{ email?: string }>
    )(fields);
  const outcome = await callAccount(confirm);
  if (!outcome.ok) {
    const field = outcome.state.field;
    // A wrong user id names the link, not a field the visitor could change.
    return field && field !== "userid" ? outcome.state : { ...outcome.state, field: undefined };
  }
  return { status: "sent", values: outcome.body.email ? { email: outcome.body.email } : {} };
}
