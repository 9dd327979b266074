import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { competitions, leagueLevels, seasons } from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

/* Typed demo rows that a test builds on, found through Drizzle. */

/** The demo's current season. */
export async function findCurrentSeason(testApp: TestApp) {
  const [season] = await testApp.db.select().from(seasons).where(eq(seasons.isCurrent, true));
  if (!season) throw new Error("The demo has no current season");
  return season;
}

/** The seasons before the current one, by id. */
export function findEarlierSeasons(testApp: TestApp) {
  return testApp.db.select().from(seasons).where(eq(seasons.isCurrent, false)).orderBy(asc(seasons.id));
}

/**
 * A current-season league of a team type (men's by default) with its level's name: the lowest level ("lowest") or
 * the highest ("highest") of the ladder, ties by id.
 */
export async function findCurrentLeague(
  testApp: TestApp,
  level: "lowest" | "highest",
  { teamTypeId = 1 }: { teamTypeId?: number } = {},
) {
  const [league] = await testApp.db
    .select({ id: competitions.id, name: competitions.name, seasonId: competitions.seasonId, level: leagueLevels.name })
    .from(competitions)
    .innerJoin(seasons, and(eq(seasons.id, competitions.seasonId), eq(seasons.isCurrent, true)))
    .innerJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .where(eq(competitions.teamTypeId, teamTypeId))
    .orderBy(level === "lowest" ? desc(leagueLevels.rank) : asc(leagueLevels.rank), asc(competitions.id))
    .limit(1);
  if (!league) throw new Error(`No current league of team type ${teamTypeId}`);
  return league;
}

/** The first current-season competition with a league level, by id, with its season's label. */
export async function findCurrentLevelledCompetition(testApp: TestApp) {
  const [competition] = await testApp.db
    .select({ id: competitions.id, name: competitions.name, label: seasons.label })
    .from(competitions)
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(and(eq(seasons.isCurrent, true), isNotNull(competitions.leagueLevelId)))
    .orderBy(asc(competitions.id))
    .limit(1);
  if (!competition) throw new Error("No current competition with a league level");
  return competition;
}
