import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { blacklistedPlayerProfiles, players, users } from "../../db/schema/index.js";

/** Names compare as people type them: case-blind, spaces at the ends and doubled inside ignored. */
const folded = (value: unknown) => sql`lower(regexp_replace(trim(${value}), '\\s+', ' ', 'g'))`;

type Person = { firstName: string; lastName: string; dateOfBirth: string };

const samePerson = (person: Person) =>
  and(
    sql`${folded(players.firstName)} = ${folded(person.firstName)}`,
    sql`${folded(players.lastName)} = ${folded(person.lastName)}`,
    eq(players.dateOfBirth, person.dateOfBirth),
  );

/** The club's record of the person (names and date of birth as the pass has them), if there is one. */
export async function findClubRecord(db: Database, person: Person & { clubId: string }) {
  const [row] = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(and(samePerson(person), eq(players.clubId, person.clubId)))
    .orderBy(players.id)
    .limit(1);
  return row ?? null;
}

export async function insertEntry(db: Database, entry: typeof blacklistedPlayerProfiles.$inferInsert) {
  await db.insert(blacklistedPlayerProfiles).values(entry);
}

/** The confirmed entry of the person at the record, if any (the removal names it). */
export async function findActiveEntry(db: Database, playerId: string) {
  const [row] = await db
    .select()
    .from(blacklistedPlayerProfiles)
    .where(and(eq(blacklistedPlayerProfiles.playerId, playerId), eq(blacklistedPlayerProfiles.status, "active")))
    .limit(1);
  return row ?? null;
}

/** The entries of a record in a state (the confirmation looks for its code among them). */
export async function listEntryIds(db: Database, playerId: string, status: "pending" | "active") {
  const rows = await db
    .select({ id: blacklistedPlayerProfiles.id })
    .from(blacklistedPlayerProfiles)
    .where(and(eq(blacklistedPlayerProfiles.playerId, playerId), eq(blacklistedPlayerProfiles.status, status)));
  return rows.map((row) => row.id);
}

export async function setEntryStatus(db: Database, entryId: string, status: "active" | "removed") {
  const [row] = await db
    .update(blacklistedPlayerProfiles)
    .set({ status, ...(status === "active" ? { confirmedAt: sql`now()` } : {}) })
    .where(eq(blacklistedPlayerProfiles.id, entryId))
    .returning();
  return row ?? null;
}

/**
 * Every record of the person (the same names and date of birth, at any club), which the blacklist names nowhere or
 * again.
 */
export async function listPersonRecordIds(db: Database, person: Person): Promise<string[]> {
  const rows = await db.select({ id: players.id }).from(players).where(samePerson(person));
  return rows.map((row) => row.id);
}

/**
 * Takes the records out of every surface (the public flag every call reads, and both searches) and ends any
 * account's hold of them: whoever held them, the person asked that no profile exists.
 */
export async function hideRecords(db: Database, playerIds: string[]) {
  if (playerIds.length === 0) return;
  await db
    .update(players)
    .set({ isProfilePublic: false, isSearchable: false, isSearchableExternally: false })
    .where(inArray(players.id, playerIds));
  await db
    .update(users)
    .set({ playerId: null })
    .where(and(inArray(users.playerId, playerIds), isNull(users.deletedAt)));
}

/** Makes the records public and findable again (the defaults a record starts with). */
export async function showRecords(db: Database, playerIds: string[]) {
  if (playerIds.length === 0) return;
  await db.update(players).set({ isProfilePublic: true, isSearchable: true }).where(inArray(players.id, playerIds));
}
