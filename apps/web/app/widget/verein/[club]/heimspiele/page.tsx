import type { Metadata } from "next";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { ClubMatchesWidget } from "../club-matches-widget";
import type { ClubWidgetProps } from "../club-widget";

export const metadata: Metadata = widgetMetadata("Heimspiele des Vereins");

/** `/widget/verein/{club}/heimspiele`: the club's next home matches, for its own website. */
export default function ClubHomeMatchesPage(props: ClubWidgetProps) {
  return <ClubMatchesWidget {...props} isHomeOnly={true} />;
}
