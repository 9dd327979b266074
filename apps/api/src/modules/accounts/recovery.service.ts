import { sql } from "drizzle-orm";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError, invalidParameter } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import * as repository from "./accounts.repository.js";
import { type AccountDependencies, checkPassword } from "./accounts.service.js";
import { codeKey, countRecentCodes, hasUsableCode, issueCode, useCode } from "./codes.js";
import { hashPassword, passwordRefusal } from "./passwords.js";
import { endAllSessions } from "./sessions.js";

/*
 * The two flows that prove an address by a mailed code: a forgotten password, and a new e-mail address. Neither
 * answer tells whether an address is registered.
 */

const RESET_HOURS = 2;
/**
 * Reset mails per account and hour. Each request mails a new code, which replaces the open one, so every valid code
 * is one that was mailed; beyond this many, a request changes nothing and the last mailed code stays valid (a
 * stranger who knows the name can neither flood the mailbox nor break the owner's code by asking again). Only when
 * no usable code is left (its tries spent by wrong guesses, or expired) does a request mail a new one past the hour's
 * limit, up to RESET_MAILS_PER_DAY, so wrong guesses cannot keep the owner from a reset for long.
 */
export const RESET_MAILS_PER_HOUR = 3;
export const RESET_MAILS_PER_DAY = 10;
const EMAIL_CHANGE_HOURS = 24;

function siteLink(context: Pick<ServiceContext, "links">, path: string, query: Record<string, string>) {
  return `${context.links.siteUrl}${path}?${new URLSearchParams(query)}`;
}

/**
 * Mails a reset code when `username` (address or nickname) names an account whose address is `address`, if given.
 * The answer is the same either way; at most RESET_MAILS_PER_HOUR mails per account and hour are sent.
 */
export async function requestPasswordReset(
  context: ServiceContext,
  deps: AccountDependencies,
  username: string,
  address?: string,
) {
  const { db } = context;
  const account = await repository.findAccount(db, username);
  const matches = account && (address === undefined || account.email.toLowerCase() === address.trim().toLowerCase());
  if (!account || !matches) {
    deps.log.info({ event: "password_reset_unknown" }, "password reset asked for no account");
    return;
  }
  // The code and its mail are written together: no code is valid that was not mailed. The count is taken under a
  // lock on the account, so requests arriving together cannot pass the limit together.
  const isMailed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${account.id}`}))`);
    const inHour = await countRecentCodes(tx, account.id, "password_reset", 60);
    const inDay = await countRecentCodes(tx, account.id, "password_reset", 24 * 60);
    const isStuck = !(await hasUsableCode(tx, account.id, "password_reset"));
    if (inDay >= RESET_MAILS_PER_DAY || (inHour >= RESET_MAILS_PER_HOUR && !isStuck)) {
      return false;
    }
    const code = await issueCode(tx, { userId: account.id, purpose: "password_reset", validHours: RESET_HOURS });
    await enqueueMail(tx, {
      idempotencyKey: `password-reset:${account.id}:${codeKey(code)}`,
      recipient: account.email,
      template: "password_reset",
      payload: {
        nickname: account.nickname,
        link: siteLink(context, "/passwort-vergessen/neu", { nutzer: account.nickname, code }),
        code,
        validHours: RESET_HOURS,
      },
    });
    return true;
  });
  if (isMailed) deps.log.info({ event: "password_reset_requested", userId: account.id }, "password reset mailed");
  else deps.log.info({ event: "password_reset_limited", userId: account.id }, "password reset not mailed again");
}

