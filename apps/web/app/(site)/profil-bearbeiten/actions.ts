"use server";

import { refresh } from "next/cache";
import { actionSession, callAccount } from "@/lib/session/account-calls";
import { type FormState, refereeClaimState, siteMessage } from "@/lib/session/form-errors";

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

/** The page a profile's changes are made on: the client renews the profile's public pages after each (api.md 7). */
const PROFILE_PAGE = "/profil-bearbeiten";

/** A form's number or choice as the API takes it: the empty string clears it. */
const choice = (form: FormData, name: string) => text(form, name);
const checked = (form: FormData, name: string) => form.get(name) === "on";
/** Checkboxes as the form shows them again after the answer: "on" or "". */
const boxes = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, checked(form, name) ? "on" : ""]));
const PROFILE_FLAGS = [
  "is-captain",
  "performance-visible",
  "cards-visible",
  "club-history-visible",
  "date-visible",
  "citizenship-visible",
] as const;
const ACCOUNT_FLAGS = ["player-visible", "profile-visible", "profile-searchable", "profile-searchable-ext"] as const;

/** The profile's own words for a refused nickname (the account's nickname has other rules). */
function profileState(state: FormState): FormState {
  if (state.field !== "nickname") return state;
  return { ...state, message: "Der Spitzname im Profil hat höchstens 40 Zeichen, ohne Steuerzeichen." };
}

/** Saves the profile's details and what the public sees of them (`updatePlayerProfile`). */
export async function updatePlayerProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values = {
    nickname: text(form, "nickname"),
    height: choice(form, "height"),
    weight: choice(form, "weight"),
    "playing-position": choice(form, "playing-position"),
    "foot-type": choice(form, "foot-type"),
    "jersey-number": choice(form, "jersey-number"),
    ...(form.has("image-source") ? { "image-source": text(form, "image-source") } : {}),
  };
  const flags = Object.fromEntries(PROFILE_FLAGS.map((name) => [name, checked(form, name)]));
  const shown = { ...values, ...boxes(form, PROFILE_FLAGS) };
  const outcome = await callAccount(
    // The API takes "" for an emptied number or choice; the client's types know only the values.
    (api) => api.players.updatePlayerProfile({ ...values, ...flags } as never),
    { session, values: shown, page: PROFILE_PAGE },
  );
  if (!outcome.ok) return profileState(outcome.state);
  refresh();
  return { status: "sent", values: shown };
}

/** One squad's own jersey number, position and captaincy (`updatePlayerProfile` with `saison` and `team-id`). */
export async function updateSquadEntry(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values = {
    saison: text(form, "saison"),
    "team-id": text(form, "team-id"),
    "jersey-number": choice(form, "jersey-number"),
    "playing-position": choice(form, "playing-position"),
  };
  const shown = { ...values, ...boxes(form, ["is-captain"]) };
  const outcome = await callAccount(
    (api) => api.players.updatePlayerProfile({ ...values, "is-captain": checked(form, "is-captain") } as never),
    { session, values: shown, page: PROFILE_PAGE },
  );
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values: shown };
}

/** Who sees and finds the profile (`updateAccountPlayerData`). */
export async function updateAccountPlayerData(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const shown = boxes(form, ACCOUNT_FLAGS);
  const outcome = await callAccount(
    (api) =>
      api.players.updateAccountPlayerData({
        "player-visible": checked(form, "player-visible"),
        "profile-visible": checked(form, "profile-visible"),
        "profile-searchable": checked(form, "profile-searchable"),
        "profile-searchable-ext": checked(form, "profile-searchable-ext"),
      }),
    { session, values: shown, page: PROFILE_PAGE },
  );
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values: shown };
}

/** Asks to delete the profile (`deletePlayerProfile`): the confirmation link goes to the account's address. */
export async function deletePlayerProfile(_previous: FormState, _form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const outcome = await callAccount((api) => api.players.deletePlayerProfile(), { session, values: {} });
  if (!outcome.ok) return outcome.state;
  return { status: "sent", values: {} };
}

/** Claims a referee record (`registerRefereeProfile`); the officials of the referee's club get the code. */
export async function registerRefereeProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const values = {
    firstname: text(form, "firstname"),
    lastname: text(form, "lastname"),
    date_of_birth: text(form, "date_of_birth"),
    identification: text(form, "identification"),
    mobile: text(form, "mobile"),
  };
  const outcome = await callAccount(
    (api) => api.referees.registerRefereeProfile({ ...values, ...(values.mobile ? {} : { mobile: undefined }) }),
    { session, values },
  );
  if (!outcome.ok) return refereeClaimState(outcome.state);
  refresh();
  return { status: "sent", values };
}

/** Enters the code the club's officials handed on (`activateRefereeProfile`). */
export async function activateRefereeProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const code = text(form, "activation-code");
  const outcome = await callAccount((api) => api.referees.activateRefereeProfile({ "activation-code": code }), {
    session,
    values: { "activation-code": code },
  });
  if (!outcome.ok) return refereeClaimState(outcome.state);
  refresh();
  return { status: "sent", values: {} };
}

