import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { competitionLists } from "../../db/schema/index.js";
import { prepared } from "../../lib/prepared.js";

/* The stored scorer and fair-play rankings of competitions (see lists.service.ts). */

export type CompetitionListKind = "scorers" | "fairPlay";

const listOf = prepared((db) =>
  db
    .select({ list: competitionLists.list })
    .from(competitionLists)
    .where(
      and(
        eq(competitionLists.competitionId, sql.placeholder("competitionId")),
        eq(competitionLists.kind, sql.placeholder("kind")),
      ),
    )
    .prepare("list_of_competition"),
);

export async function readCompetitionList(db: Database, competitionId: string, kind: CompetitionListKind) {
  const [row] = await listOf(db).execute({ competitionId, kind });
  return row?.list ?? null;
}

/** Stores a ranked list unless one was stored meanwhile (both were ranked from the same results). */
export async function insertCompetitionList(
  db: Database,
  competitionId: string,
  kind: CompetitionListKind,
  list: unknown,
) {
  await db.insert(competitionLists).values({ competitionId, kind, list }).onConflictDoNothing();
}

/** Drops the stored rankings after a change of the competition's results or events. */
export async function deleteCompetitionLists(db: Database, competitionId: string) {
  await db.delete(competitionLists).where(eq(competitionLists.competitionId, competitionId));
}
