"use server";

import { headers } from "next/headers";
import { berlinToday } from "../../../lib/dates";
import { logError } from "../../../lib/log";
import { postForm } from "../../../lib/session/account-api";
import { markedFieldsMessage, registrationErrors } from "../../../lib/session/account-checks";
import { type FormState, fieldOfApiMessage, germanMessage } from "../../../lib/session/form-errors";

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
  const fields: Record<string, string> = {
    firstname: values.firstname!,
    lastname: values.lastname!,
    nickname: values.nickname!,
    address: values.address!,
    password: String(form.get("password") ?? ""),
    "terms-of-usage-agreed": form.get("terms") === "on" ? "true" : "false",
    "marketing-agreed": form.get("marketing") === "on" ? "true" : "false",
  };
  if (values.date_of_birth) fields.date_of_birth = values.date_of_birth;
  if (values["gender-id"]) fields["gender-id"] = values["gender-id"];
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
  let answer: Response;
  try {
    answer = await postForm("/v1/public/registerAccount", fields, { headers: await headers() });
  } catch (error) {
    logError("the API cannot be reached", error, { path: "registerAccount" });
    return { status: "error", message: germanMessage(null, "unavailable"), values: kept };
  }
  if (answer.ok) return { status: "sent", values: { address: values.address! } };
  if (answer.status === 429) return { status: "error", message: germanMessage(null, "throttled"), values: kept };
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  const field = fieldOfApiMessage(body.message ?? "");
  return {
    status: "error",
    field: field ?? undefined,
    message: germanMessage(field, body.message ?? ""),
    values: kept,
  };
}
