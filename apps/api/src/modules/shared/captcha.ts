import { createHmac, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import { todayInBerlin } from "../../config.js";
import type { Database } from "../../db/database.js";
import { captchaUses } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";

/*
 * The two ways a contact form proves a person sent it. The website solves a self-hosted ALTCHA proof of work
 * (ALTCHA v2: PBKDF2 with a counter the server picks and signs, so checking a solution is one derivation);
 * the apps send a verification string, an HMAC of the sender's address and the day.
 */

export const CAPTCHA_FIELD = "captcha-solution";
export const CAPTCHA_VALID_MINUTES = 10;
/*
 * 250 PBKDF2 rounds per attempt and 1,000 to 4,000 attempts: about 0.3 s in Node, about a second on a
 * mid-range phone with the widget's workers.
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 250;
const COUNTER_RANGE = [1_000, 4_000] as const;

/** The derived keys are signed with a second secret worked out from the configured one. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex");
}

export function createCaptchaChallenge(
  hmacKey: string,
  expiresAt = new Date(Date.now() + CAPTCHA_VALID_MINUTES * 60_000),
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(...COUNTER_RANGE),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
}

function refuse(reason: string): never {
  throw new ApiError("bad_request", `Parameter "${CAPTCHA_FIELD}": ${reason}`, {
    kind: "captcha-invalid",
  });
}

/** The widget's payload: base64 of `{ challenge, solution }`; anything else is malformed. */
function parsePayload(encoded: string): { challenge: Challenge; solution: Solution } {
  try {
    const decoded = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const parameters = decoded.challenge?.parameters;
    if (typeof parameters?.nonce === "string" && typeof parameters.expiresAt === "number" && decoded.solution) {
      return { challenge: decoded.challenge!, solution: decoded.solution };
    }
  } catch {
    // Reported below as malformed.
  }
  return refuse("Die Sicherheitsprüfung ist unvollständig. Bitte lade das Formular neu.");
}

/**
 * Checks a solved challenge and hands back its id and expiry for the single-use record (`claimCaptcha`).
 * Every failure is a 400 that names the field, in German, since the website shows it beside the form.
 */
export async function verifyCaptcha(
  hmacKey: string,
  encoded: string | undefined,
): Promise<{ challengeId: string; expiresAt: Date }> {
  if (!encoded?.trim()) refuse("Bitte bestätige die Sicherheitsprüfung.");
  const { challenge, solution } = parsePayload(encoded);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  }).catch(() => refuse("Die Sicherheitsprüfung ist unvollständig. Bitte lade das Formular neu."));
  if (result.expired) refuse("Die Sicherheitsprüfung ist abgelaufen. Bitte bestätige sie erneut.");
  if (!result.verified) refuse("Die Sicherheitsprüfung ist fehlgeschlagen. Bitte bestätige sie erneut.");
  return { challengeId: challenge.parameters.nonce, expiresAt: new Date(challenge.parameters.expiresAt! * 1000) };
}

/** Records a solved challenge as used; false when it was used before (a replay). Expired records go first. */
export async function claimCaptcha(db: Database, challengeId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaUses).where(sql`${captchaUses.expiresAt} < now()`);
  const claimed = await db
    .insert(captchaUses)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeId: captchaUses.challengeId });
  return claimed.length === 1;
}

/** Checks a solved challenge and uses it up: a forged, expired or replayed one is a 400 naming the field. */
export async function useCaptcha(db: Database, hmacKey: string, encoded: string | undefined): Promise<void> {
  const solved = await verifyCaptcha(hmacKey, encoded);
  if (!(await claimCaptcha(db, solved.challengeId, solved.expiresAt))) {
    throw new ApiError("bad_request", REPLAYED_CAPTCHA, { kind: "captcha-invalid" });
  }
}

export const REPLAYED_CAPTCHA = `Parameter "${CAPTCHA_FIELD}": Diese Sicherheitsprüfung wurde schon verwendet. Bitte bestätige sie erneut.`;

/** The verification string an app sends for an address on a day (YYYY-MM-DD). */
export function verificationStringOn(key: string, address: string, day: string): string {
  return createHmac("sha256", key).update(`${address.trim().toLowerCase()}|${day}`).digest("hex");
}

/**
 * The apps' proof: hex HMAC-SHA256 with MOBILE_VERIFICATION_KEY over `<address in lower case>|<YYYY-MM-DD>`,
 * the day in Europe/Berlin. Today's and yesterday's are accepted, so a form begun before midnight still goes.
 */
export function checkVerificationString(key: string, address: string, candidate: string, now: Date): void {
  const days = [todayInBerlin(now), todayInBerlin(new Date(now.getTime() - 24 * 3600_000))];
  const given = Buffer.from(candidate.toLowerCase());
  const matches = days.some((day) => {
    const expected = Buffer.from(verificationStringOn(key, address, day));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!matches)
    throw new ApiError("bad_request", 'Parameter "verificationString": Die App-Prüfung ist ungültig.', {
      kind: "captcha-invalid",
    });
}
