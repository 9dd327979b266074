"use server";

import { refresh } from "next/cache";
import { actionSession, callAccount } from "@/lib/session/account-calls";
import { type FormState, siteMessage } from "@/lib/session/form-errors";

/*
 * The team admin area's forms (docs/team-administration.md): each names its team by the hidden `team-id` (or the
 * club by `club-id`); the API checks the permission on that very value, and answers 403 for anything else.
 */

const SIGNED_OUT: FormState = { status: "error", message: siteMessage("signed-out"), values: {} };
const NOT_YOURS = "Das darfst du nur für Mannschaften, die du verwaltest.";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The refusal in the area's words where the general ones do not fit (a team not given, a squad without players). */
function refused(outcome: { state: FormState; status: number | null }, values: Record<string, string>): FormState {
  if (outcome.status === 403) return { status: "error", message: NOT_YOURS, values };
  if (outcome.status === 409) {
    return {
      status: "error",
      message: "Dieser Kader hat noch keine Spieler: Es gibt nichts zu veröffentlichen.",
      values,
    };
  }
  return outcome.state;
}

/** Publishes or withdraws one season's squad (`publishTeamSquad`). */
export async function publishSquad(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values = { "team-id": text(form, "team-id"), saison: text(form, "saison"), publish: text(form, "publish") };
  const outcome = await callAccount(
    (api) =>
      api.clubs.publishTeamSquad({
        "team-id": values["team-id"],
        saison: values.saison,
        publish: values.publish === "true",
      }),
    { session, values },
  );
  if (!outcome.ok) return refused(outcome, values);
  refresh();
  return { status: "sent", values: {} };
}

const SECTIONS = ["news", "trend", "scorers", "fairplay", "venue", "history"] as const;

/** Switches the sections of the team's page (`updateTeamProfileConfig`): every box of the form is sent. */
export async function updateSections(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const teamId = text(form, "team-id");
  const values: Record<string, string> = { "team-id": teamId };
  for (const section of SECTIONS) values[`team-${section}-visible`] = form.get(`team-${section}-visible`) ? "on" : "";
  const outcome = await callAccount(
    (api) =>
      api.clubs.updateTeamProfileConfig({
        "team-id": teamId,
        "team-news-visible": values["team-news-visible"] === "on",
        "team-trend-visible": values["team-trend-visible"] === "on",
        "team-scorers-visible": values["team-scorers-visible"] === "on",
        "team-fairplay-visible": values["team-fairplay-visible"] === "on",
        "team-venue-visible": values["team-venue-visible"] === "on",
        "team-history-visible": values["team-history-visible"] === "on",
      }),
    { session, values },
  );
  if (!outcome.ok) return refused(outcome, values);
  refresh();
  return { status: "sent", values };
}

/** Uploads the team's photo (`uploadTeamImage`); the API checks and re-encodes it. */
export async function uploadPhoto(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const teamId = text(form, "team-id");
  const image = form.get("image");
  const values = { "team-id": teamId };
  if (!(image instanceof File) || image.size === 0) {
    return { status: "error", field: "image", message: "Bitte wähle ein Foto aus.", values };
  }
  const outcome = await callAccount(
    // The generated type names the part as text (OpenAPI's binary string); the client sends a Blob as a file part.
    (api) => api.clubs.uploadTeamImage({ "team-id": teamId, image: image as unknown as string }),
    { session, values },
  );
  if (!outcome.ok) return refused(outcome, values);
  refresh();
  return { status: "sent", values };
}

/** Removes the team's photo (`deleteTeamImage`). */
export async function removePhoto(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const teamId = text(form, "team-id");
  const values = { "team-id": teamId };
  const outcome = await callAccount((api) => api.clubs.deleteTeamImage({ "team-id": teamId }), { session, values });
  if (!outcome.ok) {
    if (outcome.status === 404) return { status: "error", message: "Die Mannschaft hat kein Foto.", values };
    return refused(outcome, values);
  }
  refresh();
  return { status: "sent", values };
}

/** A club's admin appoints an account as admin of one of the club's teams (`addTeamAdmin`). */
export async function appointTeamAdmin(_previous: FormState, form: FormData): Promise<FormState> {
  return appointment(form, "add");
}

/** A club's admin ends an account's administration of one of the club's teams (`removeTeamAdmin`). */
export async function endTeamAdmin(_previous: FormState, form: FormData): Promise<FormState> {
  return appointment(form, "remove");
}

async function appointment(form: FormData, change: "add" | "remove"): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values = {
    "club-id": text(form, "club-id"),
    "team-id": text(form, "team-id"),
    nickname: text(form, "nickname"),
  };
  const outcome = await callAccount(
    (api) => (change === "add" ? api.clubs.addTeamAdmin(values) : api.clubs.removeTeamAdmin(values)),
    { session, values },
  );
  if (!outcome.ok) {
    if (outcome.status === 403) {
      const message =
        change === "add"
          ? "Das dürfen nur die Verantwortlichen dieses Vereins."
          : "Beenden kann die Ernennung nur, wer die Mannschaft verwaltet oder die Person ernannt hat.";
      return { status: "error", message, values };
    }
    if (outcome.status === 409) {
      return {
        status: "error",
        message: "Jede Mannschaft behält mindestens einen Team-Admin. Ernenne zuerst eine andere Person.",
        values,
      };
    }
    if (outcome.state.status === "error" && outcome.state.field === "team-id") {
      return { status: "error", field: "team-id", message: "Diese Mannschaft gehört nicht zu diesem Verein.", values };
    }
    if (outcome.status === 404) {
      return {
        status: "error",
        field: "nickname",
        message:
          change === "add"
            ? "Es gibt kein aktives Konto mit diesem Spitznamen."
            : "Dieses Konto verwaltet die Mannschaft nicht.",
        values,
      };
    }
    return outcome.state;
  }
  refresh();
  return { status: "sent", values: change === "add" ? { nickname: values.nickname } : {} };
}
