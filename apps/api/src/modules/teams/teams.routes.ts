import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as fixtureSchemas from "./fixtures.schemas.js";
import * as fixtures from "./fixtures.service.js";
import * as profileSchemas from "./profile.schemas.js";
import * as profile from "./profile.service.js";
import * as squadSchemas from "./squad.schemas.js";
import { getTeamSquad, type SquadView } from "./squad.service.js";
import * as statistics from "./statistics.service.js";
import * as schemas from "./teams.schemas.js";
import * as service from "./teams.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Path parameters as the catalogue spells them, for the document and for 400 messages. */
const team = { pathParamNames: { teamId: "team-id" } };
const around = {
  pathParamNames: {
    teamId: "team-id",
    amountOfMatchesBefore: "amount-of-matches-before",
    amountOfMatchesAfter: "amount-of-matches-after",
  },
};

/** Clubs and teams area: a team's page, fixtures, squad, competitions, statistics and news. */
export async function teamRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links = { apiUrl: `${config.apiPublicUrl}${config.basePath}`, siteUrl: config.siteUrl };
  app.get("/v1/protected/getTeamComparsion/spiel/:spiel", { schema: schemas.getTeamComparsionSchema }, (request) =>
    service.getTeamComparison(db, request.params.spiel, clock(), links),
  );
  app.get(
    "/v1/protected/getTeamProfile/team-id/:teamId",
    { schema: profileSchemas.getTeamProfileSchema, config: team },
    (request) => profile.getTeamProfile(db, request.params.teamId, clock(), links),
  );
  app.get(
    "/v1/public/getTeamProfileConfig/team-id/:teamId",
    { schema: profileSchemas.getTeamProfileConfigSchema, config: team },
    (request) => profile.getTeamProfileConfig(db, request.params.teamId),
  );
  app.get(
    "/v1/public/getTeamPermanentIds/team-id/:teamId",
    { schema: profileSchemas.getTeamPermanentIdsSchema, config: team },
    (request) => fixtures.getTeamPermanentIds(db, request.params.teamId),
  );
  app.get(
    "/v1/protected/getCompetitionsByTeam/team-id/:teamId",
    { schema: profileSchemas.getCompetitionsByTeamSchema, config: team },
    (request) => fixtures.getCompetitionsByTeam(db, request.params.teamId, request.query.saison, clock(), links),
  );
  app.get(
    "/v1/protected/getTeamFixtures1/team-id/:teamId",
    { schema: fixtureSchemas.getTeamFixtures1Schema, config: team },
    (request) => fixtures.getTeamFixtures(db, request.params.teamId, request.query.saison, clock(), links),
  );
  app.get(
    "/v1/protected/getTeamPreviousAndNextMatches/amount-of-matches-before/:amountOfMatchesBefore/amount-of-matches-after/:amountOfMatchesAfter/team-id/:teamId",
    { schema: fixtureSchemas.getTeamPreviousAndNextMatchesSchema, config: around },
    ({ params }) =>
      fixtures.getPreviousAndNextMatches(
        db,
        params.teamId,
        { before: params.amountOfMatchesBefore, after: params.amountOfMatchesAfter },
        clock(),
        links,
      ),
  );

  const squad = (view: SquadView) => (request: { params: { saison: string; teamId: string } }) =>
    getTeamSquad(db, request.params.teamId, request.params.saison, view, clock(), links);
  app.get(
    "/v1/protected/getTeamSquadForSeason/saison/:saison/team-id/:teamId",
    { schema: squadSchemas.getTeamSquadForSeasonSchema, config: team },
    squad("squad"),
  );
  app.get(
    "/v1/protected/getTeamSquadArrivalsForSeason/saison/:saison/team-id/:teamId",
    { schema: squadSchemas.getTeamSquadArrivalsForSeasonSchema, config: team },
    squad("arrivals"),
  );
  app.get(
    "/v1/protected/getTeamSquadDeparturesForSeason/saison/:saison/team-id/:teamId",
    { schema: squadSchemas.getTeamSquadDeparturesForSeasonSchema, config: team },
    squad("departures"),
  );

  app.get(
    "/v1/protected/getTeamStatistics/team-id/:teamId/staffel/:staffel/saison/:saison",
    { schema: fixtureSchemas.getTeamStatisticsSchema, config: team },
    ({ params, query }) =>
      statistics.getTeamStatistics(
        db,
        {
          teamId: params.teamId,
          competitionId: params.staffel,
          seasonId: params.saison,
          amountOfMatches: query.amountOfMatches ?? 5,
        },
        clock(),
        links,
      ),
  );
  app.get(
    "/v1/protected/getFevercurveByTeam/team-id/:teamId",
    { schema: fixtureSchemas.getFevercurveByTeamSchema, config: team },
    (request) => statistics.getFeverCurve(db, request.params.teamId, request.query.saison),
  );
  app.get(
    "/v1/protected/getTeamNewsListArticles/team-id/:teamId",
    { schema: fixtureSchemas.getTeamNewsListArticlesSchema, config: team },
    ({ params, query }) =>
      fixtures.listTeamNews(db, params.teamId, { offset: query.offset ?? 0, max: query.max ?? 10 }, links),
  );
}
