import type { MatchStatus } from "../match/match-status.js";
import type { TieBreakProfile } from "../table/profiles.js";
import type { CompetitionSettings, RankedTable, TableMatch, TableTeam } from "../table/table-types.js";

/** A team whose name sorts like its id, so shared places list in id order. */
export function team(id: string, extra: Partial<TableTeam> = {}): TableTeam {
  return { id, name: `Team ${id}`, clubId: `club-${id}`, logoId: `logo-${id}`, ...extra };
}

export function teams(...ids: string[]): TableTeam[] {
  return ids.map((id) => team(id));
}

let matchCounter = 0;

/** A finished match; `extra` overrides status, decision and the like. */
export function played(
  matchday: number,
  homeTeamId: string,
  guestTeamId: string,
  homeGoals: number,
  guestGoals: number,
  extra: Partial<TableMatch> = {},
): TableMatch {
  matchCounter += 1;
  return {
    id: `m${matchCounter}`,
    matchday,
    kickoffAt: `2025-01-${String(matchday).padStart(2, "0")}T14:00:00Z`,
    homeTeamId,
    guestTeamId,
    status: "finished",
    homeGoals,
    guestGoals,
    ...extra,
  };
}

/** A match without a result in the given status (scheduled unless told). */
export function open(
  matchday: number,
  homeTeamId: string | null,
  guestTeamId: string | null,
  status: MatchStatus = "scheduled",
  extra: Partial<TableMatch> = {},
): TableMatch {
  matchCounter += 1;
  return {
    id: `m${matchCounter}`,
    matchday,
    kickoffAt: `2025-01-${String(matchday).padStart(2, "0")}T14:00:00Z`,
    homeTeamId,
    guestTeamId,
    status,
    homeGoals: null,
    guestGoals: null,
    ...extra,
  };
}

export function settingsFor(profile: TieBreakProfile, extra: Partial<CompetitionSettings> = {}): CompetitionSettings {
  return { tieBreakProfile: profile, ...extra };
}

/**
 * One line per entry, "position team played won drawn lost goalsFor:goalsAgainst points", so a test can state
 * a whole table by hand in a readable block.
 */
export function describeRows(table: RankedTable): string[] {
  return table.entries.map(
    (entry) =>
      `${entry.position} ${entry.teamId} ${entry.matchesPlayed} ${entry.matchesWon} ${entry.matchesDrawn} ` +
      `${entry.matchesLost} ${entry.goalsPlus}:${entry.goalsMinus} ${entry.points}`,
  );
}
