import { cacheTags } from "@spielfeld/cache-tags";
import { formatResultNotation, type ResultNotation } from "@spielfeld/football";
import type { Static } from "typebox";
import type { Database } from "../../db/database.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { ApiError } from "../../plugins/errors.js";
import { type CompetitionRow, hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { listCompetitionMatchRows, type MatchRow } from "../shared/match-rows.repository.js";
import { getStanding, type StoredStanding } from "../shared/standings-read.js";
import type { CrossTableMatch, crossTableMarks } from "./cross-table.schemas.js";

type WireCrossTableMatch = Static<typeof CrossTableMatch.schema>;
type CrossTableMark = (typeof crossTableMarks)[number];

/** A competition without a table has no cross table either: the same 404 as its table. */
export async function loadCompetitionWithTable(db: Database, competitionId: string) {
  const competition = await loadCompetition(db, competitionId);
  if (!hasTable(competition)) {
    throw new ApiError("not_found", `Competition "${competitionId}" has no table`);
  }
  return competition;
}

/** The teams in the overall table's order, those the table does not rank (oW, annulled withdrawal) last. */
export function orderTeams(stored: StoredStanding) {
  const { table, teams } = stored;
  const details = (teamId: string) => ({
    teamPermanentId: teams[teamId]?.permanentId ?? teamId,
    clubName: teams[teamId]?.clubName ?? "",
  });
  return [
    ...table.entries.map((entry) => ({
      teamId: entry.teamId,
      ...details(entry.teamId),
      teamName: entry.teamName,
      clubId: entry.clubId,
      position: entry.position,
      sharedPlace: entry.isSharedPlace,
      mark: entry.mark,
      unranked: null,
    })),
    ...table.unranked.map((team) => ({
      teamId: team.teamId,
      ...details(team.teamId),
      teamName: team.teamName,
      clubId: team.clubId,
      position: null,
      sharedPlace: false,
      mark: team.mark,
      unranked: team.reason,
    })),
  ];
}

/** The mark a cell carries, from the same short form the match object carries (`result.text`). */
function markOf(notation: ResultNotation): CrossTableMark {
  if (notation.isResultPrivate) return "private";
  switch (notation.status) {
    case "scheduled":
    case "bye":
      return "open";
    case "finished":
      return "result";
    case "no_show_home":
    case "no_show_guest":
    case "no_show_both":
      return "noShow";
    default:
      return notation.status;
  }
}

/** A match as a cell shows it; a private result never leaves the API with a score (as in the match mapper). */
function toCellMatch(row: MatchRow, isRankedPair: boolean): WireCrossTableMatch {
  const m = row.match;
  noteReadTags(cacheTags.match(m.id));
  const notation = formatResultNotation({ ...m, isKickoffTimeKnown: m.isKickoffTimeKnown });
  const score = notation.isResultPrivate ? null : notation.score;
  return {
    id: m.id,
    matchday: m.matchday,
    kickoff: m.kickoffAt?.toISOString() ?? null,
    kickoffTimeKnown: m.isKickoffTimeKnown,
    status: m.status,
    mark: markOf(notation),
    result: notation.text,
    homeGoals: score?.home ?? null,
    guestGoals: score?.guest ?? null,
    period: notation.isResultPrivate ? null : notation.period,
    decisionMark: notation.decisionMark,
    countsInTable: notation.countsForTable && isRankedPair,
  };
}

/**
 * The matches that stand for a pairing: an old date moved to a replay of this competition gives way to the
 * replay, byes and matches of teams not entered have no cell.
 */
function pairMatches(rows: readonly MatchRow[]) {
  const ids = new Set(rows.map((row) => row.match.id));
  return rows.filter((row) => {
    const { homeTeamSeasonId, guestTeamSeasonId, status, rescheduledToMatchId } = row.match;
    if (homeTeamSeasonId === null || guestTeamSeasonId === null) return false;
    return !(status === "rescheduled" && rescheduledToMatchId !== null && ids.has(rescheduledToMatchId));
  });
}

export async function getCrossTable(context: ServiceContext, competitionId: string) {
  const { db } = context;
  const competition: CompetitionRow = await loadCompetitionWithTable(db, competitionId);
  const [stored, rows] = await Promise.all([
    getStanding(db, competition, "overall"),
    listCompetitionMatchRows(db, competitionId),
  ]);
  const teams = orderTeams(stored);
  const ranked = new Set(stored.table.entries.map((entry) => entry.teamId));
  const byPair = new Map<string, WireCrossTableMatch[]>();
  for (const row of pairMatches(rows)) {
    const home = row.match.homeTeamSeasonId!;
    const guest = row.match.guestTeamSeasonId!;
    const key = `${home}|${guest}`;
    const cell = byPair.get(key) ?? [];
    cell.push(toCellMatch(row, ranked.has(home) && ranked.has(guest)));
    byPair.set(key, cell);
  }
  return {
    compoundId: competition.competition.id,
    teams,
    rows: teams.map((home) => ({
      homeTeamId: home.teamId,
      cells: teams.map((guest) => ({
        guestTeamId: guest.teamId,
        matches: home.teamId === guest.teamId ? [] : (byPair.get(`${home.teamId}|${guest.teamId}`) ?? []),
      })),
    })),
  };
}
