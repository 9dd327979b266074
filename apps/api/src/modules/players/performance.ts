import {
  eventTypeCodes,
  type MatchEvent,
  type MatchStatus,
  type PlayerMatchPerformance,
  summarisePlayerPerformance,
  type TableMatch,
} from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { type PlayerTeams, teamSeasonOf } from "./player-context.js";
import * as repository from "./players.repository.js";

/** One match of the player, with the goals the player's team conceded while the player was on. */
export interface Appearance extends PlayerMatchPerformance {
  teamSeasonId: string;
  goalsAgainst: number;
  row: repository.LineupRow;
}

export interface Totals {
  matches: number;
  minutes: number;
  goals: number;
  goalsAgainst: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
  substitutions: number;
  replacements: number;
  teamPoints: number;
}

function toTableMatch({ match }: repository.LineupRow): TableMatch {
  return {
    id: match.id,
    matchday: match.matchday,
    kickoffAt: match.kickoffAt?.toISOString() ?? null,
    homeTeamId: match.homeTeamSeasonId,
    guestTeamId: match.guestTeamSeasonId,
    status: match.status as MatchStatus,
    decision: match.decision,
    homeGoals: match.homeGoals,
    guestGoals: match.guestGoals,
    homeGoalsExtraTime: match.homeGoalsExtraTime,
    guestGoalsExtraTime: match.guestGoalsExtraTime,
    homePenaltyGoals: match.homePenaltyGoals,
    guestPenaltyGoals: match.guestPenaltyGoals,
  };
}

/** Goals against the player's side (opponents' goals and own goals of the side) while the player was on. */
function countGoalsAgainst(events: MatchEvent[], side: "home" | "guest", entry: PlayerMatchPerformance): number {
  const start = entry.inMinute ?? 0;
  const end = start + entry.minutesPlayed;
  return events.filter((event) => {
    const conceded =
      ((event.typeCode === eventTypeCodes.goal || event.typeCode === eventTypeCodes.penaltyGoal) &&
        event.side !== side) ||
      (event.typeCode === eventTypeCodes.ownGoal && event.side === side);
    return conceded && (event.minute > start || start === 0) && event.minute <= end;
  }).length;
}

/**
 * Every appearance of the player (started, or came on) in matches that count and show their result, by kickoff:
 * minutes from the team sheet and substitutions with the team type's playing time, goals and cards from events.
 */
export async function listAppearances(db: Database, playerId: string, teams: PlayerTeams): Promise<Appearance[]> {
  const events: MatchEvent[] = await repository.listMatchEvents(
    db,
    teams.lineups.map((row) => row.match.id),
  );
  const byTeam = new Map<string, repository.LineupRow[]>();
  for (const row of teams.lineups) {
    const teamSeasonId = teamSeasonOf(row);
    if (teamSeasonId) byTeam.set(teamSeasonId, [...(byTeam.get(teamSeasonId) ?? []), row]);
  }
  const appearances: Appearance[] = [];
  for (const [teamSeasonId, rows] of byTeam) {
    const summary = summarisePlayerPerformance({
      playerId,
      matches: rows.map(toTableMatch),
      lineups: rows.map((row) => ({ ...row.lineup, playerId })),
      events,
      matchMinutes: teams.teams.get(teamSeasonId)?.matchMinutes ?? 90,
    });
    for (const entry of summary.entries) {
      const row = rows.find((candidate) => candidate.match.id === entry.matchId)!;
      const matchEvents = events.filter((event) => event.matchId === entry.matchId);
      const goalsAgainst = countGoalsAgainst(matchEvents, row.lineup.side, entry);
      appearances.push({ ...entry, teamSeasonId, goalsAgainst, row });
    }
  }
  return appearances.sort(
    (left, right) =>
      (left.row.match.kickoffAt?.getTime() ?? 0) - (right.row.match.kickoffAt?.getTime() ?? 0) ||
      left.matchId.localeCompare(right.matchId),
  );
}

export function totalOf(appearances: Appearance[]): Totals {
  const sum = (pick: (entry: Appearance) => number) => appearances.reduce((total, entry) => total + pick(entry), 0);
  return {
    matches: appearances.length,
    minutes: sum((entry) => entry.minutesPlayed),
    goals: sum((entry) => entry.goals),
    goalsAgainst: sum((entry) => entry.goalsAgainst),
    yellowCards: sum((entry) => entry.yellowCards),
    yellowRedCards: sum((entry) => entry.yellowRedCards),
    redCards: sum((entry) => entry.redCards),
    substitutions: appearances.filter((entry) => entry.inMinute !== null).length,
    replacements: appearances.filter((entry) => entry.outMinute !== null).length,
    teamPoints: sum((entry) => entry.teamPoints),
  };
}

/** A value per appearance, two decimals (0 without appearances). */
export function quote(value: number, matches: number): number {
  return matches === 0 ? 0 : Math.round((value / matches) * 100) / 100;
}
