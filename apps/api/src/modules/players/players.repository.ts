import { cacheTags } from "@spielfeld/cache-tags";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  clubs,
  competitions,
  competitionTeams,
  matchEvents,
  matches,
  matchLineups,
  playerImages,
  playerSuccessEntries,
  players,
  referees,
  seasons,
  squadMemberships,
  teamSeasons,
  teams,
  teamTypes,
  users,
} from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";

/** Statuses whose lineups and events count for a player's statistics (the football engine's rule). */
const STATISTICS_STATUSES = ["finished", "provisional", "awarded"] as const;

const playerById = prepared((db) =>
  db
    .select({
      player: players,
      userRef: sql<string | null>`(select ${users.id}::text from ${users}
        where ${users.playerId} = ${players.id} and ${users.deletedAt} is null limit 1)`,
      club: { id: clubs.id, name: clubs.name, logoMediaId: clubs.logoMediaId, isLogoPrivate: clubs.isLogoPrivate },
    })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(eq(players.id, sql.placeholder("playerId")))
    .limit(1)
    .prepare("player_by_id"),
);

/** A player with the user account that owns the profile and the club the profile names. */
export async function findPlayer(db: Database, playerId: string) {
  noteReadTags(cacheTags.person(playerId));
  const [row] = await playerById(db).execute({ playerId });
  if (row?.club) noteReadTags(cacheTags.club(row.club.id));
  return row ?? null;
}

