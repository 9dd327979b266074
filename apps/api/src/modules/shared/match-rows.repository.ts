import { cacheTags } from "@spielfeld/cache-tags";
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.js";
import {
  associations,
  clubs,
  competitions,
  competitionTypes,
  functionaries,
  leagueLevels,
  matches,
  matchOfficials,
  playingAreas,
  referees,
  teamSeasons,
  teams,
  teamTypes,
  tickerEntries,
  venues,
} from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";
import { ApiError } from "../../plugins/errors.js";
import { type CompetitionRow, findCompetition, joinCompetitionFacts } from "./competition-rows.repository.js";

const homeSeason = alias(teamSeasons, "home_season");
const guestSeason = alias(teamSeasons, "guest_season");
const homeTeam = alias(teams, "home_team");
const guestTeam = alias(teams, "guest_team");
const homeClub = alias(clubs, "home_club");
const guestClub = alias(clubs, "guest_club");
const rescheduledFrom = alias(matches, "rescheduled_from");
const rescheduledTo = alias(matches, "rescheduled_to");

/** The same columns for either side of a match. */
function sideColumns(side: "home" | "guest") {
  const [season, team, club] =
    side === "home" ? ([homeSeason, homeTeam, homeClub] as const) : ([guestSeason, guestTeam, guestClub] as const);
  return {
    teamSeasonId: season.id,
    teamPermanentId: team.id,
    name: season.name,
    isWithdrawn: season.isWithdrawn,
    isWithoutRating: season.isWithoutRating,
    clubId: club.id,
    clubName: club.name,
    logoMediaId: club.logoMediaId,
    isLogoPrivate: club.isLogoPrivate,
  };
}

const matchColumns = {
  match: matches,
  competition: {
    id: competitions.id,
    name: competitions.name,
    shortName: competitions.shortName,
    isRoundBased: competitions.isRoundBased,
    hasTable: competitions.hasTable,
    isTopLeague: competitions.isTopLeague,
    isLiveTickerEnabled: competitions.isLiveTickerEnabled,
    divisionManagerId: competitions.divisionManagerId,
    seasonId: competitions.seasonId,
  },
  competitionType: { id: competitionTypes.id, name: competitionTypes.name, basicType: competitionTypes.basicType },
  teamTypeName: teamTypes.name,
  leagueLevelName: leagueLevels.name,
  playingAreaName: playingAreas.name,
  association: { id: associations.id, name: associations.name, logoUrl: associations.logoUrl },
  home: sideColumns("home"),
  guest: sideColumns("guest"),
  venue: {
    id: venues.id,
    name: venues.name,
    street: venues.street,
    postalCode: venues.postalCode,
    city: venues.city,
    surface: venues.surface,
  },
  // Read with the match instead of in follow-up queries: every match list needs them.
  officials: sql<Partial<Record<OfficialRole, OfficialEntry>> | null>`(
    select json_object_agg(${matchOfficials.role}, json_build_object(
      'name', ${matchOfficials.name}, 'refereeId', ${referees.id}, 'isProfilePublic', ${referees.isProfilePublic}))
    from ${matchOfficials} left join ${referees} on ${referees.id} = ${matchOfficials.refereeId}
    where ${matchOfficials.matchId} = ${matches.id})`,
  tickerCount: sql<number>`(
    select count(*)::int from ${tickerEntries}
    where ${tickerEntries.matchId} = ${matches.id} and not ${tickerEntries.isHidden})`,
  rescheduledFromKickoff: rescheduledFrom.kickoffAt,
  rescheduledToKickoff: rescheduledTo.kickoffAt,
};

export type OfficialRole = (typeof matchOfficials.$inferSelect)["role"];

/** An official of a match as the match read carries it; the referee's fields are null for a name without a record. */
export interface OfficialEntry {
  name: string;
  refereeId: string | null;
  isProfilePublic: boolean | null;
}

/**
 * Matches with everything a match object carries, filtered and ordered by the caller. Lists by day, area or
 * team note the "matches" list tag (a moved match changes them); every match put on the wire notes its own.
 */
