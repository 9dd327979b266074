/* What a competition's tables are ranked from (its matches and point deductions) and where they are kept. */

import type { TableEntry } from "@spielfeld/football";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { competitionStandings, competitions, matches, pointDeductions } from "../../db/schema/index.js";
import { prepared } from "../../lib/prepared.js";

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
