import type { Metadata } from "next";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { TeamMatchesWidget, type TeamWidgetProps } from "../team-matches-widget";

export const metadata: Metadata = widgetMetadata("Spiele der Mannschaft");

/** `/widget/mannschaft/{team}/spiele`: a team's next five matches, for a club's own website. */
export default function TeamWidgetPage(props: TeamWidgetProps) {
  return <TeamMatchesWidget kind="spiele" {...props} />;
}
