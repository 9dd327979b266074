import { asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { associations, bezirke, kreise, leagueLevels, teamTypes } from "../../db/schema/index.js";
import type { Zeitraum } from "./periods.js";
import { LISTED_PLAYER } from "./statistics.repository.js";

/* The choices of the statistics: associations, Bezirke and Kreise, team types and league levels with data. */

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** An association by id or code (any case), or the default one when none is named. */
export async function findAssociation(db: Database, idOrCode: string | undefined) {
  const columns = { id: associations.id, code: associations.code, name: associations.name };
  const [row] = idOrCode
    ? await db
        .select(columns)
        .from(associations)
        .where(or(eq(associations.id, idOrCode), sql`upper(${associations.code}) = upper(${idOrCode})`))
    : await db.select(columns).from(associations).orderBy(sql`${associations.isDefault} desc`, asc(associations.name));
  return row ?? null;
}

export function listAssociations(db: Database) {
  return db
    .select({ id: associations.id, code: associations.code, name: associations.name })
    .from(associations)
    .orderBy(sql`${associations.isDefault} desc`, asc(associations.name));
}

export function listBezirke(db: Database, associationId: string) {
  return db
    .select({ id: bezirke.id, name: bezirke.name })
    .from(bezirke)
    .where(eq(bezirke.associationId, associationId))
    .orderBy(asc(bezirke.sortOrder));
}

export function listKreise(db: Database, associationId: string) {
  return db
    .select({ id: kreise.id, name: kreise.name, bezirkId: kreise.bezirkId })
    .from(kreise)
    .innerJoin(bezirke, eq(bezirke.id, kreise.bezirkId))
    .where(eq(bezirke.associationId, associationId))
    .orderBy(asc(kreise.sortOrder));
}

export async function findTeamType(db: Database, teamTypeId: number) {
  const [row] = await db
    .select({ id: teamTypes.id, name: teamTypes.name })
    .from(teamTypes)
    .where(eq(teamTypes.id, teamTypeId));
  return row ?? null;
}

export async function findLeagueLevel(db: Database, leagueLevelId: number) {
  const [row] = await db
    .select({
      id: leagueLevels.id,
      name: leagueLevels.name,
      rank: leagueLevels.rank,
      teamTypeId: leagueLevels.teamTypeId,
    })
    .from(leagueLevels)
    .where(eq(leagueLevels.id, leagueLevelId));
  return row ?? null;
}

/** Team types with counted matches in a period (optionally of one association), in their order. */
export async function listTeamTypesWithData(db: Database, zeitraum: Zeitraum, associationId?: string) {
  const byAssociation = associationId ? sql`and s.association_id = ${associationId}` : sql``;
  const result = await db.execute(sql`
    select tt.id, tt.name from team_types tt
    where exists (select 1 from statistics_team_totals s where s.zeitraum = ${zeitraum}
      and s.team_type_id = tt.id ${byAssociation})
    order by tt.sort_order, tt.id`);
  return rowsOf<{ id: number; name: string }>(result);
}

/** Team types, or league levels of one, where some shown player scored in the season. */
export async function listScorerTeamTypes(db: Database) {
  const result = await db.execute(sql`
    select tt.id, tt.name from team_types tt
    where exists (select 1 from statistics_player_totals s join players p on p.id = s.player_id
      and ${LISTED_PLAYER}
      where s.zeitraum = 'saison' and s.team_type_id = tt.id and s.goals > 0)
    order by tt.sort_order, tt.id`);
  return rowsOf<{ id: number; name: string }>(result);
}

export async function listScorerLeagueLevels(db: Database, teamTypeId: number) {
  const result = await db.execute(sql`
    select ll.id, ll.name, ll.rank from league_levels ll
    where ll.team_type_id = ${teamTypeId} and exists (select 1 from statistics_player_totals s
      join players p on p.id = s.player_id and ${LISTED_PLAYER}
      where s.zeitraum = 'saison' and s.league_level_id = ll.id and s.goals > 0)
    order by ll.rank, ll.id`);
  return rowsOf<{ id: number; name: string; rank: number }>(result);
}
