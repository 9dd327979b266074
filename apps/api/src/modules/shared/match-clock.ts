import {
  extraTimeMinutesFor,
  type LiveClock,
  type MatchFormat,
  readLiveClock,
  readReportedClock,
  standardMatchFormat,
  type TimeState,
} from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { teamTypes } from "../../db/schema/index.js";
import { referenceRead } from "../../lib/reference-cache.js";
import type { ServiceContext } from "./context.js";

/*
 * A running match's minute and time state come from the clock, never from a stored minute: from the phase its
 * reporter last started (a match reported live), else from its kickoff.
 */

/** Regular playing time by team type name (reference data). */
export const readMatchMinutes = referenceRead(
  "match-minutes",
  () => "competitions",
  async (db: Database) => {
    const rows = await db.select({ name: teamTypes.name, matchMinutes: teamTypes.matchMinutes }).from(teamTypes);
    return new Map(rows.map((row) => [row.name, row.matchMinutes]));
  },
);

interface ClockedMatch {
  status: string;
  kickoffAt: Date | null;
  homeGoalsExtraTime: number | null;
  homePenaltyGoals: number | null;
  timeState: string | null;
  phaseStartedAt: Date | null;
  extraTimeFirstHalfStartedAt: Date | null;
}

/** Where a live match stands at `now`; null for a match that is not live. */
export function readMatchClock(match: ClockedMatch, matchMinutes: number, now: Date): LiveClock | null {
  if (match.status !== "live") return null;
  if (match.phaseStartedAt !== null && match.timeState !== null) {
    const format = {
      matchMinutes,
      extraTimeMinutes: extraTimeMinutesFor(matchMinutes),
      hasExtraTime: true,
      hasPenalties: true,
    };
    const hasPlayedExtraTime = match.extraTimeFirstHalfStartedAt !== null;
    return readReportedClock(match.timeState as TimeState, match.phaseStartedAt, now, format, hasPlayedExtraTime);
  }
  if (match.kickoffAt === null) return null;
  return readLiveClock(match.kickoffAt, now, scheduledFormatOf(match, matchMinutes));
}

/** The format a match without a reporter runs by from its kickoff (extra time and penalties where it has them). */
export function scheduledFormatOf(
  match: Pick<ClockedMatch, "homeGoalsExtraTime" | "homePenaltyGoals">,
  matchMinutes: number,
): MatchFormat {
  return {
    ...standardMatchFormat,
    matchMinutes,
    extraTimeMinutes: match.homeGoalsExtraTime === null ? 0 : 30,
    penaltiesMinutes: match.homePenaltyGoals === null ? 0 : 15,
  };
}

/**
 * The clock of each row of a list of matches at `now` (null for a match that is not live): the playing times are
 * read once, and only when a row is live.
 */
export async function readRowClocks(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  rows: readonly { match: ClockedMatch; teamTypeName: string | null }[],
): Promise<(row: { match: ClockedMatch; teamTypeName: string | null }) => LiveClock | null> {
  if (!rows.some((row) => row.match.status === "live")) return () => null;
  const minutes = await readMatchMinutes(db, "all");
  return (row) => readMatchClock(row.match, minutes.get(row.teamTypeName ?? "") ?? 90, now);
}

interface LiveFields {
  live: boolean;
  liveMinute: number | null;
  liveAddedMinute: number | null;
  timeState: string | null;
  result: { text: string };
}

/** The `live` token of a result notation with the minute it was written at (`2:1 live 67'`, `1:0 live 45+2'`). */
const LIVE_TOKEN = / live(?: \d+(?:\+\d+)?')?$/;

/**
 * A wire match with its live fields read from the clock: it is live from kickoff to the final whistle, and the
 * result notation names the same minute (after the final whistle it is the score alone until the result is
 * confirmed).
 */
export function withLiveClock<Wire extends LiveFields>(wire: Wire, clock: LiveClock | null): Wire {
  if (clock === null) return wire;
  const isUnderWay = clock.timeState !== "pre_match" && clock.timeState !== "full_time";
  const minute = isUnderWay ? clock.minute : null;
  const addedMinute = isUnderWay ? clock.addedMinute : null;
  const liveToken = minute === null ? "" : ` live ${minute}${addedMinute ? `+${addedMinute}` : ""}'`;
  return {
    ...wire,
    live: isUnderWay,
    liveMinute: minute,
    liveAddedMinute: addedMinute,
    timeState: clock.timeState,
    result: { ...wire.result, text: wire.result.text.replace(LIVE_TOKEN, liveToken) },
  };
}
