/** A matchday of a competition's plan, with the days it spans (ISO dates) where they are known. */
export interface PlannedMatchday {
  number: number;
  startsOn: string | null;
  endsOn: string | null;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The matchday a visitor wants to see on `today` (ISO date, the association's local day): the one in progress,
 * else the next one if it starts within three days, else the last one played. Matchdays in plan order.
 */
export function findCurrentMatchday(matchdays: readonly PlannedMatchday[], today: string): number | null {
  if (matchdays.length === 0) return null;
  const index = matchdays.findIndex((matchday) => (matchday.endsOn ?? matchday.startsOn ?? "") >= today);
  if (index === -1) return matchdays.at(-1)!.number;
  const candidate = matchdays[index]!;
  const startsOn = candidate.startsOn ?? today;
  if (startsOn > addDays(today, 3) && index > 0) return matchdays[index - 1]!.number;
  return candidate.number;
}
