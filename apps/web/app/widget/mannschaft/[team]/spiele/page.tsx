import type { Metadata } from "next";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { WidgetMatches } from "@/components/widgets/widget-matches";
import { widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { getTeamPreviousAndNextMatches } from "@/lib/api/teams";
import { teamLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";
import { teamOf } from "../team-of";

export const metadata: Metadata = widgetMetadata("Spiele der Mannschaft");

/** `/widget/mannschaft/{team}/spiele`: a team's next five matches, for a club's own website. */
export default async function TeamMatchesWidget({
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
      title={team ? `Nächste Spiele: ${team.name}` : "Nächste Spiele"}
      more={{
        href: (team && teamLink({ id: teamId, clubId: team.clubId, name: team.name })) ?? "/",
        label: "Alle Spiele",
      }}
    >
      <WidgetMatches matches={around.nextMatches} label="Nächste Spiele" empty="Zurzeit ist kein Spiel angesetzt." />
    </WidgetFrame>
  );
}