export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/** The player profile of a (not deleted) user account, by the account's id. */
export async function findPlayerIdOfUser(db: Database, userId: string): Promise<string | null> {
  noteReadTags("people");
  const [row] = await db
    .select({ playerId: users.playerId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.playerId ?? null;
}

const imagesOfPlayer = prepared((db) =>
  db
    .select({ mediaId: playerImages.mediaId, copyright: playerImages.copyright })
    .from(playerImages)
    .where(eq(playerImages.playerId, sql.placeholder("playerId")))
    .orderBy(asc(playerImages.sortOrder), asc(playerImages.id))
    .prepare("images_of_player"),
);

export function listPlayerImages(db: Database, playerId: string) {
  return imagesOfPlayer(db).execute({ playerId });
}

/** The successes the player entered themselves (savePlayerSuccess), newest year first. */
export function listOwnSuccess(db: Database, playerId: string) {
  return db
    .select({
      year: playerSuccessEntries.year,
      title: playerSuccessEntries.title,
      description: playerSuccessEntries.description,
    })
    .from(playerSuccessEntries)
    .where(eq(playerSuccessEntries.playerId, playerId))
    .orderBy(desc(playerSuccessEntries.year), asc(playerSuccessEntries.sortOrder));
}

/**
 * The published squads a player is in (every season). A squad the club keeps private names no one, so it does
 * not tell the player's teams either; teams the player played for still come from the team sheets.
 */
const membershipsOfPlayer = prepared((db) =>
  db
    .select({
      teamSeasonId: squadMemberships.teamSeasonId,
      joinedOn: squadMemberships.joinedOn,
      leftOn: squadMemberships.leftOn,
    })
    .from(squadMemberships)
    .innerJoin(teamSeasons, eq(teamSeasons.id, squadMemberships.teamSeasonId))
    .where(and(eq(squadMemberships.playerId, sql.placeholder("playerId")), eq(teamSeasons.isSquadPublic, true)))
    .prepare("memberships_of_player"),
);

export function listMemberships(db: Database, playerId: string) {
  noteReadTags("people", "teams");
  return membershipsOfPlayer(db).execute({ playerId });
}

/** Teams of some seasons with their club, type (and its playing time) and season. */
const teamRowsByIds = prepared((db) =>
  db
    .select({
      teamSeasonId: teamSeasons.id,
      teamPermanentId: teams.id,
      clubId: clubs.id,
      clubName: clubs.name,
      teamName: teamSeasons.name,
      teamType: teamTypes.name,
      matchMinutes: teamTypes.matchMinutes,
      season: { id: seasons.id, label: seasons.label, isCurrent: seasons.isCurrent, endsOn: seasons.endsOn },
    })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(sql`${teamSeasons.id} = any(${sql.placeholder("teamSeasonIds")})`)
    .orderBy(asc(teamTypes.sortOrder), asc(teams.rank), asc(teamSeasons.id))
    .prepare("team_rows_by_ids"),
);

export async function listTeamRows(db: Database, teamSeasonIds: string[]) {
  if (teamSeasonIds.length === 0) return [];
  noteReadTags("teams");
  return teamRowsByIds(db).execute({ teamSeasonIds });
}

export type TeamRow = Awaited<ReturnType<typeof listTeamRows>>[number];

/** The player's places on team sheets of matches that count for statistics and show their result. */
const lineupsOfPlayer = prepared((db) =>
  db
    .select({
      lineup: { matchId: matchLineups.matchId, side: matchLineups.side, isSubstitute: matchLineups.isSubstitute },
      match: {
        id: matches.id,
        matchday: matches.matchday,
        kickoffAt: matches.kickoffAt,
        status: matches.status,
        decision: matches.decision,
        homeTeamSeasonId: matches.homeTeamSeasonId,
        guestTeamSeasonId: matches.guestTeamSeasonId,
        homeGoals: matches.homeGoals,
        guestGoals: matches.guestGoals,
        homeGoalsExtraTime: matches.homeGoalsExtraTime,
        guestGoalsExtraTime: matches.guestGoalsExtraTime,
        homePenaltyGoals: matches.homePenaltyGoals,
        guestPenaltyGoals: matches.guestPenaltyGoals,
      },
      competition: { id: competitions.id, name: competitions.name },
    })
    .from(matchLineups)
    .innerJoin(matches, eq(matches.id, matchLineups.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(
      and(
        eq(matchLineups.playerId, sql.placeholder("playerId")),
        inArray(matches.status, [...STATISTICS_STATUSES]),
        eq(matches.isResultPrivate, false),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .prepare("lineups_of_player"),
);

export function listLineups(db: Database, playerId: string) {
  noteReadTags("matches");
  return lineupsOfPlayer(db).execute({ playerId });
}

export type LineupRow = Awaited<ReturnType<typeof listLineups>>[number];

const eventsOfMatches = prepared((db) =>
  db
    .select({
      matchId: matchEvents.matchId,
      typeCode: matchEvents.typeCode,
      minute: matchEvents.minute,
      addedMinute: matchEvents.addedMinute,
      sortOrder: matchEvents.sortOrder,
      side: matchEvents.side,
      playerId: matchEvents.playerId,
      relatedPlayerId: matchEvents.relatedPlayerId,
    })
    .from(matchEvents)
    .where(sql`${matchEvents.matchId} = any(${sql.placeholder("matchIds")})`)
    .prepare("events_of_matches"),
);

export async function listMatchEvents(db: Database, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return eventsOfMatches(db).execute({ matchIds });
}

/** The competitions the teams of some seasons are entered in. */
export async function listCompetitionEntries(db: Database, teamSeasonIds: string[]) {
  if (teamSeasonIds.length === 0) return [];
  return db
    .select({ teamSeasonId: competitionTeams.teamSeasonId, competitionId: competitionTeams.competitionId })
    .from(competitionTeams)
    .where(inArray(competitionTeams.teamSeasonId, teamSeasonIds));
}

/** Every nationality recorded for a player or referee, in German order. */
export async function listNationalities(db: Database): Promise<string[]> {
  noteReadTags("people");
  const rows = await db
    .select({ nationality: players.nationality })
    .from(players)
    .union(db.select({ nationality: referees.nationality }).from(referees));
  return rows.map((row) => row.nationality).sort((left, right) => left.localeCompare(right, "de"));
}

export function listSeasons(db: Database) {
  return db
    .select({ id: seasons.id, label: seasons.label, isCurrent: seasons.isCurrent })
    .from(seasons)
    .orderBy(asc(seasons.startsOn));
}
