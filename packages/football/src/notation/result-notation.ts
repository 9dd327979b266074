import { defaultAwardedGoals, resolveMatchOutcome } from "../match/match-outcome.js";
import type { Score } from "../match/match-status.js";
import {
  decisionMarks,
  type NotationMatch,
  type ResultNotation,
  type ResultNotationFields,
  type ResultPeriod,
} from "./notation-types.js";

/** The German short form of a match result (DOMAIN.md) and the structured fields behind it. */
export function formatResultNotation(match: NotationMatch): ResultNotation {
  const fields = summariseResult(match);
  const outcome = resolveMatchOutcome({ ...match, homeTeamId: "home", guestTeamId: "guest" }, { includeLive: false });
  return {
    ...fields,
    text: renderResultNotation(fields),
    decisionMark: fields.decision === null ? null : decisionMarks[fields.decision],
    regularScore: toScore(match.homeGoals, match.guestGoals),
    halftimeScore: toScore(match.homeGoalsHalftime, match.guestGoalsHalftime),
    extraTimeScore: toScore(match.homeGoalsExtraTime, match.guestGoalsExtraTime),
    penaltyScore: toScore(match.homePenaltyGoals, match.guestPenaltyGoals),
    isLive: match.status === "live",
    isPrePublished: match.status === "provisional",
    countsForTable: outcome.kind === "counted",
  };
}

/**
 * Reduces a match to what its short form can say. A result fixed by a decision (an abandoned or played match
 * rated by the division manager or a court) reads as an award: score plus mark.
 */
export function summariseResult(match: NotationMatch): ResultNotationFields {
  const base: ResultNotationFields = {
    status: match.status,
    score: null,
    period: null,
    decision: null,
    isKickoffTimeKnown: true,
    isResultPrivate: false,
    liveMinute: null,
    liveAddedMinute: null,
  };
  const regular = toScore(match.homeGoals, match.guestGoals);
  const hasResult = !["scheduled", "postponed", "rescheduled", "annulled", "bye"].includes(match.status);
  if (match.isResultPrivate && hasResult) return { ...base, status: "finished", isResultPrivate: true };
  switch (match.status) {
    case "scheduled":
      return { ...base, isKickoffTimeKnown: match.isKickoffTimeKnown ?? true };
    case "provisional":
      return { ...base, ...readFinalScore(match) };
    case "live":
      return { ...base, score: regular, period: regular && "regular", ...readLiveMinute(match) };
    case "finished":
    case "abandoned":
      if (match.decision && regular)
        return { ...base, status: "awarded", score: regular, period: "regular", decision: match.decision };
      return match.status === "finished" ? { ...base, ...readFinalScore(match) } : base;
    case "awarded":
      return { ...base, score: regular, period: regular && "regular", decision: match.decision ?? "rating" };
    case "no_show_home":
    case "no_show_guest":
      return { ...base, ...summariseNoShow(match, regular) };
    case "no_show_both":
      return { ...base, decision: match.decision ?? null };
    default:
      return base;
  }
}

export function renderResultNotation(fields: ResultNotationFields): string {
  if (fields.isResultPrivate) return "o.E.";
  const mark = fields.decision === null ? "" : ` ${decisionMarks[fields.decision]}`;
  const score = renderScore(fields.score, fields.period);
  switch (fields.status) {
    case "scheduled":
      return fields.isKickoffTimeKnown ? "-:-" : "**";
    case "provisional":
      return `${score} vorl.`;
    case "live":
      return `${score} live${renderLiveMinute(fields)}`;
    case "finished":
      return score;
    case "awarded":
      return `${score}${mark}`;
    case "no_show_home":
    case "no_show_guest":
      return `${score} n.an.${mark}`;
    case "no_show_both":
      return `n.an.${mark}`;
    case "postponed":
      return "Abse.";
    case "rescheduled":
      return "verl.";
    case "abandoned":
      return "Abbr.";
    case "annulled":
      return "Annull.";
    case "bye":
      return "SPIELFREI";
  }
}

function summariseNoShow(match: NotationMatch, regular: Score | null): Partial<ResultNotationFields> {
  const awarded =
    match.status === "no_show_home" ? { home: 0, guest: defaultAwardedGoals } : { home: defaultAwardedGoals, guest: 0 };
  return { score: regular ?? awarded, period: "regular", decision: match.decision ?? null };
}

function readFinalScore(match: NotationMatch): { score: Score | null; period: ResultPeriod | null } {
  const regular = toScore(match.homeGoals, match.guestGoals);
  const extraTime = toScore(match.homeGoalsExtraTime, match.guestGoalsExtraTime);
  const penalties = toScore(match.homePenaltyGoals, match.guestPenaltyGoals);
  const beforePenalties = extraTime ?? regular;
  // Like nV shows the score after extra time, nE shows the score at the very end, shoot-out goals included.
  if (penalties && beforePenalties) {
    return {
      score: { home: beforePenalties.home + penalties.home, guest: beforePenalties.guest + penalties.guest },
      period: "penalties",
    };
  }
  if (extraTime) return { score: extraTime, period: "extra_time" };
  return { score: regular, period: regular && "regular" };
}

function readLiveMinute(match: NotationMatch): Pick<ResultNotationFields, "liveMinute" | "liveAddedMinute"> {
  const liveMinute = match.liveMinute ?? null;
  // Added time of zero is no added time; normalising it keeps the short form and the fields one-to-one.
  return { liveMinute, liveAddedMinute: liveMinute === null || !match.liveAddedMinute ? null : match.liveAddedMinute };
}

function renderScore(score: Score | null, period: ResultPeriod | null): string {
  if (score === null) return "-:-";
  const suffix = period === "extra_time" ? " nV" : period === "penalties" ? " nE" : "";
  return `${score.home}:${score.guest}${suffix}`;
}

function renderLiveMinute(fields: ResultNotationFields): string {
  if (fields.liveMinute === null) return "";
  const added = fields.liveAddedMinute ? `+${fields.liveAddedMinute}` : "";
  return ` ${fields.liveMinute}${added}'`;
}

function toScore(home: number | null | undefined, guest: number | null | undefined): Score | null {
  if (home === null || home === undefined || guest === null || guest === undefined) return null;
  return { home, guest };
}