const REFEREE_FLAGS = [
  "performance-visible",
  "cards-visible",
  "date-visible",
  "career-visible",
  "citizenship-visible",
] as const;

/** The referee profile's nickname and what the public sees (`updateRefereeProfile`). */
export async function updateRefereeProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const shown = { nickname: text(form, "nickname"), ...boxes(form, REFEREE_FLAGS) };
  const flags = Object.fromEntries(REFEREE_FLAGS.map((name) => [name, checked(form, name)]));
  const outcome = await callAccount(
    (api) => api.referees.updateRefereeProfile({ nickname: shown.nickname, ...flags }),
    { session, values: shown, page: PROFILE_PAGE },
  );
  if (!outcome.ok) return profileState(outcome.state);
  refresh();
  return { status: "sent", values: shown };
}

/** The rows of a list form (`{prefix}-{field}-{index}`), those with a description, as the form sent them. */
function rows(form: FormData, prefix: string, fields: readonly string[]) {
  const found: Record<string, string>[] = [];
  for (let index = 0; index < 40; index += 1) {
    if (!form.has(`${prefix}-beschreibung-${index}`)) break;
    const row = Object.fromEntries(fields.map((field) => [field, text(form, `${prefix}-${field}-${index}`)]));
    if (row.beschreibung) found.push(row);
  }
  return found;
}

/** The form's own values again, so the fields keep what was typed after an answer. */
const sentValues = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].filter(([name]) => !name.startsWith("$")).map(([name, value]) => [name, String(value)]),
  );

/** Stations of the career (`saveRefereeCareer`): from and to year and what it was. */
export async function saveRefereeCareer(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const entries = rows(form, "station", ["von", "bis", "beschreibung"]).map((row) => ({
    fromYear: Number(row.von),
    toYear: row.bis ? Number(row.bis) : null,
    description: row.beschreibung!,
  }));
  const outcome = await callAccount((api) => api.referees.saveRefereeCareer({ entries }), {
    session,
    values: sentValues(form),
    page: PROFILE_PAGE,
  });
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values: sentValues(form) };
}

/** Special matches (`saveRefereeSpecialMatches`): the day, what it was, a remark; a match of ours keeps its id. */
export async function saveRefereeSpecialMatches(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const entries = rows(form, "spiel", ["datum", "beschreibung", "bemerkung", "id"]).map((row) => ({
    playedOn: row.datum!,
    description: row.beschreibung!,
    remark: row.bemerkung || null,
    matchId: row.id || null,
  }));
  const outcome = await callAccount((api) => api.referees.saveRefereeSpecialMatches({ entries }), {
    session,
    values: sentValues(form),
    page: PROFILE_PAGE,
  });
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values: sentValues(form) };
}

/** Which statistics the referee page shows (`saveRefereeStatisticTypes`). */
export async function saveRefereeStatisticTypes(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const entries = Array.from({ length: 10 }, (_, index) => index + 1).filter((id) => checked(form, `statistik-${id}`));
  const values = boxes(
    form,
    Array.from({ length: 10 }, (_, index) => `statistik-${index + 1}`),
  );
  const outcome = await callAccount((api) => api.referees.saveRefereeStatisticTypes({ entries }), {
    session,
    values,
    page: PROFILE_PAGE,
  });
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values };
}

/** Asks a parent to consent to the minor's referee profile (`parentalConsentRequestReferee`). */
export async function parentalConsentRequestReferee(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const address = text(form, "email-address-parents");
  const outcome = await callAccount(
    (api) => api.referees.parentalConsentRequestReferee({ "email-address-parents": address }),
    { session, values: { "email-address-parents": address } },
  );
  if (!outcome.ok) return outcome.state;
  return { status: "sent", values: { "email-address-parents": address } };
}

/** Asks to delete the referee profile (`deleteRefereeProfile`): the confirmation link goes to the account's address. */
export async function deleteRefereeProfile(_previous: FormState, _form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const outcome = await callAccount((api) => api.referees.deleteRefereeProfile(), { session, values: {} });
  if (!outcome.ok) return outcome.state;
  return { status: "sent", values: {} };
}

/** The successes the player enters themselves (`savePlayerSuccess`): the year, what it was, a note. */
export async function savePlayerSuccess(_previous: FormState, form: FormData): Promise<FormState> {
  const session = await actionSession();
  if (!session) return SIGNED_OUT;
  const entries = rows(form, "erfolg", ["jahr", "beschreibung", "notiz"]).map((row) => ({
    year: Number(row.jahr),
    title: row.beschreibung!,
    description: row.notiz || null,
  }));
  const outcome = await callAccount((api) => api.players.savePlayerSuccess({ entries }), {
    session,
    values: sentValues(form),
    page: PROFILE_PAGE,
  });
  if (!outcome.ok) return outcome.state;
  refresh();
  return { status: "sent", values: sentValues(form) };
}
