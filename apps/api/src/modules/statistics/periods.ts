/*
 * The periods (`zeitraum`) of the amateur statistics. They are defined from the data, never from a clock: the
 * current season, the calendar month of the last finished match, and the weekend (Friday to Sunday) on which
 * matches were last finished. Pure functions, so the rule is tested without a database.
 */

export const ZEITRAUM_VALUES = ["saison", "monat", "wochenende"] as const;
export type Zeitraum = (typeof ZEITRAUM_VALUES)[number];

export const ZEITRAUM_LABELS: Record<Zeitraum, string> = {
  saison: "Saison",
  monat: "Letzter Monat",
  wochenende: "Letzter Spieltag",
};

export interface Period {
  zeitraum: Zeitraum;
  seasonId: string;
  /** Calendar days in German time, `YYYY-MM-DD`, both included. */
  startsOn: string;
  endsOn: string;
  name: string;
}

export interface PeriodFacts {
  season: { id: string; startsOn: string; endsOn: string };
  /** The German day of the last finished match of the season. */
  lastPlayedDay: string | null;
  /** The German day of the last finished match played on a Friday, Saturday or Sunday. */
  lastPlayedWeekendDay: string | null;
}

const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

/** "20.–22.11.2026", or "30.10.–01.11.2026" across months, "31.12.2026–02.01.2027" across years. */
export function formatDayRange(startsOn: string, endsOn: string): string {
  const [startYear, startMonth, startDay] = startsOn.split("-");
  const [endYear, endMonth, endDay] = endsOn.split("-");
  const end = `${endDay}.${endMonth}.${endYear}`;
  if (startYear !== endYear) return `${startDay}.${startMonth}.${startYear}–${end}`;
  if (startMonth !== endMonth) return `${startDay}.${startMonth}.–${end}`;
  return `${startDay}.–${end}`;
}

/** The season as the site writes it: "Saison 2026/27" (from its first day, whatever its short label). */
function seasonName(startsOn: string, endsOn: string): string {
  const startYear = startsOn.slice(0, 4);
  const endYear = endsOn.slice(0, 4);
  return startYear === endYear ? `Saison ${startYear}` : `Saison ${startYear}/${endYear.slice(2)}`;
}

/** The periods the facts define; the month and the weekend only once a match has been finished. */
export function definePeriods(facts: PeriodFacts): Period[] {
  const { season } = facts;
  const periods: Period[] = [
    {
      zeitraum: "saison",
      seasonId: season.id,
      startsOn: season.startsOn,
      endsOn: season.endsOn,
      name: seasonName(season.startsOn, season.endsOn),
    },
  ];
  if (facts.lastPlayedDay) {
    const [year, month] = facts.lastPlayedDay.split("-").map(Number) as [number, number];
    const startsOn = `${year}-${String(month).padStart(2, "0")}-01`;
    const endsOn = formatDay(new Date(Date.UTC(year, month, 0)));
    periods.push({ zeitraum: "monat", seasonId: season.id, startsOn, endsOn, name: `${MONTHS[month - 1]} ${year}` });
  }
  if (facts.lastPlayedWeekendDay) {
    // ISO weekday: Friday 5, Saturday 6, Sunday 7.
    const weekday = parseDay(facts.lastPlayedWeekendDay).getUTCDay() || 7;
    const startsOn = addDays(facts.lastPlayedWeekendDay, 5 - weekday);
    const endsOn = addDays(startsOn, 2);
    periods.push({
      zeitraum: "wochenende",
      seasonId: season.id,
      startsOn,
      endsOn,
      name: `Letzter Spieltag ${formatDayRange(startsOn, endsOn)}`,
    });
  }
  return periods;
}

/** Whether two definitions of a period cover the same days (a changed period is refreshed as a whole). */
export function isSamePeriod(a: Period | undefined, b: Period | undefined): boolean {
  if (!a || !b) return a === b;
  return a.seasonId === b.seasonId && a.startsOn === b.startsOn && a.endsOn === b.endsOn;
}
