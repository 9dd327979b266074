import { ANY_TAG, type CacheTag, cacheTags } from "@spielfeld/cache-tags";
import { berlinDate } from "../../lib/berlin-day.js";
import { uniqueViolationOf } from "../../lib/database-errors.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { AGE_OF_CONSENT, ageOn, isProfileShown } from "../shared/privacy.js";
import { REFEREE_MINIMUM_AGE, STATISTIC_TYPES } from "../shared/referee-master-data.js";
import * as accounts from "./accounts.repository.js";
import type { AccountDependencies } from "./accounts.service.js";
import { codeKey, countRecentCodes, hasUsableCode, issueCode, useCode } from "./codes.js";
import { findClub, findClubOfficials } from "./player-claims.repository.js";
import * as repository from "./referee-profile.repository.js";

/*
 * A referee's own profile (docs/player-profiles.md, "Referees"): claimed like a player's (names, date of birth; the
 * code goes to the officials of the referee's club, with the pass number the referee gave), then edited, its career,
 * special matches and statistic types kept, its coming matches read, and deleted by a mailed link. Every call works
 * on the record the token's account holds.
 */

const CLAIM_CODE_DAYS = 14;
const CLAIMS_PER_DAY = 3;
const DELETION_LINK_HOURS = 48;
const NEXT_MATCHES = 20;
const MATCH_TAGS_LIMIT = 300;
const STATISTIC_TYPE_IDS: readonly number[] = STATISTIC_TYPES.map((type) => type.id);

async function loadAccount(context: ServiceContext, userId: string) {
  const account = await accounts.findAccountById(context.db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  return account;
}

async function heldRefereeId(context: ServiceContext, userId: string): Promise<string> {
  const account = await loadAccount(context, userId);
  if (account.refereeId === null) {
    throw new ApiError("not_found", "This account holds no referee profile", { reason: "no-profile" });
  }
  return account.refereeId;
}

/**
 * A minor's record linked private opens at 18 without a consent: whenever its holder looks, from then on. Answers
 * the tags of the pages that name the referee again (none when nothing opened).
 */
export async function openRefereeAfterMinority(context: ServiceContext, userId: string): Promise<CacheTag[]> {
  const account = await loadAccount(context, userId);
  const refereeId = account.refereeId;
  if (refereeId === null) return [];
  const opened = await context.db.transaction((tx) => repository.restoreAfterMinority(tx, userId, refereeId));
  return opened ? refereeChangeTags(context, refereeId, true) : [];
}

export async function checkRefereeProfile(context: ServiceContext, userId: string) {
  const { db, now } = context;
  const account = await loadAccount(context, userId);
  if (account.refereeId !== null) {
    const row = await repository.findOwnReferee(db, account.refereeId);
    const today = berlinDate(now);
    return {
      status: "active" as const,
      refereeId: account.refereeId,
      clubName: row?.club?.name ?? null,
      requestedAt: null,
      isPublic: row !== null && isProfileShown(row.referee, today),
      parentalConsentRequired:
        row !== null &&
        row.referee.parentalConsentAt === null &&
        ageOn(row.referee.dateOfBirth, today) < AGE_OF_CONSENT,
    };
  }
  const latest = await repository.findLatestClaim(db, userId);
  const isPending =
    latest !== null &&
    latest.claim.activatedAt === null &&
    (await hasUsableCode(db, userId, "referee_profile_activation"));
  return {
    status: isPending ? ("pending" as const) : ("none" as const),
    refereeId: null,
    clubName: isPending ? latest.clubName : null,
    requestedAt: isPending ? latest.claim.createdAt.toISOString() : null,
    isPublic: false,
    parentalConsentRequired: false,
  };
}

export async function getRefereeRegisterInfo(context: ServiceContext, userId: string) {
  const { db, now } = context;
  const [account, refereeProfile] = await Promise.all([
    loadAccount(context, userId),
    checkRefereeProfile(context, userId),
  ]);
  const today = berlinDate(now);
  const age = account.dateOfBirth === null ? null : ageOn(account.dateOfBirth, today);
  const records =
    account.dateOfBirth === null
      ? []
      : (
          await repository.findRefereeRecords(db, {
            firstName: account.firstName,
            lastName: account.lastName,
            dateOfBirth: account.dateOfBirth,
          })
        ).filter((record) => isProfileShown(record, today) && record.holderId === null);
  const reason =
    refereeProfile.status === "active"
      ? ("already-linked" as const)
      : refereeProfile.status === "pending"
        ? ("pending" as const)
        : age === null
          ? ("no-date-of-birth" as const)
          : age < REFEREE_MINIMUM_AGE
            ? ("too-young" as const)
            : records.length === 0
              ? ("no-record" as const)
              : ("eligible" as const);
  return {
    refereeProfile,
    personMapping: records.map((record) => ({
      refereeId: record.refereeId,
      clubId: record.clubId,
      clubName: record.clubName,
    })),
    referee: {
      minimumAge: REFEREE_MINIMUM_AGE,
      age,
      isEligible: reason === "eligible",
      reason,
      parentalConsentRequired: age !== null && age < AGE_OF_CONSENT,
    },
  };
}

export interface RefereeClaimInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  identification: string;
  mobile?: string;
}

