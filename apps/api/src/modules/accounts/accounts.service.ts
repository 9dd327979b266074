import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { clientNetworkOf } from "../../lib/client-network.js";
import { uniqueViolationOf } from "../../lib/database-errors.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { ageOn } from "../shared/privacy.js";
import * as repository from "./accounts.repository.js";
import { codeKey, countRecentCodes, hasUsableCode, issueCode, latestCodeTarget, useCode } from "./codes.js";
import { hashPassword, passwordRefusal, spendVerification, verifyPassword } from "./passwords.js";
import { takenNickname } from "./refusals.js";
import { type SessionSettings, type SessionTokens, startSession } from "./sessions.js";

/**
 * What the account services work with besides a request's context: the configuration (the origins a registration
 * may return to), the sessions' token service and lifetimes, and the log.
 */
export interface AccountDependencies {
  config: Config;
  sessions: SessionSettings;
  log: FastifyBaseLogger;
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
/**
 * Activation mails per account and hour, the registration's own included (resendActivation), and per day: as the
 * reset mails (recovery.service.ts). Each mails a new code, which replaces the open one; past the hour's limit a
 * request mails nothing and the last mailed code stays valid, unless no usable code is left (expired, or its tries
 * spent by wrong guesses), up to the day's limit.
 */
export const ACTIVATION_MAILS_PER_HOUR = 3;
export const ACTIVATION_MAILS_PER_DAY = 10;
/** The terms of use a registration agrees to (confirmTerms asks again when they change). */
export const TERMS_VERSION = "2026-01";
/**
 * Wrong passwords per name typed (known or not; with a token, per account) and client network within
 * LOGIN_WINDOW_MINUTES before that client's checks of the name are refused for the rest of it.
 */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/** Failures of one account from all clients within the window before each further check is delayed. */
export const PASSWORD_DELAY_AFTER = 10;
export const PASSWORD_DELAY_STEP_MS = 250;
export const PASSWORD_DELAY_MAX_MS = 3_000;

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

function activationLink(context: Pick<ServiceContext, "links">, address: string, code: string): string {
  const query = new URLSearchParams({ adresse: address, code });
  return `${context.links.siteUrl}/registrieren/aktivieren?${query}`;
}

/**
 * Creates an account waiting for activation and mails the code. The answer is the same whether or not the
 * address is registered: an existing owner gets a mail telling them instead, so the form reveals nothing.
 */
export async function registerAccount(
  context: ServiceContext,
  deps: AccountDependencies,
  input: Registration,
): Promise<void> {
  const { db } = context;
  if (!input.termsAgreed) throw new ApiError("bad_request", 'Parameter "terms-of-usage-agreed" must be true');
  const refusal = passwordRefusal(input.password);
  if (refusal) throw refusal;
  const today = berlinDate(context.now);
  if (input.dateOfBirth !== undefined && input.dateOfBirth > today) {
    throw new ApiError("bad_request", 'Parameter "date_of_birth" must not lie in the future');
  }
  const returnUrl = checkReturnUrl(deps.config, input.returnUrl);
  if (await repository.isNicknameTaken(db, input.nickname)) {
    throw takenNickname(input.nickname);
  }
  // Hashed before the address is looked up: a registered address costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await repository.findAccountByAddress(db, input.address);
  if (existing) {
    await tellOwnerOfRegistration(context, deps, existing);
    return;
  }
  const isMinor = input.dateOfBirth !== undefined && ageOn(input.dateOfBirth, today) < CONSENT_AGE;
  const userId = crypto.randomUUID();
  try {
    await insertRegistration(context, input, { userId, passwordHash, isMinor, returnUrl });
  } catch (error) {
    // A registration sent at the same moment with the same nickname or address: the answer a single one gets.
    const index = uniqueViolationOf(error);
    if (index === "users_nickname_unique") {
      throw takenNickname(input.nickname);
    }
    const owner = index === "users_email_unique" ? await repository.findAccountByAddress(db, input.address) : null;
    if (!owner) throw error;
    await tellOwnerOfRegistration(context, deps, owner);
    return;
  }
  deps.log.info({ event: "account_registered", userId, clientId: input.clientId ?? null }, "account registered");
}

/** The owner of a registered address learns that someone tried to register it (at most one mail an hour). */
async function tellOwnerOfRegistration(
  context: ServiceContext,
  deps: AccountDependencies,
  owner: { id: string; email: string },
) {
  const hour = context.now.toISOString().slice(0, 13);
  await enqueueMail(context.db, {
    idempotencyKey: `registration-attempt:${owner.id}:${hour}`,
    recipient: owner.email,
    template: "registration_attempt",
    payload: {
      loginLink: `${context.links.siteUrl}/login`,
      resetLink: `${context.links.siteUrl}/passwort-vergessen`,
    },
  });
  deps.log.info({ event: "registration_for_existing_address", userId: owner.id }, "registration refused");
}

async function insertRegistration(
  context: ServiceContext,
  input: Registration,
  {
    userId,
    passwordHash,
    isMinor,
    returnUrl,
  }: { userId: string; passwordHash: string; isMinor: boolean; returnUrl: string | null },
) {
  const { db, now } = context;
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
      termsAcceptedAt: now,
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
        link: activationLink(context, input.address.trim(), code),
        code,
        validHours: ACTIVATION_HOURS,
      },
    });
  });
}

