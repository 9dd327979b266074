import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  associations,
  bezirke,
  competitions,
  competitionTeams,
  competitionTypes,
  kreise,
  leagueLevels,
  playingAreas,
  seasons,
  teamTypes,
} from "../../db/schema/index.js";

export async function findAssociation(db: Database, idOrCode: string) {
  const [row] = await db
    .select()
    .from(associations)
    .where(or(eq(associations.id, idOrCode), eq(associations.code, idOrCode)))
    .limit(1);
  return row ?? null;
}

/** The association marked as default, else the first by name. */
export async function findDefaultAssociation(db: Database) {
  const [row] = await db
    .select()
    .from(associations)
    .orderBy(desc(associations.isDefault), asc(associations.name))
    .limit(1);
  return row ?? null;
}

export async function listSeasons(db: Database) {
  return db.select().from(seasons).orderBy(desc(seasons.id));
}

export async function findSeason(db: Database, id: string) {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id)).limit(1);
  return row ?? null;
}

export async function listCompetitionTypes(db: Database) {
  return db.select().from(competitionTypes).orderBy(asc(competitionTypes.sortOrder), asc(competitionTypes.id));
}

export async function listTeamTypes(db: Database) {
  return db.select().from(teamTypes).orderBy(asc(teamTypes.sortOrder), asc(teamTypes.id));
}

export async function findLeagueLevel(db: Database, id: number) {
  const [row] = await db.select().from(leagueLevels).where(eq(leagueLevels.id, id)).limit(1);
  return row ?? null;
}

/** Playing areas with their Bezirk (also a Kreis's) and Kreis: a Kreis area references only its Kreis row. */
function playingAreaColumns() {
  return {
    areaId: playingAreas.id,
    areaKind: playingAreas.kind,
    areaName: playingAreas.name,
    bezirkId: bezirke.id,
    bezirkName: bezirke.name,
    bezirkSortOrder: bezirke.sortOrder,
    kreisId: kreise.id,
    kreisName: kreise.name,
    kreisSortOrder: kreise.sortOrder,
  };
}
const bezirkOfArea = sql`${bezirke.id} = coalesce(${playingAreas.bezirkId}, ${kreise.bezirkId})`;
const areaOrder = [
  sql`${bezirke.sortOrder} asc nulls first`,
  asc(playingAreas.kind),
  sql`${kreise.sortOrder} asc nulls first`,
  asc(playingAreas.name),
];

export async function listPlayingAreas(db: Database, associationId: string) {
  return db
    .select(playingAreaColumns())
    .from(playingAreas)
    .leftJoin(kreise, eq(kreise.id, playingAreas.kreisId))
    .leftJoin(bezirke, bezirkOfArea)
    .where(eq(playingAreas.associationId, associationId))
    .orderBy(...areaOrder);
}

export async function findPlayingArea(db: Database, id: string) {
  const [row] = await db
    .select(playingAreaColumns())
    .from(playingAreas)
    .leftJoin(kreise, eq(kreise.id, playingAreas.kreisId))
    .leftJoin(bezirke, bezirkOfArea)
    .where(eq(playingAreas.id, id))
    .limit(1);
  return row ?? null;
}

export interface CompetitionFilter {
  associationId?: string;
  seasonId?: string;
  competitionTypeIds?: number[];
  teamTypeId?: number;
  leagueLevelId?: number;
  playingAreaId?: string;
  isTopLeague?: boolean;
  /** Only these competitions (the promateur pilot's leagues). */
  competitionIds?: readonly string[];
}

function conditionsOf(filter: CompetitionFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.associationId) conditions.push(eq(playingAreas.associationId, filter.associationId));
  if (filter.seasonId) conditions.push(eq(competitions.seasonId, filter.seasonId));
  if (filter.competitionTypeIds) conditions.push(inArray(competitions.competitionTypeId, filter.competitionTypeIds));
  if (filter.teamTypeId !== undefined) conditions.push(eq(competitions.teamTypeId, filter.teamTypeId));
  if (filter.leagueLevelId !== undefined) conditions.push(eq(competitions.leagueLevelId, filter.leagueLevelId));
  if (filter.playingAreaId) conditions.push(eq(competitions.playingAreaId, filter.playingAreaId));
  if (filter.isTopLeague !== undefined) conditions.push(eq(competitions.isTopLeague, filter.isTopLeague));
  if (filter.competitionIds) {
    conditions.push(
      filter.competitionIds.length > 0 ? inArray(competitions.id, [...filter.competitionIds]) : sql`false`,
    );
  }
  return and(...conditions);
}

/**
 * Competitions with type, team type, league level and playing area, ordered by type, team type, level (high
 * first, none last), then by area (association, each Bezirk before its Kreise) and name.
 */
export async function listCompetitions(db: Database, filter: CompetitionFilter) {
  return db
    .select({
      id: competitions.id,
      name: competitions.name,
      shortName: competitions.shortName,
      breadcrumb: competitions.breadcrumb,
      isTopLeague: competitions.isTopLeague,
      isRoundBased: competitions.isRoundBased,
      hasTable: competitions.hasTable,
      seasonId: competitions.seasonId,
      teamCount:
        sql<number>`(select count(*) from ${competitionTeams} where ${competitionTeams.competitionId} = ${competitions.id})`.mapWith(
          Number,
        ),
      competitionType: { id: competitionTypes.id, name: competitionTypes.name, basicType: competitionTypes.basicType },
      teamType: { id: teamTypes.id, name: teamTypes.name, shortName: teamTypes.shortName },
      levelId: leagueLevels.id,
      levelName: leagueLevels.name,
      levelRank: leagueLevels.rank,
      levelAreaKind: leagueLevels.areaKind,
      ...playingAreaColumns(),
    })
    .from(competitions)
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .innerJoin(teamTypes, eq(teamTypes.id, competitions.teamTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId))
    .leftJoin(kreise, eq(kreise.id, playingAreas.kreisId))
    .leftJoin(bezirke, bezirkOfArea)
    .where(conditionsOf(filter))
    .orderBy(
      asc(competitionTypes.sortOrder),
      asc(teamTypes.sortOrder),
      sql`${leagueLevels.rank} asc nulls last`,
      ...areaOrder,
      asc(competitions.name),
      asc(competitions.id),
    );
}

export type CompetitionRow = Awaited<ReturnType<typeof listCompetitions>>[number];
export type PlayingAreaRow = Awaited<ReturnType<typeof listPlayingAreas>>[number];

const countKeys = {
  competitionTypeId: competitions.competitionTypeId,
  teamTypeId: competitions.teamTypeId,
  playingAreaId: competitions.playingAreaId,
} as const;

/** Number of competitions per season and per type, team type or playing area. */
export async function countCompetitions(db: Database, filter: CompetitionFilter, by: keyof typeof countKeys) {
  const key = countKeys[by];
  const rows = await db
    .select({ seasonId: competitions.seasonId, key, competitionCount: count() })
    .from(competitions)
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId))
    .where(conditionsOf(filter))
    .groupBy(competitions.seasonId, key)
    .orderBy(desc(competitions.seasonId));
  return rows.map((row) => ({ seasonId: row.seasonId, key: String(row.key), competitionCount: row.competitionCount }));
}
