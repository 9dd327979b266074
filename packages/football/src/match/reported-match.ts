import type { LiveClock, TimeState } from "./live-clock.js";
import type { MatchSide, Score } from "./match-status.js";
import { countRunningScore, type ScoringEvent } from "./running-score.js";

/*
 * A match reported while it is played: the reporter's entries (phases, goals, cards, substitutions, texts) are the
 * record, and everything the match shows (time state, minute, scores) is read from them. Undoing an entry leaves
 * the others, and the match reads as if it had never been made.
 */

/** What a match may have besides regular time: cups go to extra time and penalties, leagues do not. */
export interface ReportedFormat {
  /** Regular playing time (90 for adults, less in youth football). */
  matchMinutes: number;
  /** Extra time in total (30 for adults). */
  extraTimeMinutes: number;
  hasExtraTime: boolean;
  hasPenalties: boolean;
}

/** Extra time for a regular time: 30 minutes for 90, a third of it (to whole halves) in youth football. */
export function extraTimeMinutesFor(matchMinutes: number): number {
  return 2 * Math.round(matchMinutes / 6);
}

/** Which phase may follow which: the order of a match, with extra time and penalties only where the format has them. */
const NEXT_PHASES: Record<TimeState, readonly TimeState[]> = {
  pre_match: ["first_half"],
  first_half: ["halftime"],
  halftime: ["second_half"],
  second_half: ["full_time", "before_extra_time", "before_penalties"],
  before_extra_time: ["extra_time_first_half"],
  extra_time_first_half: ["extra_time_halftime"],
  extra_time_halftime: ["extra_time_second_half"],
  extra_time_second_half: ["full_time", "before_penalties"],
  before_penalties: ["penalties"],
  penalties: ["full_time"],
  full_time: [],
};

const EXTRA_TIME_PHASES: readonly TimeState[] = [
  "before_extra_time",
  "extra_time_first_half",
  "extra_time_halftime",
  "extra_time_second_half",
];
const PENALTY_PHASES: readonly TimeState[] = ["before_penalties", "penalties"];

/** The phases that may follow `from` in this format. */
export function nextPhases(from: TimeState, format: ReportedFormat): TimeState[] {
  return NEXT_PHASES[from].filter(
    (phase) =>
      (format.hasExtraTime || !EXTRA_TIME_PHASES.includes(phase)) &&
      (format.hasPenalties || !PENALTY_PHASES.includes(phase)),
  );
}

/** The halves in which the ball is in play, with their first minute and nominal length. */
function playingPeriod(state: TimeState, format: ReportedFormat): { start: number; nominal: number } | null {
  const half = format.matchMinutes / 2;
  const extraHalf = format.extraTimeMinutes / 2;
  switch (state) {
    case "first_half":
      return { start: 0, nominal: half };
    case "second_half":
      return { start: half, nominal: half };
    case "extra_time_first_half":
      return { start: format.matchMinutes, nominal: extraHalf };
    case "extra_time_second_half":
      return { start: format.matchMinutes + extraHalf, nominal: extraHalf };
    default:
      return null;
  }
}

export function isBallInPlay(state: TimeState): boolean {
  return (
    state === "first_half" ||
    state === "second_half" ||
    state === "extra_time_first_half" ||
    state === "extra_time_second_half"
  );
}

/** The minute a break or the end stands at: the last minute of the period before it. */
function minuteAfter(state: TimeState, format: ReportedFormat, hasPlayedExtraTime: boolean): number | null {
  const half = format.matchMinutes / 2;
  switch (state) {
    case "pre_match":
      return null;
    case "halftime":
      return half;
    case "before_extra_time":
      return format.matchMinutes;
    case "extra_time_halftime":
      return format.matchMinutes + format.extraTimeMinutes / 2;
    default:
      return hasPlayedExtraTime ? format.matchMinutes + format.extraTimeMinutes : format.matchMinutes;
  }
}

/**
 * Where a reported match stands at `now`: in a half, the minutes since the reporter started it (stoppage time
 * beyond the nominal length counts as added minutes until the half is ended); in a break, the last minute played.
 */
export function readReportedClock(
  state: TimeState,
  phaseStartedAt: Date,
  now: Date,
  format: ReportedFormat,
  hasPlayedExtraTime: boolean,
): LiveClock {
  const period = playingPeriod(state, format);
  if (period === null) {
    return {
      timeState: state,
      minute: minuteAfter(state, format, hasPlayedExtraTime),
      addedMinute: null,
      isRunning: false,
    };
  }
  const played = Math.max(1, Math.floor((now.getTime() - phaseStartedAt.getTime()) / 60_000) + 1);
  return {
    timeState: state,
    minute: period.start + Math.min(played, period.nominal),
    addedMinute: played > period.nominal ? played - period.nominal : null,
    isRunning: true,
  };
}

/** The last minute of a half in play, for an entry made then (its added minutes apart). */
export function periodEndMinute(state: TimeState, format: ReportedFormat): number | null {
  const period = playingPeriod(state, format);
  return period === null ? null : period.start + period.nominal;
}

/** Whether a minute a reporter typed lies in the half being played (its stoppage time included). */
export function isMinuteInPeriod(state: TimeState, minute: number, format: ReportedFormat): boolean {
  const period = playingPeriod(state, format);
  return period !== null && minute > period.start && minute <= period.start + period.nominal;
}

export type ReportedEntry =
  | { kind: "phase"; phase: TimeState; at: Date }
  /** A goal in play as a match event (own goals carry the side of the player who scored them). */
  | { kind: "goal"; event: ScoringEvent }
  /** A converted kick of the shoot-out, counted for `side`. */
  | { kind: "shootout"; side: MatchSide };

export interface ReportedState {
  timeState: TimeState;
  /** When the current phase began; null before kickoff. */
  phaseStartedAt: Date | null;
  /** When each phase began, for the ticker's actual kickoff times. */
  phaseStarts: Partial<Record<TimeState, Date>>;
  /** The score after regular time (running while it is played); null before kickoff. */
  score: Score | null;
  /** The score at half time, once the first half has ended. */
  halftime: Score | null;
  /** The score after extra time, regular time included; null without extra time. */
  extraTime: Score | null;
  /** Converted kicks of the shoot-out; null without one. */
  penalties: Score | null;
}

/** Everything a match shows, read from its entries in the order they were made. */
export function readReportedState(entries: readonly ReportedEntry[], format: ReportedFormat): ReportedState {
  let timeState: TimeState = "pre_match";
  let phaseStartedAt: Date | null = null;
  const phaseStarts: Partial<Record<TimeState, Date>> = {};
  const goals: ScoringEvent[] = [];
  const shootout: Score = { home: 0, guest: 0 };
  for (const entry of entries) {
    if (entry.kind === "phase") {
      timeState = entry.phase;
      phaseStartedAt = entry.at;
      phaseStarts[entry.phase] = entry.at;
    } else if (entry.kind === "goal") {
      goals.push(entry.event);
    } else {
      shootout[entry.side] += 1;
    }
  }
  const hasStarted = timeState !== "pre_match";
  const hasExtraTime = phaseStarts.extra_time_first_half !== undefined;
  return {
    timeState,
    phaseStartedAt,
    phaseStarts,
    score: hasStarted ? countRunningScore(goals, format.matchMinutes) : null,
    halftime: phaseStarts.halftime !== undefined ? countRunningScore(goals, format.matchMinutes / 2) : null,
    extraTime: hasExtraTime ? countRunningScore(goals) : null,
    penalties: phaseStarts.penalties !== undefined ? shootout : null,
  };
}
