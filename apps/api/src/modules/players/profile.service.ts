import type { Database } from "../../db/database.js";
import { footType, playingPosition } from "../../db/schema/enums.js";
import { berlinDate } from "../../lib/berlin-day.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import { findMinimumAge } from "../shared/minimum-age.js";
import {
  areCardsShown,
  isDateOfBirthShown,
  isNationalityShown,
  isPerformanceShown,
  visibleLogoId,
} from "../shared/privacy.js";
import { listAppearances, totalOf } from "./performance.js";
import { loadPlayer, loadPlayerTeams, type PlayerTeams, toPlayerTeam, visibleTeams } from "./player-context.js";
import * as repository from "./players.repository.js";
import type { WirePlayerMapping, WirePlayerProfile, WirePlayerSeasonPerformance } from "./players.schemas.js";
import { listPlayerSuccess } from "./success.service.js";

/** Newest season first, then the teams in their usual order (type, rank). */
function bySeasonDescending(teams: PlayerTeams): repository.TeamRow[] {
  const rows = [...teams.teams.values()];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((left, right) => right.row.season.id.localeCompare(left.row.season.id) || left.index - right.index)
    .map(({ row }) => row);
}

/** The current season's teams whose squad the player is in today. */
function currentTeams(teams: PlayerTeams, today: string) {
  const inSquad = new Set(
    teams.memberships
      .filter((row) => row.leftOn === null || row.leftOn > today)
      .filter((row) => row.joinedOn === null || row.joinedOn <= today)
      .map((row) => row.teamSeasonId),
  );
  return [...teams.teams.values()].filter((row) => row.season.isCurrent && inSquad.has(row.teamSeasonId));
}

async function seasonPerformance(
  db: Database,
  row: repository.PlayerRow,
  teams: PlayerTeams,
): Promise<WirePlayerSeasonPerformance[] | null> {
  if (!isPerformanceShown(row.player)) return null;
  const appearances = await listAppearances(db, row.player.id, teams);
  const showsCards = areCardsShown(row.player);
  return bySeasonDescending(teams).map((team) => {
    const totals = totalOf(appearances.filter((entry) => entry.teamSeasonId === team.teamSeasonId));
    return {
      season: team.season.id,
      seasonLabel: team.season.label,
      team: toPlayerTeam(team),
      matches: totals.matches,
      minutes: totals.minutes,
      goals: totals.goals,
      yellowCards: showsCards ? totals.yellowCards : null,
      yellowRedCards: showsCards ? totals.yellowRedCards : null,
      redCards: showsCards ? totals.redCards : null,
      substitutions: totals.substitutions,
      replacements: totals.replacements,
    };
  });
}

export function clubHistory(teams: PlayerTeams) {
  const seasons = new Map<string, { season: string; seasonLabel: string; teams: ReturnType<typeof toPlayerTeam>[] }>();
  for (const team of bySeasonDescending(teams)) {
    const entry = seasons.get(team.season.id) ?? { season: team.season.id, seasonLabel: team.season.label, teams: [] };
    entry.teams.push(toPlayerTeam(team));
    seasons.set(team.season.id, entry);
  }
  return [...seasons.values()];
}

/**
 * A player's page: the facts the player shows, club, today's teams, performance per season and team, club history
 * and success, each as the player's settings allow. Not public players are a 404 like unknown ones.
 */
