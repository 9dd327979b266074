import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError, invalidParameter } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import * as repository from "./accounts.repository.js";
import { type AccountDependencies, checkPassword, TERMS_VERSION } from "./accounts.service.js";
import { hashPassword, passwordRefusal } from "./passwords.js";
import { takenNickname } from "./refusals.js";
import { endAllSessions, startSession } from "./sessions.js";

/*
 * What a signed-in user reads and changes of their own account. Names, date of birth, nationality and gender of an
 * account linked to a player or referee profile come from the club's registration and are read-only here.
 */

async function loadOwnAccount(db: Database, userId: string): Promise<repository.AccountRow> {
  const account = await repository.findAccountById(db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  return account;
}

const GENDER_IDS = { female: 1, male: 2, diverse: 3 } as const;

export async function getUserInfo(context: ServiceContext, userId: string) {
  const { db } = context;
  const [account, consent] = await Promise.all([
    loadOwnAccount(db, userId),
    repository.currentMarketingConsent(db, userId),
  ]);
  return {
    userId: account.id,
    providerId: "spielfeld",
    nickname: account.nickname,
    imageUrl: account.imageUrl,
    fanProfile: account.hasFanProfile,
    playerProfile: account.playerId,
    refereeProfile: account.refereeId,
    coachProfile: account.hasCoachProfile,
    marketingConsent: consent?.isAgreed ?? false,
    // No advertising profile is built from accounts.
    adTags: [] as string[],
    termsConfirmationRequired: account.termsVersion !== TERMS_VERSION,
  };
}

function isIdentityFixed(account: repository.AccountRow): boolean {
  return account.playerId !== null || account.refereeId !== null;
}

export async function getPersonalData(context: ServiceContext, userId: string) {
  const account = await loadOwnAccount(context.db, userId);
  const fixed = isIdentityFixed(account);
  return {
    firstname: account.firstName,
    lastname: account.lastName,
    street: account.street,
    zip: account.postalCode,
    city: account.city,
    mobilePhone: account.mobilePhone,
    email: account.email,
    dateOfBirth: account.dateOfBirth,
    nationality: account.nationality,
    gender: account.gender === null ? null : GENDER_IDS[account.gender],
    readOnly: { firstname: fixed, lastname: fixed, dateOfBirth: fixed, nationality: fixed, gender: fixed },
  };
}

/** Whether a `YYYY-MM-DD` text names a day that exists (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export interface PersonalDataChange {
  firstname?: string;
  lastname?: string;
  street?: string;
  zip?: string;
  city?: string;
  mobile?: string;
  date_of_birth?: string;
}

/** Changes what the form sends; an empty optional field clears it. Read-only fields may only be sent unchanged. */
export async function updatePersonalData(context: ServiceContext, userId: string, change: PersonalDataChange) {
  const { db } = context;
  const today = berlinDate(context.now);
  const account = await loadOwnAccount(db, userId);
  const fixed = isIdentityFixed(account);
  const identity = [
    ["firstname", change.firstname?.trim(), account.firstName],
    ["lastname", change.lastname?.trim(), account.lastName],
    ["date_of_birth", change.date_of_birth || undefined, account.dateOfBirth ?? undefined],
  ] as const;
  for (const [field, wanted, current] of identity) {
    if (fixed && wanted !== undefined && wanted !== current) {
      throw new ApiError(
        "bad_request",
        `Parameter "${field}" comes from the linked profile and cannot be changed here`,
      );
    }
  }
  if (change.date_of_birth && !isCalendarDate(change.date_of_birth)) {
    throw new ApiError("bad_request", 'Parameter "date_of_birth" must be a date of the calendar');
  }
  if (change.date_of_birth && change.date_of_birth > today) {
    throw new ApiError("bad_request", 'Parameter "date_of_birth" must not lie in the future');
  }
  const optional = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  await repository.updateAccount(db, userId, {
    ...(change.firstname !== undefined ? { firstName: change.firstname.trim() } : {}),
    ...(change.lastname !== undefined ? { lastName: change.lastname.trim() } : {}),
    street: optional(change.street),
    postalCode: optional(change.zip),
    city: optional(change.city),
    mobilePhone: optional(change.mobile),
    dateOfBirth: change.date_of_birth === undefined ? undefined : change.date_of_birth || null,
  });
  return getPersonalData(context, userId);
}

export async function changeNickname(context: ServiceContext, userId: string, nickname: string) {
  const { db } = context;
  const account = await loadOwnAccount(db, userId);
  const wanted = nickname.trim();
  if (wanted.toLowerCase() !== account.nickname.toLowerCase() && (await repository.isNicknameTaken(db, wanted))) {
    throw takenNickname(wanted);
  }
  await repository.updateAccount(db, userId, { nickname: wanted });
  return { nickname: wanted };
}

/**
 * Changes the password after checking the current one (a wrong one counts towards the login limit). Every session
 * ends; the caller gets a new one.
 */
export async function changePassword(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  input: { oldPassword: string; password: string },
  client: string,
) {
  const { db } = context;
  const account = await loadOwnAccount(db, userId);
  const refusal = passwordRefusal(input.password);
  if (refusal) throw refusal;
  if (!(await checkPassword(context, deps, { account, client }, input.oldPassword))) {
    throw invalidParameter("password-old", "is not the current password", "wrong-password");
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await repository.updateAccount(tx, userId, { passwordHash });
    await endAllSessions(tx, userId);
  });
  return startSession(db, deps.sessions, { id: account.id, nickname: account.nickname });
}

export async function confirmTerms(context: ServiceContext, userId: string) {
  const { db, now } = context;
  await loadOwnAccount(db, userId);
  await repository.updateAccount(db, userId, { termsAcceptedAt: now, termsVersion: TERMS_VERSION });
  return { termsVersion: TERMS_VERSION };
}
