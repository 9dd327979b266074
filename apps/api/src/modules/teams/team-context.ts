import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { type CompetitionRow, hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import type { MatchFacts } from "../shared/team-matches.repository.js";
import type { WireProfileConfig, WireTeamCompetition } from "./profile.schemas.js";
import { findSeason, listTeamCompetitionIds, listTeamSeasonsOf, type TeamSeasonRow } from "./teams.repository.js";

/** A team with all its seasons and the one a call is about. */
export interface TeamContext {
  seasons: TeamSeasonRow[];
  selected: TeamSeasonRow;
}

/**
 * Resolves a team id (a season's team id or a permanent id) to one of its seasons: the season asked for, else the
 * season of a season's team id, else the current season (the latest one the team played when it has none).
 * Unknown teams and seasons are 404s naming them.
 */
export async function loadTeam(db: Database, teamId: string, seasonId?: string): Promise<TeamContext> {
  const seasons = await listTeamSeasonsOf(db, teamId);
  if (seasons.length === 0) throw new ApiError("not_found", `Unknown team "${teamId}"`);
  if (seasonId !== undefined) {
    const selected = seasons.find((row) => row.season.id === seasonId);
    if (selected) return { seasons, selected };
    if (!(await findSeason(db, seasonId))) throw new ApiError("not_found", `Unknown season "${seasonId}"`);
    throw new ApiError("not_found", `Team "${teamId}" has no team in season "${seasonId}"`);
  }
  const selected =
    seasons.find((row) => row.teamSeason.id === teamId) ??
    seasons.find((row) => row.season.isCurrent) ??
    seasons[seasons.length - 1]!;
  return { seasons, selected };
}

export function profileConfigOf(row: TeamSeasonRow): WireProfileConfig {
  const { news, trend, scorers, fairplay, venue, history } = row.teamSeason.profileConfig;
  return { news, trend, scorers, fairplay, venue, history };
}

/** A competition one of a team's seasons plays in. */
export interface TeamCompetitionEntry {
  teamSeasonId: string;
  competition: CompetitionRow;
}

/** The competitions of some of a team's seasons, ordered by competition type and name. */
export async function loadTeamCompetitions(db: Database, teamSeasonIds: string[]): Promise<TeamCompetitionEntry[]> {
  if (teamSeasonIds.length === 0) return [];
  const entries = await listTeamCompetitionIds(db, teamSeasonIds);
  const loaded = await Promise.all(
    entries.map(async (entry) => ({
      teamSeasonId: entry.teamSeasonId,
      competition: await loadCompetition(db, entry.competitionId),
    })),
  );
  return loaded.sort(
    (left, right) =>
      left.competition.competitionType.sortOrder - right.competition.competitionType.sortOrder ||
      left.competition.competition.name.localeCompare(right.competition.competition.name, "de"),
  );
}

export function isFriendly(competition: CompetitionRow): boolean {
  return competition.competitionType.basicType === "Friendly";
}

export function toTeamCompetition(row: CompetitionRow): WireTeamCompetition {
  const { competition, competitionType, teamType, leagueLevel, playingArea } = row;
  return {
    compoundId: competition.id,
    name: competition.name,
    shortName: competition.shortName,
    competitionTypeId: competitionType.id,
    competitionTypeName: competitionType.name,
    competitionType: competitionType.basicType,
    teamType: teamType.name,
    leagueLevel: leagueLevel?.name ?? null,
    playingArea: playingArea.name,
    season: competition.seasonId,
    roundBased: competition.isRoundBased,
    isTopLeague: competition.isTopLeague,
    tableAvailable: hasTable(row),
    topScorersListAvailable: competition.hasScorers,
    fairnessTablePublic: isFairPlayTableShown(row),
  };
}

/** A competition's fair-play table is public when the organiser allows it and a scheme scores it. */
export function isFairPlayTableShown(row: CompetitionRow): boolean {
  return row.competition.isFairPlayTablePublic && row.fairPlayScheme !== null;
}

/** The league a team page shows: its championship with a table, else any competition with a table. */
export function pickLeague(rows: CompetitionRow[]): CompetitionRow | null {
  return (
    rows.find((row) => row.competitionType.basicType === "Championship" && hasTable(row)) ??
    rows.find((row) => hasTable(row)) ??
    null
  );
}

/** A bye is nobody's match: team pages leave it out of previous and next matches. */
export function isBye(row: MatchFacts): boolean {
  return row.match.homeTeamSeasonId === null || row.match.guestTeamSeasonId === null;
}

/** A match kicked off before now (a running one among them); open dates have not. */
export function hasKickedOff(row: MatchFacts, now: Date): boolean {
  return row.match.kickoffAt !== null && row.match.kickoffAt < now;
}
