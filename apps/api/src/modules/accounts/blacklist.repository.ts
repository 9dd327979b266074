import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { blacklistedPlayerProfiles, players, users } from "../../db/schema/index.js";
import { folded } from "./player-claims.repository.js";

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

const samePersonEntry = (person: Person) =>
  and(
    sql`${folded(blacklistedPlayerProfiles.firstName)} = ${folded(person.firstName)}`,
    sql`${folded(blacklistedPlayerProfiles.lastName)} = ${folded(person.lastName)}`,
    eq(blacklistedPlayerProfiles.dateOfBirth, person.dateOfBirth),
  );

/** The person's newest entry in a state (at any club): one open request and one confirmed entry at most count. */
export async function findEntry(db: Database, person: Person, status: "pending" | "active") {
  const [row] = await db
    .select()
    .from(blacklistedPlayerProfiles)
    .where(and(samePersonEntry(person), eq(blacklistedPlayerProfiles.status, status)))
    .orderBy(sql`${blacklistedPlayerProfiles.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export async function findEntryById(db: Database, entryId: string) {
  const [row] = await db.select().from(blacklistedPlayerProfiles).where(eq(blacklistedPlayerProfiles.id, entryId));
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

export async function setEntryStatus(
  db: Database,
  entryId: string,
  status: "active" | "removed",
  hiddenRecords?: HiddenRecord[],
) {
  const [row] = await db
    .update(blacklistedPlayerProfiles)
    .set({
      status,
      ...(status === "active" ? { confirmedAt: sql`now()`, hiddenRecords: hiddenRecords ?? [] } : {}),
    })
    .where(eq(blacklistedPlayerProfiles.id, entryId))
    .returning();
  return row ?? null;
}

type HiddenRecord = NonNullable<(typeof blacklistedPlayerProfiles.$inferSelect)["hiddenRecords"]>[number];

/**
 * Every record of the person (the same names and date of birth, at any club) with its flags as they are, locked until
 * the transaction ends: a claim linking one of them meanwhile waits and then sees the blacklist.
 */
export async function lockPersonRecords(db: Database, person: Person): Promise<HiddenRecord[]> {
  return db
    .select({
      playerId: players.id,
      isProfilePublic: players.isProfilePublic,
      isSearchable: players.isSearchable,
      isSearchableExternally: players.isSearchableExternally,
    })
    .from(players)
    .where(samePerson(person))
    .for("update");
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

/** Gives each record back the flags it had before the person joined the list. */
export async function restoreRecords(db: Database, records: HiddenRecord[]) {
  for (const { playerId, ...flags } of records) {
    await db.update(players).set(flags).where(eq(players.id, playerId));
  }
}
