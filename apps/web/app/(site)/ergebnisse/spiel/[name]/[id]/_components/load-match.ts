import "server-only";
import { cache } from "react";
import { getMatchPage } from "@/lib/api/matches";
import { decodeIdSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The match page's data by the id segment of the address, in one API call shared by metadata and page within one
 * request: the match with report, table and news, the live ticker and the comparison; unknown and malformed ids
 * are a real 404.
 */
export const loadMatch = cache(async (idSegment: string) =>
  readOrNotFound(() => getMatchPage(decodeIdSegment(idSegment))),
);

export type MatchPageData = Awaited<ReturnType<typeof loadMatch>>;
export type { MatchEvent, MatchReport } from "@spielfeld/api-client";
