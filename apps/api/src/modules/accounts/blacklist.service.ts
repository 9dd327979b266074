import type { CacheTag } from "@spielfeld/cache-tags";
import { berlinDate } from "../../lib/berlin-day.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import { useCaptcha } from "../shared/captcha.js";
import type { ServiceContext } from "../shared/context.js";
import type { AccountDependencies } from "./accounts.service.js";
import * as repository from "./blacklist.repository.js";
import { codeKey, issueTargetCode, useTargetCode } from "./codes.js";
import { findClub, findClubOfficials } from "./player-claims.repository.js";
import { playerChangeTags } from "./player-profile.service.js";

/*
 * The blacklist (docs/player-profiles.md, "The blacklist"): a person who wants no profile at all, also without an
 * account, asks with the names and date of birth of the player's pass, the club and a mobile number; the code goes
 * to the club's officials, who know the person (the data has no verified number and there is no SMS gateway), and
 * the person enters it with the record's id. From then on every record of the person is named nowhere. Leaving the
 * blacklist takes the same two steps.
 */

const CODE_DAYS = 14;
/** No account asks: the officials' look-up leaves out nobody. */
const NO_CLAIMANT = "00000000-0000-0000-0000-000000000000";

export interface BlacklistRequest {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  mobile: string;
  clubId: string;
  captchaSolution: string;
}

/**
 * Sends the code for a request to the club's officials. Answers the same whether the club has such a player or
 * not (nothing here tells who plays where); only the captcha, the fields and an unknown club are refused.
 */
async function requestCode(
  context: ServiceContext,
  deps: AccountDependencies,
  input: BlacklistRequest,
  isRemoval: boolean,
): Promise<{ requested: true }> {
  const { db, now, links } = context;
  await useCaptcha(db, deps.config.contact.captchaHmacKey!, input.captchaSolution);
  if (input.dateOfBirth > berlinDate(now))
    throw new ApiError("bad_request", 'Parameter "date_of_birth" lies in the future');
  const club = await findClub(db, input.clubId);
  if (!club) throw new ApiError("bad_request", 'Parameter "clubId" names no club');
  const record = await repository.findClubRecord(db, input);
  if (!record) return { requested: true };
  const person = { firstName: record.firstName, lastName: record.lastName, dateOfBirth: input.dateOfBirth };
  const active = await repository.findEntry(db, person, "active");
  // Asking to join while on the list, or to leave while not on it, changes nothing and sends nothing.
  if (isRemoval !== (active !== null)) return { requested: true };
  // One open request per person: a new one renews its code (and retires the old one).
  const open = isRemoval ? active : await repository.findEntry(db, person, "pending");
  const officials = await findClubOfficials(db, club.id, NO_CLAIMANT);
  const isClubAddress = officials.length === 0;
  const recipients = !isClubAddress ? officials.map((official) => official.email) : club.email ? [club.email] : [];
  if (recipients.length === 0) return { requested: true };
  await db.transaction(async (tx) => {
    const entryId = open?.id ?? crypto.randomUUID();
    if (!open) {
      await repository.insertEntry(tx, {
        id: entryId,
        firstName: record.firstName,
        lastName: record.lastName,
        dateOfBirth: input.dateOfBirth,
        mobile: input.mobile.trim(),
        clubId: club.id,
        playerId: record.id,
      });
    }
    const code = await issueTargetCode(tx, {
      purpose: isRemoval ? "blacklist_removal" : "blacklist_confirmation",
      target: entryId,
      validHours: CODE_DAYS * 24,
    });
    const query = new URLSearchParams({ spieler: record.id, schritt: isRemoval ? "aufheben" : "bestaetigen" });
    for (const [index, recipient] of recipients.entries()) {
      await enqueueMail(tx, {
        idempotencyKey: `blacklist:${entryId}:${codeKey(code)}:${index}`,
        recipient,
        template: "blacklist_code",
        payload: {
          personName: `${record.firstName} ${record.lastName}`,
          dateOfBirth: input.dateOfBirth,
          clubName: club.name,
          mobile: input.mobile.trim(),
          code,
          validDays: CODE_DAYS,
          isRemoval,
          isClubAddress,
          link: `${links.siteUrl}/kein-spielerprofil?${query}#bestaetigen`,
        },
      });
    }
  });
  deps.log.info(
    { event: isRemoval ? "blacklist_removal_requested" : "blacklist_requested" },
    "blacklist code sent to the club",
  );
  return { requested: true };
}

export function requestBlacklist(context: ServiceContext, deps: AccountDependencies, input: BlacklistRequest) {
  return requestCode(context, deps, input, false);
}

export function requestBlacklistRemoval(context: ServiceContext, deps: AccountDependencies, input: BlacklistRequest) {
  return requestCode(context, deps, input, true);
}

const refusedCode = () =>
  new ApiError("bad_request", 'Parameter "activation-code" is not valid, has expired or was entered wrong too often');

/** The tags of every record of the person and the pages naming them. */
async function tagsOf(context: ServiceContext, playerIds: string[]): Promise<CacheTag[]> {
  const tags = new Set<CacheTag>();
  for (const playerId of playerIds) for (const tag of await playerChangeTags(context, playerId, true)) tags.add(tag);
  return [...tags];
}

/** The code the officials handed on: every record of the person is named nowhere from now on. */
export async function confirmBlacklist(
  context: ServiceContext,
  deps: AccountDependencies,
  input: { playerId: string; code: string },
) {
  const outcome = await context.db.transaction(async (tx) => {
    const entries = await repository.listEntryIds(tx, input.playerId, "pending");
    const check = await useTargetCode(tx, "blacklist_confirmation", entries, input.code);
    if (!check.ok || check.target === null) return null;
    const entry = await repository.findEntryById(tx, check.target);
    if (!entry) return null;
    const records = await repository.lockPersonRecords(tx, entry);
    await repository.setEntryStatus(tx, entry.id, "active", records);
    const ids = records.map((record) => record.playerId);
    await repository.hideRecords(tx, ids);
    return ids;
  });
  if (outcome === null) throw refusedCode();
  deps.log.info({ event: "blacklist_confirmed" }, "a person is on the blacklist");
  return { result: { confirmed: true as const }, tags: await tagsOf(context, outcome) };
}

/** The code the officials handed on: the person's records are public and findable again. */
export async function confirmBlacklistRemoval(
  context: ServiceContext,
  deps: AccountDependencies,
  input: { playerId: string; code: string },
) {
  const outcome = await context.db.transaction(async (tx) => {
    const entries = await repository.listEntryIds(tx, input.playerId, "active");
    const check = await useTargetCode(tx, "blacklist_removal", entries, input.code);
    if (!check.ok || check.target === null) return null;
    const entry = await repository.setEntryStatus(tx, check.target, "removed");
    if (!entry) return null;
    const records = entry.hiddenRecords ?? [];
    await repository.restoreRecords(tx, records);
    return records.map((record) => record.playerId);
  });
  if (outcome === null) throw refusedCode();
  deps.log.info({ event: "blacklist_removed" }, "a person left the blacklist");
  return { result: { removed: true as const }, tags: await tagsOf(context, outcome) };
}
