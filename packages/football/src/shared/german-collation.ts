// One collator for the whole package: creating one per comparison is the slow part of localeCompare.
const germanCollator = new Intl.Collator("de");

/** Compares two strings the way a German reader expects them in a list (ä beside a, ß beside ss). */
export function compareGerman(left: string, right: string): number {
  return germanCollator.compare(left, right);
}

/** Rounds to two decimals, the precision the catalogue shows for quotients. */
export function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}
