import type { Metadata } from "next";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { TeamMatchesWidget, type TeamWidgetProps } from "../team-matches-widget";

export const metadata: Metadata = widgetMetadata("Ergebnisse der Mannschaft");

/** `/widget/mannschaft/{team}/ergebnisse`: a team's last five results, latest first, for a club's own website. */
export default function TeamWidgetPage(props: TeamWidgetProps) {
  return <TeamMatchesWidget kind="ergebnisse" {...props} />;
}
