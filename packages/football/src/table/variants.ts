import type { IndexedResult, SeasonResults } from "./season-results.js";
import type { TableVariant } from "./table-types.js";
import type { CountedSides } from "./team-totals.js";

/** The part of a season one table variant counts. */
export interface VariantView {
  results: IndexedResult[];
  sides: CountedSides;
  /** The last matchday the view counts; trend compares with the view one matchday earlier. */
  matchday: number | null;
  /** Only whole-season views can become the final table that settles zones. */
  isWholeSeason: boolean;
  /** Deductions and zones belong to the standings; home, away and half tables only show what was played. */
  isStanding: boolean;
  /** Teams whose withdrawal this view shows: only views reaching the withdrawal's matchday do. */
  isWithdrawn: boolean[];
  /** Pending matches of the season, including awards of a withdrawal this view does not reach yet. */
  hasPendingMatches: boolean;
}

const bothSides: CountedSides = { home: true, guest: true };

/** `upToMatchday` narrows the view further, for the previous matchday's table and the fever curve. */
export function selectVariantView(
  season: SeasonResults,
  variant: TableVariant,
  totalMatchdays: number | null,
  upToMatchday: number | null = null,
): VariantView {
  const seasonLength = totalMatchdays ?? season.lastScheduledMatchday;
  const firstHalfEnd = seasonLength === null ? Number.POSITIVE_INFINITY : Math.ceil(seasonLength / 2);
  const range = getMatchdayRange(variant, firstHalfEnd);
  const last = Math.min(range.last, upToMatchday ?? Number.POSITIVE_INFINITY);
  const isRestricted = range.first > 1 || last !== Number.POSITIVE_INFINITY;
  const inRange = season.results.filter((result) =>
    result.matchday === null ? !isRestricted : result.matchday >= range.first && result.matchday <= last,
  );
  const results = inRange.filter((result) => (result.awardedFrom ?? 0) <= last);
  const fixedMatchday = variant.kind === "asOfMatchday" ? Math.min(variant.matchday, last) : null;
  return {
    results,
    sides:
      variant.kind === "home"
        ? { home: true, guest: false }
        : variant.kind === "away"
          ? { home: false, guest: true }
          : bothSides,
    matchday: fixedMatchday ?? (upToMatchday === null ? findLastMatchday(results) : upToMatchday),
    isWholeSeason: upToMatchday === null && isWholeSeasonVariant(variant, seasonLength),
    isStanding: variant.kind === "overall" || variant.kind === "asOfMatchday" || variant.kind === "live",
    isWithdrawn: season.withdrawalMatchday.map((matchday) => matchday !== null && matchday <= last),
    hasPendingMatches: season.hasPendingMatches || results.length < inRange.length,
  };
}

function getMatchdayRange(variant: TableVariant, firstHalfEnd: number): { first: number; last: number } {
  switch (variant.kind) {
    case "firstHalf":
      return { first: 1, last: firstHalfEnd };
    case "secondHalf":
      return { first: firstHalfEnd + 1, last: Number.POSITIVE_INFINITY };
    case "asOfMatchday":
      return { first: 1, last: variant.matchday };
    default:
      return { first: 1, last: Number.POSITIVE_INFINITY };
  }
}

function isWholeSeasonVariant(variant: TableVariant, seasonLength: number | null): boolean {
  if (variant.kind === "overall" || variant.kind === "live") return true;
  return variant.kind === "asOfMatchday" && seasonLength !== null && variant.matchday >= seasonLength;
}

function findLastMatchday(results: readonly IndexedResult[]): number | null {
  let last: number | null = null;
  for (const result of results) {
    if (result.matchday !== null && (last === null || result.matchday > last)) last = result.matchday;
  }
  return last;
}
