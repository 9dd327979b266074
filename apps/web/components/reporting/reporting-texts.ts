import type { ErrorReason } from "@spielfeld/api-client";
import type { ListedEntry } from "./entry-list";
import type { EntryRefusal } from "./entry-queue";
import type { ReporterPlayer } from "./reporter-console";

/* The reporter's page in German: phases, cards, the entries of the list and the API's refusals. */

export const PHASE_LABELS: Record<string, string> = {
  first_half: "Anpfiff",
  halftime: "Halbzeit",
  second_half: "Anpfiff 2. Halbzeit",
  before_extra_time: "Verlängerung",
  extra_time_first_half: "Anpfiff Verlängerung",
  extra_time_halftime: "Halbzeit der Verlängerung",
  extra_time_second_half: "Anpfiff 2. Hälfte der Verlängerung",
  before_penalties: "Elfmeterschießen",
  penalties: "Elfmeterschießen beginnt",
  full_time: "Abpfiff",
};

export const STATE_LABELS: Record<string, string> = {
  pre_match: "Vor dem Anpfiff",
  first_half: "1. Halbzeit",
  halftime: "Halbzeitpause",
  second_half: "2. Halbzeit",
  before_extra_time: "Pause vor der Verlängerung",
  extra_time_first_half: "Verlängerung, 1. Hälfte",
  extra_time_halftime: "Pause in der Verlängerung",
  extra_time_second_half: "Verlängerung, 2. Hälfte",
  before_penalties: "Vor dem Elfmeterschießen",
  penalties: "Elfmeterschießen",
  full_time: "Abgepfiffen",
};

export const CARD_LABELS: Record<string, string> = {
  yellow: "Gelbe Karte",
  yellow_red: "Gelb-Rote Karte",
  red: "Rote Karte",
  time_penalty: "Zeitstrafe",
};

export const GOAL_LABELS: Record<string, string> = { goal: "Tor", own_goal: "Eigentor", penalty: "Elfmetertor" };

/** The reporter's words for the API's closed reasons of refusing an entry. */
const REFUSALS: Partial<Record<ErrorReason, string>> = {
  "after-final-whistle": "Nach dem Abpfiff ist kein Tor mehr möglich.",
  "ball-not-in-play": "Tore gibt es nur, während der Ball rollt: erst die Halbzeit anpfeifen.",
  "phase-out-of-order": "Diese Phase passt nicht zum Spielstand.",
  "before-kickoff": "Das Spiel kann erst an seinem Spieltag angepfiffen werden.",
  "not-kicked-off": "Das Spiel hat noch nicht begonnen.",
  "not-on-pitch": "Der Spieler steht nicht auf dem Platz.",
  "sent-off": "Der Spieler ist schon vom Platz gestellt.",
  "already-played": "Der eingewechselte Spieler stand schon auf dem Platz.",
  "not-in-squad": "Der Spieler gehört nicht zu dieser Mannschaft.",
  "minute-outside-half": "Diese Minute gehört nicht zur laufenden Halbzeit.",
  "result-released": "Das Ergebnis ist freigegeben: Es sind keine Einträge mehr möglich.",
  "score-mismatch": "Das Ergebnis passt nicht zu den erfassten Toren.",
};

/** The API's reason for refusing an entry, in German, read from its `reason` and `kind`, never its sentence. */
export function describeRefusal(refusal: EntryRefusal): string {
  const known = refusal.reason ? REFUSALS[refusal.reason] : undefined;
  if (known) return known;
  if (refusal.kind === "forbidden" || refusal.status === 403) return "Du darfst dieses Spiel nicht erfassen.";
  return "Der Eintrag wurde abgelehnt.";
}

/** A player as the picker and the list name him: the number, and the name where the profile is public. */
export function playerLabel(player: ReporterPlayer): string {
  const number = player.jerseyNumber === null ? "ohne Nr." : `Nr. ${player.jerseyNumber}`;
  return player.name ? `${number} ${player.name}` : `${number} (Name nicht öffentlich)`;
}

type Teams = Record<"home" | "guest", { name: string; players: ReporterPlayer[] }>;

/** The minute of an entry as the list shows it ("12.", "90.+3."), or "" for none. */
export function minuteLabel(entry: Pick<ListedEntry, "minute" | "addedMinute">): string {
  if (entry.minute === null) return "";
  return `${entry.minute}.${entry.addedMinute ? `+${entry.addedMinute}.` : ""}`;
}

const SHORT_TEXT = 60;

/** What an entry of the list says, in German: kind, team, players, text or score. */
export function describeEntry(entry: ListedEntry, teams: Teams): string {
  if (entry.label) return entry.label;
  const team = entry.team ? teams[entry.team].name : "";
  const player = (id: string | null) => {
    if (!id) return null;
    const found = [...teams.home.players, ...teams.guest.players].find((candidate) => candidate.playerId === id);
    return found ? playerLabel(found) : "Spieler";
  };
  const score = entry.score ? `${entry.score.home}:${entry.score.guest}` : "";
  switch (entry.kind) {
    case "phase":
      return PHASE_LABELS[entry.phase ?? ""] ?? "Spielphase";
    case "goal": {
      const scorer = player(entry.playerId);
      return `${GOAL_LABELS[entry.goalKind ?? "goal"] ?? "Tor"} für ${team}${scorer ? ` (${scorer})` : ""}${score ? ` zum ${score}` : ""}`;
    }
    case "shootout":
      return `Elfmeter verwandelt für ${team}${score ? ` (Elfmeterschießen ${score})` : ""}`;
    case "card":
      return `${CARD_LABELS[entry.card ?? ""] ?? "Karte"}, ${team}${entry.playerId ? ` (${player(entry.playerId)})` : ""}`;
    case "substitution":
      return `Wechsel bei ${team}: ${player(entry.playerInId) ?? "Spieler"} für ${player(entry.playerId) ?? "Spieler"}`;
    case "text": {
      const text = entry.text ?? "";
      return `Tickertext: ${text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT).trimEnd()} …` : text}`;
    }
    case "final_result":
      return `Endergebnis ${score}`;
    case "release":
      return "Ergebnis freigegeben";
    default:
      return "Eintrag";
  }
}