export async function getPlayerProfile(context: ServiceContext, row: repository.PlayerRow): Promise<WirePlayerProfile> {
  const { db, now, links } = context;
  const { player } = row;
  const today = berlinDate(now);
  const [images, allTeams, ownSuccess] = await Promise.all([
    repository.listPlayerImages(db, player.id),
    loadPlayerTeams(db, player.id),
    player.isPlayerDataVisible ? repository.listOwnSuccess(db, player.id) : Promise.resolve([]),
  ]);
  const teams = visibleTeams(allTeams, player);
  const [performance, success] = await Promise.all([
    seasonPerformance(db, row, teams),
    listPlayerSuccess(context, teams),
  ]);
  // The details the player describes are theirs to show or not (getAccountPlayerData's playerDataVisible).
  const details = player.isPlayerDataVisible;
  const wireImages = images.map((image) => ({ url: mediaUrl(links, image.mediaId)!, copyright: image.copyright }));
  return {
    playerId: player.id,
    userRef: row.userRef,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: details ? player.nickname : null,
    dateOfBirth: isDateOfBirthShown(player) ? player.dateOfBirth : null,
    nationality: isNationalityShown(player) ? player.nationality : null,
    size: details ? player.heightCm : null,
    weight: details ? player.weightKg : null,
    position: details ? player.position : null,
    alternativePositions: details ? player.alternativePositions : [],
    foot: details ? player.foot : null,
    jerseyNumber: details ? player.jerseyNumber : null,
    captain: details && player.isCaptain,
    visibility: {
      performance: isPerformanceShown(player),
      cards: areCardsShown(player),
      clubHistory: player.isClubHistoryVisible,
      dateOfBirth: isDateOfBirthShown(player),
      nationality: isNationalityShown(player),
      searchEngines: player.isProfilePublic && player.isSearchableExternally,
    },
    imageUrl: wireImages[0]?.url ?? null,
    images: wireImages,
    club: row.club
      ? { clubId: row.club.id, clubName: row.club.name, clubLogoUrl: mediaUrl(links, visibleLogoId(row.club)) }
      : null,
    teams: currentTeams(teams, today).map(toPlayerTeam),
    performance,
    clubHistory: player.isClubHistoryVisible ? clubHistory(teams) : null,
    success,
    ownSuccess,
  };
}

/**
 * The seasons, teams and clubs the player belongs to (squads) or played for, newest season first. Without club
 * history only the current season's mappings are listed.
 */
export async function getPlayerProfileMappings(context: ServiceContext, playerId: string) {
  const { player } = await loadPlayer(context, playerId);
  const teams = visibleTeams(await loadPlayerTeams(context.db, player.id), player);
  const mappings: WirePlayerMapping[] = bySeasonDescending(teams).map((team) => {
    const membership = teams.memberships.find((row) => row.teamSeasonId === team.teamSeasonId);
    return {
      season: team.season.id,
      seasonLabel: team.season.label,
      team: toPlayerTeam(team),
      joinedOn: membership?.joinedOn ?? null,
      leftOn: membership?.leftOn ?? null,
    };
  });
  return { playerId: player.id, mappings };
}

export async function getPlayerSuccess(context: ServiceContext, row: repository.PlayerRow) {
  const teams = visibleTeams(await loadPlayerTeams(context.db, row.player.id), row.player);
  const [success, ownSuccess] = await Promise.all([
    listPlayerSuccess(context, teams),
    row.player.isPlayerDataVisible ? repository.listOwnSuccess(context.db, row.player.id) : Promise.resolve([]),
  ]);
  return { playerId: row.player.id, success, ownSuccess };
}

/** Live statistics a player profile can show, and the badges its success can carry. */
const LIVE_STAT_TYPES = [
  "matches",
  "minutes",
  "goals",
  "yellowCards",
  "yellowRedCards",
  "redCards",
  "substitutions",
  "replacements",
];
const BADGE_TYPES = ["captain", "champion", "promotion", "cupWinner"];

export async function getPlayerMasterData({ db }: ServiceContext) {
  const [nationality, minimumAge] = await Promise.all([repository.listNationalities(db), findMinimumAge(db)]);
  return {
    nationality,
    playingPosition: [...playingPosition.enumValues],
    footType: [...footType.enumValues],
    playerLiveStatType: LIVE_STAT_TYPES,
    badgeTypes: BADGE_TYPES,
    minimumAge,
  };
}
