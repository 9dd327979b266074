import { lazy } from "@/lib/lazy";

/** Numbers of the statistics as German readers write them. */

const twoDecimals = lazy(() => new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const whole = lazy(() => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }));

/** A rate such as goals or card points per match: `3,30`. */
export function formatRate(value: number): string {
  return twoDecimals().format(value);
}

/** A count: `1.258`. */
export function formatCount(value: number): string {
  return whole().format(value);
}

/** "Plätze 21–40 von 645": the ranks a page shows, by position in the list (shared ranks are counted once each). */
export function describeRange(offset: number, shown: number, total: number): string {
  if (shown === 0) return `keine Einträge`;
  const first = offset + 1;
  const last = offset + shown;
  return first === last
    ? `Eintrag ${first} von ${formatCount(total)}`
    : `Einträge ${first}–${last} von ${formatCount(total)}`;
}