/** Asks for the referee record the form names; the code goes to the officials of the referee's club. */
export async function registerRefereeProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  input: RefereeClaimInput,
) {
  const { db, now } = context;
  const account = await loadAccount(context, userId);
  if (account.refereeId !== null) {
    throw new ApiError("conflict", "This account already holds a referee profile", { reason: "already-linked" });
  }
  const today = berlinDate(now);
  if (input.dateOfBirth > today) throw new ApiError("bad_request", 'Parameter "date_of_birth" lies in the future');
  if (ageOn(input.dateOfBirth, today) < REFEREE_MINIMUM_AGE) {
    throw new ApiError("bad_request", `Parameter "date_of_birth" is under the minimum age of ${REFEREE_MINIMUM_AGE}`, {
      reason: "too-young",
    });
  }
  if ((await countRecentCodes(db, userId, "referee_profile_activation", 24 * 60)) >= CLAIMS_PER_DAY) {
    throw new ApiError("too_many_requests", `At most ${CLAIMS_PER_DAY} claims a day; try again tomorrow`, {
      retryAfterSeconds: 3600,
    });
  }
  const [record] = await repository.findRefereeRecords(db, input);
  if (!record) {
    throw new ApiError("not_found", "No referee has these names and this date of birth", { reason: "no-record" });
  }
  if (record.holderId !== null) {
    throw new ApiError("conflict", "Another account holds this referee profile", { reason: "taken" });
  }
  const officials = record.clubId === null ? [] : await findClubOfficials(db, record.clubId, userId);
  const club = record.clubId === null ? null : await findClub(db, record.clubId);
  const isClubAddress = officials.length === 0;
  const recipients = !isClubAddress ? officials.map((official) => official.email) : club?.email ? [club.email] : [];
  if (club === null || recipients.length === 0) {
    throw new ApiError("conflict", "The referee's club has no officials who could confirm the claim", {
      reason: "no-club-officials",
    });
  }
  const claimId = crypto.randomUUID();
  const refereeName = `${record.firstName} ${record.lastName}`;
  await db.transaction(async (tx) => {
    await repository.insertClaim(tx, {
      id: claimId,
      userId,
      refereeId: record.refereeId,
      clubId: club.id,
      identification: input.identification.trim(),
      mobile: input.mobile || null,
    });
    const code = await issueCode(tx, {
      userId,
      purpose: "referee_profile_activation",
      target: claimId,
      validHours: CLAIM_CODE_DAYS * 24,
    });
    for (const [index, recipient] of recipients.entries()) {
      await enqueueMail(tx, {
        idempotencyKey: `referee-claim:${claimId}:${codeKey(code)}:${index}`,
        recipient,
        template: "referee_claim_code",
        payload: {
          refereeName,
          dateOfBirth: input.dateOfBirth,
          clubName: club.name,
          nickname: account.nickname,
          identification: input.identification.trim(),
          mobile: input.mobile || null,
          code,
          validDays: CLAIM_CODE_DAYS,
          isClubAddress,
        },
      });
    }
    await enqueueMail(tx, {
      idempotencyKey: `referee-claim-requested:${claimId}`,
      recipient: account.email,
      template: "referee_claim_requested",
      payload: {
        nickname: account.nickname,
        playerName: refereeName,
        clubName: club.name,
        link: `${context.links.siteUrl}/profil-bearbeiten#schiedsrichterprofil`,
        validDays: CLAIM_CODE_DAYS,
      },
    });
  });
  deps.log.info({ event: "referee_profile_claimed", userId, claimId }, "referee profile claim sent to the club");
  return checkRefereeProfile(context, userId);
}

