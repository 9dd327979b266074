import { compareGerman, roundToHundredths } from "../shared/german-collation.js";
import { assignSharedPositions } from "../shared/shared-positions.js";
import { eventTypeCodes, type MatchEvent } from "../statistics/match-events.js";
import { describeFairPlayScheme, type FairPlayScheme } from "./fair-play-scheme.js";

export interface FairPlayRecord {
  teamId: string;
  teamName: string;
  /** Matches played, for the points per match; optional. */
  matchesPlayed?: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
  /** Matches of suspension imposed on the team's players. */
  suspendedMatches: number;
}

export interface FairPlayEntry extends FairPlayRecord {
  position: number;
  points: number;
  pointsPerMatch: number | null;
  isSharedPlace: boolean;
}

export interface FairPlayTable {
  schemeId: string;
  schemeName: string;
  /** German sentence naming the scheme, for the page. */
  schemeDescription: string;
  entries: FairPlayEntry[];
}

/** Ranks teams by fair-play points, lowest first; equal points share a place. */
export function rankFairPlayTable(records: readonly FairPlayRecord[], scheme: FairPlayScheme): FairPlayTable {
  const scored = records.map((record) => ({ ...record, points: scoreFairPlay(record, scheme) }));
  scored.sort((left, right) => left.points - right.points || compareGerman(left.teamName, right.teamName));
  const positions = assignSharedPositions(scored, (left, right) => left.points === right.points);
  const entries = scored.map((record, index): FairPlayEntry => {
    const { position, isShared } = positions[index]!;
    const pointsPerMatch = record.matchesPlayed ? roundToHundredths(record.points / record.matchesPlayed) : null;
    return { ...record, position, isSharedPlace: isShared, pointsPerMatch };
  });
  return {
    schemeId: scheme.id,
    schemeName: scheme.name,
    schemeDescription: describeFairPlayScheme(scheme),
    entries,
  };
}

export function scoreFairPlay(record: FairPlayRecord, scheme: FairPlayScheme): number {
  const { points } = scheme;
  return (
    record.yellowCards * points.yellow +
    record.yellowRedCards * points.yellowRed +
    record.redCards * points.red +
    record.suspendedMatches * points.perSuspendedMatch
  );
}

/** Counts card events per team; `teamOfSide` maps a match's side to its team. Each card event counts once. */
export function countCardsByTeam(
  events: readonly MatchEvent[],
  teamOfSide: (matchId: string, side: MatchEvent["side"]) => string | null,
): Map<string, { yellowCards: number; yellowRedCards: number; redCards: number }> {
  const counts = new Map<string, { yellowCards: number; yellowRedCards: number; redCards: number }>();
  for (const event of events) {
    const teamId = teamOfSide(event.matchId, event.side);
    if (teamId === null) continue;
    const count = counts.get(teamId) ?? { yellowCards: 0, yellowRedCards: 0, redCards: 0 };
    if (event.typeCode === eventTypeCodes.yellowCard) count.yellowCards += 1;
    else if (event.typeCode === eventTypeCodes.yellowRedCard) count.yellowRedCards += 1;
    else if (event.typeCode === eventTypeCodes.redCard) count.redCards += 1;
    else continue;
    counts.set(teamId, count);
  }
  return counts;
}
