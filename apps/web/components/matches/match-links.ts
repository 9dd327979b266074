import type { Match } from "./match-types";

/** What the state hints add to the notation for screen readers and sighted readers alike. */
export function describeState(match: Match): string | null {
  if (match.live) return match.liveMinute === null ? "Live" : `Live, ${match.liveMinute}. Minute`;
  if (match.cancelled) return "Abgesetzt";
  if (match.aborted) return "Abgebrochen";
  if (match.annulled) return "Annulliert";
  if (match.rescheduledTo) return "Verlegt";
  if (match.rescheduledFrom) return "Nachholspiel";
  if (match.prePublished) return "Vorläufig";
  return null;
}
