const dateFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });
const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", timeZoneName: "longOffset" });

/** The calendar date in Germany (YYYY-MM-DD) at an instant. */
export function berlinDate(instant: Date): string {
  return dateFormat.format(instant);
}

function berlinOffset(instant: Date): string {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/** Midnight in Germany at the start of a date, as an instant. */
export function berlinMidnight(date: string): Date {
  const guess = new Date(`${date}T12:00:00Z`);
  return new Date(`${date}T00:00:00${berlinOffset(guess)}`);
}

/** The German calendar day around an instant: "today" for the matches-of-today calls. */
export function berlinDay(instant: Date): { date: string; start: Date; end: Date } {
  const date = berlinDate(instant);
  const start = berlinMidnight(date);
  const next = new Date(start.getTime() + 36 * 3_600_000);
  return { date, start, end: berlinMidnight(berlinDate(next)) };
}
