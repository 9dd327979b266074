import "server-only";
import { cache } from "react";
import { widgetRead } from "@/components/widgets/widget-page";
import { getClubInfo } from "@/lib/api/clubs";
import { clubLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";

export interface ClubWidgetProps {
  params: Promise<{ club: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The club a widget is about, by the id segment of its address; unknown: a 404. */
export const loadClubWidget = cache(async (segment: string) => {
  const id = decodeIdSegment(segment);
  const info = await widgetRead(getClubInfo(id));
  return { id, info, href: clubLink({ id: info.id, name: info.name }) ?? "/" };
});
