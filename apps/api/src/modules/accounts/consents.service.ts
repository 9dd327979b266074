import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { AGE_OF_CONSENT, ageOn } from "../shared/privacy.js";
import * as accounts from "./accounts.repository.js";
import { type AccountDependencies, CONSENT_AGE } from "./accounts.service.js";
import { codeKey, issueCode, useCode } from "./codes.js";
import * as repository from "./consents.repository.js";
import * as playerClaims from "./player-claims.repository.js";
import { playerChangeTags } from "./player-profile.service.js";
import { findOwnReferee, restoreAfterMinority } from "./referee-profile.repository.js";
import { refereeChangeTags } from "./referee-profile.service.js";

/*
 * Consents: marketing mails by double opt-in (agreeing needs a confirmation by mail, withdrawing takes effect at
 * once; every decision stays in the history), and a parent's consent for users under 16, without which optional
 * consents stay off and a linked player profile stays hidden.
 */

const MARKETING_HOURS = 48;
const PARENTAL_DAYS = 14;

async function loadAccount(db: Database, userId: string) {
  const account = await accounts.findAccountById(db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  return account;
}

function isUnderConsentAge(account: accounts.AccountRow, now: Date, age = CONSENT_AGE): boolean {
  return account.dateOfBirth !== null && ageOn(account.dateOfBirth, berlinDate(now)) < age;
}

export async function getMarketingConsent(context: ServiceContext, userId: string) {
  const { db } = context;
  await loadAccount(db, userId);
  const [current, latest] = await Promise.all([
    accounts.currentMarketingConsent(db, userId),
    repository.latestMarketingRequest(db, userId),
  ]);
  return {
    marketingAgreed: current?.isAgreed ?? false,
    confirmedAt: current?.confirmedAt?.toISOString() ?? null,
    confirmationPending: latest?.isAgreed === true && latest.confirmedAt === null,
  };
}

export async function updateMarketingConsent(context: ServiceContext, userId: string, isAgreed: boolean) {
  const { db } = context;
  const account = await loadAccount(db, userId);
  if (!isAgreed) {
    await repository.insertMarketingDecision(db, { userId, isAgreed: false, source: "account", isConfirmed: true });
    return getMarketingConsent(context, userId);
  }
  if (isUnderConsentAge(account, context.now) && !(await repository.hasParentalConsent(db, userId))) {
    throw new ApiError("forbidden", `Under ${CONSENT_AGE}, this consent needs a parent's consent first`, {
      reason: "consent-required",
    });
  }
  await db.transaction(async (tx) => {
    await repository.insertMarketingDecision(tx, { userId, isAgreed: true, source: "account", isConfirmed: false });
    const code = await issueCode(tx, { userId, purpose: "marketing_consent", validHours: MARKETING_HOURS });
    const query = new URLSearchParams({ userid: userId, code });
    await enqueueMail(tx, {
      idempotencyKey: `marketing-consent:${userId}:${codeKey(code)}`,
      recipient: account.email,
      template: "marketing_consent",
      payload: {
        nickname: account.nickname,
        link: `${context.links.siteUrl}/mein-account/einwilligung-bestaetigen?${query}`,
        code,
        validHours: MARKETING_HOURS,
      },
    });
  });
  return getMarketingConsent(context, userId);
}

export async function confirmMarketingConsent(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  code: string,
) {
  const { db } = context;
  const outcome = await db.transaction(async (tx) => {
    const check = await useCode(tx, userId, "marketing_consent", code);
    if (!check.ok) return check;
    const latest = await repository.latestMarketingRequest(tx, userId);
    if (latest?.isAgreed && latest.confirmedAt === null) await repository.confirmMarketingRequest(tx, latest.id);
    return check;
  });
  if (!outcome.ok) {
    const reason = outcome.reason === "expired" ? "has expired; ask for a new one" : "is not valid";
    throw new ApiError("bad_request", `Parameter "activation-code" ${reason}`);
  }
  deps.log.info({ event: "marketing_consent_confirmed", userId }, "marketing consent confirmed");
  return getMarketingConsent(context, userId);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Asks a parent to consent for a minor: a mail with a single-use link to the parent's address. With `player-id`
 * the consent also covers the user's linked player profile (needed under 18; optional consents under 16).
 */
export async function requestParentalConsent(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  input: { playerId?: string; mobile?: string; parentAddress: string },
) {
  const { db, now } = context;
  const account = await loadAccount(db, userId);
  // Optional consents need a parent under 16; a player profile (DOMAIN.md: minors' profiles) under 18.
  const limit = input.playerId === undefined ? CONSENT_AGE : AGE_OF_CONSENT;
  if (!isUnderConsentAge(account, now, limit)) {
    throw new ApiError("bad_request", `A parent's consent is only needed under ${limit}`, {
      reason: "consent-not-needed",
    });
  }
  if (input.playerId !== undefined && input.playerId !== account.playerId) {
    throw new ApiError("bad_request", 'Parameter "player-id" is not the profile linked to this account');
  }
  if (input.parentAddress.trim().toLowerCase() === account.email.toLowerCase()) {
    throw new ApiError("bad_request", 'Parameter "email-address-parents" must be a parent\'s own address');
  }
  const verification = randomBytes(24).toString("base64url");
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await repository.insertParentalRequest(tx, {
      id,
      userId,
      role: "player",
      playerId: input.playerId ?? null,
      parentEmail: input.parentAddress.trim(),
      mobile: input.mobile ?? null,
      verificationHash: digest(verification).toString("hex"),
      expiresAt: new Date(now.getTime() + PARENTAL_DAYS * 86_400_000),
    });
    const query = new URLSearchParams({ userid: userId, verification, role: "player" });
    await enqueueMail(tx, {
      idempotencyKey: `parental-consent:${id}`,
      recipient: input.parentAddress.trim(),
      template: "parental_consent",
      payload: {
        nickname: account.nickname,
        link: `${context.links.siteUrl}/einwilligung-eltern?${query}`,
        age: CONSENT_AGE,
        what: input.playerId ? "das öffentliche Spielerprofil und Werbe-E-Mails" : "Werbe-E-Mails",
        validDays: PARENTAL_DAYS,
      },
    });
  });
  deps.log.info({ event: "parental_consent_requested", userId }, "parental consent mailed");
  return { requested: true as const };
}

