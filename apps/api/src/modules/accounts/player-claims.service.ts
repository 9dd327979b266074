import { berlinDate } from "../../lib/berlin-day.js";
import { uniqueViolationOf } from "../../lib/database-errors.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { findMinimumAge } from "../shared/minimum-age.js";
import { AGE_OF_CONSENT, ageOn, isProfileShown } from "../shared/privacy.js";
import * as accounts from "./accounts.repository.js";
import type { AccountDependencies } from "./accounts.service.js";
import { codeKey, countRecentCodes, hasUsableCode, issueCode, useCode } from "./codes.js";
import * as repository from "./player-claims.repository.js";

/*
 * A player claims the association's record of themselves (docs/player-profiles.md): the account names the record
 * by first and last name, date of birth and club; the code that proves the claim goes to the club's officials (the
 * team admins of the club's teams, else the club's own address), who know their players and hand it on in person;
 * the player enters it, and the account holds the record from then on. A record is held by one account at most.
 */

/** How long the officials' code can be used: a fortnight, enough for the next training night. */
const CLAIM_CODE_DAYS = 14;
/** Claims an account may make a day: each mails a club's officials. */
const CLAIMS_PER_DAY = 3;

type PlayingPosition = NonNullable<Parameters<typeof repository.insertClaim>[1]["position"]>;

export interface PlayerClaimInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  mobile?: string;
  clubId: string;
  position?: PlayingPosition;
  alternativePositions: PlayingPosition[];
  agreesToTerms: boolean;
  agreesToPromateur: boolean;
}

async function loadAccount(context: ServiceContext, userId: string) {
  const account = await accounts.findAccountById(context.db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  return account;
}

/** Where the account stands with its player profile: none, a claim waiting for its code, or a linked record. */
export async function checkPlayerProfile(context: ServiceContext, userId: string) {
  const { db, now } = context;
  const account = await loadAccount(context, userId);
  if (account.playerId !== null) {
    const record = await repository.findLinkedRecord(db, account.playerId);
    const today = berlinDate(now);
    return {
      status: "active" as const,
      playerId: account.playerId,
      clubName: record?.clubName ?? null,
      requestedAt: null,
      isPublic: record !== null && isProfileShown(record, today),
      parentalConsentRequired:
        record !== null && record.parentalConsentAt === null && ageOn(record.dateOfBirth, today) < AGE_OF_CONSENT,
    };
  }
  const latest = await repository.findLatestClaim(db, userId);
  // A claim whose code expired or was entered wrong too often waits for nothing: the account may claim anew.
  const isPending =
    latest !== null &&
    latest.claim.activatedAt === null &&
    (await hasUsableCode(db, userId, "player_profile_activation"));
  return {
    status: isPending ? ("pending" as const) : ("none" as const),
    playerId: null,
    clubName: isPending ? latest.clubName : null,
    requestedAt: isPending ? latest.claim.createdAt.toISOString() : null,
    isPublic: false,
    parentalConsentRequired: false,
  };
}

/**
 * What a registration would meet: the account's profile state, the records that carry the account's own names and
 * date of birth (which the form may name), and whether the account may register at all.
 */
export async function getPlayerRegisterInfo(context: ServiceContext, userId: string) {
  const { db, now } = context;
  const [account, playerProfile, minimumAge] = await Promise.all([
    loadAccount(context, userId),
    checkPlayerProfile(context, userId),
    findMinimumAge(db),
  ]);
  const age = account.dateOfBirth === null ? null : ageOn(account.dateOfBirth, berlinDate(now));
  const person = { firstName: account.firstName, lastName: account.lastName, dateOfBirth: account.dateOfBirth };
  // Only what the public may see of the records anyway (a profile shown to everyone, and its club): the account's
  // names and date of birth are its holder's to change, so this tells nothing a search would not.
  const records = (
    person.dateOfBirth === null
      ? []
      : await repository.findPersonRecords(db, { ...person, dateOfBirth: person.dateOfBirth })
  ).filter((record) => isProfileShown(record, berlinDate(now)) && record.holderId === null);
  const reason =
    playerProfile.status === "active"
      ? ("already-linked" as const)
      : playerProfile.status === "pending"
        ? ("pending" as const)
        : age === null
          ? ("no-date-of-birth" as const)
          : age < minimumAge
            ? ("too-young" as const)
            : records.length === 0
              ? ("no-record" as const)
              : ("eligible" as const);
  return {
    playerProfile,
    personMapping: records.map((record) => ({
      playerId: record.playerId,
      clubId: record.clubId,
      clubName: record.clubName,
    })),
    eligibility: {
      minimumAge,
      age,
      isEligible: reason === "eligible",
      reason,
      parentalConsentRequired: age !== null && age < AGE_OF_CONSENT,
    },
  };
}

/**
 * Asks for the record the form names; the code goes to the club's officials, a note to the account holder. The same
 * refusal for a record that does not exist and for a person on the blacklist: neither tells the other apart.
 */
export async function registerPlayerProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  input: PlayerClaimInput,
) {
  const { db, now } = context;
  const account = await loadAccount(context, userId);
  if (!input.agreesToTerms) {
    throw new ApiError("bad_request", 'Parameter "agree_terms" must be agreed to', { field: "agree_terms" });
  }
  if (account.playerId !== null) {
    throw new ApiError("conflict", "This account already holds a player profile", { reason: "already-linked" });
  }
  const today = berlinDate(now);
  if (input.dateOfBirth > today) {
    throw new ApiError("bad_request", 'Parameter "date_of_birth" lies in the future');
  }
  const minimumAge = await findMinimumAge(db);
  if (ageOn(input.dateOfBirth, today) < minimumAge) {
    throw new ApiError("bad_request", `Parameter "date_of_birth" is under the minimum age of ${minimumAge}`, {
      reason: "too-young",
    });
  }
  if ((await countRecentCodes(db, userId, "player_profile_activation", 24 * 60)) >= CLAIMS_PER_DAY) {
    throw new ApiError("too_many_requests", `At most ${CLAIMS_PER_DAY} claims a day; try again tomorrow`, {
      retryAfterSeconds: 3600,
    });
  }
  const club = await repository.findClub(db, input.clubId);
  if (!club) throw new ApiError("bad_request", 'Parameter "clubId" names no club');
  const person = { firstName: input.firstName, lastName: input.lastName, dateOfBirth: input.dateOfBirth };
  const [record] = await repository.findPersonRecords(db, { ...person, clubId: club.id });
  if (!record) {
    throw new ApiError("not_found", `No player of ${club.name} has these names and this date of birth`, {
      reason: "no-record",
    });
  }
  if (record.holderId !== null) {
    throw new ApiError(
      "conflict",
      `Another account holds this player profile; the officials of ${club.name} can help (docs/player-profiles.md)`,
      { reason: "taken" },
    );
  }
  const officials = await repository.findClubOfficials(db, club.id, userId);
  const isClubAddress = officials.length === 0;
  const recipients = !isClubAddress ? officials.map((official) => official.email) : club.email ? [club.email] : [];
  if (recipients.length === 0) {
    throw new ApiError("conflict", `${club.name} has no officials who could confirm the claim`, {
      reason: "no-club-officials",
    });
  }
  const claimId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await repository.insertClaim(tx, {
      id: claimId,
      userId,
      playerId: record.playerId,
      clubId: club.id,
      mobile: input.mobile || null,
      position: input.position ?? null,
      alternativePositions: input.alternativePositions,
      // A minor's consent to the promateur tier would need a parent's: not taken from the form.
      agreesToPromateur: input.agreesToPromateur && ageOn(input.dateOfBirth, today) >= AGE_OF_CONSENT,
    });
    const code = await issueCode(tx, {
      userId,
      purpose: "player_profile_activation",
      target: claimId,
      validHours: CLAIM_CODE_DAYS * 24,
    });
    // The record's names, as the club registered them (not as the claimant typed them).
    const playerName = `${record.firstName} ${record.lastName}`;
    for (const [index, recipient] of recipients.entries()) {
      await enqueueMail(tx, {
        idempotencyKey: `player-claim:${claimId}:${codeKey(code)}:${index}`,
        recipient,
        template: "player_claim_code",
        payload: {
          playerName,
          dateOfBirth: input.dateOfBirth,
          clubName: club.name,
          nickname: account.nickname,
          mobile: input.mobile || null,
          code,
          validDays: CLAIM_CODE_DAYS,
          isClubAddress,
        },
      });
    }
    await enqueueMail(tx, {
      idempotencyKey: `player-claim-requested:${claimId}`,
      recipient: account.email,
      template: "player_claim_requested",
      payload: {
        nickname: account.nickname,
        playerName,
        clubName: club.name,
        link: `${context.links.siteUrl}/profil-bearbeiten#spielerprofil`,
        validDays: CLAIM_CODE_DAYS,
      },
    });
  });
  deps.log.info({ event: "player_profile_claimed", userId, claimId }, "player profile claim sent to the club");
  return checkPlayerProfile(context, userId);
}

