import { cacheTags } from "@spielfeld/cache-tags";
import type { TableEntry } from "@spielfeld/football";
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  clubs,
  competitionMatchdays,
  competitionStandings,
  competitions,
  competitionTeams,
  matchEvents,
  matches,
  players,
  pointDeductions,
  teamSeasons,
  teams,
} from "../../db/schema/index.js";
import { prepared } from "../../lib/prepared.js";
import { referenceRead } from "../../lib/reference-cache.js";

const matchdaysOf = prepared((db) =>
  db
    .select()
    .from(competitionMatchdays)
    .where(eq(competitionMatchdays.competitionId, sql.placeholder("competitionId")))
    .orderBy(asc(competitionMatchdays.number))
    .prepare("matchdays_of_competition"),
);

export const listMatchdays = referenceRead("matchdays", cacheTags.competition, (db, competitionId) =>
  matchdaysOf(db).execute({ competitionId }),
);

/** The matchday plans of several competitions in one query, each in matchday order. */
export function listMatchdaysOf(db: Database, competitionIds: string[]) {
  return db
    .select()
    .from(competitionMatchdays)
    .where(inArray(competitionMatchdays.competitionId, competitionIds))
    .orderBy(asc(competitionMatchdays.competitionId), asc(competitionMatchdays.number));
}

/** The teams entered, with the club data tables show. */
const teamsOf = prepared((db) =>
  db
    .select({
      teamSeasonId: teamSeasons.id,
      teamPermanentId: teams.id,
      name: teamSeasons.name,
      clubId: clubs.id,
      clubName: clubs.name,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
      withdrawnOn: competitionTeams.withdrawnOn,
      isOutOfCompetition: competitionTeams.isOutOfCompetition,
    })
    .from(competitionTeams)
    .innerJoin(teamSeasons, eq(teamSeasons.id, competitionTeams.teamSeasonId))
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(eq(competitionTeams.competitionId, sql.placeholder("competitionId")))
    .orderBy(asc(teamSeasons.name))
    .prepare("teams_of_competition"),
);

export const listCompetitionTeams = referenceRead("teams", cacheTags.competition, (db, competitionId) =>
  teamsOf(db).execute({ competitionId }),
);

export type CompetitionTeamRow = Awaited<ReturnType<typeof listCompetitionTeams>>[number];

/** Just the fields the table engine reads. */
const tableMatchColumns = {
  id: matches.id,
  matchday: matches.matchday,
  kickoffAt: matches.kickoffAt,
  homeTeamId: matches.homeTeamSeasonId,
  guestTeamId: matches.guestTeamSeasonId,
  status: matches.status,
  decision: matches.decision,
  homeGoals: matches.homeGoals,
  guestGoals: matches.guestGoals,
  homeGoalsExtraTime: matches.homeGoalsExtraTime,
  guestGoalsExtraTime: matches.guestGoalsExtraTime,
  homePenaltyGoals: matches.homePenaltyGoals,
  guestPenaltyGoals: matches.guestPenaltyGoals,
  roundName: matches.roundName,
};

const tableMatchesOf = prepared((db) =>
  db
    .select(tableMatchColumns)
    .from(matches)
    .where(eq(matches.competitionId, sql.placeholder("competitionId")))
    .prepare("table_matches_of"),
);

export function listTableMatches(db: Database, competitionId: string) {
  return tableMatchesOf(db).execute({ competitionId });
}

export type TableMatchRow = Awaited<ReturnType<typeof listTableMatches>>[number];

export async function findTableMatch(db: Database, matchId: string): Promise<TableMatchRow | null> {
  const [row] = await db.select(tableMatchColumns).from(matches).where(eq(matches.id, matchId)).limit(1);
  return row ?? null;
}

export function listPointDeductions(db: Database, competitionId: string) {
  return db.select().from(pointDeductions).where(eq(pointDeductions.competitionId, competitionId));
}

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

const standingOf = prepared((db) =>
  db
    .select({ variant: competitionStandings.variant, standing: competitionStandings.standing })
    .from(competitionStandings)
    .where(
      and(
        eq(competitionStandings.competitionId, sql.placeholder("competitionId")),
        eq(competitionStandings.variant, sql.placeholder("variant")),
      ),
    )
    .prepare("standing_of_competition"),
);

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

/** Some teams' lines of stored overall tables, without reading the tables themselves; a table not stored is absent. */
export async function readStoredTableEntries(db: Database, competitionIds: string[], teamSeasonIds: string[]) {
  if (competitionIds.length === 0 || teamSeasonIds.length === 0) return [];
  const result = await db.execute(sql`
    select s.competition_id as "competitionId", (s.standing -> 'table' ->> 'isFinalTable')::boolean as "isFinalTable",
      coalesce((select jsonb_agg(e.entry) from jsonb_array_elements(s.standing -> 'table' -> 'entries') as e(entry)
        where e.entry ->> 'teamId' in ${teamSeasonIds}), '[]'::jsonb) as entries
    from ${competitionStandings} s
    where s.variant = 'overall' and s.competition_id in ${competitionIds}`);
  return (result as unknown as { rows: { competitionId: string; isFinalTable: boolean; entries: TableEntry[] }[] })
    .rows;
}

export function readStandings(db: Database, competitionId: string, variants: readonly string[]) {
  if (variants.length === 1) return standingOf(db).execute({ competitionId, variant: variants[0] });
  return db
    .select({ variant: competitionStandings.variant, standing: competitionStandings.standing })
    .from(competitionStandings)
    .where(
      and(eq(competitionStandings.competitionId, competitionId), inArray(competitionStandings.variant, [...variants])),
    );
}

/** Stores a ranked table; without `replace` a table stored meanwhile by someone else is kept. */
export async function insertStanding(
  db: Database,
  competitionId: string,
  variant: string,
  standing: unknown,
  { replace = false } = {},
) {
  const insert = db.insert(competitionStandings).values({ competitionId, variant, standing });
  await (replace
    ? insert.onConflictDoUpdate({
        target: [competitionStandings.competitionId, competitionStandings.variant],
        set: { standing, computedAt: sql`now()` },
      })
    : insert.onConflictDoNothing());
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

/**
 * Row lock on the competition for the length of the transaction: `share` while ranking a table to store it,
 * `update` while changing a result (the writer waits for rankings under way, and later ones see its change).
 */
export async function lockCompetition(db: Database, competitionId: string, mode: "share" | "update") {
  await db.execute(
    mode === "share"
      ? sql`select 1 from ${competitions} where ${competitions.id} = ${competitionId} for share`
      : sql`select 1 from ${competitions} where ${competitions.id} = ${competitionId} for update`,
  );
}

/** Marks the competition changed (its pages and feeds read the time). */
export async function touchCompetition(db: Database, competitionId: string, now: Date): Promise<void> {
  await db.update(competitions).set({ updatedAt: now }).where(eq(competitions.id, competitionId));
}
