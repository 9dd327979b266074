import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import {
  MATCHES_PER_PAGE,
  pageCount,
  type RefereePerformancePage,
  type RefereeProfile,
  refereeName,
} from "@/components/referees/referee-types";
import { getRefereePerformance, getRefereeProfile } from "@/lib/api/referees";
import { refereeLink } from "@/lib/links";
import { decodeIdSegment, decodeSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The referee's profile by the id segment of the address, shared by metadata and page within one request; unknown
 * and malformed ids and profiles that are not public (the API answers them alike) are a real 404.
 */
export const loadReferee = cache(async (idSegment: string) =>
  readOrNotFound(() => getRefereeProfile(decodeIdSegment(idSegment))),
);

/** The referee page's address as every link of the site builds it (lib/links `refereeLink`). */
export function refereePath(referee: RefereeProfile): string {
  return refereeLink({ id: referee.refereeId, name: refereeName(referee) })!;
}

/** The address of one page of a season's matches (1-based, as the visitor reads it). */
export function matchesPageHref(path: string, season: string, page: number): string {
  return `${path}/spiele/${season}/${page}`;
}

/** A name segment other than the referee's slug moves (308) to the same page under the canonical address. */
export function redirectUnlessCanonical(referee: RefereeProfile, nameSegment: string, canonical: string): void {
  const expected = refereePath(referee).split("/")[2] ?? "-";
  if (decodeSegment(nameSegment) !== decodeSegment(expected)) permanentRedirect(canonical);
}

export interface SeasonMatches {
  season: { season: string; seasonLabel: string };
  page: RefereePerformancePage;
  /** 1-based number of this page and the number of pages. */
  number: number;
  count: number;
}

/** A page number as the address names it: digits without a leading zero, else nothing (a 404). */
export function parsePageSegment(segment: string): number {
  if (!/^[1-9]\d{0,3}$/.test(segment)) notFound();
  return Number(segment);
}

/**
 * One page of a season's matches. Without a season the first page of the latest one, which the profile answer
 * carries; a season the referee has no matches in, a page beyond the last, or matches the referee hides are a 404.
 */
export const loadSeasonMatches = cache(
  async (referee: RefereeProfile, season?: string, number = 1): Promise<SeasonMatches | null> => {
    const latest = referee.performanceSeasons[0];
    if (season === undefined) {
      if (!referee.performance || !latest) return null;
      const count = pageCount(referee.performance.total);
      return { season: latest, page: referee.performance, number: 1, count };
    }
    const chosen = referee.performanceSeasons.find((entry) => entry.season === season);
    if (!chosen) notFound();
    const page = await readOrNotFound(() =>
      getRefereePerformance(referee.refereeId, season, (number - 1) * MATCHES_PER_PAGE, MATCHES_PER_PAGE),
    );
    const count = pageCount(page.total);
    if (number > count) notFound();
    return { season: chosen, page, number, count };
  },
);
