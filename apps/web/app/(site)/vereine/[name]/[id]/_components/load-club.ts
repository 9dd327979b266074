import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getClubFixtures, getClubInfo, getClubPage } from "@/lib/api/clubs";
import { clubLink } from "@/lib/links";
import { decodeIdSegment, decodeSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The club page's data by the id segment of the address, in one API call shared by metadata and page within one
 * request: the club's info, the page of fixtures that holds today and the success history. Unknown and malformed ids
 * are a real 404.
 */
export const loadClubPage = cache(async (idSegment: string) =>
  readOrNotFound(() => getClubPage(decodeIdSegment(idSegment))),
);

/**
 * The club's info alone, for the pages beside the club page (a page of its fixtures, a message to the club), shared
 * by metadata and page within one request; unknown and malformed ids are a real 404.
 */
export const loadClub = cache(async (idSegment: string) =>
  readOrNotFound(() => getClubInfo(decodeIdSegment(idSegment))),
);

export type ClubInfo = Awaited<ReturnType<typeof loadClub>>;
export type ClubPageData = Awaited<ReturnType<typeof loadClubPage>>;

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

type FixturesAnswer = ClubPageData["fixtures"];

/** How many pages the fixtures fill, and which one holds today's matches (the last once none is left). */
function pagingOf(answer: FixturesAnswer): { count: number; todayIndex: number } {
  const count = Math.max(1, Math.ceil(answer.total / answer.max));
  const todayIndex = answer.upcomingIndex === null ? count - 1 : Math.floor(answer.upcomingIndex / answer.max);
  return { count, todayIndex };
}

/** The club page's fixtures as its one call brings them: the page that holds today's matches. */
export function todaysFixtures(answer: FixturesAnswer): FixturesPage {
  return {
    matches: answer.matches,
    index: Math.floor(answer.offset / answer.max),
    ...pagingOf(answer),
    total: answer.total,
  };
}

/**
 * One page of the club's fixtures and results by its page number (the club page itself brings the page of today,
 * see `todaysFixtures`); a page beyond the last is a 404.
 */
export const loadFixtures = cache(async (clubId: string, page: number): Promise<FixturesPage> => {
  const first = await getClubFixtures(clubId, 0);
  const { count, todayIndex } = pagingOf(first);
  const index = page - 1;
  if (index >= count) notFound();
  const data = index === 0 ? first : await getClubFixtures(clubId, index * first.max);
  return { matches: data.matches, index, todayIndex, count, total: first.total };
});
