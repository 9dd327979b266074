import { rankPositions } from "../table/rank-table.js";
import { collectSeasonResults } from "../table/season-results.js";
import type { RankTableInput } from "../table/table-types.js";
import { selectVariantView } from "../table/variants.js";

export interface FeverCurveLine {
  teamId: string;
  teamName: string;
  /** Position after each matchday of `FeverCurve.matchdays`, in the same order. */
  positions: number[];
}

export interface FeverCurve {
  matchdays: number[];
  teams: FeverCurveLine[];
}

/** Position per matchday (Fieberkurve): the as-of-matchday table for every matchday played so far. */
export function computeFeverCurve(input: RankTableInput): FeverCurve {
  const season = collectSeasonResults(input, false);
  let lastMatchday = 0;
  for (const result of season.results) lastMatchday = Math.max(lastMatchday, result.matchday ?? 0);
  const matchdays = Array.from({ length: lastMatchday }, (_, index) => index + 1);
  const lines = season.teams.map((team): FeverCurveLine => ({ teamId: team.id, teamName: team.name, positions: [] }));
  const totalMatchdays = input.settings.totalMatchdays ?? null;
  for (const matchday of matchdays) {
    const view = selectVariantView(season, { kind: "asOfMatchday", matchday }, totalMatchdays);
    const positions = rankPositions(input, season, view);
    for (const line of lines) line.positions.push(positions.get(line.teamId) ?? 0);
  }
  return { matchdays, teams: lines };
}
