import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  clubs,
  competitions,
  competitionTypes,
  favorites,
  playerImages,
  players,
  seasons,
  teams,
  teamTypes,
} from "../../db/schema/index.js";

export type FavoriteKind = "club" | "team" | "competition" | "player";

export async function insertFavorite(db: Database, userId: string, kind: FavoriteKind, objectId: string) {
  await db.insert(favorites).values({ userId, kind, objectId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Database, userId: string, kind: FavoriteKind, objectId: string) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.objectId, objectId)));
}

const ofUser = (userId: string, kind: FavoriteKind) => and(eq(favorites.userId, userId), eq(favorites.kind, kind));

export function listFavoriteClubs(db: Database, userId: string) {
  return db
    .select({
      objectRef: clubs.id,
      clubName: clubs.name,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
    })
    .from(favorites)
    .innerJoin(clubs, eq(clubs.id, favorites.objectId))
    .where(ofUser(userId, "club"))
    .orderBy(asc(favorites.createdAt));
}

export function listFavoriteTeams(db: Database, userId: string) {
  return db
    .select({
      objectRef: teams.id,
      teamName: teams.name,
      teamTypeName: teamTypes.name,
      clubId: clubs.id,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
    })
    .from(favorites)
    .innerJoin(teams, eq(teams.id, favorites.objectId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(ofUser(userId, "team"))
    .orderBy(asc(favorites.createdAt));
}

export function listFavoriteCompetitions(db: Database, userId: string) {
  return db
    .select({
      objectRef: competitions.id,
      competitionName: competitions.name,
      competitionTypeId: competitionTypes.id,
      competitionTypeName: competitionTypes.name,
      teamTypeId: teamTypes.id,
      teamTypeName: teamTypes.name,
      seasonId: seasons.id,
      seasonLabel: seasons.label,
    })
    .from(favorites)
    .innerJoin(competitions, eq(competitions.id, favorites.objectId))
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .innerJoin(teamTypes, eq(teamTypes.id, competitions.teamTypeId))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(ofUser(userId, "competition"))
    .orderBy(asc(favorites.createdAt));
}

/** The followed players with what decides whether they may be shown (see players/player-context.ts). */
export function listFavoritePlayers(db: Database, userId: string) {
  return db
    .select({
      objectRef: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      isProfilePublic: players.isProfilePublic,
      dateOfBirth: players.dateOfBirth,
      parentalConsentAt: players.parentalConsentAt,
      clubName: clubs.name,
      imageMediaId: sql<string | null>`(select ${playerImages.mediaId} from ${playerImages}
        where ${playerImages.playerId} = ${players.id} order by ${playerImages.sortOrder}, ${playerImages.id} limit 1)`,
    })
    .from(favorites)
    .innerJoin(players, eq(players.id, favorites.objectId))
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(ofUser(userId, "player"))
    .orderBy(asc(favorites.createdAt));
}

/** Whether the thing a favourite names exists (players: see the service for visibility). */
export async function favoriteTargetExists(db: Database, kind: Exclude<FavoriteKind, "player">, id: string) {
  const table = { club: clubs, team: teams, competition: competitions }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}
