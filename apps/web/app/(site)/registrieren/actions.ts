"use server";

import type { CallParameters } from "@spielfeld/api-client";
import { berlinToday } from "@/lib/dates";
import { callAccount } from "@/lib/session/account-calls";
import { markedFieldsMessage, registrationErrors } from "@/lib/session/account-checks";
import type { FormState } from "@/lib/session/form-errors";

const FIELDS = ["firstname", "lastname", "nickname", "address", "password", "date_of_birth", "gender-id"] as const;

/**
 * Registers an account (`registerAccount`). A server action, so the form works without JavaScript and Next.js
 * checks that it was posted from this site. The answer never says whether the address already has an account.
 */
export async function register(_previous: FormState, form: FormData): Promise<FormState> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "").trim()]));
  const kept = {
    ...values,
    password: "",
    terms: form.get("terms") === "on" ? "on" : "",
    marketing: form.get("marketing") === "on" ? "on" : "",
  };
  const fields: CallParameters<"registerAccount"> = {
    firstname: values.firstname!,
    lastname: values.lastname!,
    nickname: values.nickname!,
    address: values.address!,
    password: String(form.get("password") ?? ""),
    "terms-of-usage-agreed": form.get("terms") === "on",
    "marketing-agreed": form.get("marketing") === "on",
    ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    ...(values["gender-id"] ? { "gender-id": Number(values["gender-id"]) } : {}),
  };
  // Everything the form alone shows to be wrong is said at once; the API is asked only about a complete form.
  const errors = registrationErrors(
    {
      firstname: fields.firstname!,
      lastname: fields.lastname!,
      nickname: fields.nickname!,
      address: fields.address!,
      date_of_birth: values.date_of_birth ?? "",
      password: fields.password!,
      date_of_birth_incomplete: form.get("date_of_birth_incomplete") === "1",
      terms: kept.terms === "on",
    },
    berlinToday(),
  );
  if (Object.keys(errors).length > 0) {
    return { status: "error", errors, message: markedFieldsMessage(errors), values: kept };
  }
  const outcome = await callAccount((api) => api.account.registerAccount(fields), { values: kept });
  return outcome.ok ? { status: "sent", values: { address: values.address! } } : outcome.state;
}
