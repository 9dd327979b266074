import type { Metadata } from "next";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { competitionFollowsLive, widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { WidgetTable } from "@/components/widgets/widget-table";
import { getAmateurTable } from "@/lib/api/competitions";
import { competitionLink } from "@/lib/links";
import { readWidgetTheme } from "@/lib/widget-theme";
import type { TeamWidgetProps } from "../team-matches-widget";
import { loadTeamWidget } from "../team-widget";

export const metadata: Metadata = widgetMetadata("Tabelle der Mannschaft");

/** `/widget/mannschaft/{team}/tabelle`: the table of the team's league, the team's row marked. */
export default async function TeamTableWidget({ params, searchParams }: TeamWidgetProps) {
  const { profile, href } = await loadTeamWidget((await params).team);
  const theme = readWidgetTheme(await searchParams);
  const league = profile.tableEntry ?? null;
  if (!league) {
    return (
      <WidgetFrame theme={theme} title={`Tabelle: ${profile.teamName}`} more={{ href, label: "Zur Mannschaft" }}>
        <p className="widget__empty">Diese Mannschaft spielt in dieser Saison in keiner Liga mit Tabelle.</p>
      </WidgetFrame>
    );
  }
  const [table, isLive] = await Promise.all([
    widgetRead(getAmateurTable({ staffel: league.compoundId })),
    competitionFollowsLive(league.compoundId),
  ]);
  const competition = profile.competitions.find((entry) => entry.compoundId === league.compoundId);
  return (
    <WidgetFrame
      theme={theme}
      title={league.competitionName}
      more={{
        href: competitionLink({
          id: league.compoundId,
          name: league.competitionName,
          isTopLeague: competition?.isTopLeague,
        }),
        label: "Zur Tabelle",
      }}
      live={isLive ? { competitions: [league.compoundId] } : null}
    >
      <WidgetTable
        isLive={isLive}
        table={table}
        competitionId={league.compoundId}
        competitionName={league.competitionName}
        team={profile.teamPermanentId}
      />
    </WidgetFrame>
  );
}
