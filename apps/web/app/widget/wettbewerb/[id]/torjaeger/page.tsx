import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { type CompetitionWidgetProps, widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { WidgetScorers } from "@/components/widgets/widget-scorers";
import { getCompetitionInfo, getScorerTable } from "@/lib/api/competitions";
import { competitionLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";

export const metadata: Metadata = widgetMetadata("Torjäger des Wettbewerbs");

/** How many scorers the widget lists. */
const SCORERS_SHOWN = 10;

/** `/widget/wettbewerb/{id}/torjaeger`: the competition's ten best scorers, with their teams. */
export default async function CompetitionScorersWidget({ params, searchParams }: CompetitionWidgetProps) {
  const competitionId = decodeIdSegment((await params).id);
  const theme = readWidgetTheme(await searchParams);
  const info = await widgetRead(getCompetitionInfo(competitionId));
  // Children's football keeps no scorer list: there is nothing to embed (the competition page has none either).
  if (!info.topScorersListAvailable) notFound();
  const scorers = await widgetRead(getScorerTable({ staffel: competitionId, max: SCORERS_SHOWN }));
  const href = competitionLink({ id: competitionId, name: info.name, isTopLeague: info.isTopLeague });
  return (
    <WidgetFrame
      theme={theme}
      title={`Torjäger: ${info.name}`}
      more={{ href: `${href}/torjaeger`, label: "Alle Torjäger" }}
    >
      <WidgetScorers
        entries={scorers.entries}
        caption={`Die besten Torschützen in ${info.name}`}
        showTeam
        empty="In dieser Saison ist noch kein Tor gefallen."
      />
    </WidgetFrame>
  );
}