/**
 * Uses the code and links the claim's record in one transaction. Two accounts linking one record at once: the
 * unique index on users.player_id lets one through, and the other's transaction ends in a 409.
 */
async function linkWithCode(context: ServiceContext, userId: string, code: string) {
  try {
    return await context.db.transaction(async (tx) => {
      const check = await useCode(tx, userId, "player_profile_activation", code);
      if (!check.ok) return { kind: "code" as const, check };
      const claim = check.target === null ? null : await repository.findClaim(tx, check.target, userId);
      if (!claim) return { kind: "code" as const, check: { ok: false as const, reason: "invalid" as const } };
      return { kind: "linked" as const, isLinked: await repository.linkClaim(tx, claim) };
    });
  } catch (error) {
    if (uniqueViolationOf(error) === null) throw error;
    return { kind: "linked" as const, isLinked: false };
  }
}

/** Enters the code the club's officials handed on: the account holds the record from now on. */
export async function activatePlayerProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  code: string,
) {
  await loadAccount(context, userId);
  const outcome = await linkWithCode(context, userId, code);
  if (outcome.kind === "code") {
    const reason = outcome.check.ok
      ? "is not valid"
      : outcome.check.reason === "expired"
        ? "has expired; register again for a new one"
        : outcome.check.reason === "exhausted"
          ? "was entered wrong too often; register again for a new one"
          : "is not valid";
    throw new ApiError("bad_request", `Parameter "activation-code" ${reason}`);
  }
  if (!outcome.isLinked) {
    throw new ApiError("conflict", "Another account holds this player profile, or it can no longer be claimed", {
      reason: "taken",
    });
  }
  deps.log.info({ event: "player_profile_activated", userId }, "player profile linked to the account");
  return checkPlayerProfile(context, userId);
}
