import type { Metadata } from "next";
import { MatchWidget } from "@/components/widgets/match-widget";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";

export const metadata: Metadata = widgetMetadata("Liveticker");

/** `/widget/spiel/{id}/liveticker`: a match's live ticker, following the reporters without a reload. */
export default async function MatchTickerWidget({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const matchId = decodeIdSegment((await params).id);
  return <MatchWidget matchId={matchId} theme={readWidgetTheme(await searchParams)} kind="liveticker" />;
}
