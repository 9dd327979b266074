import "server-only";
import { NotFoundError } from "@spielfeld/api-client";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getMatchWithReportAndTables } from "../../../../../../lib/api/matches";

/** The match with report, table and news, shared by metadata and page within one request; unknown ids are a 404. */
export const loadMatch = cache(async (id: string) => {
  try {
    return await getMatchWithReportAndTables(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

export type MatchBundle = Awaited<ReturnType<typeof loadMatch>>;
export type MatchReport = MatchBundle["report"];
export type MatchEvent = MatchReport["events"][number];
