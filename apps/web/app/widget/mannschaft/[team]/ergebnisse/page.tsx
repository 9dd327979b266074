import type { Metadata } from "next";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { WidgetMatches } from "@/components/widgets/widget-matches";
import { widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { getTeamPreviousAndNextMatches } from "@/lib/api/teams";
import { teamLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";
import { teamOf } from "../team-of";

export const metadata: Metadata = widgetMetadata("Ergebnisse der Mannschaft");

/** `/widget/mannschaft/{team}/ergebnisse`: a team's last five results, latest first, for a club's own website. */
export default async function TeamResultsWidget({
  params,
  searchParams,
}: {
  params: Promise<{ team: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const teamId = decodeIdSegment((await params).team);
  const theme = readWidgetTheme(await searchParams);
  const around = await widgetRead(getTeamPreviousAndNextMatches(teamId, 5, 5));
  const team = teamOf(teamId, [...around.previousMatches, ...around.nextMatches]);
  return (
    <WidgetFrame
      theme={theme}
      title={team ? `Ergebnisse: ${team.name}` : "Ergebnisse"}
      more={{
        href: (team && teamLink({ id: teamId, clubId: team.clubId, name: team.name })) ?? "/",
        label: "Alle Ergebnisse",
      }}
    >
      <WidgetMatches
        matches={[...around.previousMatches].reverse()}
        label="Letzte Ergebnisse"
        empty="Diese Mannschaft hat noch kein Spiel bestritten."
      />
    </WidgetFrame>
  );
}
