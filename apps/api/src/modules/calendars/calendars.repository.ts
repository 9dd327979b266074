import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { clubs, matches, seasons, teamSeasons, teams } from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";

export async function findClub(db: Database, clubId: string) {
  const [row] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row ?? null;
}

/** The season asked for, or the current one. */
export async function findSeason(db: Database, seasonId: string | undefined) {
  const [row] = await db
    .select({ id: seasons.id, label: seasons.label })
    .from(seasons)
    .where(seasonId === undefined ? eq(seasons.isCurrent, true) : eq(seasons.id, seasonId))
    .limit(1);
  return row ?? null;
}

/** The season's team ids of every team of a club. */
export async function listClubTeamSeasonIds(db: Database, clubId: string, seasonId: string): Promise<string[]> {
  noteReadTags("matches");
  const rows = await db
    .select({ id: teamSeasons.id })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(and(eq(teams.clubId, clubId), eq(teamSeasons.seasonId, seasonId)));
  return rows.map((row) => row.id);
}

export interface Lineage {
  matchId: string;
  /** The first match of the chain of replays the match belongs to: its calendar entry's identity. */
  rootId: string;
  /** Versions before this match: every earlier match of the chain and each of their schedule changes. */
  earlierVersions: number;
}

/** For matches that replace earlier ones (rescheduledFrom), the first match of their chain and its versions. */
export async function listLineages(
  db: Database,
  replays: { id: string; rescheduledFromMatchId: string }[],
): Promise<Lineage[]> {
  const lineages = replays.map((replay) => ({
    matchId: replay.id,
    rootId: replay.rescheduledFromMatchId,
    earlierVersions: 0,
    next: replay.rescheduledFromMatchId as string | null,
  }));
  // Chains are short (a match is rarely moved twice): one query per generation.
  for (let open = lineages.filter((lineage) => lineage.next !== null); open.length > 0; ) {
    const ancestors = await db
      .select({
        id: matches.id,
        rescheduledFromMatchId: matches.rescheduledFromMatchId,
        scheduleSequence: matches.scheduleSequence,
      })
      .from(matches)
      .where(inArray(matches.id, [...new Set(open.map((lineage) => lineage.next!))]));
    const byId = new Map(ancestors.map((ancestor) => [ancestor.id, ancestor]));
    for (const lineage of open) {
      const ancestor = byId.get(lineage.next!);
      lineage.next = ancestor?.rescheduledFromMatchId ?? null;
      if (!ancestor) continue;
      lineage.rootId = ancestor.id;
      lineage.earlierVersions += 1 + ancestor.scheduleSequence;
    }
    open = open.filter((lineage) => lineage.next !== null);
  }
  return lineages.map(({ matchId, rootId, earlierVersions }) => ({ matchId, rootId, earlierVersions }));
}
