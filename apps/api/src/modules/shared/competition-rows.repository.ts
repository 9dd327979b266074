import { cacheTags } from "@spielfeld/cache-tags";
import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.js";
import {
  associations,
  competitions,
  competitionTypes,
  fairPlaySchemes,
  leagueLevels,
  playingAreas,
  seasons,
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
