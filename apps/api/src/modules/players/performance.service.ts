import { formatResultNotation } from "@spielfeld/football";
import type { Static } from "typebox";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { areCardsShown, isPerformanceShown } from "../shared/privacy.js";
import { type Appearance, listAppearances, quote, totalOf } from "./performance.js";
import type {
  getPlayerPerformanceSchema,
  WirePlayerPerformance,
  WirePlayerPerformanceEntry,
} from "./performance.schemas.js";
import { loadPlayerByRef, loadPlayerTeams, visibleTeams } from "./player-context.js";
import * as repository from "./players.repository.js";

export interface PerformanceRequest {
  userid: string;
  saison?: string;
  "team-id"?: string;
}

interface Selection {
  playerId: string;
  season: string;
  teamSeasonId: string | null;
  appearances: Appearance[];
  showsPerformance: boolean;
  showsCards: boolean;
}

/**
 * The player's appearances in a season (the current one by default), for one of the player's teams of that season
 * or for all of them. An unknown season, or a team the player did not belong to that season, is a 404.
 */
async function select(context: ServiceContext, request: PerformanceRequest): Promise<Selection> {
  const { db } = context;
  const { player } = await loadPlayerByRef(context, request.userid);
  const seasons = await repository.listSeasons(db);
  const season =
    request.saison === undefined
      ? (seasons.find((row) => row.isCurrent) ?? seasons[seasons.length - 1])
      : seasons.find((row) => row.id === request.saison);
  if (!season) throw new ApiError("not_found", `Unknown season "${request.saison}"`);
  const teams = visibleTeams(await loadPlayerTeams(db, player.id), player);
  const ofSeason = [...teams.teams.values()].filter((row) => row.season.id === season.id);
  const teamId = request["team-id"];
  const team =
    teamId === undefined ? null : ofSeason.find((row) => row.teamSeasonId === teamId || row.teamPermanentId === teamId);
  if (teamId !== undefined && !team) {
    throw new ApiError("not_found", `Player "${player.id}" has no team "${teamId}" in season "${season.id}"`);
  }
  const inSeason = new Set(ofSeason.map((row) => row.teamSeasonId));
  const showsPerformance = isPerformanceShown(player);
  const appearances = showsPerformance
    ? (await listAppearances(db, player.id, teams)).filter((entry) =>
        team ? entry.teamSeasonId === team.teamSeasonId : inSeason.has(entry.teamSeasonId),
      )
    : [];
  return {
    playerId: player.id,
    season: season.id,
    teamSeasonId: team?.teamSeasonId ?? null,
    appearances,
    showsPerformance,
    showsCards: areCardsShown(player),
  };
}

/** v1: the season's totals; null where the player hides performance or cards. */
export async function getPlayerPerformance(
  context: ServiceContext,
  request: PerformanceRequest,
): Promise<Static<(typeof getPlayerPerformanceSchema)["response"][200]>> {
  const { playerId, season, teamSeasonId, appearances, showsPerformance, showsCards } = await select(context, request);
  const totals = totalOf(appearances);
  const shown = (value: number) => (showsPerformance ? value : null);
  const card = (value: number) => (showsCards ? value : null);
  return {
    playerId,
    season,
    teamSeasonId,
    performanceVisible: showsPerformance,
    cardsVisible: showsCards,
    matches: shown(totals.matches),
    minutes: shown(totals.minutes),
    goals: shown(totals.goals),
    yellowCards: card(totals.yellowCards),
    yellowRedCards: card(totals.yellowRedCards),
    redCards: card(totals.redCards),
    substitutions: shown(totals.substitutions),
    replacements: shown(totals.replacements),
  };
}

function toEntry(entry: Appearance, showsCards: boolean, teamNames: Map<string, string>): WirePlayerPerformanceEntry {
  const { match, competition } = entry.row;
  const card = (value: number) => (showsCards ? value : null);
  const side = (teamSeasonId: string | null) => ({
    teamSeasonId,
    teamName: teamSeasonId === null ? "spielfrei" : (teamNames.get(teamSeasonId) ?? ""),
  });
  return {
    matchId: match.id,
    kickoffAt: match.kickoffAt?.toISOString() ?? null,
    compoundId: competition.id,
    competitionName: competition.name,
    matchday: match.matchday,
    teamSeasonId: entry.teamSeasonId,
    homeTeam: side(match.homeTeamSeasonId),
    guestTeam: side(match.guestTeamSeasonId),
    homeGoals: match.homeGoals,
    guestGoals: match.guestGoals,
    result: formatResultNotation(match).text,
    starter: entry.isStarter,
    playedMinutes: entry.minutesPlayed,
    inMinute: entry.inMinute,
    inAddMinute: entry.inAddedMinute,
    outMinute: entry.outMinute,
    outAddMinute: entry.outAddedMinute,
    goals: entry.goals,
    goalsAgainst: entry.goalsAgainst,
    yellowCards: card(entry.yellowCards),
    yellowRedCards: card(entry.yellowRedCards),
    redCards: card(entry.redCards),
  };
}

/** v2: every appearance with minutes, substitutions, goals and cards, the totals and quotes, and what is shown. */
export async function getPlayerPerformanceV2(
  context: ServiceContext,
  request: PerformanceRequest,
): Promise<WirePlayerPerformance> {
  const { playerId, season, teamSeasonId, appearances, showsPerformance, showsCards } = await select(context, request);
  const totals = totalOf(appearances);
  const opponentIds = appearances.flatMap(({ row }) => [row.match.homeTeamSeasonId, row.match.guestTeamSeasonId]);
  const ids = [...new Set(opponentIds.filter((id): id is string => id !== null))];
  const teamNames = new Map(
    (await repository.listTeamRows(context.db, ids)).map((row) => [row.teamSeasonId, row.teamName]),
  );
  const shown = (value: number) => (showsPerformance ? value : null);
  const card = (value: number) => (showsCards ? value : null);
  return {
    playerId,
    season,
    teamSeasonId,
    entries: appearances.map((entry) => toEntry(entry, showsCards, teamNames)),
    playedMatches: shown(totals.matches),
    playedMinutes: shown(totals.minutes),
    pointsQuote: shown(quote(totals.teamPoints, totals.matches)),
    goals: shown(totals.goals),
    goalsQuote: shown(quote(totals.goals, totals.matches)),
    goalsAgainst: shown(totals.goalsAgainst),
    goalsAgainstQuote: shown(quote(totals.goalsAgainst, totals.matches)),
    yellowCards: card(totals.yellowCards),
    yellowRedCards: card(totals.yellowRedCards),
    redCards: card(totals.redCards),
    substitutions: shown(totals.substitutions),
    replacements: shown(totals.replacements),
    visibility: {
      goals: showsPerformance,
      inCount: showsPerformance,
      inMinute: showsPerformance,
      inAddMinute: showsPerformance,
      outCount: showsPerformance,
      outMinute: showsPerformance,
      outAddMinute: showsPerformance,
      playedTime: showsPerformance,
      yellowCards: showsCards,
      yellowRedCards: showsCards,
      redCards: showsCards,
    },
  };
}
