import type { TieBreakProfile } from "./profiles.js";
import type { TableEntry } from "./table-types.js";

export interface TableNoteFacts {
  profile: TieBreakProfile;
  isQuotientRanking: boolean;
  isFinalTable: boolean;
  entries: readonly TableEntry[];
}

/** The German note under a table: the profile's rule plus whatever was special about this table. */
export function composeTableNote(facts: TableNoteFacts): string {
  const sentences: string[] = [];
  if (facts.isQuotientRanking) {
    sentences.push(
      "Die Saison wurde abgebrochen; die Tabelle ist nach dem Quotienten aus Punkten und Spielen geordnet.",
    );
  }
  sentences.push(facts.profile.description);
  const shared = facts.entries.filter((entry) => entry.isSharedPlace);
  if (shared.length > 0 && facts.isFinalTable && facts.profile.fallback === "decider") {
    sentences.push(`Über ${describePlaces(shared)} entscheidet ein Entscheidungsspiel.`);
  } else if (shared.length > 0) {
    sentences.push(`Gleich stehende Mannschaften teilen sich ${describePlaces(shared)}.`);
  }
  const drawn = facts.entries.filter((entry) => entry.decidedBy === "lots");
  if (drawn.length > 0) sentences.push(`Über ${describePlaces(drawn)} hat das Los entschieden.`);
  const decided = facts.entries.filter((entry) => entry.decidedBy === "decider");
  if (decided.length > 0) sentences.push(`Über ${describePlaces(decided)} hat ein Entscheidungsspiel entschieden.`);
  // An ordinal at the end of a sentence already carries its full stop ("teilen sich Platz 1.").
  return sentences.join(" ").replace(/\.\.(?=\s|$)/g, ".");
}

function describePlaces(entries: readonly TableEntry[]): string {
  const places = [...new Set(entries.map((entry) => entry.position))].sort((left, right) => left - right);
  const listed = places.map((place) => `${place}.`);
  if (listed.length === 1) return `Platz ${listed[0]}`;
  return `die Plätze ${listed.slice(0, -1).join(", ")} und ${listed.at(-1)}`;
}
