import { and, asc, count, desc, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  articles,
  associations,
  clubs,
  competitions,
  competitionTypes,
  matches,
  playingAreas,
  seasons,
  teamSeasons,
  teams,
} from "../../db/schema/index.js";

export async function findSeasonsAndAssociations(db: Database) {
  const [seasonRows, associationRows, typeRows] = await Promise.all([
    db.select().from(seasons).orderBy(desc(seasons.id)),
    db.select().from(associations).orderBy(asc(associations.name)),
    db.select().from(competitionTypes).orderBy(asc(competitionTypes.sortOrder)),
  ]);
  return { seasonRows, associationRows, typeRows };
}

export async function findAssociation(db: Database, idOrCode: string) {
  const [row] = await db
    .select()
    .from(associations)
    .where(or(eq(associations.id, idOrCode), eq(associations.code, idOrCode)))
    .limit(1);
  return row ?? null;
}

export async function listAssociations(db: Database) {
  return db.select({ id: associations.id, code: associations.code }).from(associations).orderBy(asc(associations.code));
}

export async function listClubsForSitemap(db: Database, associationId: string) {
  return db
    .select({ id: clubs.id, name: clubs.name, updatedAt: clubs.updatedAt })
    .from(clubs)
    .where(eq(clubs.associationId, associationId))
    .orderBy(asc(clubs.id));
}

export async function listCompetitionsForSitemap(db: Database, associationId: string) {
  return db
    .select({ id: competitions.id, updatedAt: competitions.updatedAt })
    .from(competitions)
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(and(eq(playingAreas.associationId, associationId), eq(seasons.isCurrent, true)))
    .orderBy(asc(competitions.id));
}

export async function listTeamsForSitemap(db: Database, associationId: string) {
  return db
    .select({ id: teamSeasons.id, name: teamSeasons.name, updatedAt: teamSeasons.updatedAt })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(and(eq(clubs.associationId, associationId), eq(seasons.isCurrent, true)))
    .orderBy(asc(teamSeasons.id));
}

/** The current season's matches of an association that have a page: both teams known (a bye has none). */
const currentMatchesOf = (associationId: string) =>
  and(
    eq(playingAreas.associationId, associationId),
    eq(seasons.isCurrent, true),
    isNotNull(matches.homeTeamSeasonId),
    isNotNull(matches.guestTeamSeasonId),
  );

export async function countMatchesForSitemap(db: Database, associationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(currentMatchesOf(associationId));
  return row?.total ?? 0;
}

export async function listMatchesForSitemap(db: Database, associationId: string, offset: number, limit: number) {
  return db
    .select({ id: matches.id, updatedAt: matches.updatedAt })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(currentMatchesOf(associationId))
    .orderBy(asc(matches.id))
    .offset(offset)
    .limit(limit);
}

export async function listNewsForSitemap(db: Database) {
  return db
    .select({ slug: articles.slug, id: articles.id, updatedAt: articles.updatedAt, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.contentType, "CMS_NEWS"), eq(articles.isPublished, true)))
    .orderBy(desc(articles.publishedAt))
    .limit(50_000);
}
