"use server";

import type { ApiClient } from "@spielfeld/api-client";
import { actionSession, callAccount } from "@/lib/session/account-calls";
import { type FormState, siteMessage } from "@/lib/session/form-errors";

/** The record's id from what an official pastes: the profile page's address (its last part) or the id itself. */
function recordIdOf(input: string): string | null {
  const last =
    input
      .trim()
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? "";
  return /^[A-Za-z0-9_-]{1,64}$/.test(last) ? last : null;
}

/** What differs between the player's and the referee's release: the field, the call, the words. */
const KINDS = {
  player: {
    field: "spielerprofil",
    what: "Spielerprofil",
    example: "https://…/spieler/name/ABC123",
    release: (id: string) => (api: ApiClient) => api.players.releasePlayerProfile({ "player-id": id }),
  },
  referee: {
    field: "schiedsrichterprofil",
    what: "Schiedsrichterprofil",
    example: "https://…/schiedsrichter/name/ABC123",
    release: (id: string) => (api: ApiClient) => api.referees.releaseRefereeProfile({ "referee-id": id }),
  },
} as const;

/** An official of the record's club ends a wrong account's hold of it (`releasePlayerProfile` or `…Referee…`). */
async function release(kind: keyof typeof KINDS, form: FormData): Promise<FormState> {
  const { field, what, example } = KINDS[kind];
  const session = await actionSession();
  const typed = String(form.get(field) ?? "");
  const values = { [field]: typed };
  if (!session) return { status: "error", message: siteMessage("signed-out"), values };
  const recordId = recordIdOf(typed);
  if (!recordId) {
    return { status: "error", field, message: `Bitte füge die Adresse der Profilseite ein, etwa ${example}.`, values };
  }
  const outcome = await callAccount(KINDS[kind].release(recordId), { session, values });
  if (!outcome.ok) {
    if (outcome.status === 403) {
      return {
        status: "error",
        message: `Das können nur die Verantwortlichen des Vereins, zu dem das ${what} gehört.`,
        values,
      };
    }
    if (outcome.status === 404) {
      return { status: "error", message: `Mit diesem ${what} ist kein Konto verbunden.`, values };
    }
    return outcome.state;
  }
  return { status: "sent", values: {} };
}

export async function releasePlayerProfile(_previous: FormState, form: FormData): Promise<FormState> {
  return release("player", form);
}

export async function releaseRefereeProfile(_previous: FormState, form: FormData): Promise<FormState> {
  return release("referee", form);
}
