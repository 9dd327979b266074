/* Which matchday is current: for one competition or many at once. */

import { findCurrentMatchday } from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { listMatchdays, listMatchdaysOf } from "./competition-rows.repository.js";
import type { ServiceContext } from "./context.js";

type MatchdayRow = Awaited<ReturnType<typeof listMatchdays>>[number];

/** The rule itself lives in the football package; services read it from here. */
export { findCurrentMatchday };

export async function getCurrentMatchday({ db, now }: Pick<ServiceContext, "db" | "now">, competitionId: string) {
  return findCurrentMatchday(await listMatchdays(db, competitionId), berlinDate(now));
}

/** The current matchday of each of several competitions, read in one query. */
export async function getCurrentMatchdays(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  competitionIds: string[],
): Promise<Map<string, number | null>> {
  const today = berlinDate(now);
  if (competitionIds.length === 1) {
    const [id] = competitionIds as [string];
    return new Map([[id, findCurrentMatchday(await listMatchdays(db, id), today)]]);
  }
  const plans = new Map<string, MatchdayRow[]>(competitionIds.map((id) => [id, []]));
  if (competitionIds.length > 0) {
    for (const matchday of await listMatchdaysOf(db, competitionIds)) plans.get(matchday.competitionId)?.push(matchday);
  }
  return new Map([...plans].map(([id, plan]) => [id, findCurrentMatchday(plan, today)]));
}

/** A matchday the competition's plan does not have is a bad request, not an empty table or list. */
export async function requirePlannedMatchday(db: Database, competitionId: string, requested: number | undefined) {
  const matchdays = await listMatchdays(db, competitionId);
  if (requested !== undefined && matchdays.length > 0 && !matchdays.some((day) => day.number === requested)) {
    throw new ApiError("bad_request", `Invalid query parameter "spieltag": matchday ${requested} does not exist`);
  }
  return matchdays;
}
