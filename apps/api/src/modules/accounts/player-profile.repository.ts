import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  clubs,
  matchEvents,
  matches,
  matchLineups,
  playerImages,
  playerSuccessEntries,
  players,
  seasons,
  squadMemberships,
  teamAdminRights,
  teamSeasons,
  teams,
  users,
} from "../../db/schema/index.js";
import { withdrawHoldersConsent } from "./consents.repository.js";
import { hideIfMinorWithoutConsent } from "./player-claims.repository.js";

/** The linked record with every field and flag its holder may change, and its club. */
export async function findOwnRecord(db: Database, playerId: string) {
  const [row] = await db
    .select({ player: players, club: { id: clubs.id, name: clubs.name } })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(eq(players.id, playerId))
    .limit(1);
  return row ?? null;
}

/** The squads the player belongs to, newest season first, each with its team's own number, position and captaincy. */
export async function listOwnSquads(db: Database, playerId: string) {
  return db
    .select({
      teamSeasonId: teamSeasons.id,
      season: seasons.id,
      seasonLabel: seasons.label,
      isCurrentSeason: seasons.isCurrent,
      teamId: teams.id,
      teamName: teamSeasons.name,
      jerseyNumber: squadMemberships.jerseyNumber,
      position: squadMemberships.position,
      captain: squadMemberships.isCaptain,
      /** A squad of the current season the player has not left: its number, position and captaincy are theirs. */
      isEditable: sql<boolean>`${seasons.isCurrent} and ${squadMemberships.leftOn} is null`,
    })
    .from(squadMemberships)
    .innerJoin(teamSeasons, eq(teamSeasons.id, squadMemberships.teamSeasonId))
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(eq(squadMemberships.playerId, playerId))
    .orderBy(desc(seasons.id), asc(teams.teamTypeId), asc(teams.rank), asc(teams.id));
}

export async function listOwnImages(db: Database, playerId: string) {
  return db
    .select({ mediaId: playerImages.mediaId, copyright: playerImages.copyright })
    .from(playerImages)
    .where(eq(playerImages.playerId, playerId))
    .orderBy(asc(playerImages.sortOrder), asc(playerImages.id));
}

export async function updateRecord(db: Database, playerId: string, values: Partial<typeof players.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(players).set(values).where(eq(players.id, playerId));
}

/** Changes the player's own membership of one squad; false when the player is not in that squad. */
export async function updateSquadMembership(
  db: Database,
  playerId: string,
  teamSeasonId: string,
  values: Pick<Partial<typeof squadMemberships.$inferInsert>, "jerseyNumber" | "position" | "isCaptain">,
): Promise<boolean> {
  if (Object.keys(values).length === 0) return true;
  const changed = await db
    .update(squadMemberships)
    .set(values)
    .where(and(eq(squadMemberships.playerId, playerId), eq(squadMemberships.teamSeasonId, teamSeasonId)))
    .returning({ playerId: squadMemberships.playerId });
  return changed.length > 0;
}

export async function setImageSource(db: Database, playerId: string, copyright: string | null) {
  await db.update(playerImages).set({ copyright }).where(eq(playerImages.playerId, playerId));
}

/**
 * The matches whose team sheets or events name the player, with their competitions (their pages, scorer lists and
 * statistics change with the player's flags).
 */
export async function listMatchesNaming(db: Database, playerId: string, limit: number) {
  const named = db
    .select({ matchId: matchLineups.matchId })
    .from(matchLineups)
    .where(eq(matchLineups.playerId, playerId))
    .union(
      db
        .select({ matchId: matchEvents.matchId })
        .from(matchEvents)
        .where(or(eq(matchEvents.playerId, playerId), eq(matchEvents.relatedPlayerId, playerId))),
    )
    .as("named");
  return db
    .select({ matchId: matches.id, competitionId: matches.competitionId })
    .from(named)
    .innerJoin(matches, eq(matches.id, named.matchId))
    .limit(limit);
}

/**
 * Ends an account's hold of its record and takes the record out of public view (no page, no name, no search).
 * False when the account no longer holds it.
 */
export async function releaseRecord(db: Database, userId: string, playerId: string): Promise<boolean> {
  const released = await db
    .update(users)
    .set({ playerId: null })
    .where(and(eq(users.id, userId), eq(users.playerId, playerId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (released.length === 0) return false;
  await withdrawHoldersConsent(db, userId, { playerId });
  await db
    .update(players)
    // What the player described of themselves goes with them; the club's data of the record stays.
    .set({
      isProfilePublic: false,
      isSearchable: false,
      isSearchableExternally: false,
      nickname: null,
      heightCm: null,
      weightKg: null,
      foot: null,
    })
    .where(eq(players.id, playerId));
  return true;
}

export async function listOwnSuccess(db: Database, playerId: string) {
  return db
    .select({
      year: playerSuccessEntries.year,
      title: playerSuccessEntries.title,
      description: playerSuccessEntries.description,
    })
    .from(playerSuccessEntries)
    .where(eq(playerSuccessEntries.playerId, playerId))
    .orderBy(desc(playerSuccessEntries.year), asc(playerSuccessEntries.sortOrder));
}

/** Replaces the successes the player entered, in the order given. */
export async function replaceOwnSuccess(
  db: Database,
  playerId: string,
  entries: { year: number; title: string; description: string | null }[],
) {
  await db.delete(playerSuccessEntries).where(eq(playerSuccessEntries.playerId, playerId));
  if (entries.length === 0) return;
  await db
    .insert(playerSuccessEntries)
    .values(entries.map((entry, index) => ({ ...entry, id: crypto.randomUUID(), playerId, sortOrder: index })));
}

/** Whether the user administers a team of the record's club (an official of the club the record belongs to). */
export async function isOfficialOfRecordClub(db: Database, userId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamAdminRights.teamId })
    .from(teamAdminRights)
    .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
    .innerJoin(players, eq(players.clubId, teams.clubId))
    .where(and(eq(teamAdminRights.userId, userId), eq(players.id, playerId)))
    .limit(1);
  return row !== undefined;
}

/** The account that holds the record, if any. */
export async function findHolder(db: Database, playerId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.playerId, playerId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Ends the account's hold of the record; false when it no longer holds it. */
export async function unlinkHolder(db: Database, userId: string, playerId: string): Promise<boolean> {
  const released = await db
    .update(users)
    .set({ playerId: null })
    .where(and(eq(users.id, userId), eq(users.playerId, playerId)))
    .returning({ id: users.id });
  if (released.length === 0) return false;
  await withdrawHoldersConsent(db, userId, { playerId });
  await hideIfMinorWithoutConsent(db, playerId);
  return true;
}
