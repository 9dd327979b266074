import { compareGerman, roundToHundredths } from "../shared/german-collation.js";
import { assignSharedPositions } from "../shared/shared-positions.js";
import type { TableMatch } from "../table/table-types.js";
import { eventTypeCodes, type MatchEvent, statisticsStatuses } from "./match-events.js";

export interface ScorerPlayer {
  id: string;
  firstName: string;
  lastName: string;
}

export interface TopScorersInput {
  matches: readonly TableMatch[];
  events: readonly MatchEvent[];
  /** Names for the list; players without an entry are listed by id. */
  players?: readonly ScorerPlayer[];
}

export interface ScorerEntry {
  position: number;
  isSharedPlace: boolean;
  playerId: string;
  firstName: string | null;
  lastName: string | null;
  teamId: string;
  /** Goals including penalties; own goals never count for the player. */
  goals: number;
  penaltyGoals: number;
}

export interface TopScorers {
  entries: ScorerEntry[];
  /** All goals of the matches played to the end, own goals included. */
  goalCount: number;
  goalsPerMatch: number;
}

export function rankTopScorers(input: TopScorersInput): TopScorers {
  const played = new Map(input.matches.filter((match) => statisticsStatuses.has(match.status)).map((m) => [m.id, m]));
  const tallies = new Map<string, { playerId: string; teamId: string; goals: number; penaltyGoals: number }>();
  for (const event of input.events) {
    const isPenalty = event.typeCode === eventTypeCodes.penaltyGoal;
    if (event.typeCode !== eventTypeCodes.goal && !isPenalty) continue;
    const match = played.get(event.matchId);
    const teamId = event.side === "home" ? match?.homeTeamId : match?.guestTeamId;
    if (!teamId || event.playerId === null) continue;
    // A player who changed teams within the competition gets one line per team.
    const key = `${event.playerId}\u0000${teamId}`;
    const tally = tallies.get(key) ?? { playerId: event.playerId, teamId, goals: 0, penaltyGoals: 0 };
    tally.goals += 1;
    if (isPenalty) tally.penaltyGoals += 1;
    tallies.set(key, tally);
  }
  const names = new Map((input.players ?? []).map((player) => [player.id, player]));
  const sorted = [...tallies.values()].sort(
    (left, right) =>
      right.goals - left.goals ||
      compareNames(names.get(left.playerId), names.get(right.playerId)) ||
      (left.playerId < right.playerId ? -1 : left.playerId > right.playerId ? 1 : 0),
  );
  const positions = assignSharedPositions(sorted, (left, right) => left.goals === right.goals);
  const entries = sorted.map((tally, index): ScorerEntry => {
    const player = names.get(tally.playerId);
    const { position, isShared } = positions[index]!;
    const name = { firstName: player?.firstName ?? null, lastName: player?.lastName ?? null };
    return { position, isSharedPlace: isShared, ...tally, ...name };
  });
  // Awarded scores are no goals anybody scored, so the goal count takes only matches played to the end.
  const completed = [...played.values()].filter((match) => match.status !== "awarded");
  const goalCount = sumGoals(completed);
  return {
    entries,
    goalCount,
    goalsPerMatch: completed.length === 0 ? 0 : roundToHundredths(goalCount / completed.length),
  };
}

function compareNames(left: ScorerPlayer | undefined, right: ScorerPlayer | undefined): number {
  const leftName = left ? `${left.lastName} ${left.firstName}` : "";
  const rightName = right ? `${right.lastName} ${right.firstName}` : "";
  return compareGerman(leftName, rightName);
}

function sumGoals(matches: Iterable<TableMatch>): number {
  let goals = 0;
  for (const match of matches) goals += (match.homeGoals ?? 0) + (match.guestGoals ?? 0);
  return goals;
}
