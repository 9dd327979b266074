import {
  describeTickerEvent,
  type FinalScore,
  finalWords,
  halftimeText,
  kickoffText,
  scoringSideOf,
} from "@spielfeld/football";
import { tickerEntries } from "../db/schema/index.js";
import type { GeneratorContext } from "./context.js";
import type { Match } from "./matches.js";
import type { Random } from "./random.js";

/** An event of the timeline as the ticker reports it; players by jersey number (no names of players in texts). */
export interface TickerEvent {
  typeCode: number;
  minute: number;
  addedMinute: number | null;
  side: "home" | "guest";
  jersey: number | null;
  relatedJersey: number | null;
}

const RECENT_DAYS = 8;
const EXTRA_TIME_MINUTES = 30;

/** Adult matches of competitions with a live ticker, running now or played in the last week, get a ticker. */
export function hasTicker(context: GeneratorContext, match: Match, isYouth: boolean): boolean {
  if (isYouth || !match.kickoffAt || !match.home || !match.guest) return false;
  if (match.status === "live") return true;
  const age = context.now.getTime() - match.kickoffAt.getTime();
  return match.status === "finished" && age > 0 && age < RECENT_DAYS * 86_400_000;
}

/**
 * A reporter's ticker for one match, written from its timeline: kickoff, goals with the running score, cards,
 * substitutions, half time and the final whistle. Entries are stamped with the time they were written.
 */
export async function emitTicker(
  context: GeneratorContext,
  match: Match,
  events: readonly TickerEvent[],
  matchMinutes: number,
  random: Random,
): Promise<void> {
  const kickoff = match.kickoffAt!.getTime();
  const half = matchMinutes / 2;
  const isFirstHalfOver = match.status !== "live" || match.timeState !== "first_half";
  const teams = { home: match.home!.name, guest: match.guest!.name };
  const writtenAt = (minute: number) => new Date(kickoff + (minute + (minute > half ? 15 : 0)) * 60_000);
  const entries: {
    minute: number | null;
    addedMinute: number | null;
    typeCode: number | null;
    text: string;
    at: Date;
  }[] = [
    {
      // The kickoff stands in the first minute, as the clock counts it.
      minute: 1,
      addedMinute: null,
      typeCode: null,
      text: kickoffText(teams),
      at: writtenAt(0),
    },
  ];
  const score = { home: 0, guest: 0 };
  let isHalftimeWritten = false;
  for (const event of events) {
    if (!isHalftimeWritten && event.minute > half && isFirstHalfOver) {
      entries.push(halftime(score, half, writtenAt(half)));
      isHalftimeWritten = true;
    }
    const scoringSide = scoringSideOf(event);
    if (scoringSide !== null) score[scoringSide] += 1;
    const text = describeTickerEvent(event, teams, `${score.home}:${score.guest}`);
    if (text) {
      const at = new Date(writtenAt(event.minute).getTime() + random.int(10, 50) * 1000);
      entries.push({ minute: event.minute, addedMinute: event.addedMinute, typeCode: event.typeCode, text, at });
    }
  }
  if (!isHalftimeWritten && isFirstHalfOver) entries.push(halftime(score, half, writtenAt(half)));
  const finalMinute = matchMinutes + (match.homeGoalsExtraTime === null ? 0 : EXTRA_TIME_MINUTES);
  if (match.status === "finished") {
    entries.push({
      minute: finalMinute,
      addedMinute: null,
      typeCode: null,
      text: `Abpfiff! ${finalWords(teams, finalScoreOf(match))}`,
      at: new Date(writtenAt(finalMinute).getTime() + 2 * 60_000),
    });
  }
  let last = 0;
  for (const entry of entries) {
    // Written one after another: two entries of one minute keep their order.
    last = Math.max(entry.at.getTime(), last + 1000);
    await context.emit(tickerEntries, {
      id: random.id(),
      matchId: match.id,
      minute: entry.minute,
      addedMinute: entry.addedMinute,
      typeCode: entry.typeCode,
      text: entry.text,
      likeCount: random.int(0, 12),
      createdAt: new Date(last),
    });
  }
}

function halftime(score: { home: number; guest: number }, half: number, at: Date) {
  return { minute: half, addedMinute: null, typeCode: null, text: halftimeText(score), at };
}

/** The final result: after extra time where it was played, then the shoot-out. */
function finalScoreOf(match: Match): FinalScore {
  const penalties =
    match.homePenaltyGoals === null || match.guestPenaltyGoals === null
      ? null
      : { home: match.homePenaltyGoals, guest: match.guestPenaltyGoals };
  return {
    home: match.homeGoalsExtraTime ?? match.homeGoals ?? 0,
    guest: match.guestGoalsExtraTime ?? match.guestGoals ?? 0,
    afterExtraTime: match.homeGoalsExtraTime !== null,
    penalties,
  };
}
