/* Top scorers and the fair-play table of a competition. */

import {
  countCardsByTeam,
  describeFairPlayScheme,
  eventTypeCodes,
  rankFairPlayTable,
  rankTopScorers,
  type TableMatch,
} from "@spielfeld/football";
import type { Static, TSchema } from "typebox";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { type CompetitionRow, listCompetitionTeams, loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { NOT_PUBLIC_NAME, toPersonReference } from "../shared/privacy.js";
import { listTableMatches, lockCompetition } from "../shared/standings.repository.js";
import { listCompetitionEvents, listScorerPlayers } from "./competitions.repository.js";
import type * as schemas from "./competitions.schemas.js";
import { type CompetitionListKind, insertCompetitionList, readCompetitionList } from "./lists.repository.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

function toTableMatches(rows: Awaited<ReturnType<typeof listTableMatches>>): TableMatch[] {
  return rows.map((row) => ({ ...row, kickoffAt: row.kickoffAt?.toISOString() ?? null }));
}

/** What results decide of a fair-play table; team names and the scheme's wording are added when read. */
interface StoredFairPlay {
  entries: {
    position: number;
    sharedPlace: boolean;
    teamId: string;
    matchesPlayed: number;
    yellowCards: number;
    yellowRedCards: number;
    redCards: number;
    suspendedMatches: number;
    points: number;
    pointsPerMatch: number | null;
  }[];
  goalCount: number;
  goalsPerMatch: number;
}

/** What results decide of a scorer list; names and privacy are applied when read. */
interface StoredScorers {
  entries: {
    position: number;
    sharedPlace: boolean;
    playerId: string;
    teamId: string;
    goals: number;
    penaltyGoals: number;
  }[];
  goalCount: number;
  goalsPerMatch: number;
}

async function rankFairPlay(db: Database, competition: CompetitionRow): Promise<StoredFairPlay> {
  const competitionId = competition.competition.id;
  const [teamRows, matchRows, events] = await Promise.all([
    listCompetitionTeams(db, competitionId),
    listTableMatches(db, competitionId),
    listCompetitionEvents(db, competitionId, [
      eventTypeCodes.yellowCard,
      eventTypeCodes.yellowRedCard,
      eventTypeCodes.redCard,
    ]),
  ]);
  const sides = new Map(matchRows.map((match) => [match.id, match]));
  const cards = countCardsByTeam(events, (matchId, side) => {
    const match = sides.get(matchId);
    return (side === "home" ? match?.homeTeamId : match?.guestTeamId) ?? null;
  });
  const played = new Map<string, number>();
  for (const match of matchRows) {
    if (match.status !== "finished" && match.status !== "provisional") continue;
    for (const team of [match.homeTeamId, match.guestTeamId]) {
      if (team) played.set(team, (played.get(team) ?? 0) + 1);
    }
  }
  const ranked = rankFairPlayTable(
    teamRows.map((team) => ({
      teamId: team.teamSeasonId,
      teamName: team.name,
      matchesPlayed: played.get(team.teamSeasonId) ?? 0,
      yellowCards: cards.get(team.teamSeasonId)?.yellowCards ?? 0,
      yellowRedCards: cards.get(team.teamSeasonId)?.yellowRedCards ?? 0,
      redCards: cards.get(team.teamSeasonId)?.redCards ?? 0,
      // Suspensions are not part of the match data yet; the scheme's per-match points apply once they are.
      suspendedMatches: 0,
    })),
    competition.fairPlayScheme!,
  );
  const goals = rankTopScorers({ matches: toTableMatches(matchRows), events: [] });
  return {
    entries: ranked.entries.map((entry) => ({
      position: entry.position,
      sharedPlace: entry.isSharedPlace,
      teamId: entry.teamId,
      matchesPlayed: entry.matchesPlayed ?? 0,
      yellowCards: entry.yellowCards,
      yellowRedCards: entry.yellowRedCards,
      redCards: entry.redCards,
      suspendedMatches: entry.suspendedMatches,
      points: entry.points,
      pointsPerMatch: entry.pointsPerMatch,
    })),
    goalCount: goals.goalCount,
    goalsPerMatch: goals.goalsPerMatch,
  };
}

async function rankScorers(db: Database, competition: CompetitionRow): Promise<StoredScorers> {
  const competitionId = competition.competition.id;
  const [matchRows, events] = await Promise.all([
    listTableMatches(db, competitionId),
    listCompetitionEvents(db, competitionId, [eventTypeCodes.goal, eventTypeCodes.penaltyGoal]),
  ]);
  // Names order players level on goals, so the ranking reads them (privacy is applied when the list is read).
  const playerRows = await listScorerPlayers(db, [
    ...new Set(events.flatMap((event) => (event.playerId ? [event.playerId] : []))),
  ]);
  const scorers = rankTopScorers({ matches: toTableMatches(matchRows), events, players: playerRows });
  return {
    entries: scorers.entries.map((entry) => ({
      position: entry.position,
      sharedPlace: entry.isSharedPlace,
      playerId: entry.playerId,
      teamId: entry.teamId,
      goals: entry.goals,
      penaltyGoals: entry.penaltyGoals,
    })),
    goalCount: scorers.goalCount,
    goalsPerMatch: scorers.goalsPerMatch,
  };
}

/**
 * Reads a stored ranking, ranking and storing it when none is stored. As with tables, the ranking runs under a
 * shared lock on the competition, which a result change holds exclusively: a list ranked from results a
 * concurrent change is replacing is stored before that change drops it, never after.
 */
async function storedList<List>(
  db: Database,
  competition: CompetitionRow,
  kind: CompetitionListKind,
  rank: (db: Database, competition: CompetitionRow) => Promise<List>,
): Promise<List> {
  const id = competition.competition.id;
  const stored = await readCompetitionList(db, id, kind);
  if (stored !== null) return stored as List;
  return db.transaction(async (tx) => {
    await lockCompetition(tx, id, "share");
    const list = await rank(tx, competition);
    await insertCompetitionList(tx, id, kind, list);
    return list;
  });
}

export async function getFairPlayTable(
  context: ServiceContext,
  competitionId: string,
): Promise<Response<typeof schemas.getFairPlayTableSchema>> {
  const { db } = context;
  const competition = await loadCompetition(db, competitionId);
  const { fairPlayScheme } = competition;
  if (!competition.competition.isFairPlayTablePublic || !fairPlayScheme) {
    throw new ApiError("not_found", `Competition "${competitionId}" has no public fair-play table`);
  }
  const [stored, teamRows] = await Promise.all([
    storedList(db, competition, "fairPlay", rankFairPlay),
    listCompetitionTeams(db, competitionId),
  ]);
  const names = new Map(teamRows.map((team) => [team.teamSeasonId, team.name]));
  return {
    compoundId: competitionId,
    competitionUnitName: competition.competition.name,
    scheme: {
      id: fairPlayScheme.id,
      name: fairPlayScheme.name,
      description: describeFairPlayScheme(fairPlayScheme),
    },
    entries: stored.entries.map((entry) => ({ ...entry, teamName: names.get(entry.teamId) ?? "" })),
    goalCount: stored.goalCount,
    goalsPerMatch: stored.goalsPerMatch,
  };
}

/**
 * A page of the scorer list, or with `teamId` the lines of one team (a team page's excerpt). Players whose profile
 * or performance is not public keep their place but lose their name and link.
 */
export async function getScorerTable(
  context: ServiceContext,
  competitionId: string,
  offset: number,
  max: number,
  teamId?: string,
): Promise<Response<typeof schemas.getScorerTableSchema>> {
  const { db } = context;
  const competition = await loadCompetition(db, competitionId);
  if (!competition.competition.hasScorers) {
    throw new ApiError("not_found", `Competition "${competitionId}" has no scorer list`);
  }
  const [stored, teamRows] = await Promise.all([
    storedList(db, competition, "scorers", rankScorers),
    listCompetitionTeams(db, competitionId),
  ]);
  const shown = (
    teamId === undefined ? stored.entries : stored.entries.filter((entry) => entry.teamId === teamId)
  ).slice(offset, offset + max);
  const playerRows = await listScorerPlayers(db, [...new Set(shown.map((entry) => entry.playerId))]);
  const privacy = new Map(playerRows.map((player) => [player.id, player]));
  const teams = new Map(teamRows.map((team) => [team.teamSeasonId, team]));
  return {
    competitionGroupId: competitionId,
    entries: shown.map((entry) => {
      const player = privacy.get(entry.playerId);
      const person = player
        ? toPersonReference(player, "performance")
        : { id: null, firstName: "", lastName: NOT_PUBLIC_NAME };
      return {
        position: entry.position,
        sharedPlace: entry.sharedPlace,
        playerId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        teamId: entry.teamId,
        teamName: teams.get(entry.teamId)?.name ?? "",
        clubId: teams.get(entry.teamId)?.clubId ?? null,
        goals: entry.goals,
        penaltyGoals: entry.penaltyGoals,
      };
    }),
    total: stored.entries.length,
    goalCount: stored.goalCount,
    goalsPerMatch: stored.goalsPerMatch,
  };
}
