import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { isClubAdminOf, isClubReporterOfMatch, isMatchDivisionManager } from "../../plugins/auth/permissions.js";

/*
 * The audit of the reporters' writes: stored live entries and named club reporters whose author holds no right
 * to them by today's rules (the same conditions the permission check applies). Rows without an author (generated
 * by the demo, or whose author's account was deleted) cannot be judged and are counted apart.
 */

export interface PermissionAudit {
  entries: { checked: number; withoutAuthor: number; unauthorized: UnauthorizedEntry[] };
  clubReporters: { checked: number; withoutAuthor: number; unauthorized: UnauthorizedReporter[] };
}

export interface UnauthorizedEntry {
  entryId: string;
  matchId: string;
  userId: string;
  kind: string;
  createdAt: string;
}

export interface UnauthorizedReporter {
  clubId: string;
  userId: string;
  namedBy: string;
  createdAt: string;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** How many rows a table holds, and how many of them have no author. */
async function countRows(db: Database, table: string, author: string) {
  const [row] = rowsOf<{ checked: number; without_author: number }>(
    await db.execute(sql`select count(*)::int as checked,
      count(*) filter (where ${sql.identifier(author)} is null)::int as without_author from ${sql.identifier(table)}`),
  );
  return { checked: row?.checked ?? 0, withoutAuthor: row?.without_author ?? 0 };
}

export async function auditReportingPermissions(db: Database): Promise<PermissionAudit> {
  const entryCounts = await countRows(db, "match_entries", "user_id");
  // A release needs the division manager; every other entry a reporter of either club or the division manager.
  const entries = rowsOf<{ id: string; match_id: string; user_id: string; kind: string; created_at: Date | string }>(
    await db.execute(sql`select e.id, e.match_id, e.user_id, e.kind, e.created_at from match_entries e
      where e.user_id is not null and not (case when e.kind = 'release'
        then ${isMatchDivisionManager(sql`e.user_id`, sql`e.match_id`)}
        else ${isClubReporterOfMatch(sql`e.user_id`, sql`e.match_id`)}
          or ${isMatchDivisionManager(sql`e.user_id`, sql`e.match_id`)} end)
      order by e.created_at, e.id`),
  );
  const reporterCounts = await countRows(db, "club_reporters", "named_by");
  const reporters = rowsOf<{ club_id: string; user_id: string; named_by: string; created_at: Date | string }>(
    await db.execute(sql`select r.club_id, r.user_id, r.named_by, r.created_at from club_reporters r
      where r.named_by is not null and not ${isClubAdminOf(sql`r.named_by`, sql`r.club_id`)}
      order by r.created_at, r.club_id`),
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    entries: {
      ...entryCounts,
      unauthorized: entries.map((row) => ({
        entryId: row.id,
        matchId: row.match_id,
        userId: row.user_id,
        kind: row.kind,
        createdAt: iso(row.created_at),
      })),
    },
    clubReporters: {
      ...reporterCounts,
      unauthorized: reporters.map((row) => ({
        clubId: row.club_id,
        userId: row.user_id,
        namedBy: row.named_by,
        createdAt: iso(row.created_at),
      })),
    },
  };
}
