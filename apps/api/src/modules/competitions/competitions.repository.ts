import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { competitionStandings, competitions, matchEvents, matches, players } from "../../db/schema/index.js";
import { prepared } from "../../lib/prepared.js";

/** Goal and card events of the competition's matches, for scorers and the fair-play table. */
export function listCompetitionEvents(db: Database, competitionId: string, typeCodes: number[]) {
  return competitionEvents(db).execute({ competitionId, typeCodes });
}

const competitionEvents = prepared((db) =>
  db
    .select({
      matchId: matchEvents.matchId,
      typeCode: matchEvents.typeCode,
      minute: matchEvents.minute,
      addedMinute: matchEvents.addedMinute,
      sortOrder: matchEvents.sortOrder,
      side: matchEvents.side,
      playerId: matchEvents.playerId,
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        eq(matches.competitionId, sql.placeholder("competitionId")),
        sql`${matchEvents.typeCode} = any(${sql.placeholder("typeCodes")})`,
        // Goals and cards of a private result (children's football) are not counted in public lists.
        eq(matches.isResultPrivate, false),
      ),
    )
    .prepare("competition_events"),
);

const scorerPlayers = prepared((db) =>
  db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      isProfilePublic: players.isProfilePublic,
      isPerformanceVisible: players.isPerformanceVisible,
      areCardsVisible: players.areCardsVisible,
    })
    .from(players)
    .where(sql`${players.id} = any(${sql.placeholder("ids")})`)
    .prepare("scorer_players"),
);

export function listScorerPlayers(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return scorerPlayers(db).execute({ ids });
}

/** The season totals of the stored overall table, without reading the table itself. */
const totalsOf = prepared((db) =>
  db
    .select({
      goalsTotal: sql<number>`(${competitionStandings.standing} -> 'table' ->> 'goalsTotal')::int`,
      matchesTotal: sql<number>`(${competitionStandings.standing} -> 'table' ->> 'matchesTotal')::int`,
    })
    .from(competitionStandings)
    .where(
      and(
        eq(competitionStandings.competitionId, sql.placeholder("competitionId")),
        eq(competitionStandings.variant, "overall"),
      ),
    )
    .prepare("totals_of_competition"),
);

export async function readStoredTotals(db: Database, competitionId: string) {
  const [row] = await totalsOf(db).execute({ competitionId });
  return row ?? null;
}

export async function deleteStandings(db: Database, competitionId: string, variants?: readonly string[]) {
  await db
    .delete(competitionStandings)
    .where(
      variants === undefined
        ? eq(competitionStandings.competitionId, competitionId)
        : and(
            eq(competitionStandings.competitionId, competitionId),
            inArray(competitionStandings.variant, [...variants]),
          ),
    );
}

/** Drops the stored as-of tables from `fromMatchday` on (variants `matchday:N`). */
export async function deleteMatchdayStandings(db: Database, competitionId: string, fromMatchday: number) {
  await db
    .delete(competitionStandings)
    .where(
      and(
        eq(competitionStandings.competitionId, competitionId),
        like(competitionStandings.variant, "matchday:%"),
        sql`split_part(${competitionStandings.variant}, ':', 2)::int >= ${fromMatchday}`,
      ),
    );
}

/** Marks the competition changed (its pages and feeds read the time). */
export async function touchCompetition(db: Database, competitionId: string, now: Date): Promise<void> {
  await db.update(competitions).set({ updatedAt: now }).where(eq(competitions.id, competitionId));
}
