import { and, desc, eq, isNotNull, isNull, not, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  blacklistedPlayerProfiles,
  clubs,
  playerProfileClaims,
  players,
  teamAdminRights,
  teams,
  users,
} from "../../db/schema/index.js";

/** A player under 18 today (in Berlin) whose parent has not consented. */
const minorWithoutConsent = sql`(${players.parentalConsentAt} is null
  and ${players.dateOfBirth} > (now() at time zone 'Europe/Berlin')::date - interval '18 years')`;

export async function findClub(db: Database, clubId: string) {
  const [row] = await db
    .select({ id: clubs.id, name: clubs.name, email: clubs.email })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row ?? null;
}

/** Names compare as people type them: case-blind, spaces at the ends and doubled inside ignored. */
export const folded = (value: unknown) => sql`lower(regexp_replace(trim(${value}), '\\s+', ' ', 'g'))`;

type PersonValues = { firstName: unknown; lastName: unknown; dateOfBirth: unknown };

/** A confirmed entry of the blacklist for the person: they asked that no profile may exist for them. */
const blacklistEntryOf = (person: PersonValues) =>
  and(
    sql`${folded(blacklistedPlayerProfiles.firstName)} = ${folded(person.firstName)}`,
    sql`${folded(blacklistedPlayerProfiles.lastName)} = ${folded(person.lastName)}`,
    sql`${blacklistedPlayerProfiles.dateOfBirth} = ${person.dateOfBirth}`,
    sql`${blacklistedPlayerProfiles.status} in ('active', 'removal_pending')`,
  );

/**
 * The association's player records of a person: the same first and last name and date of birth, with the account
 * that holds each (if any). With a club, only that club's records. A person on the blacklist has none.
 */
export async function findPersonRecords(
  db: Database,
  person: { firstName: string; lastName: string; dateOfBirth: string; clubId?: string },
) {
  return db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      clubId: players.clubId,
      clubName: clubs.name,
      holderId: users.id,
      isProfilePublic: players.isProfilePublic,
      dateOfBirth: players.dateOfBirth,
      parentalConsentAt: players.parentalConsentAt,
    })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .leftJoin(users, and(eq(users.playerId, players.id), isNull(users.deletedAt)))
    .where(
      and(
        sql`${folded(players.firstName)} = ${folded(person.firstName)}`,
        sql`${folded(players.lastName)} = ${folded(person.lastName)}`,
        eq(players.dateOfBirth, person.dateOfBirth),
        person.clubId === undefined ? undefined : eq(players.clubId, person.clubId),
        sql`not exists (select 1 from ${blacklistedPlayerProfiles} where ${blacklistEntryOf(players)})`,
      ),
    )
    .orderBy(players.id);
}

/** Whether the person asked that no profile may exist for them (a confirmed entry of the blacklist). */
async function isBlacklisted(db: Database, person: PersonValues): Promise<boolean> {
  const [row] = await db
    .select({ id: blacklistedPlayerProfiles.id })
    .from(blacklistedPlayerProfiles)
    .where(blacklistEntryOf(person))
    .limit(1);
  return row !== undefined;
}

/**
 * The club's officials who confirm a claim: the active accounts that administer one of its teams, never the claimant
 * (an official claiming a record of their own club needs another official, or the club's address).
 */
export async function findClubOfficials(db: Database, clubId: string, claimantId: string) {
  return db
    .selectDistinct({ id: users.id, email: users.email, nickname: users.nickname })
    .from(teamAdminRights)
    .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
    .innerJoin(users, eq(users.id, teamAdminRights.userId))
    .where(
      and(
        eq(teams.clubId, clubId),
        isNull(users.deletedAt),
        isNotNull(users.activatedAt),
        sql`${users.id} <> ${claimantId}`,
      ),
    )
    .orderBy(users.id);
}

export async function insertClaim(db: Database, claim: typeof playerProfileClaims.$inferInsert) {
  await db.insert(playerProfileClaims).values(claim);
}

/** The user's newest claim, with the record's club, or null. */
export async function findLatestClaim(db: Database, userId: string) {
  const [row] = await db
    .select({ claim: playerProfileClaims, clubName: clubs.name })
    .from(playerProfileClaims)
    .innerJoin(clubs, eq(clubs.id, playerProfileClaims.clubId))
    .where(eq(playerProfileClaims.userId, userId))
    .orderBy(desc(playerProfileClaims.createdAt), desc(playerProfileClaims.id))
    .limit(1);
  return row ?? null;
}

