import type { DecisionType, MatchStatus, Score } from "../match/match-status.js";

/** Which score the short form shows: regular time, after extra time (nV) or after penalties (nE). */
export type ResultPeriod = "regular" | "extra_time" | "penalties";

/** Wertung, Sportgerichtsurteil, Verwaltungsentscheid. */
export type DecisionMark = "w" | "u" | "v";

export const decisionMarks: Readonly<Record<DecisionType, DecisionMark>> = {
  rating: "w",
  court_verdict: "u",
  administrative: "v",
};

/** The fields of a match the result notation is made from. */
export interface NotationMatch {
  status: MatchStatus;
  /** Regular-time score; the current score while live. */
  homeGoals: number | null;
  guestGoals: number | null;
  homeGoalsHalftime?: number | null;
  guestGoalsHalftime?: number | null;
  /** Score after extra time, including regular time. */
  homeGoalsExtraTime?: number | null;
  guestGoalsExtraTime?: number | null;
  homePenaltyGoals?: number | null;
  guestPenaltyGoals?: number | null;
  decision?: DecisionType | null;
  isKickoffTimeKnown?: boolean;
  /** Children's football without results (o.E.). */
  isResultPrivate?: boolean;
  liveMinute?: number | null;
  liveAddedMinute?: number | null;
}

/** Exactly what the short form carries: parsing a short form gives these fields back. */
export interface ResultNotationFields {
  status: MatchStatus;
  /** The score shown; after penalties it includes the shoot-out goals. */
  score: Score | null;
  period: ResultPeriod | null;
  decision: DecisionType | null;
  /** False only for a scheduled match whose kickoff time is open (`**`). */
  isKickoffTimeKnown: boolean;
  isResultPrivate: boolean;
  liveMinute: number | null;
  liveAddedMinute: number | null;
}

/** The short form plus the structured fields an API returns beside it. */
export interface ResultNotation extends ResultNotationFields {
  text: string;
  decisionMark: DecisionMark | null;
  regularScore: Score | null;
  halftimeScore: Score | null;
  extraTimeScore: Score | null;
  penaltyScore: Score | null;
  isLive: boolean;
  isPrePublished: boolean;
  /** The result counts in the standings (live scores only in the live table). */
  countsForTable: boolean;
}
