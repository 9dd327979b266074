import { resolveMatchOutcome } from "../match/match-outcome.js";
import { roundToHundredths } from "../shared/german-collation.js";
import type { TableMatch } from "../table/table-types.js";
import { eventTypeCodes, type LineupEntry, type MatchEvent, statisticsStatuses } from "./match-events.js";
import { orderByKickoff } from "./team-statistics.js";

export interface PlayerPerformanceInput {
  playerId: string;
  matches: readonly TableMatch[];
  lineups: readonly LineupEntry[];
  events: readonly MatchEvent[];
  /** Regular playing time of the team type; 90 for adults. */
  matchMinutes?: number;
  /** Added when a match went to extra time; a third of the regular time unless given. */
  extraTimeMinutes?: number;
}

export interface PlayerEventCounts {
  goals: number;
  penaltyGoals: number;
  ownGoals: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
  timePenalties: number;
}

export interface PlayerMatchPerformance extends PlayerEventCounts {
  matchId: string;
  teamId: string | null;
  isStarter: boolean;
  minutesPlayed: number;
  inMinute: number | null;
  inAddedMinute: number | null;
  outMinute: number | null;
  outAddedMinute: number | null;
  /** Points the player's team took from the match. */
  teamPoints: number;
}

export interface PlayerPerformance extends PlayerEventCounts {
  playerId: string;
  playedMatches: number;
  playedMinutes: number;
  /** Times substituted in and out. */
  inCount: number;
  outCount: number;
  /** Team points and goals per appearance, two decimals. */
  pointsQuote: number;
  goalsQuote: number;
  entries: PlayerMatchPerformance[];
}

/** A player's season: appearances and minutes from lineups and substitutions, goals and cards from events. */
export function summarisePlayerPerformance(input: PlayerPerformanceInput): PlayerPerformance {
  const matchMinutes = input.matchMinutes ?? 90;
  const extraTimeMinutes = input.extraTimeMinutes ?? matchMinutes / 3;
  const eventsByMatch = groupBy(input.events, (event) => event.matchId);
  const entries: PlayerMatchPerformance[] = [];
  const played = orderByKickoff(input.matches.filter((match) => statisticsStatuses.has(match.status)));
  for (const match of played) {
    const lineup = input.lineups.find((entry) => entry.matchId === match.id && entry.playerId === input.playerId);
    if (!lineup) continue;
    const events = [...(eventsByMatch.get(match.id) ?? [])].sort((left, right) => left.sortOrder - right.sortOrder);
    const hasExtraTime = match.homeGoalsExtraTime !== null && match.homeGoalsExtraTime !== undefined;
    const length = matchMinutes + (hasExtraTime ? extraTimeMinutes : 0);
    const entry = describeAppearance(match, lineup, events, input.playerId, length);
    if (entry) entries.push(entry);
  }
  return totalPerformance(input.playerId, entries);
}

function describeAppearance(
  match: TableMatch,
  lineup: LineupEntry,
  events: readonly MatchEvent[],
  playerId: string,
  length: number,
): PlayerMatchPerformance | null {
  const isIn = (event: MatchEvent) =>
    (event.typeCode === eventTypeCodes.substitutionIn && event.playerId === playerId) ||
    (event.typeCode === eventTypeCodes.substitutionOut && event.relatedPlayerId === playerId);
  const isOut = (event: MatchEvent) =>
    (event.typeCode === eventTypeCodes.substitutionOut && event.playerId === playerId) ||
    (event.typeCode === eventTypeCodes.substitutionIn && event.relatedPlayerId === playerId);
  const inEvent = lineup.isSubstitute ? events.find(isIn) : undefined;
  // A substitute who never came on made no appearance.
  if (lineup.isSubstitute && !inEvent) return null;
  const outEvent = events.find((event) => isOut(event) && (!inEvent || event.sortOrder > inEvent.sortOrder));
  const counts = countPlayerEvents(events, playerId);
  const sendingOff = events.find(
    (event) =>
      event.playerId === playerId &&
      (event.typeCode === eventTypeCodes.redCard || event.typeCode === eventTypeCodes.yellowRedCard),
  );
  const start = inEvent ? Math.min(inEvent.minute, length) : 0;
  const end = Math.min(outEvent?.minute ?? length, sendingOff?.minute ?? length, length);
  const outcome = resolveMatchOutcome(match, { includeLive: false });
  return {
    matchId: match.id,
    teamId: lineup.side === "home" ? match.homeTeamId : match.guestTeamId,
    isStarter: !lineup.isSubstitute,
    minutesPlayed: Math.max(0, end - start),
    inMinute: inEvent?.minute ?? null,
    inAddedMinute: inEvent?.addedMinute ?? null,
    outMinute: outEvent?.minute ?? null,
    outAddedMinute: outEvent?.addedMinute ?? null,
    ...counts,
    teamPoints: outcome.kind === "counted" ? outcome[lineup.side].points : 0,
  };
}

function countPlayerEvents(events: readonly MatchEvent[], playerId: string): PlayerEventCounts {
  const counts: PlayerEventCounts = {
    goals: 0,
    penaltyGoals: 0,
    ownGoals: 0,
    yellowCards: 0,
    yellowRedCards: 0,
    redCards: 0,
    timePenalties: 0,
  };
  for (const event of events) {
    if (event.playerId !== playerId) continue;
    const code = event.typeCode;
    if (code === eventTypeCodes.goal || code === eventTypeCodes.penaltyGoal) counts.goals += 1;
    if (code === eventTypeCodes.penaltyGoal) counts.penaltyGoals += 1;
    if (code === eventTypeCodes.ownGoal) counts.ownGoals += 1;
    if (code === eventTypeCodes.yellowCard) counts.yellowCards += 1;
    if (code === eventTypeCodes.yellowRedCard) counts.yellowRedCards += 1;
    if (code === eventTypeCodes.redCard) counts.redCards += 1;
    if (code === eventTypeCodes.timePenalty) counts.timePenalties += 1;
  }
  return counts;
}

function totalPerformance(playerId: string, entries: readonly PlayerMatchPerformance[]): PlayerPerformance {
  const sum = (pick: (entry: PlayerMatchPerformance) => number) =>
    entries.reduce((total, entry) => total + pick(entry), 0);
  const playedMatches = entries.length;
  const goals = sum((entry) => entry.goals);
  return {
    playerId,
    playedMatches,
    playedMinutes: sum((entry) => entry.minutesPlayed),
    goals,
    penaltyGoals: sum((entry) => entry.penaltyGoals),
    ownGoals: sum((entry) => entry.ownGoals),
    yellowCards: sum((entry) => entry.yellowCards),
    yellowRedCards: sum((entry) => entry.yellowRedCards),
    redCards: sum((entry) => entry.redCards),
    timePenalties: sum((entry) => entry.timePenalties),
    inCount: entries.filter((entry) => entry.inMinute !== null).length,
    outCount: entries.filter((entry) => entry.outMinute !== null).length,
    pointsQuote: playedMatches === 0 ? 0 : roundToHundredths(sum((entry) => entry.teamPoints) / playedMatches),
    goalsQuote: playedMatches === 0 ? 0 : roundToHundredths(goals / playedMatches),
    entries: [...entries],
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
