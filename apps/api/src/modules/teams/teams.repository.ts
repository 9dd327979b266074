import { cacheTags } from "@spielfeld/cache-tags";
import { eventTypeCodes } from "@spielfeld/football";
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.js";
import {
  articles,
  clubs,
  clubVenues,
  competitionTeams,
  matchEvents,
  matches,
  matchLineups,
  playerImages,
  players,
  seasons,
  squadMemberships,
  teamOfficials,
  teamSeasons,
  teams,
  teamTypes,
  venues,
} from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";

const teamSeasonsOf = prepared((db) => {
  const teamId = sql.placeholder("teamId");
  const permanentIds = db
    .select({ id: teamSeasons.teamId })
    .from(teamSeasons)
    .where(or(eq(teamSeasons.id, teamId), eq(teamSeasons.teamId, teamId)));
  return db
    .select({
      teamSeason: teamSeasons,
      season: { id: seasons.id, label: seasons.label, isCurrent: seasons.isCurrent, endsOn: seasons.endsOn },
      team: { id: teams.id, name: teams.name },
      teamType: { id: teamTypes.id, name: teamTypes.name, hasResults: teamTypes.hasResults },
      club: { id: clubs.id, name: clubs.name, logoMediaId: clubs.logoMediaId, isLogoPrivate: clubs.isLogoPrivate },
    })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(inArray(teamSeasons.teamId, permanentIds))
    .orderBy(asc(seasons.startsOn))
    .prepare("team_seasons_of");
});

/**
 * Every season of the team a team id names: the id is a season's team id or a permanent team id (opaque either
 * way), oldest season first.
 */
export async function listTeamSeasonsOf(db: Database, teamId: string) {
  const rows = await teamSeasonsOf(db).execute({ teamId });
  const [first] = rows;
  if (first) noteReadTags(cacheTags.team(first.team.id), cacheTags.club(first.club.id));
  return rows;
}

export type TeamSeasonRow = Awaited<ReturnType<typeof listTeamSeasonsOf>>[number];

export async function findSeason(db: Database, seasonId: string) {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, seasonId)).limit(1);
  return row ?? null;
}

/** The competitions the teams of some seasons are entered in. */
export function listTeamCompetitionIds(db: Database, teamSeasonIds: string[]) {
  return competitionIdsOfTeams(db).execute({ teamSeasonIds });
}

const competitionIdsOfTeams = prepared((db) =>
  db
    .select({ teamSeasonId: competitionTeams.teamSeasonId, competitionId: competitionTeams.competitionId })
    .from(competitionTeams)
    .where(sql`${competitionTeams.teamSeasonId} = any(${sql.placeholder("teamSeasonIds")})`)
    .prepare("competition_ids_of_teams"),
);

const fromClub = alias(clubs, "from_club");
const toClub = alias(clubs, "to_club");

/** The squad of a season's team with each player's privacy flags and first photo. */
export function listSquad(db: Database, teamSeasonId: string) {
  noteReadTags("people");
  return db
    .select({
      membership: squadMemberships,
      player: {
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        dateOfBirth: players.dateOfBirth,
        nationality: players.nationality,
        isProfilePublic: players.isProfilePublic,
        isPerformanceVisible: players.isPerformanceVisible,
        areCardsVisible: players.areCardsVisible,
        isDateOfBirthVisible: players.isDateOfBirthVisible,
        isNationalityVisible: players.isNationalityVisible,
      },
      imageMediaId: sql<string | null>`(
        select ${playerImages.mediaId} from ${playerImages} where ${playerImages.playerId} = ${players.id}
        order by ${playerImages.sortOrder}, ${playerImages.id} limit 1)`,
      fromClub: { id: fromClub.id, name: fromClub.name },
      toClub: { id: toClub.id, name: toClub.name },
    })
    .from(squadMemberships)
    .innerJoin(players, eq(players.id, squadMemberships.playerId))
    .leftJoin(fromClub, eq(fromClub.id, squadMemberships.arrivedFromClubId))
    .leftJoin(toClub, eq(toClub.id, squadMemberships.departedToClubId))
    .where(eq(squadMemberships.teamSeasonId, teamSeasonId))
    .orderBy(asc(squadMemberships.jerseyNumber), asc(players.lastName), asc(players.firstName), asc(players.id));
}

export type SquadRow = Awaited<ReturnType<typeof listSquad>>[number];

/**
 * Per player of a season's team: the finished matches with a public result they played for it (started, or came
 * on), and their goals and cards in those matches.
 */
