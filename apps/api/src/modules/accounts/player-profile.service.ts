import { type CacheTag, cacheTags } from "@spielfeld/cache-tags";
import { TransactionRollbackError } from "drizzle-orm";
import type { players } from "../../db/schema/index.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import { AGE_OF_CONSENT, ageOn, isProfileShown } from "../shared/privacy.js";
import * as accounts from "./accounts.repository.js";
import type { AccountDependencies } from "./accounts.service.js";
import { codeKey, issueCode, useCode } from "./codes.js";
import * as claimsRepository from "./player-claims.repository.js";
import * as repository from "./player-profile.repository.js";

/*
 * The player's own profile once the account holds its record (docs/player-profiles.md): every call works on the
 * record the token's account holds, never on an id the request names; a squad the request names must be one of
 * that record's own. A change announces the profile's page and, where a flag decides whether the player is named,
 * the pages of the matches that name them.
 */

/** How long the link that confirms a deletion can be used. */
const DELETION_LINK_HOURS = 48;
/** Match pages a flag's change renews one by one; beyond this, every cached answer is dropped. */
const MATCH_TAGS_LIMIT = 300;

type Position = NonNullable<(typeof players.$inferSelect)["position"]>;
type Foot = NonNullable<(typeof players.$inferSelect)["foot"]>;

export interface PlayerProfileChange {
  height?: number | "";
  weight?: number | "";
  nickname?: string;
  position?: Position | "";
  jerseyNumber?: number | "";
  foot?: Foot | "";
  isCaptain?: boolean;
  season?: string;
  teamId?: string;
  performanceVisible?: boolean;
  cardsVisible?: boolean;
  clubHistoryVisible?: boolean;
  dateOfBirthVisible?: boolean;
  nationalityVisible?: boolean;
  imageSource?: string;
}

export interface AccountPlayerDataChange {
  playerDataVisible?: boolean;
  profileVisible?: boolean;
  searchable?: boolean;
  searchableExternally?: boolean;
}

