import type { OutcomeMatch } from "../match/match-outcome.js";
import type { TieBreakCriterionName, TieBreakProfile } from "./profiles.js";

export interface TableTeam {
  id: string;
  name: string;
  clubId: string | null;
  logoId: string | null;
  /** ISO date of the withdrawal (zg.). */
  withdrawnOn?: string | null;
  /** Out of competition (oW / a.K.): plays, is not ranked, its matches do not count. */
  isOutOfCompetition?: boolean;
}

export interface TableMatch extends OutcomeMatch {
  id: string;
  matchday: number | null;
  /** ISO date-time; only its date matters here. */
  kickoffAt: string | null;
  /** A play-off between two teams level at the end; it settles their places but never counts in the table. */
  isDecider?: boolean;
  homeGoalsExtraTime?: number | null;
  guestGoalsExtraTime?: number | null;
  homePenaltyGoals?: number | null;
  guestPenaltyGoals?: number | null;
}

export interface PointDeduction {
  teamId: string;
  points: number;
  reason?: string;
  /** First matchday whose table shows the deduction; absent means every table. */
  fromMatchday?: number | null;
}

export interface CompetitionSettings {
  tieBreakProfile: TieBreakProfile;
  promotionCount?: number;
  promotionPlayoffCount?: number;
  relegationPlayoffCount?: number;
  relegationCount?: number;
  /** Withdrawn teams' results are annulled before this ISO date and stand from it on. */
  withdrawalCutoffDate?: string | null;
  /** An abandoned season is ranked by points quotient. */
  isSeasonAbandoned?: boolean;
  /** Matchdays of the whole season; decides where the first half ends. Derived from the schedule if absent. */
  totalMatchdays?: number | null;
  /** Goals of an awarded win (2:0 by default). */
  awardedGoals?: number;
}

export type TableVariant =
  | { kind: "overall" }
  | { kind: "home" }
  | { kind: "away" }
  | { kind: "firstHalf" }
  | { kind: "secondHalf" }
  | { kind: "asOfMatchday"; matchday: number }
  | { kind: "live" };

export type TableVariantKind = TableVariant["kind"];

export interface RankTableInput {
  /** Seeds the drawing of lots, so a draw is repeatable and cannot be re-rolled. */
  competitionId: string;
  teams: readonly TableTeam[];
  matches: readonly TableMatch[];
  pointDeductions?: readonly PointDeduction[];
  settings: CompetitionSettings;
  variant?: TableVariant;
}

export type TableZone = "promotion" | "promotionPlayoff" | "relegationPlayoff" | "relegation" | "none";

export type Trend = "up" | "down" | "same";

export type TeamMark = "zg." | "oW";

export type TableDecision = TieBreakCriterionName | "shared_place";

export interface TableEntry {
  position: number;
  teamId: string;
  teamName: string;
  clubId: string | null;
  logoId: string | null;
  matchesPlayed: number;
  matchesWon: number;
  matchesDrawn: number;
  matchesLost: number;
  goalsPlus: number;
  goalsMinus: number;
  goalDifference: number;
  /** After deductions. */
  points: number;
  pointsDeducted: number;
  /** Points per match, two decimals. */
  pointsQuotient: number;
  trend: Trend;
  /** The team has a match in progress that this table counts. */
  isLive: boolean;
  zone: TableZone;
  isSharedPlace: boolean;
  mark: TeamMark | null;
  /** The criterion that finally set this team apart, or shared_place; null for a table of one. */
  decidedBy: TableDecision | null;
}

export interface UnrankedTeam {
  teamId: string;
  teamName: string;
  clubId: string | null;
  logoId: string | null;
  reason: "out_of_competition" | "withdrawn";
  mark: TeamMark | null;
}

export interface SharedPlace {
  position: number;
  teamIds: string[];
}

export interface RankedTable {
  competitionId: string;
  variant: TableVariant;
  profileId: string;
  /** The last matchday this table counts, or null before any. */
  matchday: number | null;
  isFinalTable: boolean;
  rankedBy: "points" | "pointsQuotient";
  entries: TableEntry[];
  unranked: UnrankedTeam[];
  sharedPlaces: SharedPlace[];
  /** German sentences naming the rule that ranked the table. */
  note: string;
  promotionCount: number;
  promotionPlayoffCount: number;
  relegationPlayoffCount: number;
  relegationCount: number;
  matchesTotal: number;
  goalsTotal: number;
}
