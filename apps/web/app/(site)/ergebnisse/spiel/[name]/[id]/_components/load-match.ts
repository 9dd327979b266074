import "server-only";
import { cache } from "react";
import { getMatchWithReportAndTables } from "@/lib/api/matches";
import { decodeIdSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The match with report, table and news by the id segment of the address, shared by metadata and page within one
 * request; unknown and malformed ids are a real 404.
 */
export const loadMatch = cache(async (idSegment: string) =>
  readOrNotFound(() => getMatchWithReportAndTables(decodeIdSegment(idSegment))),
);

export type MatchBundle = Awaited<ReturnType<typeof loadMatch>>;
export type { MatchEvent, MatchReport } from "@spielfeld/api-client";
