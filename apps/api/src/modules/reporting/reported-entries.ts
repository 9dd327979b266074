import {
  eventTypeCodes,
  extraTimeMinutesFor,
  nextPhases,
  type ReportedEntry,
  type ReportedFormat,
  type ReportedState,
  type Score,
  type TimeState,
} from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { readMatchMinutes } from "../shared/match-clock.js";
import type { MatchRow } from "../shared/match-rows.repository.js";
import type * as repository from "./reporting.repository.js";
import type { EntryRow, MatchSide } from "./reporting.repository.js";

/* The entries of a live report as the football rules read them, and what the match shows of them. */

export type GoalKind = "goal" | "own_goal" | "penalty";
export type CardKind = "yellow" | "yellow_red" | "red" | "time_penalty";

export type EntryRequest =
  | { kind: "phase"; phase: TimeState }
  | { kind: "goal"; team: MatchSide; goalKind: GoalKind; playerId?: string; minute?: number; addedMinute?: number }
  | { kind: "card"; team: MatchSide; playerId: string; card: CardKind; minute?: number; addedMinute?: number }
  | {
      kind: "substitution";
      team: MatchSide;
      playerOut: string;
      playerIn: string;
      minute?: number;
      addedMinute?: number;
    }
  | { kind: "text"; text: string; minute?: number; addedMinute?: number }
  | { kind: "final_result"; home: number; guest: number; homeHalftime?: number; guestHalftime?: number }
  | { kind: "release" }
  | { kind: "undo"; entryId: string }
  | { kind: "withdrawal" };

/** What every write answers (and answers again for a retry with the same key). */
export interface ReportingAnswer {
  entryId: string;
  matchId: string;
  status: string;
  timeState: TimeState;
  phaseStartedAt: string | null;
  score: Score | null;
  halftime: Score | null;
  extraTime: Score | null;
  penalties: Score | null;
  nextPhases: TimeState[];
}

export const CARD_CODES: Record<CardKind, number> = {
  yellow: eventTypeCodes.yellowCard,
  yellow_red: eventTypeCodes.yellowRedCard,
  red: eventTypeCodes.redCard,
  time_penalty: eventTypeCodes.timePenalty,
};
export const GOAL_CODES: Record<GoalKind, number> = {
  goal: eventTypeCodes.goal,
  own_goal: eventTypeCodes.ownGoal,
  penalty: eventTypeCodes.penaltyGoal,
};

export const other = (side: MatchSide): MatchSide => (side === "home" ? "guest" : "home");

/** Regular and extra time of the match's team type; cups go to extra time and penalties. */
export async function formatOf(db: Database, row: MatchRow): Promise<ReportedFormat> {
  const matchMinutes = (await readMatchMinutes(db, "all")).get(row.teamTypeName ?? "") ?? 90;
  const isCup = row.competitionType?.basicType === "Cup";
  return {
    matchMinutes,
    extraTimeMinutes: extraTimeMinutesFor(matchMinutes),
    hasExtraTime: isCup,
    hasPenalties: isCup,
  };
}

interface GoalDetails {
  team: MatchSide;
  goalKind: GoalKind;
  playerId: string | null;
}

/** The entries that decide phases and scores, as the football rules read them. */
export function toReportedEntries(entries: readonly EntryRow[]): ReportedEntry[] {
  return entries.flatMap((entry): ReportedEntry[] => {
    if (entry.kind === "phase") {
      return [{ kind: "phase", phase: entry.details.phase as TimeState, at: entry.createdAt }];
    }
    if (entry.kind === "shootout") return [{ kind: "shootout", side: entry.details.team as MatchSide }];
    if (entry.kind !== "goal") return [];
    const { team, goalKind } = entry.details as unknown as GoalDetails;
    return [
      {
        kind: "goal",
        event: {
          typeCode: GOAL_CODES[goalKind],
          side: goalKind === "own_goal" ? other(team) : team,
          minute: entry.minute ?? 0,
          addedMinute: entry.addedMinute,
        },
      },
    ];
  });
}

export function answerOf(
  entryId: string,
  matchId: string,
  status: string,
  state: ReportedState,
  format: ReportedFormat,
): ReportingAnswer {
  return {
    entryId,
    matchId,
    status,
    timeState: state.timeState,
    phaseStartedAt: state.phaseStartedAt?.toISOString() ?? null,
    score: state.score,
    halftime: state.halftime,
    extraTime: state.extraTime,
    penalties: state.penalties,
    nextPhases: status === "finished" ? [] : nextPhases(state.timeState, format),
  };
}

/**
 * Whether the association's data, not its entries, runs or decided the match: no standing entry kicked it off, yet it
 * is no longer scheduled. Its phase and score then stand as stored; only ticker texts are added (and taken back), and
 * a result entered afterwards replaces the score.
 */
export function isRunByData(state: ReportedState, status: string): boolean {
  return state.timeState === "pre_match" && status !== "scheduled";
}

/** The answer for a match the association's data runs: its phase (from the clock while live) and stored score. */
export function answerRunByData(
  answer: ReportingAnswer,
  match: { timeState: string | null; homeGoals: number | null; guestGoals: number | null },
  clock: { timeState: TimeState } | null,
): ReportingAnswer {
  return {
    ...answer,
    timeState: clock?.timeState ?? ((match.timeState ?? "full_time") as TimeState),
    score:
      match.homeGoals === null || match.guestGoals === null ? null : { home: match.homeGoals, guest: match.guestGoals },
    nextPhases: [],
  };
}

/** The match status a state stands for: scheduled before kickoff, live while played, provisional once ended. */
export function statusOf(state: ReportedState, current: string): string {
  if (current === "finished") return "finished";
  if (state.timeState === "pre_match") return "scheduled";
  return state.timeState === "full_time" ? "provisional" : "live";
}

/** The match's columns as its standing entries read. */
export function liveColumns(state: ReportedState, status: string, now: Date): repository.MatchLiveColumns {
  return {
    status: status as repository.MatchLiveColumns["status"],
    isPrePublished: status === "provisional",
    timeState: state.timeState === "pre_match" ? null : state.timeState,
    homeGoals: state.score?.home ?? null,
    guestGoals: state.score?.guest ?? null,
    homeGoalsHalftime: state.halftime?.home ?? null,
    guestGoalsHalftime: state.halftime?.guest ?? null,
    homeGoalsExtraTime: state.extraTime?.home ?? null,
    guestGoalsExtraTime: state.extraTime?.guest ?? null,
    homePenaltyGoals: state.penalties?.home ?? null,
    guestPenaltyGoals: state.penalties?.guest ?? null,
    liveMinute: null,
    liveAddedMinute: null,
    phaseStartedAt: state.phaseStartedAt,
    firstHalfStartedAt: state.phaseStarts.first_half ?? null,
    secondHalfStartedAt: state.phaseStarts.second_half ?? null,
    extraTimeFirstHalfStartedAt: state.phaseStarts.extra_time_first_half ?? null,
    extraTimeSecondHalfStartedAt: state.phaseStarts.extra_time_second_half ?? null,
    penaltiesStartedAt: state.phaseStarts.penalties ?? null,
    updatedAt: now,
  };
}
