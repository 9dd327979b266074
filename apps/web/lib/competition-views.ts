/**
 * The views of a competition page (a matchday, a table variant): their public form (`?spieltag=7&tabelle=heim`),
 * the internal route that serves each of them (`…/ansicht/7/heim`, see proxy.ts) and the rules that make every
 * view have exactly one address. Anything that names no view is a 404, never a page of its own.
 */

/** Table variants the page offers, by their German URL value. */
export const TABLE_VARIANTS = [
  { value: "gesamt", label: "Gesamt", key: "overall", caption: "Tabelle" },
  { value: "heim", label: "Heim", key: "home", caption: "Heimtabelle" },
  { value: "auswaerts", label: "Auswärts", key: "away", caption: "Auswärtstabelle" },
  { value: "hinrunde", label: "Hinrunde", key: "firstHalf", caption: "Hinrundentabelle" },
  { value: "rueckrunde", label: "Rückrunde", key: "secondHalf", caption: "Rückrundentabelle" },
  { value: "live", label: "Live", key: "live", caption: "Live-Tabelle" },
] as const;

export type TableVariantValue = (typeof TABLE_VARIANTS)[number]["value"];

export interface CompetitionView {
  matchday: number | undefined;
  variant: TableVariantValue;
}

export const DEFAULT_VIEW: CompetitionView = { matchday: undefined, variant: "gesamt" };

/** The highest matchday number an address may name; the plan decides which exist (the API answers 400). */
const MAX_MATCHDAY = 999;

function parseMatchday(value: string): number | null {
  if (!/^\d{1,4}$/.test(value)) return null;
  const matchday = Number(value);
  return matchday >= 1 && matchday <= MAX_MATCHDAY ? matchday : null;
}

function parseVariant(value: string): TableVariantValue | null {
  return TABLE_VARIANTS.find((entry) => entry.value === value)?.value ?? null;
}

/** Reads `?spieltag=` and `?tabelle=`: `null` when either names no view. */
export function parseViewQuery(searchParams: URLSearchParams): CompetitionView | null {
  const rawMatchday = searchParams.get("spieltag");
  const rawVariant = searchParams.get("tabelle");
  const matchday = rawMatchday === null ? undefined : parseMatchday(rawMatchday);
  const variant = rawVariant === null ? "gesamt" : parseVariant(rawVariant);
  if (matchday === null || variant === null) return null;
  return { matchday, variant };
}

/** The query of a view's canonical address (defaults left out), without the `?`. */
export function viewQuery(view: CompetitionView): string {
  const params = new URLSearchParams();
  if (view.matchday !== undefined) params.set("spieltag", String(view.matchday));
  if (view.variant !== "gesamt") params.set("tabelle", view.variant);
  return params.toString();
}

/** The page's own address for a view; defaults are left out so every view has one canonical form. */
export function viewHref(path: string, view: CompetitionView): string {
  const query = viewQuery(view);
  return query ? `${path}?${query}` : path;
}

/** The internal route's path segments of a view (`-` for "the current matchday"). */
export function viewSegments(view: CompetitionView): [string, string] {
  return [view.matchday === undefined ? "-" : String(view.matchday), view.variant];
}

/**
 * Reads the internal route's segments: `null` unless they are exactly the segments of a view other than the
 * page itself (which has its own address).
 */
export function parseViewSegments(matchdaySegment: string, variantSegment: string): CompetitionView | null {
  const matchday = matchdaySegment === "-" ? undefined : parseMatchday(matchdaySegment);
  const variant = parseVariant(variantSegment);
  if (matchday === null || variant === null) return null;
  const view = { matchday, variant };
  const [canonicalMatchday, canonicalVariant] = viewSegments(view);
  if (canonicalMatchday !== matchdaySegment || canonicalVariant !== variantSegment) return null;
  return viewQuery(view) ? view : null;
}
