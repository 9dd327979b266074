/** The criteria a tie-break profile can list; the same names the database stores. */
export type TieBreakCriterionName =
  | "points"
  | "goal_difference"
  | "goals_scored"
  | "head_to_head_points"
  | "head_to_head_goal_difference"
  | "head_to_head_goals_scored"
  | "head_to_head_away_goals"
  | "away_goals"
  | "wins"
  | "decider"
  | "lots";

/**
 * One step of a profile. `mutual` compares only the matches among the teams still level (a mini-table),
 * re-applied to every smaller group that stays level. The head_to_head_* criteria are mutual by definition.
 */
export interface TieBreakCriterion {
  criterion: TieBreakCriterionName;
  scope: "all" | "mutual";
}

/** When the mutual criteria (and decider and lots) may separate teams. */
export type TieBreakApplicationMode = "always" | "final_table_only" | "zone_places_only";

/** What settles a tie that all criteria leave open. */
export type TieBreakFallback = "shared_place" | "decider" | "lots";

/** Tie-break rules differ by level and association, so they are data per competition (DOMAIN.md, Tables). */
export interface TieBreakProfile {
  id: string;
  name: string;
  /** The sentence the table page shows. */
  description: string;
  criteria: readonly TieBreakCriterion[];
  applicationMode: TieBreakApplicationMode;
  fallback: TieBreakFallback;
}

export const regionalligaProfile: TieBreakProfile = {
  id: "regionalliga",
  name: "Regionalliga",
  description:
    "Bei Punktgleichheit entscheiden die Tordifferenz, dann die Anzahl der erzielten Tore, dann der direkte " +
    "Vergleich (Punkte, Tordifferenz, auswärts erzielte Tore), dann die Anzahl der auswärts erzielten Tore; " +
    "bleibt es gleich, entscheidet ein Entscheidungsspiel.",
  criteria: [
    { criterion: "points", scope: "all" },
    { criterion: "goal_difference", scope: "all" },
    { criterion: "goals_scored", scope: "all" },
    { criterion: "head_to_head_points", scope: "mutual" },
    { criterion: "head_to_head_goal_difference", scope: "mutual" },
    { criterion: "head_to_head_away_goals", scope: "mutual" },
    { criterion: "away_goals", scope: "all" },
  ],
  applicationMode: "always",
  fallback: "decider",
};

/**
 * The BFV compares the mutual matches the European-cup way: the aggregate of both, then the away goals in them.
 * Its Spielordnung (version of January 2022, as the Merkur quotes it) replaced "nach dem Europapokalmodus" with
 * "bei Punkt- und Torgleichheit zählen die auswärts erzielten Tore doppelt", so the away goals stayed after UEFA
 * dropped them in 2021:
 * https://www.merkur.de/sport/amateur-fussball/landkreis-ebersberg/die-crux-mit-dem-europacup-modus-91525989.html
 * What follows the direct comparison (goal difference, goals, wins, away goals, lots) is the former § 14a:
 * https://www.infranken.de/regional/kitzingen/sport/Direkter-Vergleich-statt-Entscheidungsspiel;art293,2891566
 * Between two teams goals scored cannot differ once the goal difference of their matches is level, so away goals
 * decide next. For three or more the texts name only a table of their matches; goals scored in it come before
 * away goals as in UEFA's group rule, whose wording the BFV borrows.
 */
export const bavarianLowerLeagueProfile: TieBreakProfile = {
  id: "bavarian-lower-leagues",
  name: "Bayernliga und darunter",
  description:
    "Bei Punktgleichheit entscheidet der direkte Vergleich (Punkte, Tordifferenz, erzielte Tore, dann die " +
    "auswärts erzielten Tore; bei mehr als zwei Mannschaften die Tabelle ihrer Spiele untereinander), dann die " +
    "Tordifferenz, die Anzahl der erzielten Tore, die Anzahl der Siege, die Anzahl der auswärts erzielten Tore " +
    "und zuletzt das Los.",
  criteria: [
    { criterion: "points", scope: "all" },
    { criterion: "head_to_head_points", scope: "mutual" },
    { criterion: "head_to_head_goal_difference", scope: "mutual" },
    { criterion: "head_to_head_goals_scored", scope: "mutual" },
    { criterion: "head_to_head_away_goals", scope: "mutual" },
    { criterion: "goal_difference", scope: "all" },
    { criterion: "goals_scored", scope: "all" },
    { criterion: "wins", scope: "all" },
    { criterion: "away_goals", scope: "all" },
  ],
  applicationMode: "always",
  fallback: "lots",
};

export const finalZoneHeadToHeadProfile: TieBreakProfile = {
  id: "final-zone-head-to-head",
  name: "Direkter Vergleich nur für Auf- und Abstiegsplätze der Abschlusstabelle",
  description:
    "Bei Punktgleichheit entscheiden die Tordifferenz und dann die Anzahl der erzielten Tore; sonst teilen sich " +
    "die Mannschaften den Platz. In der Abschlusstabelle entscheidet um Meisterschaft, Auf- und Abstieg zuerst " +
    "der direkte Vergleich (Punkte, Tordifferenz, erzielte Tore), bei weiterer Gleichheit ein Entscheidungsspiel.",
  criteria: [
    { criterion: "points", scope: "all" },
    { criterion: "head_to_head_points", scope: "mutual" },
    { criterion: "head_to_head_goal_difference", scope: "mutual" },
    { criterion: "head_to_head_goals_scored", scope: "mutual" },
    { criterion: "goal_difference", scope: "all" },
    { criterion: "goals_scored", scope: "all" },
  ],
  applicationMode: "zone_places_only",
  fallback: "decider",
};

export const tieBreakProfiles: readonly TieBreakProfile[] = [
  regionalligaProfile,
  bavarianLowerLeagueProfile,
  finalZoneHeadToHeadProfile,
];

/** German names of the criteria, for notes and for pages that list a profile. */
export const tieBreakCriterionLabels: Readonly<Record<TieBreakCriterionName, string>> = {
  points: "Punkte",
  goal_difference: "Tordifferenz",
  goals_scored: "erzielte Tore",
  head_to_head_points: "Punkte im direkten Vergleich",
  head_to_head_goal_difference: "Tordifferenz im direkten Vergleich",
  head_to_head_goals_scored: "erzielte Tore im direkten Vergleich",
  head_to_head_away_goals: "auswärts erzielte Tore im direkten Vergleich",
  away_goals: "auswärts erzielte Tore",
  wins: "Anzahl der Siege",
  decider: "Entscheidungsspiel",
  lots: "Los",
};

export function isMutualCriterion(criterion: TieBreakCriterion): boolean {
  return criterion.scope === "mutual" || criterion.criterion.startsWith("head_to_head_");
}
