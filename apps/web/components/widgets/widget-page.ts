import type { Metadata } from "next";
import { getCompetitionMatchDay } from "@/lib/api/competitions";
import { readOrNotFound } from "@/lib/route-params";

/** The address of a competition's widget: its id, and the theme's and options' parameters. */
export interface CompetitionWidgetProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Widget pages are made to be embedded: not indexed, not listed (the page they come from is). */
export const widgetMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

/** An API answer, or the widget's 404 for an id the API does not know or cannot be (lib/route-params). */
export function widgetRead<T>(read: Promise<T>): Promise<T> {
  return readOrNotFound(() => read);
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
