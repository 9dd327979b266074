import type { DecisionType, MatchStatus, Score } from "../match/match-status.js";
import type { ResultNotationFields, ResultPeriod } from "./notation-types.js";

const fixedForms: Readonly<Record<string, Partial<ResultNotationFields> & { status: MatchStatus }>> = {
  "**": { status: "scheduled", isKickoffTimeKnown: false },
  "-:-": { status: "scheduled" },
  "abse.": { status: "postponed" },
  "verl.": { status: "rescheduled" },
  "abbr.": { status: "abandoned" },
  "annull.": { status: "annulled" },
  spielfrei: { status: "bye" },
  "o.e.": { status: "finished", isResultPrivate: true },
};

// Spellings found in imported data, mapped to the canonical tokens.
const tokenAliases: Readonly<Record<string, string>> = {
  "n.v.": "nv",
  "n.e.": "ne",
  "i.e.": "ne",
  ie: "ne",
  "n.a.": "n.an.",
  "nicht angetreten": "n.an.",
};

const decisionByMark: Readonly<Record<string, DecisionType>> = { w: "rating", u: "court_verdict", v: "administrative" };

const scoreForm =
  /^(?:(\d+):(\d+)|-:-)(?: (nv|ne))?(?: (n\.an\.))?(?: ([wuv]))?(?: (vorl\.))?(?: (live)(?: (\d+)(?:\+(\d+))?')?)?$/;

/** Reads a short form back into its fields (for import); null when the text is no result notation. */
export function parseResultNotation(text: string): ResultNotationFields | null {
  const normalised = normaliseNotation(text);
  const base: ResultNotationFields = {
    status: "scheduled",
    score: null,
    period: null,
    decision: null,
    isKickoffTimeKnown: true,
    isResultPrivate: false,
    liveMinute: null,
    liveAddedMinute: null,
  };
  const fixed = fixedForms[normalised];
  if (fixed) return { ...base, ...fixed };
  const bothAbsent = /^n\.an\.(?: ([wuv]))?$/.exec(normalised);
  if (bothAbsent) return { ...base, status: "no_show_both", decision: readDecision(bothAbsent[1]) };
  const match = scoreForm.exec(normalised);
  if (!match) return null;
  const [, home, guest, periodToken, noShow, mark, provisional, live, minute, addedMinute] = match;
  const score: Score | null =
    home === undefined || guest === undefined ? null : { home: Number(home), guest: Number(guest) };
  const period: ResultPeriod | null =
    score === null ? null : periodToken === "nv" ? "extra_time" : periodToken === "ne" ? "penalties" : "regular";
  const fields = { ...base, score, period, decision: readDecision(mark) };
  if (live) return { ...fields, status: "live", ...readMinute(minute, addedMinute) };
  if (provisional) return { ...fields, status: "provisional" };
  if (noShow) return { ...fields, status: score && score.home > score.guest ? "no_show_guest" : "no_show_home" };
  if (mark) return { ...fields, status: "awarded" };
  return score ? { ...fields, status: "finished" } : null;
}

function normaliseNotation(text: string): string {
  let normalised = text.trim().replace(/\s+/g, " ").toLowerCase();
  for (const [alias, canonical] of Object.entries(tokenAliases)) {
    normalised = normalised.replace(new RegExp(`(^| )${escapeRegExp(alias)}(?= |$)`, "g"), `$1${canonical}`);
  }
  return normalised;
}

function readDecision(mark: string | undefined): DecisionType | null {
  return mark === undefined ? null : (decisionByMark[mark] ?? null);
}

function readMinute(minute: string | undefined, added: string | undefined) {
  if (minute === undefined) return { liveMinute: null, liveAddedMinute: null };
  return { liveMinute: Number(minute), liveAddedMinute: added === undefined ? null : Number(added) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
