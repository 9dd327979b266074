import type { MatchSide } from "../match/match-status.js";

/** Event type codes as the association's data uses them (DOMAIN.md). */
export const eventTypeCodes = {
  substitutionIn: -2,
  substitutionOut: -1,
  yellowCard: 2,
  redCard: 3,
  yellowRedCard: 4,
  goal: 7,
  ownGoal: 8,
  penaltyGoal: 9,
  timePenalty: 13,
} as const;

export type EventTypeCode = (typeof eventTypeCodes)[keyof typeof eventTypeCodes];

export interface MatchEvent {
  matchId: string;
  typeCode: number;
  minute: number;
  addedMinute?: number | null;
  sortOrder: number;
  side: MatchSide;
  playerId: string | null;
  /** The other player of a substitution pair, or the assist. */
  relatedPlayerId?: string | null;
}

export interface LineupEntry {
  matchId: string;
  side: MatchSide;
  playerId: string;
  isSubstitute: boolean;
}

/** Statuses whose events and lineups belong to a season's statistics: the match was played and stands. */
export const statisticsStatuses: ReadonlySet<string> = new Set(["finished", "provisional", "awarded"]);