/** Activates an account with the code from its mail; the answer names where to go next. */
export async function activateAccount(
  context: ServiceContext,
  deps: AccountDependencies,
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
  deps.log.info({ event: "account_activated", userId: account.id }, "account activated");
  return { activated: true, returnUrl: check.target };
}

/**
 * Mails the activation again, with a new code, when `address` names an account that waits for its activation. The
 * answer is the same whether the address is unknown, already active or mailed: the caller learns nothing. The new
 * code replaces the open one (only the newest mail's link works) and carries on the registration's return address.
 */
export async function resendActivation(
  context: ServiceContext,
  deps: AccountDependencies,
  address: string,
): Promise<void> {
  const { db } = context;
  const account = await repository.findAccountByAddress(db, address);
  if (!account || account.deletedAt || account.activatedAt) {
    deps.log.info({ event: "activation_resend_no_account" }, "activation not mailed again: nothing waits");
    return;
  }
  // The code and its mail are written together, and counted under a lock on the account (as the reset mails).
  const isMailed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-activation:${account.id}`}))`);
    const inHour = await countRecentCodes(tx, account.id, "account_activation", 60);
    const inDay = await countRecentCodes(tx, account.id, "account_activation", 24 * 60);
    const isStuck = !(await hasUsableCode(tx, account.id, "account_activation"));
    if (inDay >= ACTIVATION_MAILS_PER_DAY || (inHour >= ACTIVATION_MAILS_PER_HOUR && !isStuck)) return false;
    const target = await latestCodeTarget(tx, account.id, "account_activation");
    const code = await issueCode(tx, {
      userId: account.id,
      purpose: "account_activation",
      validHours: ACTIVATION_HOURS,
      target,
    });
    await enqueueMail(tx, {
      idempotencyKey: `account-activation:${account.id}:${codeKey(code)}`,
      recipient: account.email,
      template: "account_activation",
      payload: {
        nickname: account.nickname,
        link: activationLink(context, account.email, code),
        code,
        validHours: ACTIVATION_HOURS,
        isRepeat: true,
      },
    });
    return true;
  });
  if (isMailed) deps.log.info({ event: "activation_resent", userId: account.id }, "activation mailed again");
  else deps.log.info({ event: "activation_resend_limited", userId: account.id }, "activation not mailed again");
}

/**
 * Signs in with an address or nickname and the password. A wrong name and a wrong password get the same answer in
 * the same time, and the same throttle (`checkPassword`): an unknown name is counted like an account.
 */
