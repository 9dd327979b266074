import "server-only";
import { cache } from "react";
import { getCompetitionInfo } from "../../../../../../../lib/api/competitions";
import { decodeIdSegment, readOrNotFound } from "../../../../../../../lib/route-params";

/**
 * The competition's info by the id segment of the address, shared by metadata and page within one request;
 * unknown and malformed ids are a real 404.
 */
export const loadCompetitionInfo = cache(async (idSegment: string) =>
  readOrNotFound(() => getCompetitionInfo(decodeIdSegment(idSegment))),
);

export type CompetitionInfo = Awaited<ReturnType<typeof loadCompetitionInfo>>;

export type { CompetitionView, TableVariantValue } from "../../../../../../../lib/competition-views";
export { TABLE_VARIANTS, viewHref } from "../../../../../../../lib/competition-views";
