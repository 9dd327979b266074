import type { Metadata } from "next";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { WidgetScorers } from "@/components/widgets/widget-scorers";
import { readWidgetTheme } from "@/lib/widget-theme";
import type { TeamWidgetProps } from "../team-matches-widget";
import { loadTeamWidget } from "../team-widget";

export const metadata: Metadata = widgetMetadata("Torschützen der Mannschaft");

/** `/widget/mannschaft/{team}/torjaeger`: the team's players in its league's scorer list, where the club shows it. */
export default async function TeamScorersWidget({ params, searchParams }: TeamWidgetProps) {
  const { profile, href } = await loadTeamWidget((await params).team);
  const theme = readWidgetTheme(await searchParams);
  const scorers = profile.scorerTableEntries ?? null;
  return (
    <WidgetFrame
      theme={theme}
      title={`Torschützen: ${profile.teamName}`}
      more={{ href: scorers ? `${href}#torschuetzen` : href, label: "Zur Mannschaft" }}
    >
      {scorers ? (
        <WidgetScorers
          entries={scorers.entries}
          caption={`Torschützen von ${profile.teamName} in ${scorers.competitionName}`}
          showTeam={false}
          empty={`Noch kein Spieler dieser Mannschaft hat in ${scorers.competitionName} getroffen.`}
        />
      ) : (
        <p className="widget__empty">Für diese Mannschaft gibt es keine Torschützenliste.</p>
      )}
    </WidgetFrame>
  );
}