/** Sets a new password with the mailed code; every session ends and the login limit starts afresh. */
export async function confirmPasswordReset(
  context: ServiceContext,
  deps: AccountDependencies,
  input: { username: string; code: string; password: string },
) {
  const { db } = context;
  const refusal = passwordRefusal(input.password);
  if (refusal) throw refusal;
  // Hashed before the name is looked up: an unknown name takes as long as a known one.
  const passwordHash = await hashPassword(input.password);
  const account = await repository.findAccount(db, input.username);
  if (!account) throw new ApiError("bad_request", 'Parameter "activation-code" is not valid');
  const check = await db.transaction(async (tx) => {
    const result = await useCode(tx, account.id, "password_reset", input.code);
    if (!result.ok) return result;
    // The mail proved the address: an account that was never activated is now.
    await repository.updateAccount(tx, account.id, { passwordHash });
    await repository.activateAccount(tx, account.id);
    await repository.clearAccountPasswordFailures(tx, account.id);
    await endAllSessions(tx, account.id);
    return result;
  });
  if (!check.ok) {
    const reason = check.reason === "expired" ? "has expired; ask for a new one" : "is not valid";
    throw new ApiError("bad_request", `Parameter "activation-code" ${reason}`);
  }
  deps.log.info({ event: "password_reset", userId: account.id }, "password reset");
  return { changed: true as const };
}

/**
 * Starts an e-mail change: checks the current password, mails a code to the new address and a notice to the old
 * one. The new address takes effect when confirmed. An address that already has an account gets no mail, and the
 * answer is the same.
 */
export async function requestEmailChange(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  input: { address: string; password: string },
  client: string,
) {
  const { db } = context;
  const account = await repository.findAccountById(db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  if (!(await checkPassword(context, deps, { account, client }, input.password))) {
    throw invalidParameter("password", "is not the current password", "wrong-password");
  }
  const address = input.address.trim();
  if (address.toLowerCase() === account.email.toLowerCase()) {
    throw invalidParameter("address", "is already the address of this account", "unchanged");
  }
  if (await repository.findAccountByAddress(db, address)) {
    deps.log.info({ event: "email_change_to_taken_address", userId }, "e-mail change not mailed");
    return { confirmationSent: true as const };
  }
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      userId,
      purpose: "email_change",
      validHours: EMAIL_CHANGE_HOURS,
      target: address,
    });
    await enqueueMail(tx, {
      idempotencyKey: `email-change:${userId}:${codeKey(code)}`,
      recipient: address,
      template: "email_change",
      payload: {
        nickname: account.nickname,
        link: siteLink(context, "/mein-account/email-bestaetigen", { userid: userId, code }),
        code,
        validHours: EMAIL_CHANGE_HOURS,
      },
    });
    await enqueueMail(tx, {
      idempotencyKey: `email-change-notice:${userId}:${codeKey(code)}`,
      recipient: account.email,
      template: "email_change_notice",
      payload: { nickname: account.nickname, link: `${context.links.siteUrl}/mein-account` },
    });
  });
  deps.log.info({ event: "email_change_requested", userId }, "e-mail change mailed");
  return { confirmationSent: true as const };
}

/** Confirms a new address with the code mailed to it. */
export async function confirmEmailChange(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  code: string,
) {
  const { db } = context;
  const account = await repository.findAccountById(db, userId);
  if (!account) throw new ApiError("bad_request", 'Parameter "activation-code" is not valid');
  const outcome = await db.transaction(async (tx) => {
    const result = await useCode(tx, userId, "email_change", code);
    if (!result.ok || !result.target) return { ok: false as const, reason: result.ok ? "invalid" : result.reason };
    if (await repository.findAccountByAddress(tx, result.target)) return { ok: false as const, reason: "taken" };
    await repository.updateAccount(tx, userId, { email: result.target });
    return { ok: true as const, email: result.target };
  });
  if (!outcome.ok) {
    const reason =
      outcome.reason === "expired"
        ? "has expired; ask for a new one"
        : outcome.reason === "taken"
          ? "cannot be used: the address has been registered meanwhile"
          : "is not valid";
    throw new ApiError("bad_request", `Parameter "activation-code" ${reason}`);
  }
  deps.log.info({ event: "email_changed", userId }, "e-mail address changed");
  return { email: outcome.email };
}
