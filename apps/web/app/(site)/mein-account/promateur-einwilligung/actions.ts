"use server";

import { refresh } from "next/cache";
import { actionSession, callAccount } from "@/lib/session/account-calls";
import { type FormState, siteMessage } from "@/lib/session/form-errors";
import { OPT_OUT_PREFIX } from "./opt-out";

const SIGNED_OUT: FormState = { status: "error", message: siteMessage("signed-out"), values: {} };

/**
 * Saves the player's agreement to the promateur tier and the opt-outs of the current season's leagues
 * (`updatePromateurConsent`): every box of the form is sent, so a league left unticked is opted in again.
 */
export async function savePromateurConsent(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values: Record<string, string> = { agree_promateur: form.get("agree_promateur") ? "on" : "" };
  const optOuts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(OPT_OUT_PREFIX) || !value) continue;
    values[name] = "on";
    optOuts.push(name.slice(OPT_OUT_PREFIX.length));
  }
  const outcome = await callAccount(
    (api) =>
      api.players.updatePromateurConsent({ agree_promateur: values.agree_promateur === "on", "opt-outs": optOuts }),
    { session, values },
  );
  if (!outcome.ok) {
    if (outcome.status === 403) {
      return {
        status: "error",
        message: "Zustimmen kannst du erst, wenn du volljährig bist: Dafür bräuchte es sonst deine Eltern.",
        values,
      };
    }
    return outcome.state;
  }
  refresh();
  return { status: "sent", values };
}