export function selectMatches(db: Database, where: SQL | undefined, limit?: number) {
  const query = joinMatchSides(
    joinCompetitionFacts(
      db
        .select(matchColumns)
        .from(matches)
        .innerJoin(competitions, eq(competitions.id, matches.competitionId))
        .$dynamic(),
    ).innerJoin(associations, eq(associations.id, playingAreas.associationId)),
  )
    .where(where)
    .orderBy(asc(matches.kickoffAt), asc(matches.matchNumber), asc(matches.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Teams, clubs, venue and the linked matches: the joins every match read has. */
function joinMatchSides<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(homeSeason, eq(homeSeason.id, matches.homeTeamSeasonId))
    .leftJoin(homeTeam, eq(homeTeam.id, homeSeason.teamId))
    .leftJoin(homeClub, eq(homeClub.id, homeTeam.clubId))
    .leftJoin(guestSeason, eq(guestSeason.id, matches.guestTeamSeasonId))
    .leftJoin(guestTeam, eq(guestTeam.id, guestSeason.teamId))
    .leftJoin(guestClub, eq(guestClub.id, guestTeam.clubId))
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .leftJoin(rescheduledFrom, eq(rescheduledFrom.id, matches.rescheduledFromMatchId))
    .leftJoin(rescheduledTo, eq(rescheduledTo.id, matches.rescheduledToMatchId));
}

export type MatchRow = Awaited<ReturnType<typeof selectMatches>>[number];

const matchById = prepared((db) => selectMatches(db, eq(matches.id, sql.placeholder("id")), 1).prepare("match_by_id"));
/*
 * The matches of one competition read only what is their own: what they share (competition, type, team type,
 * level, area, association) comes from the competition's row, which is reference data (see competitions.repository).
 */
const {
  competition: _competition,
  competitionType: _competitionType,
  teamTypeName: _teamTypeName,
  leagueLevelName: _leagueLevelName,
  playingAreaName: _playingAreaName,
  association: _association,
  ...ownMatchColumns
} = matchColumns;

function selectOwnMatches(db: Database, where: SQL | undefined) {
  return joinMatchSides(db.select(ownMatchColumns).from(matches).$dynamic())
    .where(where)
    .orderBy(asc(matches.kickoffAt), asc(matches.matchNumber), asc(matches.id));
}

const matchesOfCompetition = prepared((db) =>
  selectOwnMatches(db, eq(matches.competitionId, sql.placeholder("competitionId"))).prepare("matches_of_competition"),
);
const matchesOfMatchday = prepared((db) =>
  selectOwnMatches(
    db,
    and(eq(matches.competitionId, sql.placeholder("competitionId")), eq(matches.matchday, sql.placeholder("matchday"))),
  ).prepare("matches_of_matchday"),
);

/** What every match of a competition shares, as a match row carries it. */
function sharedColumnsOf({
  competition,
  competitionType,
  teamType,
  leagueLevel,
  playingArea,
  association,
}: CompetitionRow) {
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      shortName: competition.shortName,
      isRoundBased: competition.isRoundBased,
      hasTable: competition.hasTable,
      isTopLeague: competition.isTopLeague,
      isLiveTickerEnabled: competition.isLiveTickerEnabled,
      divisionManagerId: competition.divisionManagerId,
      seasonId: competition.seasonId,
    },
    competitionType: { id: competitionType.id, name: competitionType.name, basicType: competitionType.basicType },
    teamTypeName: teamType.name,
    leagueLevelName: leagueLevel?.name ?? null,
    playingAreaName: playingArea.name,
    association: { id: association.id, name: association.name, logoUrl: association.logoUrl },
  };
}

export async function findMatchRow(db: Database, matchId: string): Promise<MatchRow | null> {
  const [row] = await matchById(db).execute({ id: matchId });
  noteReadTags(cacheTags.match(matchId), ...(row ? [cacheTags.competition(row.competition.id)] : []));
  return row ?? null;
}

/** The match, or a 404 naming it. */
export async function loadMatchRow(db: Database, matchId: string): Promise<MatchRow> {
  const row = await findMatchRow(db, matchId);
  if (!row) throw new ApiError("not_found", `Unknown match "${matchId}"`);
  return row;
}

export async function listCompetitionMatchRows(
  db: Database,
  competitionId: string,
  matchday?: number,
): Promise<MatchRow[]> {
  const [competition, rows] = await Promise.all([
    findCompetition(db, competitionId),
    matchday === undefined
      ? matchesOfCompetition(db).execute({ competitionId })
      : matchesOfMatchday(db).execute({ competitionId, matchday }),
  ]);
  if (!competition) return [];
  const shared = sharedColumnsOf(competition);
  return rows.map((row) => ({ ...row, ...shared }));
}

export function listCompetitionMatchRowsBetween(db: Database, competitionId: string, from: Date, to: Date) {
  return selectMatches(
    db,
    and(eq(matches.competitionId, competitionId), gte(matches.kickoffAt, from), lt(matches.kickoffAt, to)),
  );
}

const matchesByIds = prepared((db) =>
  selectMatches(db, sql`${matches.id} = any(${sql.placeholder("ids")})`).prepare("matches_by_ids"),
);

export function listMatchRowsByIds(db: Database, ids: string[]): Promise<MatchRow[]> {
  noteReadTags("matches");
  return ids.length === 0 ? Promise.resolve([]) : matchesByIds(db).execute({ ids });
}

/** Finals of the season's cups (round "Finale") of the association's own competitions. */
export function listCupFinalRows(db: Database, seasonId: string) {
  noteReadTags("matches");
  return selectMatches(
    db,
    and(eq(competitions.seasonId, seasonId), eq(competitions.isRoundBased, true), eq(matches.roundName, "Finale")),
  );
}

export async function findDivisionManager(db: Database, functionaryId: string) {
  const [row] = await db.select().from(functionaries).where(eq(functionaries.id, functionaryId)).limit(1);
  return row ?? null;
}

/**
 * The running matches (status live) among the given matches, competitions and teams (permanent ids), at most
 * `limit`: what a live stream that has just connected is sent the state of.
 */
export function listLiveMatchRows(
  db: Database,
  scopes: { matches: readonly string[]; competitions: readonly string[]; teams: readonly string[] },
  limit: number,
): Promise<MatchRow[]> {
  const covered = or(
    scopes.matches.length > 0 ? inArray(matches.id, [...scopes.matches]) : undefined,
    scopes.competitions.length > 0 ? inArray(matches.competitionId, [...scopes.competitions]) : undefined,
    scopes.teams.length > 0 ? inArray(homeSeason.teamId, [...scopes.teams]) : undefined,
    scopes.teams.length > 0 ? inArray(guestSeason.teamId, [...scopes.teams]) : undefined,
  );
  if (!covered) return Promise.resolve([]);
  return selectMatches(db, and(eq(matches.status, "live"), covered), limit);
}
