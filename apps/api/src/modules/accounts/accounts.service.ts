import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { enqueueMail } from "../mail/mail.service.js";
import { ageOn } from "../players/player-context.js";
import * as repository from "./accounts.repository.js";
import { issueCode, useCode } from "./codes.js";
import { hashPassword, passwordProblem, spendVerification, verifyPassword } from "./passwords.js";
import { type SessionSettings, type SessionTokens, startSession } from "./sessions.js";

export interface AccountContext {
  db: Database;
  config: Config;
  sessions: SessionSettings;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Gender ids of the registration form, as getUserMasterData lists them. */
export const GENDERS = [
  { id: 1, key: "female", name: "weiblich" },
  { id: 2, key: "male", name: "männlich" },
  { id: 3, key: "diverse", name: "divers" },
] as const;

/** Below this age, optional consents wait for a parent (DOMAIN.md: minors). */
export const CONSENT_AGE = 16;
const ACTIVATION_HOURS = 48;
/** The terms of use a registration agrees to (confirmTerms asks again when they change). */
export const TERMS_VERSION = "2026-01";
/** Wrong passwords per account within LOGIN_WINDOW_MINUTES before logins are refused for the rest of it. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;

export interface Registration {
  address: string;
  nickname: string;
  firstname: string;
  lastname: string;
  genderId?: number;
  password: string;
  termsAgreed: boolean;
  marketingAgreed: boolean;
  dateOfBirth?: string;
  clientId?: string;
  returnUrl?: string;
}

/** Only addresses on the configured origins (the website, its apps) may be returned to after activation. */
function checkReturnUrl(config: Config, returnUrl: string | undefined): string | null {
  if (returnUrl === undefined || returnUrl === "") return null;
  let origin: string;
  try {
    origin = new URL(returnUrl).origin;
  } catch {
    throw new ApiError("bad_request", 'Parameter "fw_url" must be an absolute URL');
  }
  const allowed = new Set([
    new URL(config.siteUrl).origin,
    ...config.corsOrigins.map((entry) => new URL(entry).origin),
  ]);
  if (!allowed.has(origin)) throw new ApiError("bad_request", 'Parameter "fw_url" must lead to this website');
  return returnUrl;
}

function activationLink(config: Config, address: string, code: string): string {
  const query = new URLSearchParams({ adresse: address, code });
  return `${config.siteUrl}/registrieren/aktivieren?${query}`;
}

/**
 * Creates an account waiting for activation and mails the code. The answer is the same whether or not the
 * address is registered: an existing owner gets a mail telling them instead, so the form reveals nothing.
 */
export async function registerAccount(context: AccountContext, input: Registration): Promise<void> {
  const { db, config } = context;
  if (!input.termsAgreed) throw new ApiError("bad_request", 'Parameter "terms-of-usage-agreed" must be true');
  const problem = passwordProblem(input.password);
  if (problem) throw new ApiError("bad_request", `Parameter "password" ${problem}`);
  const today = berlinDate(context.now());
  if (input.dateOfBirth !== undefined && input.dateOfBirth > today) {
    throw new ApiError("bad_request", 'Parameter "date_of_birth" must not lie in the future');
  }
  const returnUrl = checkReturnUrl(config, input.returnUrl);
  if (await repository.isNicknameTaken(db, input.nickname)) {
    throw new ApiError("bad_request", `Parameter "nickname": "${input.nickname}" is already taken`);
  }
  const existing = await repository.findAccountByAddress(db, input.address);
  if (existing) {
    // At most one such mail an hour per account, however often the form is sent.
    const hour = context.now().toISOString().slice(0, 13);
    await enqueueMail(db, {
      idempotencyKey: `registration-attempt:${existing.id}:${hour}`,
      recipient: existing.email,
      template: "registration_attempt",
      payload: { loginLink: `${config.siteUrl}/login`, resetLink: `${config.siteUrl}/passwort-vergessen` },
    });
    context.log.info({ event: "registration_for_existing_address", userId: existing.id }, "registration refused");
    return;
  }
  const isMinor = input.dateOfBirth !== undefined && ageOn(input.dateOfBirth, today) < CONSENT_AGE;
  const passwordHash = await hashPassword(input.password);
  const userId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await repository.insertAccount(tx, {
      id: userId,
      email: input.address.trim(),
      passwordHash,
      nickname: input.nickname.trim(),
      firstName: input.firstname.trim(),
      lastName: input.lastname.trim(),
      gender: GENDERS.find((gender) => gender.id === input.genderId)?.key ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      termsAcceptedAt: context.now(),
      termsVersion: TERMS_VERSION,
    });
    // A minor's optional consent waits for a parent (parentalConsentRequest); an adult's for the double opt-in.
    if (input.marketingAgreed && !isMinor) await repository.insertMarketingRequest(tx, userId, true, "registration");
    const code = await issueCode(tx, {
      userId,
      purpose: "account_activation",
      validHours: ACTIVATION_HOURS,
      target: returnUrl,
    });
    await enqueueMail(tx, {
      idempotencyKey: `account-activation:${userId}:1`,
      recipient: input.address.trim(),
      template: "account_activation",
      payload: {
        nickname: input.nickname.trim(),
        link: activationLink(config, input.address.trim(), code),
        code,
        validHours: ACTIVATION_HOURS,
      },
    });
  });
  context.log.info({ event: "account_registered", userId, clientId: input.clientId ?? null }, "account registered");
}

