import "server-only";
import { BadRequestError } from "@spielfeld/api-client";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getCompetitionInfo, getCompetitionMatchDay } from "@/lib/api/competitions";
import type { CompetitionView } from "@/lib/competition-views";
import { decodeIdSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The competition's info by the id segment of the address, shared by metadata and page within one request;
 * unknown and malformed ids are a real 404.
 */
export const loadCompetitionInfo = cache(async (idSegment: string) =>
  readOrNotFound(() => getCompetitionInfo(decodeIdSegment(idSegment))),
);

export type CompetitionInfo = Awaited<ReturnType<typeof loadCompetitionInfo>>;

/**
 * A view exists only where the competition has it: a table variant needs a table, a matchday must be in the plan
 * (the API's 400). Anything else is a 404, checked by metadata and page alike, so no "99. Spieltag" is ever titled.
 */
export async function requireView(info: CompetitionInfo, view: CompetitionView): Promise<void> {
  if (view.variant !== "gesamt" && !info.tableAvailable) notFound();
  if (view.matchday === undefined) return;
  // The same call the matchday section makes, so the data cache answers it once for both.
  await getCompetitionMatchDay({ staffel: info.compoundId, spieltag: view.matchday }).catch((error) => {
    if (error instanceof BadRequestError) notFound();
    throw error;
  });
}

export type { CompetitionView, TableVariantValue } from "@/lib/competition-views";
export { TABLE_VARIANTS, viewHref } from "@/lib/competition-views";
