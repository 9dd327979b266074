import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, not, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.js";
import {
  clubs,
  competitions,
  matches,
  matchOfficials,
  refereeCareerEntries,
  refereeProfileClaims,
  refereeSpecialMatches,
  refereeStatisticTypes,
  referees,
  teamAdminRights,
  teamSeasons,
  teams,
  users,
} from "../../db/schema/index.js";
import { withdrawHoldersConsent } from "./consents.repository.js";
import { folded } from "./player-claims.repository.js";

/** A referee under 18 today (in Berlin) whose parent has not consented: the record may not be public. */
const minorWithoutConsent = sql`(${referees.parentalConsentAt} is null
  and ${referees.dateOfBirth} > (now() at time zone 'Europe/Berlin')::date - interval '18 years')`;

/** The association's referee records of a person (same names and date of birth), with their club and holder. */
export async function findRefereeRecords(
  db: Database,
  person: { firstName: string; lastName: string; dateOfBirth: string },
) {
  return db
    .select({
      refereeId: referees.id,
      firstName: referees.firstName,
      lastName: referees.lastName,
      clubId: referees.clubId,
      clubName: clubs.name,
      holderId: users.id,
      isProfilePublic: referees.isProfilePublic,
      dateOfBirth: referees.dateOfBirth,
      parentalConsentAt: referees.parentalConsentAt,
    })
    .from(referees)
    .leftJoin(clubs, eq(clubs.id, referees.clubId))
    .leftJoin(users, and(eq(users.refereeId, referees.id), isNull(users.deletedAt)))
    .where(
      and(
        sql`${folded(referees.firstName)} = ${folded(person.firstName)}`,
        sql`${folded(referees.lastName)} = ${folded(person.lastName)}`,
        eq(referees.dateOfBirth, person.dateOfBirth),
      ),
    )
    .orderBy(referees.id);
}

export async function insertClaim(db: Database, claim: typeof refereeProfileClaims.$inferInsert) {
  await db.insert(refereeProfileClaims).values(claim);
}

export async function findLatestClaim(db: Database, userId: string) {
  const [row] = await db
    .select({ claim: refereeProfileClaims, clubName: clubs.name })
    .from(refereeProfileClaims)
    .innerJoin(clubs, eq(clubs.id, refereeProfileClaims.clubId))
    .where(eq(refereeProfileClaims.userId, userId))
    .orderBy(desc(refereeProfileClaims.createdAt), desc(refereeProfileClaims.id))
    .limit(1);
  return row ?? null;
}