export async function findClaim(db: Database, claimId: string, userId: string) {
  const [row] = await db
    .select()
    .from(playerProfileClaims)
    .where(and(eq(playerProfileClaims.id, claimId), eq(playerProfileClaims.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Links the account to the record and applies what the person declared. False when another account holds the
 * record meanwhile (the unique index on users.player_id decides a race).
 */
export async function linkClaim(db: Database, claim: typeof playerProfileClaims.$inferSelect): Promise<boolean> {
  const [record] = await db
    .select({
      firstName: players.firstName,
      lastName: players.lastName,
      dateOfBirth: players.dateOfBirth,
      gender: players.gender,
      nationality: players.nationality,
    })
    .from(players)
    .where(eq(players.id, claim.playerId))
    // Locked: a blacklist confirmation of the person waits for this link, or this link waits and then sees it.
    .for("update");
  if (!record) return false;
  // The person may have asked since the claim was made that no profile exists for them.
  if (await isBlacklisted(db, record)) return false;
  // The account's names, date of birth, gender and nationality are the club's registration's from now on
  // (getPersonalData1 shows them read-only).
  const linked = await db
    .update(users)
    .set({ playerId: claim.playerId, ...record })
    .where(
      and(
        eq(users.id, claim.userId),
        isNull(users.playerId),
        sql`not exists (select 1 from users other where other.player_id = ${claim.playerId})`,
      ),
    )
    .returning({ id: users.id });
  if (linked.length === 0) return false;
  // A minor's profile is private until a parent consents: named and linked nowhere (the record's public flag, which
  // every surface reads). What it was is kept with the claim, and given back at the consent or at 18.
  const [minor] = await db
    .select({ isProfilePublic: players.isProfilePublic })
    .from(players)
    .where(and(eq(players.id, claim.playerId), minorWithoutConsent))
    .limit(1);
  if (minor) await db.update(players).set({ isProfilePublic: false }).where(eq(players.id, claim.playerId));
  await db
    .update(playerProfileClaims)
    .set({ activatedAt: sql`now()`, wasPublic: minor ? minor.isProfilePublic : null })
    .where(eq(playerProfileClaims.id, claim.id));
  if (claim.position !== null) {
    await db
      .update(players)
      .set({ position: claim.position, alternativePositions: claim.alternativePositions })
      .where(eq(players.id, claim.playerId));
  }
  return true;
}

/**
 * The holder's claim of a minor's record that the link made private and that waits for the consent or for 18: the
 * public flag it keeps to give back. Null when nothing waits.
 */
export async function findWaitingMinority(db: Database, userId: string, playerId: string) {
  const [claim] = await db
    .select({ id: playerProfileClaims.id, wasPublic: playerProfileClaims.wasPublic })
    .from(playerProfileClaims)
    .innerJoin(users, and(eq(users.id, playerProfileClaims.userId), eq(users.playerId, playerProfileClaims.playerId)))
    .where(
      and(
        eq(playerProfileClaims.userId, userId),
        eq(playerProfileClaims.playerId, playerId),
        isNotNull(playerProfileClaims.wasPublic),
      ),
    )
    .orderBy(desc(playerProfileClaims.activatedAt))
    .limit(1);
  return claim ? { id: claim.id, wasPublic: claim.wasPublic! } : null;
}

/** Whether the record is a minor's without a parent's consent (so it may not be public). */
export async function isMinorWithoutConsent(db: Database, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), minorWithoutConsent))
    .limit(1);
  return row !== undefined;
}

/** Takes a minor's record without a parent's consent out of public view (a holder let go, and the consent with it). */
export async function hideIfMinorWithoutConsent(db: Database, playerId: string) {
  await db
    .update(players)
    .set({ isProfilePublic: false })
    .where(and(eq(players.id, playerId), minorWithoutConsent));
}

/** What the holder wants the public flag to be once the minority ends (kept with the claim until then). */
export async function keepForAfterMinority(db: Database, claimId: string, isProfilePublic: boolean) {
  await db.update(playerProfileClaims).set({ wasPublic: isProfilePublic }).where(eq(playerProfileClaims.id, claimId));
}

/**
 * Gives a minor's record back the public flag it had when the account linked it (or that its holder chose since),
 * once a parent consented or the player is 18, while the account still holds it. True when it did; idempotent.
 */
export async function restoreAfterMinority(db: Database, userId: string, playerId: string): Promise<boolean> {
  const waiting = await findWaitingMinority(db, userId, playerId);
  if (!waiting) return false;
  const [grown] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), not(minorWithoutConsent)))
    .for("update");
  if (!grown) return false;
  await db.update(players).set({ isProfilePublic: waiting.wasPublic }).where(eq(players.id, playerId));
  await db.update(playerProfileClaims).set({ wasPublic: null }).where(eq(playerProfileClaims.id, waiting.id));
  return true;
}

/** The linked record as the account holder sees it: names, club, date of birth and whether it may be shown. */
export async function findLinkedRecord(db: Database, playerId: string) {
  const [row] = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      dateOfBirth: players.dateOfBirth,
      clubId: players.clubId,
      clubName: clubs.name,
      isProfilePublic: players.isProfilePublic,
      parentalConsentAt: players.parentalConsentAt,
    })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(eq(players.id, playerId))
    .limit(1);
  return row ?? null;
}