/**
 * Asks a parent to consent to the minor's linked referee profile (under 18 it stays private until then): a mail with
 * a single-use link to the parent's address, which must not be the account's own.
 */
export async function requestRefereeParentalConsent(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  parentAddress: string,
) {
  const { db, now } = context;
  const account = await loadAccount(db, userId);
  if (account.refereeId === null) {
    throw new ApiError("not_found", "This account holds no referee profile", { reason: "no-profile" });
  }
  // The record's date of birth decides (the club registered it), not what the account says.
  const record = await findOwnReferee(db, account.refereeId);
  if (!record || ageOn(record.referee.dateOfBirth, berlinDate(now)) >= AGE_OF_CONSENT) {
    throw new ApiError("bad_request", `A parent's consent is only needed under ${AGE_OF_CONSENT}`, {
      reason: "consent-not-needed",
    });
  }
  if (parentAddress.trim().toLowerCase() === account.email.toLowerCase()) {
    throw new ApiError("bad_request", 'Parameter "email-address-parents" must be a parent\'s own address');
  }
  const verification = randomBytes(24).toString("base64url");
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await repository.insertParentalRequest(tx, {
      id,
      userId,
      role: "referee",
      refereeId: account.refereeId,
      parentEmail: parentAddress.trim(),
      verificationHash: digest(verification).toString("hex"),
      expiresAt: new Date(now.getTime() + PARENTAL_DAYS * 86_400_000),
    });
    const query = new URLSearchParams({ userid: userId, verification, role: "referee" });
    await enqueueMail(tx, {
      idempotencyKey: `parental-consent:${id}`,
      recipient: parentAddress.trim(),
      template: "parental_consent",
      payload: {
        nickname: account.nickname,
        link: `${context.links.siteUrl}/einwilligung-eltern?${query}`,
        age: AGE_OF_CONSENT,
        what: "das öffentliche Schiedsrichterprofil",
        validDays: PARENTAL_DAYS,
      },
    });
  });
  deps.log.info({ event: "parental_consent_requested", userId, role: "referee" }, "parental consent mailed");
  return { requested: true as const };
}

export async function confirmParentalConsent(
  context: ServiceContext,
  deps: AccountDependencies,
  input: { userId: string; verification: string; role: "player" | "referee" },
) {
  const { db } = context;
  const open = await repository.findOpenParentalRequest(db, input.userId, input.role);
  const expected = open ? Buffer.from(open.request.verificationHash, "hex") : null;
  const given = digest(input.verification);
  if (!open || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new ApiError("bad_request", 'Parameter "verification" is not valid');
  }
  if (open.isExpired) throw new ApiError("bad_request", 'Parameter "verification" has expired; ask for a new one');
  const { playerId, refereeId } = open.request;
  // The profile opens only while the account that asked still holds it, and as it was before the link.
  const opened = await db.transaction(async (tx) => {
    await repository.confirmParentalRequest(tx, open.request.id);
    if (playerId) {
      await repository.recordPlayerParentalConsent(tx, playerId, input.userId);
      return playerClaims.restoreAfterMinority(tx, input.userId, playerId);
    }
    if (refereeId) {
      await repository.recordRefereeParentalConsent(tx, refereeId, input.userId);
      return restoreAfterMinority(tx, input.userId, refereeId);
    }
    return false;
  });
  deps.log.info({ event: "parental_consent_confirmed", userId: input.userId }, "parental consent confirmed");
  // Every page that names the person again changes; so does the player's own page, which needs the consent.
  const tags = playerId
    ? await playerChangeTags(context, playerId, opened)
    : refereeId && opened
      ? await refereeChangeTags(context, refereeId, true)
      : [];
  return { result: { confirmed: true as const }, tags };
}