export async function activateRefereeProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  code: string,
) {
  await loadAccount(context, userId);
  let outcome: { kind: "code"; reason: string } | { kind: "linked"; isLinked: boolean };
  try {
    outcome = await context.db.transaction(async (tx) => {
      const check = await useCode(tx, userId, "referee_profile_activation", code);
      if (!check.ok) return { kind: "code" as const, reason: check.reason };
      const claim = check.target === null ? null : await repository.findClaim(tx, check.target, userId);
      if (!claim) return { kind: "code" as const, reason: "invalid" };
      return { kind: "linked" as const, isLinked: await repository.linkClaim(tx, claim) };
    });
  } catch (error) {
    if (uniqueViolationOf(error) === null) throw error;
    outcome = { kind: "linked", isLinked: false };
  }
  if (outcome.kind === "code") {
    const reason =
      outcome.reason === "expired"
        ? "has expired; register again for a new one"
        : outcome.reason === "exhausted"
          ? "was entered wrong too often; register again for a new one"
          : "is not valid";
    throw new ApiError("bad_request", `Parameter "activation-code" ${reason}`);
  }
  if (!outcome.isLinked) {
    throw new ApiError("conflict", "Another account holds this referee profile", { reason: "taken" });
  }
  deps.log.info({ event: "referee_profile_activated", userId }, "referee profile linked to the account");
  const status = await checkRefereeProfile(context, userId);
  // A minor's profile turned private at the link: every page naming the referee changes.
  const tags = status.refereeId === null ? [] : await refereeChangeTags(context, status.refereeId, !status.isPublic);
  return { status, tags };
}

async function profileForEdit(context: ServiceContext, refereeId: string) {
  const { db, now } = context;
  const [row, career, specialMatches, statisticTypes] = await Promise.all([
    repository.findOwnReferee(db, refereeId),
    repository.listCareer(db, refereeId),
    repository.listSpecialMatches(db, refereeId),
    repository.listStatisticTypeIds(db, refereeId),
  ]);
  if (!row) throw new ApiError("not_found", "This account holds no referee profile", { reason: "no-profile" });
  const { referee, club } = row;
  const today = berlinDate(now);
  return {
    profile: {
      refereeId: referee.id,
      firstName: referee.firstName,
      lastName: referee.lastName,
      dateOfBirth: referee.dateOfBirth,
      nationality: referee.nationality,
      levelName: referee.levelName,
      nickname: referee.nickname,
      visibility: {
        performance: referee.isPerformanceVisible,
        cards: referee.areCardsVisible,
        dateOfBirth: referee.isDateOfBirthVisible,
        career: referee.isCareerVisible,
        nationality: referee.isNationalityVisible,
      },
      isPublic: isProfileShown(referee, today),
      parentalConsentRequired: referee.parentalConsentAt === null && ageOn(referee.dateOfBirth, today) < AGE_OF_CONSENT,
    },
    club: club?.id ? { clubId: club.id, clubName: club.name } : null,
    career,
    specialMatches: specialMatches.map((entry) => ({ ...entry, remark: entry.remark ?? null })),
    statisticTypes,
  };
}

/** The tags of the referee's pages, and with `namesChange` of every match whose officials name them. */
export async function refereeChangeTags(
  context: ServiceContext,
  refereeId: string,
  namesChange: boolean,
): Promise<CacheTag[]> {
  const tags: CacheTag[] = [cacheTags.person(refereeId), "people"];
  if (!namesChange) return tags;
  const matchIds = await repository.listMatchIdsOfficiated(context.db, refereeId, MATCH_TAGS_LIMIT + 1);
  if (matchIds.length > MATCH_TAGS_LIMIT) return [ANY_TAG];
  return [...tags, ...matchIds.map(cacheTags.match)];
}

export async function getRefereeProfileForEdit(context: ServiceContext, userId: string) {
  return profileForEdit(context, await heldRefereeId(context, userId));
}

