import type { TimeState } from "../match/live-clock.js";
import type { MatchSide, Score } from "../match/match-status.js";
import { eventTypeCodes } from "../statistics/match-events.js";

/*
 * What a ticker says, for the demo's reporters and the live ones alike. Players are named by jersey number only:
 * free text is where a player's privacy settings cannot reach.
 */

export type TeamNames = Record<MatchSide, string>;

export interface TickerEventText {
  typeCode: number;
  side: MatchSide;
  jersey: number | null;
  relatedJersey: number | null;
}

/** An event in words with the running score (`1:0`), or null for an event the ticker leaves to the others. */
export function describeTickerEvent(event: TickerEventText, teams: TeamNames, score: string): string | null {
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
    case eventTypeCodes.timePenalty:
      return `Zeitstrafe für ${player} (${team}).`;
    case eventTypeCodes.substitutionIn:
      return `Wechsel bei ${team}: Nummer ${event.jersey ?? "?"} kommt für Nummer ${event.relatedJersey ?? "?"}.`;
    default:
      return null;
  }
}

export function kickoffText(teams: TeamNames): string {
  return `Anpfiff! ${teams.home} gegen ${teams.guest} läuft.`;
}

export function halftimeText(score: Score): string {
  return `Halbzeit beim Stand von ${score.home}:${score.guest}.`;
}

export interface FinalScore {
  /** After extra time where it was played. */
  home: number;
  guest: number;
  afterExtraTime: boolean;
  penalties: Score | null;
}

/** The final result in words: after extra time where it was played, then the shoot-out. */
export function finalWords(teams: TeamNames, result: FinalScore): string {
  const { home, guest } = result;
  const afterExtraTime = result.afterExtraTime ? " nach Verlängerung" : "";
  if (home > guest) return `${teams.home} gewinnt ${home}:${guest}${afterExtraTime} gegen ${teams.guest}.`;
  if (guest > home) return `${teams.guest} gewinnt ${guest}:${home}${afterExtraTime} bei ${teams.home}.`;
  const draw = `${teams.home} und ${teams.guest} trennen sich ${home}:${guest}${afterExtraTime}`;
  if (result.penalties === null) return `${draw}.`;
  const winner = result.penalties.home > result.penalties.guest ? teams.home : teams.guest;
  return `${draw}; ${winner} gewinnt das Elfmeterschießen ${result.penalties.home}:${result.penalties.guest}.`;
}

/** A phase's start in words, as a live reporter's ticker announces it. */
export function phaseText(phase: TimeState, teams: TeamNames, score: Score, final: FinalScore | null): string | null {
  switch (phase) {
    case "first_half":
      return kickoffText(teams);
    case "halftime":
      return halftimeText(score);
    case "second_half":
      return "Weiter geht's: Die zweite Halbzeit läuft.";
    case "before_extra_time":
      return `Unentschieden nach 90 Minuten, ${score.home}:${score.guest}: Es gibt Verlängerung.`;
    case "extra_time_first_half":
      return "Die Verlängerung läuft.";
    case "extra_time_halftime":
      return "Seitenwechsel in der Verlängerung.";
    case "extra_time_second_half":
      return "Die zweite Hälfte der Verlängerung läuft.";
    case "before_penalties":
      return "Die Entscheidung fällt im Elfmeterschießen.";
    case "penalties":
      return "Das Elfmeterschießen beginnt.";
    case "full_time":
      return final === null ? "Abpfiff!" : `Abpfiff! ${finalWords(teams, final)}`;
    default:
      return null;
  }
}

/** A converted or missed kick of the shoot-out. */
export function shootoutText(teams: TeamNames, side: MatchSide, penalties: Score): string {
  return `Elfmeterschießen: ${teams[side]} trifft, ${penalties.home}:${penalties.guest}.`;
}
