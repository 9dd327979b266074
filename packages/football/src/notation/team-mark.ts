import { isWithdrawalAnnulled } from "../table/season-results.js";
import type { TableTeam, TeamMark } from "../table/table-types.js";

/**
 * `oW` for a team out of competition, `zg.` for a withdrawn team whose results still count. A team withdrawn
 * before the cut-off has no results left to mark, so it gets none.
 */
export function getTeamMark(
  team: Pick<TableTeam, "withdrawnOn" | "isOutOfCompetition">,
  withdrawalCutoffDate: string | null = null,
): TeamMark | null {
  if (team.isOutOfCompetition) return "oW";
  if (team.withdrawnOn && !isWithdrawalAnnulled(team.withdrawnOn, withdrawalCutoffDate)) return "zg.";
  return null;
}

export function appendTeamMark(teamName: string, mark: TeamMark | null): string {
  return mark === null ? teamName : `${teamName} ${mark}`;
}

/** Splits an imported team name from its mark; `a.K.` (außer Konkurrenz) is read as `oW`. */
export function parseTeamMark(text: string): { teamName: string; mark: TeamMark | null } {
  const match = /^(.*?)\s+(zg\.|oW|a\.K\.)$/.exec(text.trim());
  if (!match) return { teamName: text.trim(), mark: null };
  return { teamName: match[1]!, mark: match[2] === "zg." ? "zg." : "oW" };
}
