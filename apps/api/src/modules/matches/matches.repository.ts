import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles, matches, seasons } from "../../db/schema/index.js";

/* Reads and writes only the match area makes: its season, its articles, its neighbours, its result. */

export interface ResultChange {
  status: (typeof matches.$inferInsert)["status"];
  homeGoals: number | null;
  guestGoals: number | null;
  homeGoalsHalftime?: number | null;
  guestGoalsHalftime?: number | null;
  liveMinute?: number | null;
}

/** A match's state and score; fields left out stay as they are. */
export async function updateMatchResult(db: Database, matchId: string, now: Date, change: ResultChange): Promise<void> {
  await db
    .update(matches)
    .set({
      status: change.status,
      homeGoals: change.homeGoals,
      guestGoals: change.guestGoals,
      ...(change.homeGoalsHalftime !== undefined ? { homeGoalsHalftime: change.homeGoalsHalftime } : {}),
      ...(change.guestGoalsHalftime !== undefined ? { guestGoalsHalftime: change.guestGoalsHalftime } : {}),
      ...(change.liveMinute !== undefined ? { liveMinute: change.liveMinute } : {}),
      updatedAt: now,
    })
    .where(eq(matches.id, matchId));
}

export async function findSeason(db: Database, seasonId: string) {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, seasonId)).limit(1);
  return row ?? null;
}

export async function listMatchArticles(db: Database, matchId: string, offset: number, max: number) {
  const where = and(eq(articles.matchId, matchId), eq(articles.isPublished, true));
  const [rows, [total]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(desc(articles.publishedAt)).offset(offset).limit(max),
    db.select({ count: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * Neighbouring matchday or round: the previous and next match of the same competition by kickoff, among matches
 * with both teams (a bye is no match to link to).
 */
export async function findNeighbourMatchIds(db: Database, competitionId: string, kickoffAt: Date | null, id: string) {
  if (kickoffAt === null) return { previousId: null, nextId: null };
  const key = sql`(${matches.kickoffAt}, ${matches.id})`;
  const here = sql`(${kickoffAt.toISOString()}::timestamptz, ${id})`;
  const isMatch = and(
    eq(matches.competitionId, competitionId),
    isNotNull(matches.homeTeamSeasonId),
    isNotNull(matches.guestTeamSeasonId),
  );
  const [previous, next] = await Promise.all([
    db
      .select({ id: matches.id })
      .from(matches)
      .where(and(isMatch, sql`${key} < ${here}`))
      .orderBy(desc(matches.kickoffAt), desc(matches.id))
      .limit(1),
    db
      .select({ id: matches.id })
      .from(matches)
      .where(and(isMatch, sql`${key} > ${here}`))
      .orderBy(asc(matches.kickoffAt), asc(matches.id))
      .limit(1),
  ]);
  return { previousId: previous[0]?.id ?? null, nextId: next[0]?.id ?? null };
}
