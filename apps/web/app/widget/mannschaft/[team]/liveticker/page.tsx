import type { Metadata } from "next";
import { MatchWidget } from "@/components/widgets/match-widget";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { getTeamPreviousAndNextMatches } from "@/lib/api/teams";
import { readWidgetTheme } from "@/lib/widget-theme";
import type { TeamWidgetProps } from "../team-matches-widget";
import { loadTeamWidget } from "../team-widget";

export const metadata: Metadata = widgetMetadata("Liveticker der Mannschaft");

/**
 * `/widget/mannschaft/{team}/liveticker`: the ticker of the team's match of the moment: the one running, else the
 * next, else the last one played. It follows that match live; the next load of the page moves on to the next match.
 */
export default async function TeamTickerWidget({ params, searchParams }: TeamWidgetProps) {
  const { id, profile, href } = await loadTeamWidget((await params).team);
  const theme = readWidgetTheme(await searchParams);
  const around = await widgetRead(getTeamPreviousAndNextMatches(id, 1, 1));
  const last = around.previousMatches.at(-1) ?? null;
  const next = around.nextMatches[0] ?? null;
  const match = last?.live ? last : (next ?? last);
  if (!match) {
    return (
      <WidgetFrame theme={theme} title={`Liveticker: ${profile.teamName}`} more={{ href, label: "Zur Mannschaft" }}>
        <p className="widget__empty">Zurzeit ist kein Spiel dieser Mannschaft angesetzt.</p>
      </WidgetFrame>
    );
  }
  return <MatchWidget matchId={match.id} theme={theme} kind="liveticker" title={`Liveticker: ${profile.teamName}`} />;
}