export async function findClaim(db: Database, claimId: string, userId: string) {
  const [row] = await db
    .select()
    .from(refereeProfileClaims)
    .where(and(eq(refereeProfileClaims.id, claimId), eq(refereeProfileClaims.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Links the account to the referee record; false when another account holds it meanwhile (the unique index). */
export async function linkClaim(db: Database, claim: typeof refereeProfileClaims.$inferSelect): Promise<boolean> {
  const linked = await db
    .update(users)
    .set({ refereeId: claim.refereeId })
    .where(
      and(
        eq(users.id, claim.userId),
        isNull(users.refereeId),
        sql`not exists (select 1 from users other where other.referee_id = ${claim.refereeId})`,
      ),
    )
    .returning({ id: users.id });
  if (linked.length === 0) return false;
  // A minor's profile is private until a parent consents: not linked anywhere (the record's public flag, which every
  // surface reads). What it was is kept with the claim, and given back at the consent or at 18 (restoreAfterMinority).
  const [referee] = await db
    .select({ isProfilePublic: referees.isProfilePublic })
    .from(referees)
    .where(and(eq(referees.id, claim.refereeId), minorWithoutConsent))
    .for("update");
  if (referee) {
    await db.update(referees).set({ isProfilePublic: false }).where(eq(referees.id, claim.refereeId));
  }
  await db
    .update(refereeProfileClaims)
    .set({ activatedAt: sql`now()`, wasPublic: referee ? referee.isProfilePublic : null })
    .where(eq(refereeProfileClaims.id, claim.id));
  return true;
}

/**
 * Gives a minor's record back the public flag it had when the account linked it, once a parent consented or the
 * referee is 18, while the account still holds it. Idempotent: the claim forgets the flag once it is given back.
 */
export async function restoreAfterMinority(db: Database, userId: string, refereeId: string) {
  const [claim] = await db
    .select({ id: refereeProfileClaims.id, wasPublic: refereeProfileClaims.wasPublic })
    .from(refereeProfileClaims)
    .innerJoin(
      users,
      and(eq(users.id, refereeProfileClaims.userId), eq(users.refereeId, refereeProfileClaims.refereeId)),
    )
    .innerJoin(referees, eq(referees.id, refereeProfileClaims.refereeId))
    .where(
      and(
        eq(refereeProfileClaims.userId, userId),
        eq(refereeProfileClaims.refereeId, refereeId),
        isNotNull(refereeProfileClaims.wasPublic),
        not(minorWithoutConsent),
      ),
    )
    .orderBy(desc(refereeProfileClaims.activatedAt))
    .limit(1);
  if (!claim) return false;
  await db.update(referees).set({ isProfilePublic: claim.wasPublic! }).where(eq(referees.id, refereeId));
  await db.update(refereeProfileClaims).set({ wasPublic: null }).where(eq(refereeProfileClaims.id, claim.id));
  return true;
}

/** The linked record with every flag its holder may change, and its club. */
export async function findOwnReferee(db: Database, refereeId: string) {
  const [row] = await db
    .select({ referee: referees, club: { id: clubs.id, name: clubs.name } })
    .from(referees)
    .leftJoin(clubs, eq(clubs.id, referees.clubId))
    .where(eq(referees.id, refereeId))
    .limit(1);
  return row ?? null;
}

export async function updateReferee(db: Database, refereeId: string, values: Partial<typeof referees.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(referees).set(values).where(eq(referees.id, refereeId));
}

export async function listCareer(db: Database, refereeId: string) {
  return db
    .select({
      fromYear: refereeCareerEntries.fromYear,
      toYear: refereeCareerEntries.toYear,
      description: refereeCareerEntries.description,
    })
    .from(refereeCareerEntries)
    .where(eq(refereeCareerEntries.refereeId, refereeId))
    .orderBy(desc(refereeCareerEntries.fromYear), asc(refereeCareerEntries.id));
}

export async function replaceCareer(
  db: Database,
  refereeId: string,
  entries: { fromYear: number; toYear: number | null; description: string }[],
) {
  await db.delete(refereeCareerEntries).where(eq(refereeCareerEntries.refereeId, refereeId));
  if (entries.length === 0) return;
  await db
    .insert(refereeCareerEntries)
    .values(entries.map((entry) => ({ ...entry, id: crypto.randomUUID(), refereeId, seasonId: null })));
}

export async function listSpecialMatches(db: Database, refereeId: string) {
  return db
    .select({
      playedOn: refereeSpecialMatches.playedOn,
      description: refereeSpecialMatches.description,
      remark: refereeSpecialMatches.remark,
      matchId: refereeSpecialMatches.matchId,
    })
    .from(refereeSpecialMatches)
    .where(eq(refereeSpecialMatches.refereeId, refereeId))
    .orderBy(desc(refereeSpecialMatches.playedOn), asc(refereeSpecialMatches.id));
}

export async function replaceSpecialMatches(
  db: Database,
  refereeId: string,
  entries: { playedOn: string; description: string; remark: string | null; matchId: string | null }[],
) {
  await db.delete(refereeSpecialMatches).where(eq(refereeSpecialMatches.refereeId, refereeId));
  if (entries.length === 0) return;
  await db
    .insert(refereeSpecialMatches)
    .values(entries.map((entry) => ({ ...entry, id: crypto.randomUUID(), refereeId })));
}

/** The matches of `matchIds` the referee officiated in, with the day they were played (Berlin). */
export async function findOfficiatedMatches(db: Database, refereeId: string, matchIds: string[]) {
  if (matchIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectDistinct({
      matchId: matchOfficials.matchId,
      playedOn: sql<string>`to_char(${matches.kickoffAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`,
    })
    .from(matchOfficials)
    .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
    .where(and(eq(matchOfficials.refereeId, refereeId), inArray(matchOfficials.matchId, matchIds)));
  return new Map(rows.map((row) => [row.matchId, row.playedOn]));
}

export async function listStatisticTypeIds(db: Database, refereeId: string): Promise<number[]> {
  const rows = await db
    .select({ id: refereeStatisticTypes.statisticTypeId })
    .from(refereeStatisticTypes)
    .where(eq(refereeStatisticTypes.refereeId, refereeId))
    .orderBy(asc(refereeStatisticTypes.statisticTypeId));
  return rows.map((row) => row.id);
}

export async function replaceStatisticTypes(db: Database, refereeId: string, typeIds: number[]) {
  await db.delete(refereeStatisticTypes).where(eq(refereeStatisticTypes.refereeId, refereeId));
  if (typeIds.length === 0) return;
  await db.insert(refereeStatisticTypes).values(typeIds.map((statisticTypeId) => ({ refereeId, statisticTypeId })));
}

/** The referee's coming matches (not yet kicked off), soonest first, with the role, teams and competition. */
export async function listNextMatches(db: Database, refereeId: string, now: Date, limit: number) {
  const home = alias(teamSeasons, "home");
  const guest = alias(teamSeasons, "guest");
  return db
    .select({
      matchId: matches.id,
      kickoffAt: matches.kickoffAt,
      role: matchOfficials.role,
      homeTeamName: home.name,
      guestTeamName: guest.name,
      competitionId: competitions.id,
      competitionName: competitions.name,
    })
    .from(matchOfficials)
    .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .leftJoin(home, eq(home.id, matches.homeTeamSeasonId))
    .leftJoin(guest, eq(guest.id, matches.guestTeamSeasonId))
    .where(and(eq(matchOfficials.refereeId, refereeId), eq(matches.status, "scheduled"), gte(matches.kickoffAt, now)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(limit);
}

/** The matches whose officials name the referee (their pages change with the referee's flags). */
export async function listMatchIdsOfficiated(db: Database, refereeId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ matchId: matchOfficials.matchId })
    .from(matchOfficials)
    .where(eq(matchOfficials.refereeId, refereeId))
    .limit(limit);
  return rows.map((row) => row.matchId);
}

/** Ends an account's hold of its referee record and takes the record out of public view. */
export async function releaseReferee(db: Database, userId: string, refereeId: string): Promise<boolean> {
  const released = await db
    .update(users)
    .set({ refereeId: null })
    .where(and(eq(users.id, userId), eq(users.refereeId, refereeId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (released.length === 0) return false;
  await withdrawHoldersConsent(db, userId, { refereeId });
  await db.update(referees).set({ isProfilePublic: false }).where(eq(referees.id, refereeId));
  return true;
}

/** Whether the user administers a team of the referee's club (an official of the club the record belongs to). */
export async function isOfficialOfRefereeClub(db: Database, userId: string, refereeId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamAdminRights.teamId })
    .from(teamAdminRights)
    .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
    .innerJoin(referees, eq(referees.clubId, teams.clubId))
    .where(and(eq(teamAdminRights.userId, userId), eq(referees.id, refereeId)))
    .limit(1);
  return row !== undefined;
}

/** The account that holds the referee record, if any. */
export async function findRefereeHolder(db: Database, refereeId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.refereeId, refereeId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Ends a wrong account's hold of the referee record; false when it no longer holds it. A flag the link closed for a
 * minor stays closed: the record is private until its rightful holder links it and the minority ends.
 */
export async function unlinkRefereeHolder(db: Database, userId: string, refereeId: string): Promise<boolean> {
  const released = await db
    .update(users)
    .set({ refereeId: null })
    .where(and(eq(users.id, userId), eq(users.refereeId, refereeId)))
    .returning({ id: users.id });
  if (released.length === 0) return false;
  await withdrawHoldersConsent(db, userId, { refereeId });
  // A minor's record whose consent went with its holder is private again.
  await db
    .update(referees)
    .set({ isProfilePublic: false })
    .where(and(eq(referees.id, refereeId), minorWithoutConsent));
  return true;
}