export async function updateRefereeProfile(
  context: ServiceContext,
  userId: string,
  change: {
    nickname?: string;
    performanceVisible?: boolean;
    cardsVisible?: boolean;
    dateOfBirthVisible?: boolean;
    careerVisible?: boolean;
    nationalityVisible?: boolean;
  },
) {
  const refereeId = await heldRefereeId(context, userId);
  await repository.updateReferee(context.db, refereeId, {
    ...(change.nickname === undefined ? {} : { nickname: change.nickname.trim() || null }),
    ...(change.performanceVisible === undefined ? {} : { isPerformanceVisible: change.performanceVisible }),
    ...(change.cardsVisible === undefined ? {} : { areCardsVisible: change.cardsVisible }),
    ...(change.dateOfBirthVisible === undefined ? {} : { isDateOfBirthVisible: change.dateOfBirthVisible }),
    ...(change.careerVisible === undefined ? {} : { isCareerVisible: change.careerVisible }),
    ...(change.nationalityVisible === undefined ? {} : { isNationalityVisible: change.nationalityVisible }),
  });
  return {
    profile: await profileForEdit(context, refereeId),
    tags: await refereeChangeTags(context, refereeId, false),
  };
}

export async function getRefereeCareer(context: ServiceContext, userId: string) {
  return { entries: await repository.listCareer(context.db, await heldRefereeId(context, userId)) };
}

export async function saveRefereeCareer(
  context: ServiceContext,
  userId: string,
  entries: { fromYear: number; toYear: number | null; description: string }[],
) {
  const refereeId = await heldRefereeId(context, userId);
  for (const [index, entry] of entries.entries()) {
    if (entry.toYear !== null && entry.toYear < entry.fromYear) {
      throw new ApiError("bad_request", `Parameter "entries" has an entry (${index + 1}) that ends before it begins`, {
        reason: "ends-before-it-begins",
      });
    }
  }
  await context.db.transaction((tx) =>
    repository.replaceCareer(
      tx,
      refereeId,
      entries.map((entry) => ({ ...entry, description: entry.description.trim() })),
    ),
  );
  return {
    profile: await profileForEdit(context, refereeId),
    tags: await refereeChangeTags(context, refereeId, false),
  };
}

/**
 * Replaces the special matches. One that names a match of our data must be a match the referee officiated, and its
 * day is that match's (what the referee typed is refused when it differs).
 */
export async function saveRefereeSpecialMatches(
  context: ServiceContext,
  userId: string,
  entries: { playedOn: string; description: string; remark?: string | null; matchId?: string | null }[],
) {
  const refereeId = await heldRefereeId(context, userId);
  const named = entries.map((entry) => entry.matchId).filter((id): id is string => Boolean(id));
  const officiated = await repository.findOfficiatedMatches(context.db, refereeId, [...new Set(named)]);
  const today = berlinDate(context.now);
  for (const [index, entry] of entries.entries()) {
    if (entry.playedOn > today) {
      throw new ApiError("bad_request", `Parameter "entries" has a match (${index + 1}) that lies in the future`, {
        reason: "in-the-future",
      });
    }
    if (!entry.matchId) continue;
    const day = officiated.get(entry.matchId);
    if (day === undefined) {
      throw new ApiError(
        "bad_request",
        `Parameter "entries" names a match (${index + 1}) the referee did not officiate`,
        { reason: "not-officiated" },
      );
    }
    if (day !== entry.playedOn) {
      throw new ApiError("bad_request", `Parameter "entries" gives match ${index + 1} another day than ${day}`, {
        reason: "not-officiated",
      });
    }
  }
  await context.db.transaction((tx) =>
    repository.replaceSpecialMatches(
      tx,
      refereeId,
      entries.map((entry) => ({
        playedOn: entry.playedOn,
        description: entry.description.trim(),
        remark: entry.remark?.trim() || null,
        matchId: entry.matchId || null,
      })),
    ),
  );
  return {
    profile: await profileForEdit(context, refereeId),
    tags: await refereeChangeTags(context, refereeId, false),
  };
}

export async function saveRefereeStatisticTypes(context: ServiceContext, userId: string, typeIds: number[]) {
  const refereeId = await heldRefereeId(context, userId);
  const unknown = typeIds.find((id) => !STATISTIC_TYPE_IDS.includes(id));
  if (unknown !== undefined) {
    throw new ApiError("bad_request", `Parameter "entries" names an unknown statistic type (${unknown})`);
  }
  await context.db.transaction((tx) => repository.replaceStatisticTypes(tx, refereeId, typeIds));
  return {
    profile: await profileForEdit(context, refereeId),
    tags: await refereeChangeTags(context, refereeId, false),
  };
}

