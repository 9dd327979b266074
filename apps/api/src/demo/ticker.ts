import { eventTypeCodes, scoringSideOf } from "@spielfeld/football";
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

function describe(event: TickerEvent, teams: Record<"home" | "guest", string>, score: string): string | null {
  const team = teams[event.side];
  const player = event.jersey === null ? "ein Spieler" : `die Nummer ${event.jersey}`;
  const Player = player.charAt(0).toUpperCase() + player.slice(1);
  switch (event.typeCode) {
    case eventTypeCodes.goal:
      return `Tor für ${team}! ${Player} trifft zum ${score}.`;
    case eventTypeCodes.penaltyGoal:
      return `Elfmeter für ${team}: ${player} verwandelt sicher zum ${score}.`;
    case eventTypeCodes.ownGoal:
      return `Eigentor: ${player} von ${team} lenkt den Ball ins eigene Netz, ${score}.`;
    case eventTypeCodes.yellowCard:
      return `Gelbe Karte für ${player} (${team}).`;
    case eventTypeCodes.yellowRedCard:
      return `Gelb-Rote Karte: ${player} (${team}) muss vom Platz.`;
    case eventTypeCodes.redCard:
      return `Rote Karte für ${player} (${team}).`;
    case eventTypeCodes.substitutionIn:
      return `Wechsel bei ${team}: Nummer ${event.jersey ?? "?"} kommt für Nummer ${event.relatedJersey ?? "?"}.`;
    default:
      return null;
  }
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
      minute: 0,
      addedMinute: null,
      typeCode: null,
      text: `Anpfiff! ${teams.home} gegen ${teams.guest} läuft.`,
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
    const text = describe(event, teams, `${score.home}:${score.guest}`);
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
      text: `Abpfiff! ${finalWords(teams, match)}`,
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
  return {
    minute: half,
    addedMinute: null,
    typeCode: null,
    text: `Halbzeit beim Stand von ${score.home}:${score.guest}.`,
    at,
  };
}

/** The final result in words: after extra time where it was played, then the shoot-out. */
function finalWords(teams: Record<"home" | "guest", string>, match: Match): string {
  const home = match.homeGoalsExtraTime ?? match.homeGoals ?? 0;
  const guest = match.guestGoalsExtraTime ?? match.guestGoals ?? 0;
  const afterExtraTime = match.homeGoalsExtraTime === null ? "" : " nach Verlängerung";
  if (home > guest) return `${teams.home} gewinnt ${home}:${guest}${afterExtraTime} gegen ${teams.guest}.`;
  if (guest > home) return `${teams.guest} gewinnt ${guest}:${home}${afterExtraTime} bei ${teams.home}.`;
  const draw = `${teams.home} und ${teams.guest} trennen sich ${home}:${guest}${afterExtraTime}`;
  const homePenalties = match.homePenaltyGoals;
  const guestPenalties = match.guestPenaltyGoals;
  if (homePenalties === null || guestPenalties === null) return `${draw}.`;
  const winner = homePenalties > guestPenalties ? teams.home : teams.guest;
  return `${draw}; ${winner} gewinnt das Elfmeterschießen ${homePenalties}:${guestPenalties}.`;
}
