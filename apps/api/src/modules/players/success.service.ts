import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { isPerformanceShown } from "../shared/privacy.js";
import { findCupWins, findTablePlaces, placeKey } from "../shared/standings-read.js";
import { getFeverCurve } from "../teams/statistics.service.js";
import { listAppearances } from "./performance.js";
import { loadPlayer, loadPlayerTeams, type PlayerTeams, toPlayerTeam, visibleTeams } from "./player-context.js";
import * as repository from "./players.repository.js";
import type { WirePlayerFeverCurve, WirePlayerSuccess } from "./players.schemas.js";

/**
 * Titles, promotions and cup wins of the teams the player belonged to (squad, or played for), in seasons that
 * have ended: first place or a promotion place in a league's final table, a won cup final. Newest season first.
 */
export async function listPlayerSuccess(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  teams: PlayerTeams,
): Promise<WirePlayerSuccess[]> {
  const today = berlinDate(now);
  const ended = [...teams.teams.values()].filter((row) => row.season.endsOn < today);
  if (ended.length === 0) return [];
  const byId = new Map(ended.map((row) => [row.teamSeasonId, row]));
  const entries = await Promise.all(
    (await repository.listCompetitionEntries(db, [...byId.keys()])).map(async ({ teamSeasonId, competitionId }) => ({
      teamSeasonId,
      competition: await loadCompetition(db, competitionId),
    })),
  );
  const [places, cupWins] = await Promise.all([findTablePlaces(db, entries), findCupWins(db, entries)]);
  const success: WirePlayerSuccess[] = [];
  for (const { teamSeasonId, competition } of entries) {
    const team = byId.get(teamSeasonId)!;
    const competitionId = competition.competition.id;
    const base = {
      season: team.season.id,
      seasonLabel: team.season.label,
      team: toPlayerTeam(team),
      compoundId: competitionId,
      competitionName: competition.competition.name,
      competitionType: competition.competitionType.basicType,
    };
    if (hasTable(competition)) {
      const entry = places.get(placeKey(competitionId, teamSeasonId))?.entry;
      if (entry?.position === 1) success.push({ ...base, position: 1, achievement: "champion" });
      else if (entry && (entry.zone === "promotion" || entry.zone === "promotionPlayoff")) {
        success.push({ ...base, position: entry.position, achievement: "promotion" });
      }
      continue;
    }
    if (cupWins.has(placeKey(competitionId, teamSeasonId))) {
      success.push({ ...base, position: null, achievement: "cupWinner" });
    }
  }
  return success.sort(
    (left, right) =>
      right.season.localeCompare(left.season) || left.competitionName.localeCompare(right.competitionName, "de"),
  );
}

/**
 * The team's fever curve (as the team call answers it, the team's trend setting included) with, per matchday,
 * whether the player appeared for the team in that league on it. The team must be one the player belongs to or
 * played for.
 */
export async function getPlayerFeverCurve(
  context: ServiceContext,
  playerId: string,
  teamId: string,
): Promise<WirePlayerFeverCurve> {
  const { db } = context;
  const { player } = await loadPlayer(context, playerId);
  const teams = visibleTeams(await loadPlayerTeams(db, player.id), player);
  const isPlayersTeam = [...teams.teams.values()].some(
    (row) => row.teamSeasonId === teamId || row.teamPermanentId === teamId,
  );
  if (!isPlayersTeam) throw new ApiError("not_found", `Player "${player.id}" has never been in team "${teamId}"`);
  const curve = await getFeverCurve(context, teamId, undefined);
  if (!teams.teams.has(curve.teamSeasonId)) {
    throw new ApiError("not_found", `Player "${player.id}" is not in team "${teamId}" in season "${curve.season}"`);
  }
  const showsPerformance = isPerformanceShown(player);
  const appearances = showsPerformance
    ? (await listAppearances(db, player.id, teams)).filter((entry) => entry.teamSeasonId === curve.teamSeasonId)
    : [];
  const played = new Set(appearances.map(({ row }) => `${row.competition.id}|${row.match.matchday}`));
  return {
    playerId: player.id,
    teamPermanentId: curve.teamPermanentId,
    teamSeasonId: curve.teamSeasonId,
    season: curve.season,
    curves: curve.curves.map((line) => ({
      ...line,
      entries: line.entries.map((entry) => ({
        ...entry,
        played: showsPerformance ? played.has(`${line.compoundId}|${entry.matchday}`) : null,
      })),
    })),
  };
}
