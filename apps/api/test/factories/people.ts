import { and, eq, inArray } from "drizzle-orm";
import {
  blacklistedPlayerProfiles,
  players,
  refereeSpecialMatches,
  refereeStatisticTypes,
  referees,
  squadMemberships,
} from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";
import { newId } from "./clubs.js";

export type PlayerFields = Partial<typeof players.$inferInsert>;

/** The defaults of a test player: an adult German man with the demo's default privacy flags. */
function playerRow(fields: PlayerFields) {
  return {
    firstName: "Test",
    lastName: "Spieler",
    dateOfBirth: "1990-01-01",
    gender: "male" as const,
    nationality: "deutsch",
    ...fields,
    id: fields.id ?? newId("PLAYER"),
  };
}

/**
 * A player, with privacy flags as the fields set them (otherwise the schema's defaults: a public, searchable
 * profile). `hasParentalConsent` stores a parent's consent given now.
 */
export async function createPlayer(
  testApp: TestApp,
  fields: PlayerFields & { hasParentalConsent?: boolean } = {},
): Promise<string> {
  const { hasParentalConsent, ...columns } = fields;
  const row = playerRow({ ...columns, ...(hasParentalConsent ? { parentalConsentAt: new Date() } : {}) });
  await testApp.db.insert(players).values(row);
  return row.id;
}

/** Several players in one insert, one per field set. */
export async function createPlayers(testApp: TestApp, fieldSets: PlayerFields[]): Promise<string[]> {
  const rows = fieldSets.map(playerRow);
  await testApp.db.insert(players).values(rows);
  return rows.map((row) => row.id);
}

/** Puts a player in a team's squad for the team's season. */
export async function addToSquad(
  testApp: TestApp,
  teamSeasonId: string,
  playerId: string,
  fields: Partial<typeof squadMemberships.$inferInsert> = {},
): Promise<void> {
  await testApp.db.insert(squadMemberships).values({ ...fields, teamSeasonId, playerId });
}

export type RefereeFields = Partial<typeof referees.$inferInsert>;

function refereeRow(fields: RefereeFields) {
  return {
    firstName: "Test",
    lastName: "Schiedsrichter",
    dateOfBirth: "1980-01-01",
    gender: "male" as const,
    nationality: "deutsch",
    levelName: "Kreisliga",
    activeSince: 2015,
    ...fields,
    id: fields.id ?? newId("REFEREE"),
  };
}

/** A referee of the Kreisliga since 2015, public unless `isProfilePublic` is false. */
export async function createReferee(testApp: TestApp, fields: RefereeFields = {}): Promise<string> {
  const row = refereeRow(fields);
  await testApp.db.insert(referees).values(row);
  return row.id;
}

/** Several referees in one insert, one per field set. */
export async function createReferees(testApp: TestApp, fieldSets: RefereeFields[]): Promise<string[]> {
  const rows = fieldSets.map(refereeRow);
  await testApp.db.insert(referees).values(rows);
  return rows.map((row) => row.id);
}

export type PlayerFlags = Pick<
  PlayerFields,
  | "isProfilePublic"
  | "isPerformanceVisible"
  | "areCardsVisible"
  | "isDateOfBirthVisible"
  | "isNationalityVisible"
  | "isClubHistoryVisible"
  | "isPlayerDataVisible"
  | "isSearchable"
  | "isSearchableExternally"
  | "parentalConsentAt"
>;

/** Sets privacy flags of a player (of the demo or made here). */
export async function setPlayerFlags(testApp: TestApp, playerId: string, flags: PlayerFlags): Promise<void> {
  await testApp.db.update(players).set(flags).where(eq(players.id, playerId));
}

/** Changes a player's own data (name, nickname, …) and any privacy flags given with it. */
export async function updatePlayer(testApp: TestApp, playerId: string, fields: PlayerFields): Promise<void> {
  await testApp.db.update(players).set(fields).where(eq(players.id, playerId));
}

type RefereeFlags = Pick<
  RefereeFields,
  | "isProfilePublic"
  | "isPerformanceVisible"
  | "areCardsVisible"
  | "isDateOfBirthVisible"
  | "isCareerVisible"
  | "isNationalityVisible"
  | "parentalConsentAt"
>;

/** Sets privacy flags of one referee, or of every referee when `refereeId` is null. */
export async function setRefereeFlags(testApp: TestApp, refereeId: string | null, flags: RefereeFlags): Promise<void> {
  const update = testApp.db.update(referees).set(flags);
  await (refereeId === null ? update : update.where(eq(referees.id, refereeId)));
}

/** A special match on a referee's profile (a match elsewhere, described only). */
export async function createRefereeSpecialMatch(
  testApp: TestApp,
  fields: typeof refereeSpecialMatches.$inferInsert,
): Promise<void> {
  await testApp.db.insert(refereeSpecialMatches).values(fields);
}

/** Lets a referee show statistic types (kept if already shown). */
export async function showRefereeStatisticTypes(testApp: TestApp, refereeId: string, typeIds: number[]): Promise<void> {
  await testApp.db
    .insert(refereeStatisticTypes)
    .values(typeIds.map((statisticTypeId) => ({ refereeId, statisticTypeId })))
    .onConflictDoNothing();
}

/** Hides statistic types from a referee's profile. */
export async function hideRefereeStatisticTypes(testApp: TestApp, refereeId: string, typeIds: number[]): Promise<void> {
  await testApp.db
    .delete(refereeStatisticTypes)
    .where(
      and(eq(refereeStatisticTypes.refereeId, refereeId), inArray(refereeStatisticTypes.statisticTypeId, typeIds)),
    );
}

/** A confirmed entry of the blacklist: the person asked that no player profile may exist for them. */
export async function blacklistPerson(
  testApp: TestApp,
  person: { firstName: string; lastName: string; dateOfBirth: string },
): Promise<void> {
  await testApp.db
    .insert(blacklistedPlayerProfiles)
    .values({ id: newId("BLACKLIST"), ...person, mobile: "0170 1234567", status: "active" });
}
