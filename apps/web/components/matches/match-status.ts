import type { Match } from "./match-types";

/**
 * What kind of state it is: running (live, half time: the site's one live colour), over, out of the ordinary
 * (postponed, abandoned …: a warning tone) or a plain note (provisional, replay).
 */
export type StatusKind = "live" | "finished" | "exception" | "note";

export interface MatchStatus {
  kind: StatusKind;
  /** Short text on the chip, e.g. `Live 67'`, `Halbzeit`, `Beendet`, `Abgesetzt`. */
  label: string;
  /** The same for screen readers, where the short form would be read oddly (`67'`). */
  spokenLabel: string;
}

const HALF_TIME_STATES = new Set(["halftime", "extra_time_halftime"]);

function liveStatus(match: Match): MatchStatus {
  if (match.timeState && HALF_TIME_STATES.has(match.timeState)) {
    return { label: "Halbzeit", spokenLabel: "Halbzeitpause", kind: "live" };
  }
  if (match.timeState === "before_penalties" || match.timeState === "penalties") {
    return { label: "Elfmeterschießen", spokenLabel: "Live, Elfmeterschießen", kind: "live" };
  }
  if (match.liveMinute === null) return { label: "Live", spokenLabel: "Live", kind: "live" };
  const added = match.liveAddedMinute ? `+${match.liveAddedMinute}` : "";
  return {
    label: `Live ${match.liveMinute}${added}'`,
    spokenLabel: `Live, ${match.liveMinute}.${added ? ` plus ${match.liveAddedMinute}.` : ""} Minute`,
    kind: "live",
  };
}

const plain = (kind: StatusKind, label: string): MatchStatus => ({ kind, label, spokenLabel: label });

/** The decision marks of a score (DOMAIN.md) in words. */
const DECISIONS: Record<string, string> = { w: "Wertung", u: "Sportgerichtsurteil", v: "Verwaltungsentscheid" };

/**
 * The state of a match in words, kept apart from its score (DOMAIN.md): live with the running minute, half time,
 * finished, postponed, abandoned …; null for a match that is simply still to come.
 */
export function matchStatus(match: Match): MatchStatus | null {
  if (match.live) return liveStatus(match);
  if (match.cancelled) return plain("exception", "Abgesetzt");
  if (match.aborted) return plain("exception", "Abgebrochen");
  if (match.annulled) return plain("exception", "Annulliert");
  if (match.rescheduledTo) return plain("exception", "Verlegt");
  if (match.matchStatus.startsWith("no_show")) return plain("exception", "Nichtantritt");
  if (match.prePublished) return plain("note", "Vorläufig");
  if (match.rescheduledFrom) return plain("note", "Nachholspiel");
  // A score decided at the green table says how (DOMAIN.md: w, u, v), so the mark beside the score is explained.
  const decision = match.result?.decisionMark ? DECISIONS[match.result.decisionMark] : undefined;
  if (decision) return plain("note", decision);
  if (match.matchStatus === "finished" || match.matchStatus === "awarded") return plain("finished", "Beendet");
  return null;
}

/**
 * The result for a page title, in words where the notation is a mark without a score (`Abse.` is "Abgesetzt"),
 * left out while nothing is decided (`-:-`, `**`, a running score, which a kept title would freeze).
 */
export function resultForTitle(match: Match): string | null {
  if (match.live || match.matchStatus === "scheduled") return null;
  const text = match.result.text;
  if (/\d/.test(text)) return text;
  return matchStatus(match)?.label ?? null;
}

/**
 * The score to show: the result notation (`3:1`, `2:1 nV`, `Abse.`), or while the match runs just the running
 * score, since its state (live, the minute) stands beside it on the chip.
 */
export function scoreText(match: Match): string {
  if (match.live && match.homeGoals !== null && match.guestGoals !== null)
    return `${match.homeGoals}:${match.guestGoals}`;
  // `**` is the notation of an open kickoff time, which the time beside it shows: the score is open like any other.
  if (match.result.text === "**") return "-:-";
  return match.result.text;
}

/** The lines under a match's score: half time, extra time, penalties, each on its own line. */
export function describeScoreLines(match: Match): string[] {
  const lines: string[] = [];
  if (match.halftime) lines.push(`Halbzeit ${match.halftime.home}:${match.halftime.guest}`);
  if (match.extraTime) lines.push(`nach Verlängerung ${match.extraTime.home}:${match.extraTime.guest}`);
  if (match.penalties) lines.push(`Elfmeterschießen ${match.penalties.home}:${match.penalties.guest}`);
  return lines;
}