/** The record the account holds; a 404 `no-profile` for an account that holds none. */
async function heldRecordId(context: ServiceContext, userId: string): Promise<string> {
  const account = await accounts.findAccountById(context.db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  if (account.playerId === null) {
    throw new ApiError("not_found", "This account holds no player profile", { reason: "no-profile" });
  }
  return account.playerId;
}

/** A form's empty value clears a field. */
const orNull = <T>(value: T | "" | undefined): T | null | undefined => (value === "" ? null : value);

/** The own profile with every field and flag its holder can change. */
export async function getPlayerProfileForEdit(context: ServiceContext, userId: string) {
  const playerId = await heldRecordId(context, userId);
  return profileForEdit(context, playerId);
}

async function profileForEdit(context: ServiceContext, playerId: string) {
  const { db, now, links } = context;
  const [row, squads, images, successEntries] = await Promise.all([
    repository.findOwnRecord(db, playerId),
    repository.listOwnSquads(db, playerId),
    repository.listOwnImages(db, playerId),
    repository.listOwnSuccess(db, playerId),
  ]);
  if (!row) throw new ApiError("not_found", "This account holds no player profile", { reason: "no-profile" });
  const { player, club } = row;
  const today = berlinDate(now);
  return {
    playerProfile: {
      playerId: player.id,
      firstName: player.firstName,
      lastName: player.lastName,
      dateOfBirth: player.dateOfBirth,
      nationality: player.nationality,
      nickname: player.nickname,
      height: player.heightCm,
      weight: player.weightKg,
      position: player.position,
      alternativePositions: player.alternativePositions,
      foot: player.foot,
      jerseyNumber: player.jerseyNumber,
      captain: player.isCaptain,
      imageSource: images[0]?.copyright ?? null,
      visibility: {
        performance: player.isPerformanceVisible,
        cards: player.areCardsVisible,
        clubHistory: player.isClubHistoryVisible,
        dateOfBirth: player.isDateOfBirthVisible,
        nationality: player.isNationalityVisible,
      },
      isPublic: isProfileShown(player, today),
      parentalConsentRequired: player.parentalConsentAt === null && ageOn(player.dateOfBirth, today) < AGE_OF_CONSENT,
    },
    club: club?.id ? { clubId: club.id, clubName: club.name } : null,
    teams: squads.map(({ teamSeasonId: _teamSeasonId, ...squad }) => squad),
    playerImages: images.map((image) => ({ url: mediaUrl(links, image.mediaId)!, copyright: image.copyright })),
    successEntries,
  };
}

/**
 * The tags a change of the record announces: its page, the lists of people and its teams' pages; with `namesChange`
 * (a flag that decides whether the player is named beside a goal, a card or at all) also every match naming them and
 * those matches' competitions (scorer lists), or beyond MATCH_TAGS_LIMIT every match list.
 */
export async function playerChangeTags(
  context: ServiceContext,
  playerId: string,
  namesChange: boolean,
): Promise<CacheTag[]> {
  const squads = await repository.listOwnSquads(context.db, playerId);
  const tags = new Set<CacheTag>([
    cacheTags.person(playerId),
    "people",
    ...squads.map((squad) => cacheTags.team(squad.teamId)),
  ]);
  if (!namesChange) return [...tags];
  const named = await repository.listMatchesNaming(context.db, playerId, MATCH_TAGS_LIMIT + 1);
  if (named.length > MATCH_TAGS_LIMIT) return [...tags, "matches", "competitions"];
  for (const match of named) {
    tags.add(cacheTags.match(match.matchId));
    tags.add(cacheTags.competition(match.competitionId));
  }
  return [...tags];
}

/**
 * Changes the own profile. Jersey number, position and captaincy go to the squad that saison and team-id name (both
 * or neither; it must be one of the player's own squads), else to the record. Answers the profile as it is now and
 * the tags to announce.
 */
export async function updatePlayerProfile(context: ServiceContext, userId: string, change: PlayerProfileChange) {
  const { db } = context;
  const playerId = await heldRecordId(context, userId);
  if ((change.season === undefined) !== (change.teamId === undefined)) {
    const missing = change.season === undefined ? "saison" : "team-id";
    throw new ApiError(
      "bad_request",
      `Parameter "${missing}" is needed with the other: a squad is a team and a season`,
    );
  }
  const notInSquad = () =>
    new ApiError("bad_request", `Parameter "team-id" names no squad the player is in this season`, {
      reason: "not-in-squad",
    });
  let teamSeasonId: string | null = null;
  if (change.season !== undefined) {
    // Only a squad the player is in now: earlier seasons and squads they left are the club's record.
    const squad = (await repository.listOwnSquads(db, playerId)).find(
      (entry) => entry.season === change.season && entry.teamId === change.teamId && entry.isEditable,
    );
    if (!squad) throw notInSquad();
    teamSeasonId = squad.teamSeasonId;
  }
  const before = (await repository.findOwnRecord(db, playerId))?.player;
  if (change.imageSource && (await repository.listOwnImages(db, playerId)).length === 0) {
    throw new ApiError("bad_request", 'Parameter "image-source" names the source of a photo, and the profile has none');
  }
  const squadValues = {
    ...(change.jerseyNumber === undefined ? {} : { jerseyNumber: orNull(change.jerseyNumber) }),
    ...(change.position === undefined ? {} : { position: orNull(change.position) }),
    ...(change.isCaptain === undefined ? {} : { isCaptain: change.isCaptain }),
  };
  const recordValues = {
    ...(change.height === undefined ? {} : { heightCm: orNull(change.height) }),
    ...(change.weight === undefined ? {} : { weightKg: orNull(change.weight) }),
    ...(change.nickname === undefined ? {} : { nickname: change.nickname.trim() || null }),
    ...(change.foot === undefined ? {} : { foot: orNull(change.foot) }),
    ...(change.performanceVisible === undefined ? {} : { isPerformanceVisible: change.performanceVisible }),
    ...(change.cardsVisible === undefined ? {} : { areCardsVisible: change.cardsVisible }),
    ...(change.clubHistoryVisible === undefined ? {} : { isClubHistoryVisible: change.clubHistoryVisible }),
    ...(change.dateOfBirthVisible === undefined ? {} : { isDateOfBirthVisible: change.dateOfBirthVisible }),
    ...(change.nationalityVisible === undefined ? {} : { isNationalityVisible: change.nationalityVisible }),
    ...(teamSeasonId === null ? squadValues : {}),
  };
  const isSaved = await db
    .transaction(async (tx) => {
      await repository.updateRecord(tx, playerId, recordValues);
      if (change.imageSource !== undefined) {
        await repository.setImageSource(tx, playerId, change.imageSource.trim() || null);
      }
      // The squad membership may have ended since it was read: then nothing of the change is saved.
      if (teamSeasonId !== null && !(await repository.updateSquadMembership(tx, playerId, teamSeasonId, squadValues))) {
        tx.rollback();
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (!isSaved) throw notInSquad();
  // Performance and cards decide whether match pages name the player beside a goal or a card: only a change of
  // them renews those pages.
  const namesChange =
    (change.performanceVisible !== undefined && change.performanceVisible !== before?.isPerformanceVisible) ||
    (change.cardsVisible !== undefined && change.cardsVisible !== before?.areCardsVisible);
  return {
    profile: await profileForEdit(context, playerId),
    tags: await playerChangeTags(context, playerId, namesChange),
  };
}

/** Replaces the successes the player enters themselves; a year in the future is refused. */
export async function savePlayerSuccess(
  context: ServiceContext,
  userId: string,
  entries: { year: number; title: string; description?: string | null }[],
) {
  const playerId = await heldRecordId(context, userId);
  const thisYear = Number(berlinDate(context.now).slice(0, 4));
  const future = entries.findIndex((entry) => entry.year > thisYear);
  if (future >= 0) {
    throw new ApiError("bad_request", `Parameter "entries" has a success (${future + 1}) in a year still to come`, {
      reason: "in-the-future",
    });
  }
  await context.db.transaction((tx) =>
    repository.replaceOwnSuccess(
      tx,
      playerId,
      entries.map((entry) => ({
        year: entry.year,
        title: entry.title.trim(),
        description: entry.description?.trim() || null,
      })),
    ),
  );
  return { profile: await profileForEdit(context, playerId), tags: await playerChangeTags(context, playerId, false) };
}

function accountPlayerData(player: {
  isPlayerDataVisible: boolean;
  isProfilePublic: boolean;
  isSearchable: boolean;
  isSearchableExternally: boolean;
}) {
  return {
    playerDataVisible: player.isPlayerDataVisible,
    playerProfileVisible: player.isProfilePublic,
    searchableFbde: player.isSearchable,
    searchableExtern: player.isSearchableExternally,
  };
}

export async function getAccountPlayerData(context: ServiceContext, userId: string) {
  const playerId = await heldRecordId(context, userId);
  const row = await repository.findOwnRecord(context.db, playerId);
  if (!row) throw new ApiError("not_found", "This account holds no player profile", { reason: "no-profile" });
  const flags = accountPlayerData(row.player);
  // A minor waiting for the consent sees the choice that takes effect with it (the record stays private until then).
  const waiting = await claimsRepository.findWaitingMinority(context.db, userId, playerId);
  return waiting ? { ...flags, playerProfileVisible: waiting.wasPublic } : flags;
}

/**
 * A minor's record the link made private opens at the parent's consent or at 18: whenever its holder looks, from
 * then on. Answers the tags of every page that names the player again (none when nothing opened).
 */
export async function openAfterMinority(context: ServiceContext, userId: string): Promise<CacheTag[]> {
  const account = await accounts.findAccountById(context.db, userId);
  const playerId = account?.playerId ?? null;
  if (playerId === null) return [];
  const opened = await context.db.transaction((tx) => claimsRepository.restoreAfterMinority(tx, userId, playerId));
  return opened ? playerChangeTags(context, playerId, true) : [];
}

/** Sets who may see and find the own profile; answers the flags as they are now and the tags to announce. */
export async function updateAccountPlayerData(
  context: ServiceContext,
  userId: string,
  change: AccountPlayerDataChange,
) {
  const playerId = await heldRecordId(context, userId);
  const before = (await repository.findOwnRecord(context.db, playerId))?.player;
  let opened = false;
  const isWaiting = await context.db.transaction(async (tx) => {
    // A minority that ended since the holder last looked ends first: the change then goes to the record itself.
    opened = await claimsRepository.restoreAfterMinority(tx, userId, playerId);
    // Until a parent consents (or 18), a minor's choice is kept for then: the record stays private meanwhile.
    const waiting = await claimsRepository.findWaitingMinority(tx, userId, playerId);
    if (waiting && change.profileVisible !== undefined) {
      await claimsRepository.keepForAfterMinority(tx, waiting.id, change.profileVisible);
    }
    // A minor's record without a consent and without a waiting claim (linked before claims kept the flag) may not
    // become public either.
    if (!waiting && change.profileVisible === true && (await claimsRepository.isMinorWithoutConsent(tx, playerId))) {
      throw new ApiError("forbidden", "Under 18, a public profile needs a parent's consent first", {
        reason: "consent-required",
      });
    }
    await repository.updateRecord(tx, playerId, {
      ...(change.playerDataVisible === undefined ? {} : { isPlayerDataVisible: change.playerDataVisible }),
      ...(change.profileVisible === undefined || waiting ? {} : { isProfilePublic: change.profileVisible }),
      ...(change.searchable === undefined ? {} : { isSearchable: change.searchable }),
      ...(change.searchableExternally === undefined ? {} : { isSearchableExternally: change.searchableExternally }),
    });
    return waiting !== null;
  });
  const flags = await getAccountPlayerData(context, userId);
  // Whether the profile is public decides whether every team sheet, event and list names the player.
  const namesChange =
    opened || (!isWaiting && change.profileVisible !== undefined && change.profileVisible !== before?.isProfilePublic);
  return { flags, tags: await playerChangeTags(context, playerId, namesChange) };
}

/** Asks to delete the own profile: a link to confirm goes to the account's address; nothing changes before. */
export async function deletePlayerProfile(context: ServiceContext, deps: AccountDependencies, userId: string) {
  const { db, links } = context;
  const playerId = await heldRecordId(context, userId);
  const account = (await accounts.findAccountById(db, userId))!;
  const row = await repository.findOwnRecord(db, playerId);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      userId,
      purpose: "player_profile_deletion",
      target: playerId,
      validHours: DELETION_LINK_HOURS,
    });
    const query = new URLSearchParams({ userid: userId, verification: code });
    await enqueueMail(tx, {
      idempotencyKey: `player-profile-deletion:${userId}:${codeKey(code)}`,
      recipient: account.email,
      template: "player_profile_deletion",
      payload: {
        nickname: account.nickname,
        what: "Spielerprofil",
        personName: row ? `${row.player.firstName} ${row.player.lastName}` : account.nickname,
        link: `${links.siteUrl}/profil-bearbeiten/spielerprofil-loeschen?${query}`,
        validHours: DELETION_LINK_HOURS,
      },
    });
  });
  deps.log.info({ event: "player_profile_deletion_requested", userId }, "player profile deletion link sent");
  return { requested: true as const, validHours: DELETION_LINK_HOURS };
}

