import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getClubFixtures, getClubInfo } from "@/lib/api/clubs";
import { clubLink } from "@/lib/links";
import { decodeIdSegment, decodeSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The club's info by the id segment of the address, shared by metadata and page within one request; unknown and
 * malformed ids are a real 404.
 */
export const loadClub = cache(async (idSegment: string) =>
  readOrNotFound(() => getClubInfo(decodeIdSegment(idSegment))),
);

export type ClubInfo = Awaited<ReturnType<typeof loadClub>>;

/** The club page's address as every link of the site names it (lib/links `clubLink`). */
export function clubPath(info: ClubInfo): string {
  return clubLink({ id: info.id, name: info.name })!;
}

/** The address of one page of the club's fixtures (1-based, as the visitor reads it). */
export function fixturesPageHref(path: string, page: number): string {
  return `${path}/spiele/${page}`;
}

/** A name segment other than the club's slug moves (308) to the same page under the canonical address. */
export function redirectUnlessCanonical(info: ClubInfo, nameSegment: string, canonical: string): void {
  const expected = clubPath(info).split("/")[2] ?? "-";
  if (decodeSegment(nameSegment) !== decodeSegment(expected)) permanentRedirect(canonical);
}

/** A fixtures page number as the address names it: digits without a leading zero, else nothing (a 404). */
export function parsePageSegment(segment: string): number {
  if (!/^[1-9]\d{0,3}$/.test(segment)) notFound();
  return Number(segment);
}

export interface FixturesPage {
  matches: Awaited<ReturnType<typeof getClubFixtures>>["matches"];
  /** 0-based index of this page, of the page that holds today and the number of pages. */
  index: number;
  todayIndex: number;
  count: number;
  total: number;
}

/**
 * One page of the club's fixtures and results: without a page number the page that holds today's matches (the
 * last page once the season has no match left); a page beyond the last is a 404.
 */
export const loadFixtures = cache(async (clubId: string, page?: number): Promise<FixturesPage> => {
  const first = await getClubFixtures(clubId, 0);
  const count = Math.max(1, Math.ceil(first.total / first.max));
  const todayIndex = first.upcomingIndex === null ? count - 1 : Math.floor(first.upcomingIndex / first.max);
  const index = page === undefined ? todayIndex : page - 1;
  if (index >= count) notFound();
  const data = index === 0 ? first : await getClubFixtures(clubId, index * first.max);
  return { matches: data.matches, index, todayIndex, count, total: first.total };
});