export async function listSquadStatistics(db: Database, teamSeasonId: string) {
  const playedForTeam = and(
    eq(matches.status, "finished"),
    eq(matches.isResultPrivate, false),
    or(
      and(eq(matches.homeTeamSeasonId, teamSeasonId), eq(matchLineups.side, "home")),
      and(eq(matches.guestTeamSeasonId, teamSeasonId), eq(matchLineups.side, "guest")),
    ),
  );
  const cameOn = sql`exists (select 1 from ${matchEvents} where ${matchEvents.matchId} = ${matchLineups.matchId}
    and ${matchEvents.playerId} = ${matchLineups.playerId} and ${matchEvents.typeCode} = ${eventTypeCodes.substitutionIn})`;
  const appearances = db
    .select({ playerId: matchLineups.playerId, matches: count() })
    .from(matchLineups)
    .innerJoin(matches, eq(matches.id, matchLineups.matchId))
    .where(and(playedForTeam, or(eq(matchLineups.isSubstitute, false), cameOn)))
    .groupBy(matchLineups.playerId);
  const counted = (code: number) =>
    sql<number>`count(*) filter (where ${matchEvents.typeCode} = ${code})::int`.mapWith(Number);
  const events = db
    .select({
      playerId: matchEvents.playerId,
      goals:
        sql<number>`count(*) filter (where ${matchEvents.typeCode} in (${eventTypeCodes.goal}, ${eventTypeCodes.penaltyGoal}))::int`.mapWith(
          Number,
        ),
      yellowCards: counted(eventTypeCodes.yellowCard),
      yellowRedCards: counted(eventTypeCodes.yellowRedCard),
      redCards: counted(eventTypeCodes.redCard),
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        isNotNull(matchEvents.playerId),
        eq(matches.status, "finished"),
        eq(matches.isResultPrivate, false),
        or(
          and(eq(matches.homeTeamSeasonId, teamSeasonId), eq(matchEvents.side, "home")),
          and(eq(matches.guestTeamSeasonId, teamSeasonId), eq(matchEvents.side, "guest")),
        ),
      ),
    )
    .groupBy(matchEvents.playerId);
  const [appearanceRows, eventRows] = await Promise.all([appearances, events]);
  return { appearances: appearanceRows, events: eventRows };
}

/** A page of the articles about a team (team news), newest first, with the number of all of them. */
export async function listTeamArticles(db: Database, teamPermanentId: string, offset: number, max: number) {
  const [rows, [total]] = await Promise.all([
    listLatestTeamArticles(db, teamPermanentId, offset, max),
    teamArticleCount(db).execute({ teamPermanentId }),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A page of the articles about a team, newest first, without counting them (a profile shows the latest few). */
export function listLatestTeamArticles(db: Database, teamPermanentId: string, offset: number, max: number) {
  noteReadTags("articles");
  return teamArticlePage(db).execute({ teamPermanentId, offset, max });
}

const ofTeamPublished = () =>
  and(eq(articles.teamId, sql.placeholder("teamPermanentId")), eq(articles.isPublished, true));
const teamArticlePage = prepared((db) =>
  db
    .select()
    .from(articles)
    .where(ofTeamPublished())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("max"))
    .prepare("team_article_page"),
);
const teamArticleCount = prepared((db) =>
  db.select({ total: count() }).from(articles).where(ofTeamPublished()).prepare("team_article_count"),
);

const officialsOfTeam = prepared((db) =>
  db
    .select()
    .from(teamOfficials)
    .where(eq(teamOfficials.teamSeasonId, sql.placeholder("teamSeasonId")))
    .orderBy(asc(teamOfficials.functionName), asc(teamOfficials.lastName), asc(teamOfficials.firstName))
    .prepare("officials_of_team"),
);

export function listTeamOfficials(db: Database, teamSeasonId: string) {
  return officialsOfTeam(db).execute({ teamSeasonId });
}

const venueColumns = {
  id: venues.id,
  name: venues.name,
  street: venues.street,
  postalCode: venues.postalCode,
  city: venues.city,
  surface: venues.surface,
  latitude: venues.latitude,
  longitude: venues.longitude,
};

/** Where the team plays at home: the venue of most of its home matches in the season, else its club's main ground. */
export async function findHomeVenue(db: Database, teamSeasonId: string, clubId: string) {
  const [mostUsed] = await mostUsedHomeVenue(db).execute({ teamSeasonId });
  if (mostUsed) return mostUsed;
  const [main] = await mainClubVenue(db).execute({ clubId });
  return main ?? null;
}

const mostUsedHomeVenue = prepared((db) =>
  db
    .select(venueColumns)
    .from(matches)
    .innerJoin(venues, eq(venues.id, matches.venueId))
    .where(eq(matches.homeTeamSeasonId, sql.placeholder("teamSeasonId")))
    .groupBy(venues.id)
    .orderBy(desc(count()), asc(venues.id))
    .limit(1)
    .prepare("most_used_home_venue"),
);
const mainClubVenue = prepared((db) =>
  db
    .select(venueColumns)
    .from(clubVenues)
    .innerJoin(venues, eq(venues.id, clubVenues.venueId))
    .where(eq(clubVenues.clubId, sql.placeholder("clubId")))
    .orderBy(desc(clubVenues.isMain), asc(venues.id))
    .limit(1)
    .prepare("main_club_venue"),
);
