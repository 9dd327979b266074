/* A competition's table on the wire: one mapper from stored standings, and the table reads other pages show. */

import { ApiError } from "../../plugins/errors.js";
import { type CompetitionRow, hasTable, loadCompetition } from "./competition-rows.repository.js";
import type { ServiceContext } from "./context.js";
import { type LinkBase, mediaUrl } from "./links.js";
import { requirePlannedMatchday } from "./matchdays.js";
import { getCurrentStanding, getStanding, type StoredStanding } from "./standings-read.js";
import type { WireTable } from "./table.schema.js";

/** A competition without a table answers 404 for its table. */
export function requireTable(competition: CompetitionRow): void {
  if (!hasTable(competition)) {
    throw new ApiError("not_found", `Competition "${competition.competition.id}" has no table`);
  }
}

export function toWireTable(competition: CompetitionRow, stored: StoredStanding, links: LinkBase): WireTable {
  const { table, teams } = stored;
  return {
    compoundId: table.competitionId,
    variant: table.variant.kind,
    matchday: table.matchday,
    isFinalTable: table.isFinalTable,
    rankedBy: table.rankedBy,
    live: table.variant.kind === "live",
    entries: table.entries.map((entry) => ({
      position: entry.position,
      teamId: entry.teamId,
      teamPermanentId: teams[entry.teamId]?.permanentId ?? entry.teamId,
      teamName: entry.teamName,
      clubId: entry.clubId,
      clubName: teams[entry.teamId]?.clubName ?? "",
      clubLogoId: entry.logoId,
      clubLogoURL: mediaUrl(links, entry.logoId),
      matchesPlayed: entry.matchesPlayed,
      matchesWon: entry.matchesWon,
      matchesDrawn: entry.matchesDrawn,
      matchesLost: entry.matchesLost,
      goalsPlus: entry.goalsPlus,
      goalsMinus: entry.goalsMinus,
      goalDifference: entry.goalDifference,
      points: entry.points,
      pointsDeducted: entry.pointsDeducted,
      pointsQuotient: entry.pointsQuotient,
      trend: entry.trend,
      live: entry.isLive,
      zone: entry.zone,
      sharedPlace: entry.isSharedPlace,
      mark: entry.mark,
    })),
    unranked: table.unranked.map(({ teamId, teamName, reason, mark }) => ({ teamId, teamName, reason, mark })),
    promotionCount: table.promotionCount,
    promotionPlayoffCount: table.promotionPlayoffCount,
    relegationPlayoffCount: table.relegationPlayoffCount,
    relegationCount: table.relegationCount,
    goalsTotal: table.goalsTotal,
    matchesTotal: table.matchesTotal,
    tieBreakRule: competition.tieBreakProfile?.name ?? "",
    comment: [table.note, competition.competition.comment].filter(Boolean).join(" "),
  };
}

/** The table a visitor expects: as of the chosen matchday, else live while matches run, else overall. */
export async function getTable(
  { db, links }: Pick<ServiceContext, "db" | "links">,
  competitionId: string,
  matchday?: number,
) {
  const competition = await loadCompetition(db, competitionId);
  requireTable(competition);
  await requirePlannedMatchday(db, competitionId, matchday);
  if (matchday !== undefined) {
    return toWireTable(competition, await getStanding(db, competition, `matchday:${matchday}`), links);
  }
  return toWireTable(competition, await getCurrentStanding(db, competition), links);
}

/**
 * The table a reader of a running matchday sees: the live one while matches are played, else the overall one; null
 * for a competition without a table.
 */
export async function getCurrentTable({ db, links }: Pick<ServiceContext, "db" | "links">, competitionId: string) {
  const competition = await loadCompetition(db, competitionId);
  if (!hasTable(competition)) return null;
  return toWireTable(competition, await getCurrentStanding(db, competition), links);
}
