/*
 * The figures each amateur statistics list ranks by (`stats`), with their German labels and their order. The
 * repository turns a figure into its column expression; nothing else knows the set.
 */

export const PLAYER_STATS = {
  goals: "Meiste Tore",
  penaltyGoals: "Meiste Elfmetertore",
  appearances: "Meiste Einsätze",
} as const;

export const TEAM_STATS = {
  goals: "Meiste Tore",
  fewestConceded: "Wenigste Gegentore",
  wins: "Meiste Siege",
  fairPlay: "Beste Fair-Play-Wertung",
} as const;

export const MATCH_STATS = {
  goals: "Torreichste Spiele",
  margin: "Höchste Siege",
} as const;

export type PlayerStat = keyof typeof PLAYER_STATS;
export type TeamStat = keyof typeof TEAM_STATS;
export type MatchStat = keyof typeof MATCH_STATS;
export type StatisticsList = "player" | "team" | "match";

export const STATS_BY_LIST = { player: PLAYER_STATS, team: TEAM_STATS, match: MATCH_STATS } as const;

/** Every `stats` value of any list (the totals call accepts them all). */
export const ALL_STATS = [
  ...new Set([...Object.keys(PLAYER_STATS), ...Object.keys(TEAM_STATS), ...Object.keys(MATCH_STATS)]),
] as string[];

/** The page size of the lists when `max` is not given. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The choices of the filter: every figure of every list, labelled. */
export function listStatsChoices(): { id: string; label: string; list: StatisticsList }[] {
  return (Object.entries(STATS_BY_LIST) as [StatisticsList, Record<string, string>][]).flatMap(([list, stats]) =>
    Object.entries(stats).map(([id, label]) => ({ id, label, list })),
  );
}