export async function login(
  context: ServiceContext,
  deps: AccountDependencies,
  username: string,
  password: string,
  client: string,
): Promise<SessionTokens> {
  const { db } = context;
  const account = await repository.findAccount(db, username);
  if (!(await checkPassword(context, deps, { account, username, client }, password))) {
    const reason = account ? "wrong_password" : "unknown_account";
    deps.log.info({ event: "login_failed", reason, ...(account ? { userId: account.id } : {}) }, "login failed");
    throw new ApiError("unauthorized", "Wrong username or password");
  }
  // checkPassword is false for every password when no account has the name.
  const known = account as NonNullable<typeof account>;
  if (!known.activatedAt)
    throw new ApiError("forbidden", "The account is not activated yet: follow the link in the mail");
  deps.log.info({ event: "login", userId: known.id }, "signed in");
  return startSession(db, deps.sessions, { id: known.id, nickname: known.nickname });
}

/** Whose password a check is about: an account, or a name no account has; and from which client address. */
export interface PasswordAttempt {
  account: { id: string; passwordHash: string } | null;
  /** The name the caller gave (counted, as a digest, when no account has it). */
  username?: string;
  client: string;
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The delay before a password check of a subject with `fromAll` recent failures from all clients: none up to
 * PASSWORD_DELAY_AFTER, then growing by PASSWORD_DELAY_STEP_MS per failure up to PASSWORD_DELAY_MAX_MS. It slows a
 * guesser spread over many addresses without ever refusing the owner.
 */
export function passwordDelayMs(fromAll: number): number {
  if (fromAll < PASSWORD_DELAY_AFTER) return 0;
  return Math.min((fromAll - PASSWORD_DELAY_AFTER + 1) * PASSWORD_DELAY_STEP_MS, PASSWORD_DELAY_MAX_MS);
}

/**
 * Checks a password within the throttle (docs/security.md): MAX_LOGIN_FAILURES wrong ones per name typed (or, with
 * a token, per account) and client network within LOGIN_WINDOW_MINUTES, then a 429 with Retry-After for that client
 * only, before any hashing; the owner elsewhere is not locked out. Failures of the account from all clients and
 * names together slow every further check of it (`passwordDelayMs`). A name no account has goes through the same
 * steps and the same hashing, so status and timing say nothing about whether it exists. A right password clears its
 * client's count.
 */
export async function checkPassword(
  context: Pick<ServiceContext, "db">,
  deps: Pick<AccountDependencies, "log">,
  attempt: PasswordAttempt,
  password: string,
): Promise<boolean> {
  const { account, client } = attempt;
  // Refused per name typed, known or not (so no name answers other than another), slowed per account.
  const subject =
    attempt.username !== undefined
      ? `name:${createHash("sha256").update(attempt.username.trim().toLowerCase()).digest("hex")}`
      : `account:${account?.id ?? ""}`;
  const counted = { subject, account: account ? `account:${account.id}` : subject };
  const network = clientNetworkOf(client);
  const slot = await repository.reservePasswordCheck(
    context.db,
    counted,
    network,
    MAX_LOGIN_FAILURES,
    LOGIN_WINDOW_MINUTES,
  );
  if (!slot.ok) {
    deps.log.warn(
      { event: "login_throttled", ...(account ? { userId: account.id } : {}) },
      "refused: too many wrong passwords from this client",
    );
    throw new ApiError("too_many_requests", "Too many wrong passwords from this address; try again later", {
      retryAfterSeconds: slot.secondsLeft,
    });
  }
  const delay = passwordDelayMs(slot.fromAll);
  if (delay > 0) await wait(delay);
  const isRight = account ? await verifyPassword(account.passwordHash, password) : await spendVerification(password);
  if (isRight) await repository.clearPasswordFailures(context.db, subject, network);
  return isRight;
}
