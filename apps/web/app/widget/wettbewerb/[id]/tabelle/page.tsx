import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import {
  type CompetitionWidgetProps,
  competitionFollowsLive,
  widgetMetadata,
  widgetRead,
} from "@/components/widgets/widget-page";
import { WidgetTable } from "@/components/widgets/widget-table";
import { getAmateurTable, getCompetitionInfo } from "@/lib/api/competitions";
import { competitionLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";

export const metadata: Metadata = widgetMetadata("Tabelle");

/**
 * `/widget/wettbewerb/{id}/tabelle`: a competition's table for a club's own website; `?verein={club id}` marks the
 * club's rows. While matches run it is the live table and follows them.
 */
export default async function TableWidget({ params, searchParams }: CompetitionWidgetProps) {
  const competitionId = decodeIdSegment((await params).id);
  const search = await searchParams;
  const theme = readWidgetTheme(search);
  const club = [search.verein].flat()[0];
  const info = await widgetRead(getCompetitionInfo(competitionId));
  // A competition the engine ranks no table for (children's football, a cup) has nothing to embed here.
  if (!info.tableAvailable) notFound();
  const [table, isLive] = await Promise.all([
    widgetRead(getAmateurTable({ staffel: competitionId })),
    competitionFollowsLive(competitionId),
  ]);
  return (
    <WidgetFrame
      theme={theme}
      title={info.name}
      more={{
        href: competitionLink({ id: competitionId, name: info.name, isTopLeague: info.isTopLeague }),
        label: "Zur Tabelle",
      }}
      live={isLive ? { competitions: [competitionId] } : null}
    >
      <WidgetTable
        isLive={isLive}
        table={table}
        competitionId={competitionId}
        competitionName={info.name}
        club={club}
      />
    </WidgetFrame>
  );
}
