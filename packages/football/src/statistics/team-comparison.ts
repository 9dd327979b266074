import { resolveMatchOutcome, type SideOutcome, type SideResult } from "../match/match-outcome.js";
import type { RankedTable, TableMatch, TableZone } from "../table/table-types.js";
import { orderByKickoff } from "./team-statistics.js";

export interface TeamComparisonInput {
  homeTeamId: string;
  guestTeamId: string;
  /** Matches to read form and head-to-head from; may span seasons and competitions. */
  matches: readonly TableMatch[];
  /** The current table of the match's competition, for positions. */
  table?: RankedTable | null;
  /** Matches in the form line; 5 unless given. */
  formLength?: number;
  /** Only matches kicking off before this ISO instant count, so the comparison shows what was known before. */
  before?: string | null;
}

export interface TeamComparisonSide {
  teamId: string;
  position: number | null;
  points: number | null;
  zone: TableZone | null;
  /** Most recent first. */
  form: SideResult[];
}

export interface HeadToHeadRecord {
  played: number;
  homeTeamWins: number;
  draws: number;
  guestTeamWins: number;
  homeTeamGoals: number;
  guestTeamGoals: number;
  /** Most recent first. */
  matchIds: string[];
}

export interface TeamComparison {
  home: TeamComparisonSide;
  guest: TeamComparisonSide;
  /** Counted from the perspective of this match's home and guest team, wherever the old matches were played. */
  headToHead: HeadToHeadRecord;
}

interface CountedMatch {
  match: TableMatch;
  outcome: { home: SideOutcome; guest: SideOutcome };
}

export function compareTeams(input: TeamComparisonInput): TeamComparison {
  const before = input.before ?? null;
  const counted: CountedMatch[] = orderByKickoff(input.matches)
    .filter((match) => before === null || (match.kickoffAt !== null && match.kickoffAt < before))
    .flatMap((match) => {
      const outcome = resolveMatchOutcome(match, { includeLive: false });
      return outcome.kind === "counted" ? [{ match, outcome }] : [];
    })
    .reverse();
  const formLength = input.formLength ?? 5;
  return {
    home: describeSide(input.homeTeamId, counted, formLength, input.table ?? null),
    guest: describeSide(input.guestTeamId, counted, formLength, input.table ?? null),
    headToHead: tallyHeadToHead(counted, input.homeTeamId, input.guestTeamId),
  };
}

function describeSide(
  teamId: string,
  counted: readonly CountedMatch[],
  formLength: number,
  table: RankedTable | null,
): TeamComparisonSide {
  const entry = table?.entries.find((candidate) => candidate.teamId === teamId);
  const form = counted
    .filter(({ match }) => match.homeTeamId === teamId || match.guestTeamId === teamId)
    .slice(0, formLength)
    .map(({ match, outcome }) => (match.homeTeamId === teamId ? outcome.home : outcome.guest).result);
  return { teamId, position: entry?.position ?? null, points: entry?.points ?? null, zone: entry?.zone ?? null, form };
}

function tallyHeadToHead(counted: readonly CountedMatch[], homeTeamId: string, guestTeamId: string): HeadToHeadRecord {
  const record: HeadToHeadRecord = {
    played: 0,
    homeTeamWins: 0,
    draws: 0,
    guestTeamWins: 0,
    homeTeamGoals: 0,
    guestTeamGoals: 0,
    matchIds: [],
  };
  for (const { match, outcome } of counted) {
    const isSameWay = match.homeTeamId === homeTeamId && match.guestTeamId === guestTeamId;
    const isReversed = match.homeTeamId === guestTeamId && match.guestTeamId === homeTeamId;
    if (!isSameWay && !isReversed) continue;
    const [ours, theirs] = isSameWay ? [outcome.home, outcome.guest] : [outcome.guest, outcome.home];
    record.played += 1;
    record.homeTeamGoals += ours.goalsFor;
    record.guestTeamGoals += theirs.goalsFor;
    record.matchIds.push(match.id);
    // A double no-show is lost by both sides: nobody's win, and no draw either.
    if (ours.result === "won") record.homeTeamWins += 1;
    else if (theirs.result === "won") record.guestTeamWins += 1;
    else if (ours.result === "drawn") record.draws += 1;
  }
  return record;
}
