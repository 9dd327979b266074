import { cacheTags } from "@spielfeld/cache-tags";
import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  associations,
  clubs,
  clubVenues,
  competitions,
  competitionTeams,
  competitionTypes,
  kreise,
  leagueLevels,
  matches,
  teamSeasons,
  teams,
  teamTypes,
  venues,
} from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";
import { selectMatches } from "../shared/match-rows.repository.js";

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  shortName: clubs.shortName,
  number: clubs.number,
  colors: clubs.colors,
  logoMediaId: clubs.logoMediaId,
  isLogoPrivate: clubs.isLogoPrivate,
  street: clubs.street,
  postalCode: clubs.postalCode,
  city: clubs.city,
  email: clubs.email,
  isEmailPublic: clubs.isEmailPublic,
  phone: clubs.phone,
  website: clubs.website,
  contactName: clubs.contactName,
  foundedYear: clubs.foundedYear,
  kreisName: kreise.name,
  association: {
    id: associations.id,
    name: associations.name,
    shortName: associations.shortName,
    logoUrl: associations.logoUrl,
  },
};

const clubById = prepared((db) =>
  db
    .select(clubColumns)
    .from(clubs)
    .innerJoin(associations, eq(associations.id, clubs.associationId))
    .leftJoin(kreise, eq(kreise.id, clubs.kreisId))
    .where(eq(clubs.id, sql.placeholder("clubId")))
    .limit(1)
    .prepare("club_by_id"),
);

export async function findClub(db: Database, clubId: string) {
  noteReadTags(cacheTags.club(clubId));
  const [row] = await clubById(db).execute({ clubId });
  return row ?? null;
}

export type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>;

const venuesOfClub = prepared((db) =>
  db
    .select({
      id: venues.id,
      name: venues.name,
      street: venues.street,
      postalCode: venues.postalCode,
      city: venues.city,
      surface: venues.surface,
      main: clubVenues.isMain,
    })
    .from(clubVenues)
    .innerJoin(venues, eq(venues.id, clubVenues.venueId))
    .where(eq(clubVenues.clubId, sql.placeholder("clubId")))
    .orderBy(desc(clubVenues.isMain), asc(venues.name), asc(venues.id))
    .prepare("venues_of_club"),
);

export function listClubVenues(db: Database, clubId: string) {
  return venuesOfClub(db).execute({ clubId });
}

/** The club's teams in the given seasons (all seasons when none are given), by season, team type and rank. */
const teamSeasonsOfClub = prepared((db) =>
  db
    .select({
      teamId: teamSeasons.id,
      teamPermanentId: teams.id,
      teamName: teamSeasons.name,
      seasonId: teamSeasons.seasonId,
      teamTypeId: teamTypes.id,
      teamTypeName: teamTypes.name,
      clubId: teams.clubId,
      withdrawn: teamSeasons.isWithdrawn,
      withoutRating: teamSeasons.isWithoutRating,
    })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(
      and(
        eq(teams.clubId, sql.placeholder("clubId")),
        // Null: every season.
        sql`(${sql.placeholder("seasonIds")}::text[] is null or ${teamSeasons.seasonId} = any(${sql.placeholder("seasonIds")}::text[]))`,
      ),
    )
    .orderBy(desc(teamSeasons.seasonId), asc(teamTypes.sortOrder), asc(teams.rank), asc(teamSeasons.name))
    .prepare("team_seasons_of_club"),
);

export function listClubTeamSeasons(db: Database, clubId: string, seasonIds?: string[]) {
  noteReadTags("teams");
  return teamSeasonsOfClub(db).execute({ clubId, seasonIds: seasonIds ?? null });
}

export type ClubTeamSeasonRow = Awaited<ReturnType<typeof listClubTeamSeasons>>[number];

/** The competitions the given season teams are entered in, by competition type and level. */
const competitionsOfTeams = prepared((db) =>
  db
    .select({
      teamSeasonId: competitionTeams.teamSeasonId,
      compoundId: competitions.id,
      name: competitions.name,
      shortName: competitions.shortName,
      competitionType: competitionTypes.basicType,
      leagueLevel: leagueLevels.name,
    })
    .from(competitionTeams)
    .innerJoin(competitions, eq(competitions.id, competitionTeams.competitionId))
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .where(sql`${competitionTeams.teamSeasonId} = any(${sql.placeholder("teamSeasonIds")})`)
    .orderBy(asc(competitionTypes.sortOrder), asc(leagueLevels.rank), asc(competitions.name))
    .prepare("competitions_of_teams"),
);

export function listTeamCompetitions(db: Database, teamSeasonIds: string[]) {
  if (teamSeasonIds.length === 0) return Promise.resolve([]);
  return competitionsOfTeams(db).execute({ teamSeasonIds });
}

const involves = (teamSeasonIds: string[]) =>
  or(inArray(matches.homeTeamSeasonId, teamSeasonIds), inArray(matches.guestTeamSeasonId, teamSeasonIds));

/** One page of the matches of the given season teams, by kickoff (unknown kickoffs last). */
export async function listMatchPage(db: Database, teamSeasonIds: string[], offset: number, limit: number) {
  noteReadTags("matches");
  if (teamSeasonIds.length === 0) return [];
  return selectMatches(db, involves(teamSeasonIds), limit).offset(offset);
}

/** How many matches the season teams have, and how many of them kick off before `before`. */
export async function countMatches(db: Database, teamSeasonIds: string[], before: Date) {
  if (teamSeasonIds.length === 0) return { total: 0, earlier: 0 };
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      earlier: sql<number>`(count(*) filter (where ${lt(matches.kickoffAt, before)}))::int`,
    })
    .from(matches)
    .where(involves(teamSeasonIds));
  return row ?? { total: 0, earlier: 0 };
}
