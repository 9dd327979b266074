import { and, asc, desc, eq, gt, inArray, lt, lte, max, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { favorites, liveEvents, teamSeasons, teams } from "../../db/schema/index.js";

/* The stored live events: written after each live write, read by every instance's streams. */

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type NewLiveEvent = Omit<typeof liveEvents.$inferInsert, "id">;

/** What a stream follows: matches, competitions and teams (permanent ids), by id. */
export interface LiveScopes {
  matches: string[];
  competitions: string[];
  teams: string[];
}

export async function insertLiveEvents(db: Database, rows: NewLiveEvent[]): Promise<number> {
  const inserted = await db.insert(liveEvents).values(rows).returning({ id: liveEvents.id });
  return Math.max(...inserted.map((row) => row.id));
}

export async function findLatestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(liveEvents.id) }).from(liveEvents);
  return row?.last ?? 0;
}

/** Every event after `afterId`, oldest first, up to `limit`. */
export function listEventsAfter(db: Database, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).where(gt(liveEvents.id, afterId)).orderBy(asc(liveEvents.id)).limit(limit);
}

function inScopes(scopes: LiveScopes): SQL | undefined {
  const conditions = [
    scopes.matches.length > 0 ? inArray(liveEvents.matchId, scopes.matches) : undefined,
    scopes.competitions.length > 0 ? inArray(liveEvents.competitionId, scopes.competitions) : undefined,
    scopes.teams.length > 0 ? inArray(liveEvents.homeTeamId, scopes.teams) : undefined,
    scopes.teams.length > 0 ? inArray(liveEvents.guestTeamId, scopes.teams) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

/** A stream's events after the one it last received (`Last-Event-ID`) up to `upToId`, oldest first. */
export function listScopedEventsBetween(
  db: Database,
  scopes: LiveScopes,
  afterId: number,
  upToId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEvents)
    .where(and(gt(liveEvents.id, afterId), lte(liveEvents.id, upToId), inScopes(scopes)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/**
 * The newest state of each match and each competition's table a stream follows, up to `upToId` and written since
 * `since`: what a reader joining late is sent first.
 */
export async function listLatestStates(db: Database, scopes: LiveScopes, upToId: number, since: Date) {
  const stateKey = sql`case when ${liveEvents.kind} = 'table' then 'table:' || ${liveEvents.competitionId}
    else 'match:' || ${liveEvents.matchId} end`;
  const rows = await db
    .selectDistinctOn([stateKey])
    .from(liveEvents)
    .where(and(lte(liveEvents.id, upToId), gt(liveEvents.createdAt, since), inScopes(scopes)))
    .orderBy(stateKey, desc(liveEvents.id));
  return rows.sort((a, b) => a.id - b.id);
}

/** Events older than `before` are no longer sent to anyone. */
export async function deleteEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}

/** The permanent id of a team, whichever of its ids is given (a season's team id or the permanent one). */
export async function findPermanentTeamIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ teamId: teamSeasons.teamId })
    .from(teamSeasons)
    .where(or(inArray(teamSeasons.id, ids), inArray(teamSeasons.teamId, ids)));
  return [...new Set(rows.map((row) => row.teamId))];
}

/** A fan's favourites as live scopes: teams and competitions, and a club's teams. */
export async function findFavoriteScopes(db: Database, userId: string): Promise<LiveScopes> {
  const rows = await db
    .select({ kind: favorites.kind, id: favorites.objectId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const clubTeams =
    ids("club").length > 0
      ? await db
          .select({ id: teams.id })
          .from(teams)
          .where(inArray(teams.clubId, ids("club")))
      : [];
  return {
    matches: [],
    competitions: ids("competition"),
    teams: [...new Set([...(await findPermanentTeamIds(db, ids("team"))), ...clubTeams.map((team) => team.id)])],
  };
}