/** Activates an account with the code from its mail; the answer names where to go next. */
export async function activateAccount(
  context: AccountContext,
  address: string,
  code: string,
): Promise<{ activated: true; returnUrl: string | null }> {
  const { db } = context;
  const account = await repository.findAccountByAddress(db, address);
  if (!account || account.deletedAt) throw new ApiError("bad_request", 'Parameter "activation-code" is not valid');
  const check = await db.transaction(async (tx) => {
    const result = await useCode(tx, account.id, "account_activation", code);
    if (result.ok) await repository.activateAccount(tx, account.id);
    return result;
  });
  if (!check.ok) {
    const reason = check.reason === "expired" ? "has expired; ask for a new one" : "is not valid";
    throw new ApiError("bad_request", `Parameter "activation-code" ${reason}`);
  }
  context.log.info({ event: "account_activated", userId: account.id }, "account activated");
  return { activated: true, returnUrl: check.target };
}

/**
 * Signs in with an address or nickname and the password. Wrong name and wrong password get the same answer in
 * the same time. After MAX_LOGIN_FAILURES wrong passwords within LOGIN_WINDOW_MINUTES the account refuses
 * logins until the oldest failure ages out, before any password is hashed.
 */
export async function login(context: AccountContext, username: string, password: string): Promise<SessionTokens> {
  const { db } = context;
  const account = await repository.findAccount(db, username);
  if (!account) {
    await spendVerification(password);
    context.log.info({ event: "login_failed", reason: "unknown_account" }, "login failed");
    throw new ApiError("unauthorized", "Wrong username or password");
  }
  if (!(await checkPassword(context, account, password))) {
    context.log.info({ event: "login_failed", reason: "wrong_password", userId: account.id }, "login failed");
    throw new ApiError("unauthorized", "Wrong username or password");
  }
  if (!account.activatedAt)
    throw new ApiError("forbidden", "The account is not activated yet: follow the link in the mail");
  context.log.info({ event: "login", userId: account.id }, "signed in");
  return startSession(db, context.sessions, { id: account.id, nickname: account.nickname });
}

/**
 * Checks an account's password within the limit of MAX_LOGIN_FAILURES wrong ones per LOGIN_WINDOW_MINUTES: beyond
 * it a 429 with Retry-After, before any hashing. A right password clears the count.
 */
export async function checkPassword(
  context: Pick<AccountContext, "db" | "log">,
  account: { id: string; passwordHash: string },
  password: string,
): Promise<boolean> {
  const slot = await repository.reservePasswordCheck(context.db, account.id, MAX_LOGIN_FAILURES, LOGIN_WINDOW_MINUTES);
  if (!slot.ok) {
    context.log.warn({ event: "login_throttled", userId: account.id }, "refused: too many wrong passwords");
    throw new ApiError(
      "too_many_requests",
      "Too many wrong passwords for this account; try again later",
      undefined,
      slot.secondsLeft,
    );
  }
  const isRight = await verifyPassword(account.passwordHash, password);
  if (isRight) await repository.clearLoginFailures(context.db, account.id);
  return isRight;
}
