import type { Metadata } from "next";
import { followedMatchIds } from "@/components/live/live-scopes";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { WidgetMatches } from "@/components/widgets/widget-matches";
import { type CompetitionWidgetProps, widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { getCompetitionInfo, getCompetitionMatchDay } from "@/lib/api/competitions";
import { competitionLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";

export const metadata: Metadata = widgetMetadata("Ergebnisse des Wettbewerbs");

/**
 * `/widget/wettbewerb/{id}/ergebnisse`: the competition's current matchday (its matches and results); running and
 * coming matches follow their reporters live.
 */
export default async function CompetitionResultsWidget({ params, searchParams }: CompetitionWidgetProps) {
  const competitionId = decodeIdSegment((await params).id);
  const theme = readWidgetTheme(await searchParams);
  const [info, matchday] = await Promise.all([
    widgetRead(getCompetitionInfo(competitionId)),
    widgetRead(getCompetitionMatchDay({ staffel: competitionId })),
  ]);
  const matches = matchday.matches.filter((match) => match.homeTeam && match.guestTeam);
  const followed = followedMatchIds(matches);
  const name =
    matchday.matchDays.find((day) => day.number === matchday.matchday)?.name ?? `${matchday.matchday}. Spieltag`;
  return (
    <WidgetFrame
      theme={theme}
      title={`${info.name}: ${name}`}
      more={{
        href: competitionLink({ id: competitionId, name: info.name, isTopLeague: info.isTopLeague }),
        label: "Alle Spieltage",
      }}
      live={followed.length > 0 ? { matches: followed } : null}
    >
      <WidgetMatches matches={matches} label={name} empty="An diesem Spieltag ist kein Spiel angesetzt." />
    </WidgetFrame>
  );
}
