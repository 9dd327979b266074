import type { Metadata } from "next";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { ClubMatchesWidget } from "../club-matches-widget";
import type { ClubWidgetProps } from "../club-widget";

export const metadata: Metadata = widgetMetadata("Spiele des Vereins");

/** `/widget/verein/{club}/spiele`: the club's next matches, for its own website. */
export default function ClubMatchesPage(props: ClubWidgetProps) {
  return <ClubMatchesWidget {...props} isHomeOnly={false} />;
}
