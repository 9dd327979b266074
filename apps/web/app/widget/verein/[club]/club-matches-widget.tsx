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

/**
 * The club's next matches from today on, of all its teams or its home matches only: the page of fixtures that holds today and the one after it, as the club page reads them.
 */
async function nextClubMatches(clubId: string, isHomeOnly: boolean): Promise<Match[]> {
  const first = await widgetRead(getClubFixtures(clubId));
  if (first.upcomingIndex === null) return [];
  const offset = first.upcomingIndex - (first.upcomingIndex % first.max);
  const page = offset === 0 ? first : await widgetRead(getClubFixtures(clubId, offset));
  const pages = [page];
  if (page.more && page.matches.length - (first.upcomingIndex - offset) < SHOWN * 2)
    pages.push(await widgetRead(getClubFixtures(clubId, offset + first.max)));
  return pages
    .flatMap((entry) => entry.matches)
    .slice(first.upcomingIndex - offset)
    .filter((match) => match.homeTeam && match.guestTeam)
    .filter((match) => !isHomeOnly || match.homeTeam?.clubId === clubId)
    .slice(0, SHOWN);
}

/** A club's next matches (`spiele`) or its next home matches (`heimspiele`), running ones live. */
export async function ClubMatchesWidget({
  params,
  searchParams,
  isHomeOnly,
}: ClubWidgetProps & { isHomeOnly: boolean }) {
  const { id, info, href } = await loadClubWidget((await params).club);
  const theme = readWidgetTheme(await searchParams);
  const matches = await nextClubMatches(id, isHomeOnly);
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
