import type { Metadata } from "next";
import { MatchWidget } from "@/components/widgets/match-widget";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";

export const metadata: Metadata = widgetMetadata("Spielbericht");

/** `/widget/spiel/{id}`: a match report for a club's own website: score, events, line-ups and the ticker. */
export default async function MatchReportWidget({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const matchId = decodeIdSegment((await params).id);
  return <MatchWidget matchId={matchId} theme={readWidgetTheme(await searchParams)} kind="bericht" />;
}
