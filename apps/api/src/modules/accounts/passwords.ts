import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { type ApiError, invalidParameter } from "../../plugins/errors.js";

/*
 * Passwords: argon2id at OWASP's recommended minimum (19 MiB memory, two passes, one lane; @node-rs/argon2's
 * defaults, stated here so a library update cannot lower them). At least 8 characters, any characters, nothing
 * truncated; the 49,000 most common passwords of zxcvbn's list are refused. The upper bound only keeps a single
 * request from hashing megabytes.
 */

const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

let common: Set<string> | null = null;
function isCommon(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"] as string[]);
  return common.has(password.toLowerCase());
}

/** Why a new password (the parameter `field`) is refused, as the error to throw; null when it is fine. */
export function passwordRefusal(password: string, field = "password"): ApiError | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return invalidParameter(field, `must be at least ${PASSWORD_MIN_LENGTH} characters long`, "too-short");
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return invalidParameter(field, `must be at most ${PASSWORD_MAX_LENGTH} characters long`, "too-long");
  }
  if (isCommon(password))
    return invalidParameter(field, "is one of the most common passwords; choose another", "too-common");
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Compared against when no account matches, so a wrong name takes as long as a wrong password. */
let decoy: Promise<string> | null = null;
export async function spendVerification(password: string): Promise<false> {
  decoy ??= hashPassword("decoy password that matches no account");
  await verifyPassword(await decoy, password);
  return false;
}
