/* Which matchday is current: for one competition or many at once. */

import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { listMatchdays, listMatchdaysOf } from "./competitions.repository.js";

type MatchdayRow = Awaited<ReturnType<typeof listMatchdays>>[number];

/**
 * The matchday a visitor wants to see today: the one in progress, else the next one if it starts within three
 * days, else the last one played. Without a dated plan, the first matchday with a match still to play.
 */
export function findCurrentMatchday(matchdays: readonly MatchdayRow[], today: string): number | null {
  if (matchdays.length === 0) return null;
  const index = matchdays.findIndex((matchday) => (matchday.endsOn ?? matchday.startsOn ?? "") >= today);
  if (index === -1) return matchdays.at(-1)!.number;
  const candidate = matchdays[index]!;
  const startsOn = candidate.startsOn ?? today;
  const inThreeDays = berlinDate(new Date(Date.parse(`${today}T12:00:00Z`) + 3 * 86_400_000));
  if (startsOn > inThreeDays && index > 0) return matchdays[index - 1]!.number;
  return candidate.number;
}

export async function getCurrentMatchday(db: Database, competitionId: string, now: Date) {
  return findCurrentMatchday(await listMatchdays(db, competitionId), berlinDate(now));
}

/** The current matchday of each of several competitions, read in one query. */
export async function getCurrentMatchdays(
  db: Database,
  competitionIds: string[],
  now: Date,
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
