import "server-only";
import { cache } from "react";
import { widgetRead } from "@/components/widgets/widget-page";
import { getTeamProfile } from "@/lib/api/teams";
import { teamLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";

/** The team a widget is about, by the id segment of its address (a permanent or a season's id); unknown: a 404. */
export const loadTeamWidget = cache(async (segment: string) => {
  const id = decodeIdSegment(segment);
  const profile = await widgetRead(getTeamProfile(id));
  return {
    id,
    profile,
    href: teamLink({ id: profile.teamPermanentId, clubId: profile.clubId, name: profile.teamName }) ?? "/",
  };
});
