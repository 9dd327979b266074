import { cacheTags } from "@spielfeld/cache-tags";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.js";
import {
  associations,
  clubs,
  competitionMatchdays,
  competitions,
  competitionTeams,
  competitionTypes,
  fairPlaySchemes,
  leagueLevels,
  playingAreas,
  seasons,
  teamSeasons,
  teams,
  teamTypes,
  tieBreakProfiles,
} from "../../db/schema/index.js";
import { prepared } from "../../lib/prepared.js";
import { referenceRead } from "../../lib/reference-cache.js";
import { ApiError } from "../../plugins/errors.js";

/** What names a competition: its type, team type, league level and playing area (for reads from competitions). */
export function joinCompetitionFacts<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .innerJoin(teamTypes, eq(teamTypes.id, competitions.teamTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId));
}

/** A competition with everything its header, info and table settings need. */
const competitionById = prepared((db) =>
  joinCompetitionFacts(
    db
      .select({
        competition: competitions,
        competitionType: competitionTypes,
        teamType: teamTypes,
        leagueLevel: { id: leagueLevels.id, name: leagueLevels.name, rank: leagueLevels.rank },
        playingArea: { id: playingAreas.id, name: playingAreas.name, kind: playingAreas.kind },
        season: { id: seasons.id, label: seasons.label, isCurrent: seasons.isCurrent },
        association: {
          id: associations.id,
          name: associations.name,
          shortName: associations.shortName,
          logoUrl: associations.logoUrl,
        },
        tieBreakProfile: tieBreakProfiles,
        fairPlayScheme: fairPlaySchemes,
      })
      .from(competitions)
      .$dynamic(),
  )
    .innerJoin(associations, eq(associations.id, playingAreas.associationId))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .leftJoin(tieBreakProfiles, eq(tieBreakProfiles.id, competitions.tieBreakProfileId))
    .leftJoin(fairPlaySchemes, eq(fairPlaySchemes.id, competitions.fairPlaySchemeId))
    .where(eq(competitions.id, sql.placeholder("id")))
    .limit(1)
    .prepare("competition_by_id"),
);

export const findCompetition = referenceRead("competition", cacheTags.competition, async (db, competitionId) => {
  const [row] = await competitionById(db).execute({ id: competitionId });
  return row ?? null;
});

export type CompetitionRow = NonNullable<Awaited<ReturnType<typeof findCompetition>>>;

/** The competition, or a 404 naming it. */
export async function loadCompetition(db: Database, competitionId: string): Promise<CompetitionRow> {
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw new ApiError("not_found", `Unknown competition "${competitionId}"`);
  return competition;
}

/** Whether a competition shows a table: it keeps one and knows how to rank it. */
export function hasTable(competition: CompetitionRow): competition is CompetitionRow & {
  tieBreakProfile: NonNullable<CompetitionRow["tieBreakProfile"]>;
} {
  return competition.competition.hasTable && competition.tieBreakProfile !== null;
}

const matchdaysOf = prepared((db) =>
  db
    .select()
    .from(competitionMatchdays)
    .where(eq(competitionMatchdays.competitionId, sql.placeholder("competitionId")))
    .orderBy(asc(competitionMatchdays.number))
    .prepare("matchdays_of_competition"),
);

/** A competition's matchday plan, in matchday order. */
export const listMatchdays = referenceRead("matchdays", cacheTags.competition, (db, competitionId) =>
  matchdaysOf(db).execute({ competitionId }),
);

/** The matchday plans of several competitions in one query, each in matchday order. */
export function listMatchdaysOf(db: Database, competitionIds: string[]) {
  return db
    .select()
    .from(competitionMatchdays)
    .where(inArray(competitionMatchdays.competitionId, competitionIds))
    .orderBy(asc(competitionMatchdays.competitionId), asc(competitionMatchdays.number));
}

/** The teams entered, with the club data tables show. */
const teamsOf = prepared((db) =>
  db
    .select({
      teamSeasonId: teamSeasons.id,
      teamPermanentId: teams.id,
      name: teamSeasons.name,
      clubId: clubs.id,
      clubName: clubs.name,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
      withdrawnOn: competitionTeams.withdrawnOn,
      isOutOfCompetition: competitionTeams.isOutOfCompetition,
    })
    .from(competitionTeams)
    .innerJoin(teamSeasons, eq(teamSeasons.id, competitionTeams.teamSeasonId))
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(eq(competitionTeams.competitionId, sql.placeholder("competitionId")))
    .orderBy(asc(teamSeasons.name))
    .prepare("teams_of_competition"),
);

export const listCompetitionTeams = referenceRead("teams", cacheTags.competition, (db, competitionId) =>
  teamsOf(db).execute({ competitionId }),
);

export type CompetitionTeamRow = Awaited<ReturnType<typeof listCompetitionTeams>>[number];
