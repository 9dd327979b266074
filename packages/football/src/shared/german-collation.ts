// One collator for the whole package: creating one per comparison is the slow part of localeCompare. It is made on
// the first comparison, not when the module loads: the website's pages load this package in the browser, where
// building the German collation tables cost some 45 ms of a phone's main thread before the first paint, on pages
// that never sort a name.
let germanCollator: Intl.Collator | undefined;

/** Compares two strings the way a German reader expects them in a list (ä beside a, ß beside ss). */
export function compareGerman(left: string, right: string): number {
  germanCollator ??= new Intl.Collator("de");
  return germanCollator.compare(left, right);
}

/** Rounds to two decimals, the precision the catalogue shows for quotients. */
export function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}
