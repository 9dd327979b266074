/** Calendar helpers for dates in Europe/Berlin, written without a time-zone library for speed. */

const DAY_MS = 86_400_000;

function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay());
}

/** Berlin's offset from UTC in hours on a date: 2 in summer time, 1 otherwise. */
export function berlinOffsetHours(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const noon = Date.UTC(year, month - 1, day, 12);
  return noon > lastSundayUtc(year, 2) && noon < lastSundayUtc(year, 9) ? 2 : 1;
}

/** The instant of a wall-clock time in Berlin. */
export function berlinTime(isoDate: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hours - berlinOffsetHours(isoDate), minutes));
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** The Saturday on or after the date. */
export function nextSaturday(isoDate: string): string {
  return addDays(isoDate, (6 - weekday(isoDate) + 7) % 7);
}

export interface SeasonDates {
  id: string;
  label: string;
  startYear: number;
  startsOn: string;
  endsOn: string;
}

/** Seasons run from 1 July to 30 June and are identified like `2526`. */
export function seasonOf(startYear: number): SeasonDates {
  const yy = String(startYear % 100).padStart(2, "0");
  const next = String((startYear + 1) % 100).padStart(2, "0");
  return {
    id: `${yy}${next}`,
    label: `${yy}/${next}`,
    startYear,
    startsOn: `${startYear}-07-01`,
    endsOn: `${startYear + 1}-06-30`,
  };
}

export function seasonStartYearOf(isoDate: string): number {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
}
