import { BadRequestError, NotFoundError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCompetitionMatchDay } from "@/lib/api/competitions";

/** The address of a competition's widget: its id, and the theme's and options' parameters. */
export interface CompetitionWidgetProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Widget pages are made to be embedded: not indexed, not listed (the page they come from is). */
export const widgetMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

/** An API answer, or the widget's 404 for an id the API does not know or cannot be (a malformed one: the API's 400). */
export async function widgetRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof BadRequestError) notFound();
    throw error;
  }
}

/**
 * Whether a competition's table can still change while the widget is open: its current matchday has a match running
 * or still to be played (as the competition page decides). Such a table follows the stream.
 */
export async function competitionFollowsLive(competitionId: string): Promise<boolean> {
  const matchday = await getCompetitionMatchDay({ staffel: competitionId }).catch(() => null);
  if (!matchday || matchday.matchday !== matchday.currentMatchday) return false;
  return matchday.matches.some((match) => match.live || match.matchStatus === "scheduled");
}
