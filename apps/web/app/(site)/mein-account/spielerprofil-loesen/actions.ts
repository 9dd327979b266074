"use server";

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

/** An official of the record's club ends a wrong account's hold of it (`releasePlayerProfile`). */
export async function releasePlayerProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  const typed = String(form.get("spielerprofil") ?? "");
  const values = { spielerprofil: typed };
  if (!session) return { status: "error", message: siteMessage("signed-out"), values };
  const playerId = recordIdOf(typed);
  if (!playerId) {
    return {
      status: "error",
      field: "spielerprofil",
      message: "Bitte füge die Adresse der Profilseite ein, etwa https://…/spieler/name/ABC123.",
      values,
    };
  }
  const outcome = await callAccount((api) => api.players.releasePlayerProfile({ "player-id": playerId }), {
    session,
    values,
  });
  if (!outcome.ok) {
    if (outcome.status === 403) {
      return {
        status: "error",
        message: "Das können nur die Verantwortlichen des Vereins, zu dem das Spielerprofil gehört.",
        values,
      };
    }
    if (outcome.status === 404) {
      return { status: "error", message: "Mit diesem Spielerprofil ist kein Konto verbunden.", values };
    }
    return outcome.state;
  }
  return { status: "sent", values: {} };
}

/** An official of the referee's club ends a wrong account's hold of the referee record (`releaseRefereeProfile`). */
export async function releaseRefereeProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  const typed = String(form.get("schiedsrichterprofil") ?? "");
  const values = { schiedsrichterprofil: typed };
  if (!session) return { status: "error", message: siteMessage("signed-out"), values };
  const refereeId = recordIdOf(typed);
  if (!refereeId) {
    return {
      status: "error",
      field: "schiedsrichterprofil",
      message: "Bitte füge die Adresse der Profilseite ein, etwa https://…/schiedsrichter/name/ABC123.",
      values,
    };
  }
  const outcome = await callAccount((api) => api.referees.releaseRefereeProfile({ "referee-id": refereeId }), {
    session,
    values,
  });
  if (!outcome.ok) {
    if (outcome.status === 403) {
      return {
        status: "error",
        message: "Das können nur die Verantwortlichen des Vereins, zu dem das Schiedsrichterprofil gehört.",
        values,
      };
    }
    if (outcome.status === 404) {
      return { status: "error", message: "Mit diesem Schiedsrichterprofil ist kein Konto verbunden.", values };
    }
    return outcome.state;
  }
  return { status: "sent", values: {} };
}
