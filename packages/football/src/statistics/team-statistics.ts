import { resolveMatchOutcome, type SideOutcome } from "../match/match-outcome.js";
import type { TableMatch } from "../table/table-types.js";

export interface TeamRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

export interface MatchHighlight {
  matchId: string;
  matchday: number | null;
  kickoffAt: string | null;
  opponentTeamId: string;
  isHome: boolean;
  goalsFor: number;
  goalsAgainst: number;
}

export interface TeamStatistics {
  teamId: string;
  overall: TeamRecord;
  home: TeamRecord;
  away: TeamRecord;
  highestWin: MatchHighlight | null;
  highestDraw: MatchHighlight | null;
  highestDefeat: MatchHighlight | null;
}

/**
 * Home, away and overall records from every counted result; the highest win, draw and defeat only from
 * matches played to the end, because an awarded 2:0 is nobody's highest win.
 */
export function summariseTeamStatistics(teamId: string, matches: readonly TableMatch[]): TeamStatistics {
  const home = createRecord();
  const away = createRecord();
  const played: MatchHighlight[] = [];
  for (const match of orderByKickoff(matches)) {
    const isHome = match.homeTeamId === teamId;
    if (!isHome && match.guestTeamId !== teamId) continue;
    const outcome = resolveMatchOutcome(match, { includeLive: false });
    if (outcome.kind !== "counted") continue;
    const side = isHome ? outcome.home : outcome.guest;
    addToRecord(isHome ? home : away, side);
    if (match.status !== "finished" && match.status !== "provisional") continue;
    const opponentTeamId = (isHome ? match.guestTeamId : match.homeTeamId) ?? "";
    const { id: matchId, matchday, kickoffAt } = match;
    played.push({
      matchId,
      matchday,
      kickoffAt,
      opponentTeamId,
      isHome,
      goalsFor: side.goalsFor,
      goalsAgainst: side.goalsAgainst,
    });
  }
  return { teamId, overall: mergeRecords(home, away), home, away, ...pickHighlights(played) };
}

function pickHighlights(played: readonly MatchHighlight[]) {
  const margin = (highlight: MatchHighlight) => highlight.goalsFor - highlight.goalsAgainst;
  return {
    highestWin: pickHighest(
      played.filter((match) => margin(match) > 0),
      (match) => [margin(match), match.goalsFor],
    ),
    highestDraw: pickHighest(
      played.filter((match) => margin(match) === 0),
      (match) => [match.goalsFor],
    ),
    highestDefeat: pickHighest(
      played.filter((match) => margin(match) < 0),
      (match) => [-margin(match), match.goalsAgainst],
    ),
  };
}

export function createRecord(): TeamRecord {
  return { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 };
}

export function addToRecord(record: TeamRecord, side: SideOutcome): void {
  record.played += 1;
  record.goalsFor += side.goalsFor;
  record.goalsAgainst += side.goalsAgainst;
  record.goalDifference = record.goalsFor - record.goalsAgainst;
  record.points += side.points;
  if (side.result === "won") record.won += 1;
  else if (side.result === "drawn") record.drawn += 1;
  else record.lost += 1;
}

function mergeRecords(first: TeamRecord, second: TeamRecord): TeamRecord {
  const merged = createRecord();
  // Every field of a record, goal difference included, adds up across home and away.
  for (const key of Object.keys(merged) as (keyof TeamRecord)[]) merged[key] = first[key] + second[key];
  return merged;
}

/** The first match with the greatest key (compared element by element); earlier matches win ties. */
function pickHighest(
  highlights: readonly MatchHighlight[],
  keyOf: (m: MatchHighlight) => number[],
): MatchHighlight | null {
  let best: MatchHighlight | null = null;
  let bestKey: number[] = [];
  for (const highlight of highlights) {
    const key = keyOf(highlight);
    const difference = key
      .map((value, index) => value - (bestKey[index] ?? Number.NEGATIVE_INFINITY))
      .find((d) => d !== 0);
    if (best === null || (difference !== undefined && difference > 0)) {
      best = highlight;
      bestKey = key;
    }
  }
  return best;
}

export function orderByKickoff<T extends Pick<TableMatch, "kickoffAt" | "matchday">>(matches: readonly T[]): T[] {
  return [...matches].sort(
    (left, right) =>
      compareText(left.kickoffAt ?? "", right.kickoffAt ?? "") || (left.matchday ?? 0) - (right.matchday ?? 0),
  );
}

// ISO timestamps order correctly as plain strings; a collator would be slower and no more right.
function compareText(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
