import {
  computeFeverCurve,
  type MatchStatus,
  resolveMatchOutcome,
  summariseTeamStatistics,
  type TableMatch,
} from "@spielfeld/football";
import type { Static, TSchema } from "typebox";
import { ApiError } from "../../plugins/errors.js";
import { hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import type { WireMatch } from "../shared/match.schema.js";
import * as matchRepository from "../shared/match-rows.repository.js";
import { isResultShown } from "../shared/privacy.js";
import { loadRankingInput } from "../shared/standings-read.js";
import type { MatchFacts } from "../shared/team-matches.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import type * as schemas from "./fixtures.schemas.js";
import { loadTeam, loadTeamCompetitions, profileConfigOf } from "./team-context.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

/** A team's matches as the football engine reads them; private results (children's football) are not counted. */
function toTableMatches(rows: MatchFacts[]): TableMatch[] {
  return rows
    .filter((row) => isResultShown(row.match))
    .map(({ match }) => ({
      id: match.id,
      matchday: match.matchday,
      kickoffAt: match.kickoffAt?.toISOString() ?? null,
      homeTeamId: match.homeTeamSeasonId,
      guestTeamId: match.guestTeamSeasonId,
      status: match.status as MatchStatus,
      decision: match.decision,
      homeGoals: match.homeGoals,
      guestGoals: match.guestGoals,
    }));
}

/** The highest win, draw and defeat among a team's matches (played to the end, with a public result). */
export function summariseTeamMatches(teamSeasonId: string, rows: MatchFacts[]) {
  const statistics = summariseTeamStatistics(teamSeasonId, toTableMatches(rows));
  const highestIds = {
    highestWin: statistics.highestWin?.matchId,
    highestDraw: statistics.highestDraw?.matchId,
    highestLost: statistics.highestDefeat?.matchId,
  };
  return { statistics, highestIds };
}

/** The highest results as match objects, picked from the wire matches of the team's rows. */
export function pickHighestResults(
  highestIds: ReturnType<typeof summariseTeamMatches>["highestIds"],
  wireMatches: Map<string, WireMatch>,
) {
  const pick = (matchId: string | undefined) => (matchId === undefined ? null : (wireMatches.get(matchId) ?? null));
  return {
    highestWin: pick(highestIds.highestWin),
    highestDraw: pick(highestIds.highestDraw),
    highestLost: pick(highestIds.highestLost),
  };
}

export async function getTeamStatistics(
  context: ServiceContext,
  request: { teamId: string; competitionId: string; seasonId: string; amountOfMatches: number },
): Promise<Response<typeof schemas.getTeamStatisticsSchema>> {
  const { db } = context;
  const { teamId, competitionId, seasonId } = request;
  const { selected } = await loadTeam(db, teamId, seasonId);
  if (!profileConfigOf(selected).trend) throw new ApiError("not_found", `Team "${teamId}" does not show its trend`);
  const competition = await loadCompetition(db, competitionId);
  if (competition.competition.seasonId !== seasonId) {
    throw new ApiError("not_found", `Competition "${competitionId}" is not of season "${seasonId}"`);
  }
  const teamSeasonId = selected.teamSeason.id;
  const rows = (await matchRepository.listCompetitionMatchRows(db, competitionId)).filter(
    (row) => row.match.homeTeamSeasonId === teamSeasonId || row.match.guestTeamSeasonId === teamSeasonId,
  );
  if (rows.length === 0) {
    throw new ApiError("not_found", `Team "${teamId}" has no matches in competition "${competitionId}"`);
  }
  const { statistics, highestIds } = summariseTeamMatches(teamSeasonId, rows);
  const counted = toTableMatches(rows).flatMap((match) => {
    const outcome = resolveMatchOutcome(match, { includeLive: false });
    if (outcome.kind !== "counted") return [];
    const side = match.homeTeamId === teamSeasonId ? outcome.home : outcome.guest;
    return [{ id: match.id, result: side.result }];
  });
  const recent = counted.slice(-request.amountOfMatches).reverse();
  const shownIds = new Set([...recent.map((match) => match.id), ...Object.values(highestIds)]);
  const shown = await toWireMatches(
    context,
    rows.filter((row) => shownIds.has(row.match.id)),
  );
  const wireMatches = new Map(shown.map((match) => [match.id, match]));
  return {
    teamPermanentId: selected.team.id,
    teamSeasonId,
    compoundId: competitionId,
    season: seasonId,
    overall: statistics.overall,
    home: statistics.home,
    away: statistics.away,
    ...pickHighestResults(highestIds, wireMatches),
    lastMatches: recent.map((match) => wireMatches.get(match.id)!),
    form: recent.map((match) => match.result),
  };
}

/** Position after each matchday played in every league of the season (the team's own trend setting permitting). */
export async function getFeverCurve(
  context: ServiceContext,
  teamId: string,
  seasonId: string | undefined,
): Promise<Response<typeof schemas.getFevercurveByTeamSchema>> {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId, seasonId);
  if (!profileConfigOf(selected).trend) throw new ApiError("not_found", `Team "${teamId}" does not show its trend`);
  const teamSeasonId = selected.teamSeason.id;
  const leagues = (await loadTeamCompetitions(db, [teamSeasonId]))
    .map((entry) => entry.competition)
    .filter((competition) => hasTable(competition));
  const curves = await Promise.all(
    leagues.map(async (competition) => {
      const { input } = await loadRankingInput(db, competition);
      const curve = computeFeverCurve(input);
      const line = curve.teams.find((team) => team.teamId === teamSeasonId);
      return {
        compoundId: competition.competition.id,
        competitionName: competition.competition.name,
        teamsTotal: input.teams.length,
        entries: curve.matchdays.flatMap((matchday, index) => {
          const position = line?.positions[index] ?? 0;
          return position > 0 ? [{ matchday, position }] : [];
        }),
      };
    }),
  );
  return { teamPermanentId: selected.team.id, teamSeasonId, season: selected.season.id, curves };
}
