import { and, asc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { competitions, competitionTypes, leagueLevels, matches, playingAreas, seasons } from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { selectMatches } from "../shared/match-rows.repository.js";

export async function findArea(db: Database, id: string) {
  const [row] = await db
    .select({ id: playingAreas.id, name: playingAreas.name, kind: playingAreas.kind })
    .from(playingAreas)
    .where(eq(playingAreas.id, id))
    .limit(1);
  return row ?? null;
}

/** The area itself and every area inside it: a Bezirk holds its Kreise, the association holds all. */
function areaAndInside(areaId: string): SQL {
  return sql`${competitions.playingAreaId} in (
    select inside.id from playing_areas outer_area
    join playing_areas inside on inside.association_id = outer_area.association_id
    left join kreise inside_kreis on inside_kreis.id = inside.kreis_id
    where outer_area.id = ${areaId} and (
      outer_area.kind = 'association'
      or inside.id = outer_area.id
      or (outer_area.kind = 'bezirk' and coalesce(inside.bezirk_id, inside_kreis.bezirk_id) = outer_area.bezirk_id)
    ))`;
}

function currentSeasonIn(areaId: string, teamTypeId: number | undefined): SQL {
  return and(
    areaAndInside(areaId),
    sql`${competitions.seasonId} in (select ${seasons.id} from ${seasons} where ${seasons.isCurrent})`,
    teamTypeId === undefined ? undefined : eq(competitions.teamTypeId, teamTypeId),
  )!;
}

export function listAreaMatchRowsBetween(db: Database, areaId: string, from: Date, to: Date, teamTypeId?: number) {
  noteReadTags("matches");
  return selectMatches(
    db,
    and(currentSeasonIn(areaId, teamTypeId), gte(matches.kickoffAt, from), lt(matches.kickoffAt, to)),
  );
}

/** The area's championship leagues of the current season, highest level first. */
export function listAreaLeagues(db: Database, areaId: string, teamTypeId?: number) {
  return db
    .select({ id: competitions.id, name: competitions.name, isTopLeague: competitions.isTopLeague })
    .from(competitions)
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .where(and(currentSeasonIn(areaId, teamTypeId), eq(competitionTypes.basicType, "Championship")))
    .orderBy(asc(competitions.teamTypeId), sql`${leagueLevels.rank} asc nulls last`, asc(competitions.name));
}

export function listMatchRowsOfMatchdays(db: Database, wanted: { competitionId: string; matchday: number }[]) {
  if (wanted.length === 0) return Promise.resolve([]);
  const pairs = wanted.map((entry) => sql`(${entry.competitionId}, ${entry.matchday})`);
  noteReadTags("matches");
  return selectMatches(
    db,
    and(
      inArray(
        matches.competitionId,
        wanted.map((entry) => entry.competitionId),
      ),
      sql`(${matches.competitionId}, ${matches.matchday}) in (${sql.join(pairs, sql`, `)})`,
    ),
  );
}