export async function getRefereeNextMatches(context: ServiceContext, userId: string) {
  const refereeId = await heldRefereeId(context, userId);
  const rows = await repository.listNextMatches(context.db, refereeId, context.now, NEXT_MATCHES);
  return {
    matches: rows.flatMap((row) => (row.kickoffAt ? [{ ...row, kickoffAt: row.kickoffAt.toISOString() }] : [])),
  };
}

export async function deleteRefereeProfile(context: ServiceContext, deps: AccountDependencies, userId: string) {
  const { db, links } = context;
  const refereeId = await heldRefereeId(context, userId);
  const account = await loadAccount(context, userId);
  const row = await repository.findOwnReferee(db, refereeId);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      userId,
      purpose: "referee_profile_deletion",
      target: refereeId,
      validHours: DELETION_LINK_HOURS,
    });
    const query = new URLSearchParams({ userid: userId, verification: code });
    await enqueueMail(tx, {
      idempotencyKey: `referee-profile-deletion:${userId}:${codeKey(code)}`,
      recipient: account.email,
      template: "player_profile_deletion",
      payload: {
        nickname: account.nickname,
        what: "Schiedsrichterprofil",
        personName: row ? `${row.referee.firstName} ${row.referee.lastName}` : account.nickname,
        link: `${links.siteUrl}/profil-bearbeiten/schiedsrichterprofil-loeschen?${query}`,
        validHours: DELETION_LINK_HOURS,
      },
    });
  });
  deps.log.info({ event: "referee_profile_deletion_requested", userId }, "referee profile deletion link sent");
  return { requested: true as const, validHours: DELETION_LINK_HOURS };
}

export async function confirmDeleteRefereeProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  input: { userId: string; verification: string },
) {
  const outcome = await context.db.transaction(async (tx) => {
    const check = await useCode(tx, input.userId, "referee_profile_deletion", input.verification);
    if (!check.ok || check.target === null) return { ok: false as const };
    return { ok: await repository.releaseReferee(tx, input.userId, check.target), refereeId: check.target };
  });
  if (!outcome.ok) {
    throw new ApiError(
      "bad_request",
      'Parameter "verification" is not valid: the link was used, has expired or is not the newest one',
    );
  }
  deps.log.info({ event: "referee_profile_deleted", userId: input.userId }, "referee profile deleted");
  return { result: { deleted: true as const }, tags: await refereeChangeTags(context, outcome.refereeId, true) };
}

/**
 * The way out of a dispute, as for players (docs/player-profiles.md, "Referees"): an official of the referee's club
 * ends a wrong account's hold of the record, checked on the record the request names; the holder is told by mail.
 */
export async function releaseRefereeProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  officialId: string,
  refereeId: string,
) {
  const { db, links } = context;
  if (!(await repository.isOfficialOfRefereeClub(db, officialId, refereeId))) {
    throw new ApiError("forbidden", "Only an official of the referee's club may release the referee profile");
  }
  const holder = await repository.findRefereeHolder(db, refereeId);
  if (!holder) {
    throw new ApiError("not_found", "No account holds this referee profile", { reason: "no-profile" });
  }
  const row = await repository.findOwnReferee(db, refereeId);
  await db.transaction(async (tx) => {
    if (!(await repository.unlinkRefereeHolder(tx, holder.id, refereeId))) return;
    await enqueueMail(tx, {
      idempotencyKey: `referee-link-released:${refereeId}:${holder.id}:${Date.now()}`,
      recipient: holder.email,
      template: "player_link_released",
      payload: {
        nickname: holder.nickname,
        playerName: row ? `${row.referee.firstName} ${row.referee.lastName}` : "",
        clubName: row?.club?.name ?? "",
        link: `${links.siteUrl}/profil-bearbeiten#schiedsrichterprofil`,
        what: "Schiedsrichterprofil",
      },
    });
  });
  deps.log.info(
    { event: "referee_profile_released", officialId, refereeId },
    "a wrong link to a referee profile ended",
  );
  return { result: { released: true as const }, tags: await refereeChangeTags(context, refereeId, false) };
}
