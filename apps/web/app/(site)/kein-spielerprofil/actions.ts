"use server";

import { callAccount } from "@/lib/session/account-calls";
import type { FormState } from "@/lib/session/form-errors";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * Asks that no profile exists, or that it may exist again (`blacklistedPlayerProfile`,
 * `removeBlacklistedPlayerProfile`): no account needed; the code goes to the club's officials.
 */
export async function requestBlacklist(_previous: FormState, form: FormData): Promise<FormState> {
  const values = {
    wunsch: text(form, "wunsch"),
    firstname: text(form, "firstname"),
    lastname: text(form, "lastname"),
    date_of_birth: text(form, "date_of_birth"),
    mobile: text(form, "mobile"),
    clubId: text(form, "clubId"),
  };
  const { wunsch, ...fields } = values;
  const request = { ...fields, "captcha-solution": text(form, "captcha-solution") };
  const outcome = await callAccount<unknown>(
    (api) =>
      wunsch === "wieder"
        ? api.players.removeBlacklistedPlayerProfile(request)
        : api.players.blacklistedPlayerProfile(request),
    { values },
  );
  if (!outcome.ok) return outcome.state;
  return { status: "sent", values };
}

/** Enters the code the club's officials handed on (`confirmBlacklistedPlayerProfile` or its removal). */
export async function confirmBlacklist(_previous: FormState, form: FormData): Promise<FormState> {
  const values = {
    playerId: text(form, "playerId"),
    schritt: text(form, "schritt"),
    code: text(form, "activation-code"),
  };
  const request = { playerId: values.playerId, "activation-code": values.code };
  const outcome = await callAccount<unknown>(
    (api) =>
      values.schritt === "aufheben"
        ? api.players.confirmRemoveBlacklistedPlayerProfile(request)
        : api.players.confirmBlacklistedPlayerProfile(request),
    { values: { "activation-code": values.code } },
  );
  if (!outcome.ok) return outcome.state;
  return { status: "sent", values: {} };
}
