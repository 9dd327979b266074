/** Match status as DOMAIN.md defines it; kept apart from the score. Mirrors the database enum. */
export type MatchStatus =
  | "scheduled"
  | "provisional"
  | "live"
  | "finished"
  | "postponed"
  | "rescheduled"
  | "abandoned"
  | "annulled"
  | "no_show_home"
  | "no_show_guest"
  | "no_show_both"
  | "awarded"
  | "bye";

export const matchStatuses: readonly MatchStatus[] = [
  "scheduled",
  "provisional",
  "live",
  "finished",
  "postponed",
  "rescheduled",
  "abandoned",
  "annulled",
  "no_show_home",
  "no_show_guest",
  "no_show_both",
  "awarded",
  "bye",
];

/** Wertung (w), Sportgerichtsurteil (u), Verwaltungsentscheid (v). */
export type DecisionType = "rating" | "court_verdict" | "administrative";

export const decisionTypes: readonly DecisionType[] = ["rating", "court_verdict", "administrative"];

export interface Score {
  home: number;
  guest: number;
}

export type MatchSide = "home" | "guest";
