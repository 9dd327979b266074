import type { QueuedEntry } from "./entry-queue";

/*
 * The reporter's list of the match's entries, newest first: what the API lists (getMatchReporting's `entries`, so a
 * reload shows them), the entries sent since (put in at once, then read again from the API), and what undo takes
 * back next. Undo goes back step by step: each press takes back the newest entry that still stands, the newest
 * waiting one on the device first.
 */

export interface ListedEntry {
  id: string;
  kind: string;
  minute: number | null;
  addedMinute: number | null;
  team: "home" | "guest" | null;
  phase: string | null;
  goalKind: string | null;
  card: string | null;
  playerId: string | null;
  playerInId: string | null;
  text: string | null;
  score: { home: number; guest: number } | null;
  isOwn: boolean;
  canUndo: boolean;
  /** An entry sent from this page and not yet read back from the API: its label as made. */
  label?: string;
}

export const UNDO_CALL = "undoMatchEntry";

/** A result is corrected with a new result, never undone. */
export const isUndoable = (entry: Pick<ListedEntry, "kind">) =>
  entry.kind !== "final_result" && entry.kind !== "release";

const KIND_OF_CALL: Record<string, string> = {
  recordMatchPhase: "phase",
  recordMatchGoal: "goal",
  recordMatchCard: "card",
  recordMatchSubstitution: "substitution",
  recordTickerText: "text",
  recordFinalResult: "final_result",
  releaseMatchResult: "release",
};

/** The ids of entries a waiting undo will take back. */
export function pendingUndos(waiting: readonly QueuedEntry[]): Set<string> {
  return new Set(waiting.filter((entry) => entry.call === UNDO_CALL).map((entry) => entry.fields["entry-id"] ?? ""));
}

export type UndoStep =
  /** The newest entry has not left the device: it is taken back there, and the API never hears of it. */
  | { kind: "take-back"; entry: QueuedEntry }
  /** The newest standing entry is undone (undoMatchEntry). */
  | { kind: "undo"; entry: ListedEntry }
  | null;

/**
 * What undo does next: an entry made on the device after the last undo is taken back there; otherwise the newest
 * listed entry that no waiting undo takes back already is undone, if it may be (no result).
 */
export function nextUndo(waiting: readonly QueuedEntry[], entries: readonly ListedEntry[]): UndoStep {
  const last = waiting.at(-1);
  if (last && last.call !== UNDO_CALL) return { kind: "take-back", entry: last };
  const pending = pendingUndos(waiting);
  const entry = entries.find((listed) => !pending.has(listed.id));
  return entry && isUndoable(entry) ? { kind: "undo", entry } : null;
}

/** The list after the API took an entry: an undo removes its entry, anything else comes first, the newest. */
export function withSent(
  entries: readonly ListedEntry[],
  sent: Pick<QueuedEntry, "call" | "fields" | "label">,
  entryId: string,
): ListedEntry[] {
  if (sent.call === UNDO_CALL) {
    const rest = entries.filter((entry) => entry.id !== sent.fields["entry-id"]);
    return rest.map((entry, index) => ({ ...entry, canUndo: index === 0 && isUndoable(entry) }));
  }
  if (sent.call === "withdrawMatchResult" || entries.some((entry) => entry.id === entryId)) return [...entries];
  const kind = KIND_OF_CALL[sent.call] ?? "text";
  const made: ListedEntry = {
    id: entryId,
    kind,
    minute: null,
    addedMinute: null,
    team: null,
    phase: null,
    goalKind: null,
    card: null,
    playerId: null,
    playerInId: null,
    text: null,
    score: null,
    isOwn: true,
    canUndo: isUndoable({ kind }),
    label: sent.label,
  };
  return [made, ...entries.map((entry) => ({ ...entry, canUndo: false }))];
}
