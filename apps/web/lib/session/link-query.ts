/** The search parameters of a page, one value each (a repeated parameter counts with its first value). */
export type Query = Record<string, string | string[] | undefined>;

export function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The named values of a mail link's address, or `null` when one is missing. */
export function linkValues(query: Query, names: readonly string[]): Record<string, string> | null {
  const values = Object.fromEntries(names.map((name) => [name, firstValue(query[name])]));
  return Object.values(values).every(Boolean) ? values : null;
}
