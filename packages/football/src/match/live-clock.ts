/** Time state of a match as the association's ticker names it. Mirrors the database enum. */
export type TimeState =
  | "pre_match"
  | "first_half"
  | "halftime"
  | "second_half"
  | "before_extra_time"
  | "extra_time_first_half"
  | "extra_time_halftime"
  | "extra_time_second_half"
  | "before_penalties"
  | "penalties"
  | "full_time";

export const timeStates: readonly TimeState[] = [
  "pre_match",
  "first_half",
  "halftime",
  "second_half",
  "before_extra_time",
  "extra_time_first_half",
  "extra_time_halftime",
  "extra_time_second_half",
  "before_penalties",
  "penalties",
  "full_time",
];

/** How long the parts of a match last, in minutes. */
export interface MatchFormat {
  /** Regular playing time (90 for adults, less in youth football). */
  matchMinutes: number;
  halftimeBreak: number;
  /** Stoppage time played at the end of each regular half. */
  addedTimePerHalf: number;
  /** Extra time in total (0 when the match has none). */
  extraTimeMinutes: number;
  breakBeforeExtraTime: number;
  extraTimeHalftimeBreak: number;
  /** The shoot-out including the pause before it (0 when there is none). */
  penaltiesMinutes: number;
}

export const standardMatchFormat: MatchFormat = {
  matchMinutes: 90,
  halftimeBreak: 15,
  addedTimePerHalf: 2,
  extraTimeMinutes: 0,
  breakBeforeExtraTime: 5,
  extraTimeHalftimeBreak: 1,
  penaltiesMinutes: 0,
};

export interface LiveClock {
  timeState: TimeState;
  /** The match minute (1-based, capped at the end of the period); null before kickoff. */
  minute: number | null;
  /** Minute of stoppage time beyond `minute`, or null. */
  addedMinute: number | null;
  /** Whether the ball is in play (a half is running). */
  isRunning: boolean;
}

interface Period {
  state: TimeState;
  length: number;
  /** Match minute at the start of a playing period; null for breaks. */
  startMinute: number | null;
  /** Nominal length of a playing period; the rest is stoppage time. */
  nominal: number;
}

function periodsOf(format: MatchFormat): Period[] {
  const half = format.matchMinutes / 2;
  const played = half + format.addedTimePerHalf;
  const periods: Period[] = [
    { state: "first_half", length: played, startMinute: 0, nominal: half },
    { state: "halftime", length: format.halftimeBreak, startMinute: null, nominal: 0 },
    { state: "second_half", length: played, startMinute: half, nominal: half },
  ];
  if (format.extraTimeMinutes > 0) {
    const extraHalf = format.extraTimeMinutes / 2;
    periods.push(
      { state: "before_extra_time", length: format.breakBeforeExtraTime, startMinute: null, nominal: 0 },
      { state: "extra_time_first_half", length: extraHalf, startMinute: format.matchMinutes, nominal: extraHalf },
      { state: "extra_time_halftime", length: format.extraTimeHalftimeBreak, startMinute: null, nominal: 0 },
      {
        state: "extra_time_second_half",
        length: extraHalf,
        startMinute: format.matchMinutes + extraHalf,
        nominal: extraHalf,
      },
    );
  }
  if (format.penaltiesMinutes > 0) {
    periods.push({ state: "penalties", length: format.penaltiesMinutes, startMinute: null, nominal: 0 });
  }
  return periods;
}

/** Minutes from kickoff to the final whistle (after extra time and penalties when the format has them). */
export function matchDurationMinutes(format: MatchFormat = standardMatchFormat): number {
  return periodsOf(format).reduce((total, period) => total + period.length, 0);
}

/**
 * Where a match stands at `now`, from its kickoff alone: the clock never freezes at a stored minute. During a
 * break the minute is the last one played.
 */
export function readLiveClock(kickoffAt: Date, now: Date, format: MatchFormat = standardMatchFormat): LiveClock {
  let elapsed = (now.getTime() - kickoffAt.getTime()) / 60_000;
  if (elapsed < 0) return { timeState: "pre_match", minute: null, addedMinute: null, isRunning: false };
  let lastMinute = 0;
  for (const period of periodsOf(format)) {
    if (period.startMinute !== null) lastMinute = period.startMinute + period.nominal;
    if (elapsed >= period.length) {
      elapsed -= period.length;
      continue;
    }
    if (period.startMinute === null) {
      return { timeState: period.state, minute: lastMinute, addedMinute: null, isRunning: false };
    }
    const played = Math.floor(elapsed) + 1;
    const isStoppage = played > period.nominal;
    return {
      timeState: period.state,
      minute: period.startMinute + Math.min(played, period.nominal),
      addedMinute: isStoppage ? played - period.nominal : null,
      isRunning: true,
    };
  }
  return { timeState: "full_time", minute: lastMinute, addedMinute: null, isRunning: false };
}
