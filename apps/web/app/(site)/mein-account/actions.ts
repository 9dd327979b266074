"use server";

import { refresh } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { berlinToday } from "@/lib/dates";
import { signIn, toSession } from "@/lib/session/account-api";
import { actionSession, callAccount, renewNow, saveSession } from "@/lib/session/account-calls";
import { markedFieldsMessage, personalDataErrors } from "@/lib/session/account-checks";
import { type FormState, siteMessage } from "@/lib/session/form-errors";

const SIGNED_OUT: FormState = { status: "error", message: siteMessage("signed-out"), values: {} };

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * Personal data (`updatePersonalData`): only the fields the form shows as editable are sent, and only when none of
 * them is wrong; every wrong one is named at once.
 */
export async function updatePersonalData(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const editable = ["firstname", "lastname", "street", "zip", "city", "mobile", "date_of_birth"].filter(
    (name) => form.get(name) !== null,
  );
  const values = Object.fromEntries(editable.map((name) => [name, text(form, name)]));
  const isDateIncomplete = form.get("date_of_birth_incomplete") === "1";
  const errors = personalDataErrors({ ...values, date_of_birth_incomplete: isDateIncomplete }, berlinToday());
  if (Object.keys(errors).length > 0) {
    // Half a date came as none: the field shows the stored date again rather than an empty one a second save
    // would store.
    const { date_of_birth: _none, ...sent } = values;
    return { status: "error", errors, message: markedFieldsMessage(errors), values: isDateIncomplete ? sent : values };
  }
  const outcome = await callAccount((api) => api.account.updatePersonalData(values), { session, values });
  if (!outcome.ok) return outcome.state;
  // The page is read again with the answer, so its fields' stored values are the new ones (a later refusal of a
  // half date shows the date stored now).
  refresh();
  return { status: "sent", values };
}

export async function changeNickname(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const nickname = text(form, "nickname");
  const outcome = await callAccount((api) => api.account.changeNickname({ nickname }), {
    session,
    values: { nickname },
  });
  if (!outcome.ok) return outcome.state;
  await renewNow(session);
  return { status: "sent", values: { nickname: outcome.body.nickname } };
}

/** A new address (`changeEmail`, with the current password); it counts once the mailed link is confirmed. */
export async function changeEmail(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const address = text(form, "address");
  const password = String(form.get("password") ?? "");
  const outcome = await callAccount((api) => api.account.changeEmail({ address, password }), {
    session,
    values: { address },
  });
  return outcome.ok ? { status: "sent", values: { address } } : outcome.state;
}

/** A new password (`changePassword`): every other session ends, and this one goes on with the new tokens. */
export async function changePassword(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const fields = {
    "password-old": String(form.get("password-old") ?? ""),
    password: String(form.get("password") ?? ""),
  };
  const outcome = await callAccount((api) => api.account.changePassword(fields), { session });
  if (!outcome.ok) return outcome.state;
  await saveSession(toSession(outcome.body));
  return { status: "sent", values: {} };
}

/** Newsletter and advertising mails (`updateMarketingConsent`): agreeing waits for the mailed confirmation. */
export async function updateMarketing(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const agreed = form.get("marketing-agreed") === "true";
  const outcome = await callAccount((api) => api.account.updateMarketingConsent({ "marketing-agreed": agreed }), {
    session,
  });
  if (!outcome.ok) return outcome.state;
  return { status: "sent", values: { agreed: String(agreed) } };
}

export async function confirmTerms(_previous: FormState): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const outcome = await callAccount((api) => api.account.confirmTerms(), { session });
  return outcome.ok ? { status: "sent", values: {} } : outcome.state;
}

/** Asks a parent for consent (`parentalConsentRequest`), for the account or its linked player profile. */
export async function requestParentalConsent(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const parent = text(form, "email-address-parents");
  const playerId = text(form, "player-id");
  const fields = { "email-address-parents": parent, ...(playerId ? { "player-id": playerId } : {}) };
  const outcome = await callAccount((api) => api.account.parentalConsentRequest(fields), {
    session,
    values: { "email-address-parents": parent },
  });
  return outcome.ok ? { status: "sent", values: { parent } } : outcome.state;
}

/**
 * Deletes the account (`deleteAccount`) after an explicit confirmation and the password, ends the session and says
 * goodbye. The API deletes only for a session that began with the password minutes ago: the password signs in
 * afresh, and that new session deletes.
 */
export async function deleteAccount(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const password = String(form.get("password") ?? "");
  if (!password) {
    return { status: "error", field: "password", message: "Bitte gib dein Passwort ein.", values: {} };
  }
  if (form.get("bestaetigt") !== "on") {
    return {
      status: "error",
      field: "bestaetigt",
      message: "Bitte bestätige, dass du dein Konto mit allen Daten löschen möchtest.",
      values: {},
    };
  }
  // Signed in by the account's address (the nickname in the cookie may have changed on another device since).
  const personal = await callAccount((api) => api.account.getPersonalData1(), { session });
  if (!personal.ok) return { status: "error", message: siteMessage("signed-out"), values: {} };
  const proven = await signIn(personal.body.email, password, { headers: await headers() });
  if (proven.ok && proven.session.userId !== session.userId) {
    return { status: "error", message: siteMessage("signed-out"), values: {} };
  }
  if (!proven.ok) {
    const message =
      proven.reason === "credentials"
        ? "Das Passwort stimmt nicht."
        : siteMessage(proven.reason === "throttled" ? "throttled" : "unavailable");
    return { status: "error", field: "password", message, values: {} };
  }
  const outcome = await callAccount((api) => api.account.deleteAccount(), { session: proven.session });
  if (!outcome.ok) return outcome.state;
  await saveSession(null);
  redirect("/konto-geloescht");
}
