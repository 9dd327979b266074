import { compareTeams, type MatchStatus, type RankedTable, type TableMatch } from "@spielfeld/football";
import type { Static } from "typebox";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import type { MatchRow } from "../shared/match-rows.repository.js";
import * as matchRepository from "../shared/match-rows.repository.js";
import { getCurrentStanding } from "../shared/standings-read.js";
import * as teamMatches from "../shared/team-matches.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import type { getTeamComparsionSchema } from "./teams.schemas.js";

type TeamComparisonResponse = Static<(typeof getTeamComparsionSchema)["response"][200]>;

/** Teams are compared by their permanent ids, so form and meetings reach across seasons and competitions. */
function toComparableMatch(row: MatchRow): TableMatch {
  return {
    id: row.match.id,
    matchday: row.match.matchday,
    kickoffAt: row.match.kickoffAt?.toISOString() ?? null,
    homeTeamId: row.home.teamPermanentId,
    guestTeamId: row.guest.teamPermanentId,
    status: row.match.status as MatchStatus,
    decision: row.match.decision as TableMatch["decision"],
    homeGoals: row.match.homeGoals,
    guestGoals: row.match.guestGoals,
  };
}

/** The competition's current table with its entries named by permanent team ids. */
async function loadTableByPermanentIds(db: Database, competitionId: string): Promise<RankedTable | null> {
  const competition = await loadCompetition(db, competitionId);
  if (!hasTable(competition)) return null;
  const { table, teams } = await getCurrentStanding(db, competition);
  return {
    ...table,
    entries: table.entries.map((entry) => ({ ...entry, teamId: teams[entry.teamId]?.permanentId ?? entry.teamId })),
  };
}

export async function getTeamComparison(context: ServiceContext, matchId: string): Promise<TeamComparisonResponse> {
  const { db, now } = context;
  const row = await matchRepository.findMatchRow(db, matchId);
  if (!row) throw new ApiError("not_found", `Unknown match "${matchId}"`);
  const { home, guest } = row;
  if (!home.teamPermanentId || !guest.teamPermanentId || !home.teamSeasonId || !guest.teamSeasonId) {
    throw new ApiError("not_found", `Match "${matchId}" is a bye: there is no opponent to compare with`);
  }
  const seasonIds = await Promise.all(
    [home.teamPermanentId, guest.teamPermanentId].map(async (id) =>
      (await teamMatches.listAllTeamSeasonIds(db, id)).map((season) => season.id),
    ),
  );
  const [rows, table] = await Promise.all([
    teamMatches.listTeamMatchRows(db, seasonIds.flat()),
    loadTableByPermanentIds(db, row.competition.id),
  ]);
  const comparison = compareTeams({
    homeTeamId: home.teamPermanentId,
    guestTeamId: guest.teamPermanentId,
    matches: rows.filter((candidate) => candidate.match.id !== matchId).map(toComparableMatch),
    table,
    before: row.match.kickoffAt?.toISOString() ?? now.toISOString(),
  });
  const meetingIds = comparison.headToHead.matchIds.slice(0, 5);
  const meetingRows = meetingIds.flatMap((id) => rows.filter((candidate) => candidate.match.id === id));
  const side = (columns: MatchRow["home"], compared: (typeof comparison)["home"]) => ({
    teamSeasonId: columns.teamSeasonId!,
    teamPermanentId: columns.teamPermanentId!,
    teamName: columns.name!,
    clubId: columns.clubId!,
    position: compared.position,
    points: compared.points,
    zone: compared.zone,
    form: compared.form,
  });
  const { matchIds: _ids, ...headToHead } = comparison.headToHead;
  return {
    matchId,
    teamSeasonId: home.teamSeasonId,
    home: side(home, comparison.home),
    guest: side(guest, comparison.guest),
    headToHead,
    matches: await toWireMatches(context, meetingRows),
  };
}
