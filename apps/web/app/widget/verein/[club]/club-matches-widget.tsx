import type { Match } from "@spielfeld/api-client";
import { followedMatchIds } from "@/components/live/live-scopes";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { WidgetMatches } from "@/components/widgets/widget-matches";
import { widgetRead } from "@/components/widgets/widget-page";
import { getClubFixtures } from "@/lib/api/clubs";
import { readWidgetTheme } from "@/lib/widget-theme";
import { type ClubWidgetProps, loadClubWidget } from "./club-widget";

/** How many matches the widget lists. */
const SHOWN = 10;
/** Pages of fixtures (50 matches each) read at most after the one holding today. */
const MORE_PAGES = 2;

/**
 * The club's next matches from today on, of all its teams or its home matches only: from the page of fixtures that
 * holds today (as the club page opens), reading on while fewer than ten are found and more are there.
 */
async function nextClubMatches(clubId: string, isHomeOnly: boolean): Promise<Match[]> {
  const first = await widgetRead(getClubFixtures(clubId));
  if (first.upcomingIndex === null) return [];
  const start = first.upcomingIndex - (first.upcomingIndex % first.max);
  const found: Match[] = [];
  let page = start === 0 ? first : await widgetRead(getClubFixtures(clubId, start));
  for (let read = 0; ; read += 1) {
    const fromToday = page.offset === start ? page.matches.slice(first.upcomingIndex - start) : page.matches;
    found.push(
      ...fromToday.filter(
        (match) => match.homeTeam && match.guestTeam && (!isHomeOnly || match.homeTeam.clubId === clubId),
      ),
    );
    if (found.length >= SHOWN || !page.more || read >= MORE_PAGES) break;
    page = await widgetRead(getClubFixtures(clubId, page.offset + page.max));
  }
  return found.slice(0, SHOWN);
}

/** A club's next matches (`spiele`) or its next home matches (`heimspiele`), running ones live. */
export async function ClubMatchesWidget({
  params,
  searchParams,
  isHomeOnly,
}: ClubWidgetProps & { isHomeOnly: boolean }) {
  const { info, href } = await loadClubWidget((await params).club);
  const theme = readWidgetTheme(await searchParams);
  const matches = await nextClubMatches(info.id, isHomeOnly);
  const title = isHomeOnly ? "Heimspiele" : "Nächste Spiele";
  const followed = followedMatchIds(matches);
  return (
    <WidgetFrame
      theme={theme}
      title={`${title}: ${info.name}`}
      more={{ href, label: "Alle Spiele des Vereins" }}
      live={followed.length > 0 ? { matches: followed } : null}
    >
      <WidgetMatches
        matches={matches}
        label={title}
        empty={isHomeOnly ? "Zurzeit ist kein Heimspiel angesetzt." : "Zurzeit ist kein Spiel angesetzt."}
      />
    </WidgetFrame>
  );
}
