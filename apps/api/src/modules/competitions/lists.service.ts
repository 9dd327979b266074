/* Top scorers and the fair-play table of a competition. */

import {
  countCardsByTeam,
  eventTypeCodes,
  rankFairPlayTable,
  rankTopScorers,
  type TableMatch,
} from "@spielfeld/football";
import type { Static, TSchema } from "typebox";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { loadCompetition } from "../shared/competition-rows.repository.js";
import { NOT_PUBLIC_NAME, toPersonReference } from "../shared/privacy.js";
import {
  listCompetitionEvents,
  listCompetitionTeams,
  listScorerPlayers,
  listTableMatches,
} from "./competitions.repository.js";
import type * as schemas from "./competitions.schemas.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

function toTableMatches(rows: Awaited<ReturnType<typeof listTableMatches>>): TableMatch[] {
  return rows.map((row) => ({ ...row, kickoffAt: row.kickoffAt?.toISOString() ?? null }));
}

export async function getFairPlayTable(
  db: Database,
  competitionId: string,
): Promise<Response<typeof schemas.getFairPlayTableSchema>> {
  const competition = await loadCompetition(db, competitionId);
  const { fairPlayScheme } = competition;
  if (!competition.competition.isFairPlayTablePublic || !fairPlayScheme) {
    throw new ApiError("not_found", `Competition "${competitionId}" has no public fair-play table`);
  }
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
    fairPlayScheme,
  );
  const goals = rankTopScorers({ matches: toTableMatches(matchRows), events: [] });
  return {
    compoundId: competitionId,
    competitionUnitName: competition.competition.name,
    scheme: { id: ranked.schemeId, name: ranked.schemeName, description: ranked.schemeDescription },
    entries: ranked.entries.map((entry) => ({
      position: entry.position,
      sharedPlace: entry.isSharedPlace,
      teamId: entry.teamId,
      teamName: entry.teamName,
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

/** Players whose profile or performance is not public keep their place but lose their name and link. */
export async function getScorerTable(
  db: Database,
  competitionId: string,
  offset: number,
  max: number,
): Promise<Response<typeof schemas.getScorerTableSchema>> {
  const competition = await loadCompetition(db, competitionId);
  if (!competition.competition.hasScorers) {
    throw new ApiError("not_found", `Competition "${competitionId}" has no scorer list`);
  }
  const [teamRows, matchRows, events] = await Promise.all([
    listCompetitionTeams(db, competitionId),
    listTableMatches(db, competitionId),
    listCompetitionEvents(db, competitionId, [eventTypeCodes.goal, eventTypeCodes.penaltyGoal]),
  ]);
  const playerRows = await listScorerPlayers(db, [
    ...new Set(events.flatMap((event) => (event.playerId ? [event.playerId] : []))),
  ]);
  const scorers = rankTopScorers({ matches: toTableMatches(matchRows), events, players: playerRows });
  const privacy = new Map(playerRows.map((player) => [player.id, player]));
  const teams = new Map(teamRows.map((team) => [team.teamSeasonId, team]));
  return {
    competitionGroupId: competitionId,
    entries: scorers.entries.slice(offset, offset + max).map((entry) => {
      const player = privacy.get(entry.playerId);
      const person = player
        ? toPersonReference(player, "performance")
        : { id: null, firstName: "", lastName: NOT_PUBLIC_NAME };
      return {
        position: entry.position,
        sharedPlace: entry.isSharedPlace,
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
    total: scorers.entries.length,
    goalCount: scorers.goalCount,
    goalsPerMatch: scorers.goalsPerMatch,
  };
}
