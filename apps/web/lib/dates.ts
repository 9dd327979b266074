import { lazy } from "./lazy";

const parts = lazy(
  () =>
    new Intl.DateTimeFormat("de-DE", {
      weekday: "short",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/Berlin",
    }),
);

function read(instant: Date) {
  const map = Object.fromEntries(
    parts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = map.weekday!.endsWith(".") ? map.weekday! : `${map.weekday}.`;
  return { weekday, date: `${map.day}.${map.month}.${map.year}`, time: `${map.hour}:${map.minute}` };
}

/** A kickoff as the site writes it: `Sa., 14.09.2025, 15:00 Uhr`; an open time reads `Sa., 14.09.2025, ** Uhr`. */
export function formatKickoff(iso: string | null, isTimeKnown = true): string {
  if (iso === null) return "Termin offen";
  const { weekday, date, time } = read(new Date(iso));
  return `${weekday}, ${date}, ${isTimeKnown ? time : "**"} Uhr`;
}

/** The date part alone: `Sa., 14.09.2025`. */
export function formatKickoffDate(iso: string): string {
  const { weekday, date } = read(new Date(iso));
  return `${weekday}, ${date}`;
}

/** The time part alone: `15:00`, or `**` while open. */
export function formatKickoffClock(iso: string | null, isTimeKnown = true): string {
  return iso === null || !isTimeKnown ? "**" : formatBerlinTime(iso);
}

/** An instant's time in Berlin: `15:05` (a ticker entry without a match minute). */
export function formatBerlinTime(iso: string): string {
  return read(new Date(iso)).time;
}

/** An instant as date and Berlin time: `14.09.2025, 15:00` (a "Stand" of data). */
export function formatDateTime(iso: string): string {
  const { date, time } = read(new Date(iso));
  return `${date}, ${time}`;
}

/** A plain date (YYYY-MM-DD) in German: `14.09.2025`. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}.${month}.${year}`;
}

/**
 * Today's date in Berlin as YYYY-MM-DD: the association's day, and the API's. A player's age changes at midnight
 * there, not at UTC's, and a date of birth may not lie after it.
 */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
}