/**
 * The mailed link's confirmation: the account lets go of the record, and the record is no longer public anywhere
 * (no page, no name in team sheets, events, lists or search). The association's data of the matches stays.
 */
export async function confirmDeletePlayerProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  input: { userId: string; verification: string },
) {
  const outcome = await context.db.transaction(async (tx) => {
    const check = await useCode(tx, input.userId, "player_profile_deletion", input.verification);
    if (!check.ok || check.target === null) return { ok: false as const, check };
    return { ok: await repository.releaseRecord(tx, input.userId, check.target), playerId: check.target };
  });
  if (!outcome.ok) {
    throw new ApiError(
      "bad_request",
      'Parameter "verification" is not valid: the link was used, has expired or is not the newest one',
    );
  }
  deps.log.info({ event: "player_profile_deleted", userId: input.userId }, "player profile deleted");
  return { result: { deleted: true as const }, tags: await playerChangeTags(context, outcome.playerId, true) };
}

/**
 * The way out of a dispute (docs/player-profiles.md, "One account per record"): an official of the record's club
 * (a team admin of one of its teams) ends a wrong account's hold of the record; the account's holder is told by mail,
 * and the rightful person can claim the record again through the club. Checked on the record the request names.
 */
export async function releasePlayerProfile(
  context: ServiceContext,
  deps: AccountDependencies,
  officialId: string,
  playerId: string,
) {
  const { db, links } = context;
  if (!(await repository.isOfficialOfRecordClub(db, officialId, playerId))) {
    throw new ApiError("forbidden", "Only an official of the player's club may release the player profile");
  }
  const holder = await repository.findHolder(db, playerId);
  if (!holder) {
    throw new ApiError("not_found", "No account holds this player profile", { reason: "no-profile" });
  }
  const row = await repository.findOwnRecord(db, playerId);
  await db.transaction(async (tx) => {
    if (!(await repository.unlinkHolder(tx, holder.id, playerId))) return;
    await enqueueMail(tx, {
      idempotencyKey: `player-link-released:${playerId}:${holder.id}:${Date.now()}`,
      recipient: holder.email,
      template: "player_link_released",
      payload: {
        nickname: holder.nickname,
        playerName: row ? `${row.player.firstName} ${row.player.lastName}` : "",
        clubName: row?.club?.name ?? "",
        link: `${links.siteUrl}/profil-bearbeiten#spielerprofil`,
      },
    });
  });
  deps.log.info({ event: "player_profile_released", officialId, playerId }, "a wrong link to a player profile ended");
  return { result: { released: true as const }, tags: await playerChangeTags(context, playerId, false) };
}
