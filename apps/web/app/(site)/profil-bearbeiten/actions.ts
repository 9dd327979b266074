"use server";

import { refresh } from "next/cache";
import { actionSession, callAccount } from "@/lib/session/account-calls";
import { type FormState, siteMessage } from "@/lib/session/form-errors";

const SIGNED_OUT: FormState = { status: "error", message: siteMessage("signed-out"), values: {} };

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Claims a record of the association's data (`registerPlayerProfile`); the club's officials get the code. */
export async function registerPlayerProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values = {
    firstname: text(form, "firstname"),
    lastname: text(form, "lastname"),
    date_of_birth: text(form, "date_of_birth"),
    clubId: text(form, "clubId"),
    mobile: text(form, "mobile"),
  };
  const outcome = await callAccount(
    (api) =>
      api.players.registerPlayerProfile({
        ...values,
        ...(values.mobile ? {} : { mobile: undefined }),
        agree_terms: form.get("agree_terms") === "on",
        agree_promateur: form.get("agree_promateur") === "on",
      }),
    { session, values },
  );
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values };
}

/** Enters the code the club's officials handed on (`activatePlayerProfile`). */
export async function activatePlayerProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const code = text(form, "activation-code");
  const outcome = await callAccount((api) => api.players.activatePlayerProfile({ "activation-code": code }), {
    session,
    values: { "activation-code": code },
  });
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values: {} };
}
