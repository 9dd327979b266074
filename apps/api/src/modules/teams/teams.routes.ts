import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../shared/context.js";
import * as fixtureSchemas from "./fixtures.schemas.js";
import * as fixtures from "./fixtures.service.js";
import * as profileSchemas from "./profile.schemas.js";
import * as profile from "./profile.service.js";
import * as squadSchemas from "./squad.schemas.js";
import { getTeamSquad, type SquadView } from "./squad.service.js";
import * as statistics from "./statistics.service.js";
import { teamAdminRoutes } from "./team-admin.routes.js";
import * as schemas from "./teams.schemas.js";
import * as service from "./teams.service.js";

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
export async function teamRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/protected/getTeamComparsion/spiel/:spiel",
    { schema: schemas.getTeamComparsionSchema },
    ({ params, context }) => service.getTeamComparison(context, params.spiel),
  );
  app.get(
    "/v1/protected/getTeamProfile/team-id/:teamId",
    { schema: profileSchemas.getTeamProfileSchema, config: team },
    ({ params, context }) => profile.getTeamProfile(context, params.teamId),
  );
  app.get(
    "/v1/public/getTeamProfileConfig/team-id/:teamId",
    { schema: profileSchemas.getTeamProfileConfigSchema, config: team },
    ({ params, context }) => profile.getTeamProfileConfig(context, params.teamId),
  );
  app.get(
    "/v1/public/getTeamPermanentIds/team-id/:teamId",
    { schema: profileSchemas.getTeamPermanentIdsSchema, config: team },
    ({ params, context }) => fixtures.getTeamPermanentIds(context, params.teamId),
  );
  app.get(
    "/v1/protected/getCompetitionsByTeam/team-id/:teamId",
    { schema: profileSchemas.getCompetitionsByTeamSchema, config: team },
    ({ params, query, context }) => fixtures.getCompetitionsByTeam(context, params.teamId, query.saison),
  );
  app.get(
    "/v1/protected/getTeamFixtures1/team-id/:teamId",
    { schema: fixtureSchemas.getTeamFixtures1Schema, config: team },
    ({ params, query, context }) => fixtures.getTeamFixtures(context, params.teamId, query.saison),
  );
  app.get(
    "/v1/protected/getTeamPreviousAndNextMatches/amount-of-matches-before/:amountOfMatchesBefore/amount-of-matches-after/:amountOfMatchesAfter/team-id/:teamId",
    { schema: fixtureSchemas.getTeamPreviousAndNextMatchesSchema, config: around },
    ({ params, context }) =>
      fixtures.getPreviousAndNextMatches(context, params.teamId, {
        before: params.amountOfMatchesBefore,
        after: params.amountOfMatchesAfter,
      }),
  );

  const squad =
    (view: SquadView) =>
    ({ params, context }: { params: { saison: string; teamId: string }; context: ServiceContext }) =>
      getTeamSquad(context, params.teamId, params.saison, view);
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
    ({ params, query, context }) =>
      statistics.getTeamStatistics(context, {
        teamId: params.teamId,
        competitionId: params.staffel,
        seasonId: params.saison,
        amountOfMatches: query.amountOfMatches ?? 5,
      }),
  );
  app.get(
    "/v1/protected/getFevercurveByTeam/team-id/:teamId",
    { schema: fixtureSchemas.getFevercurveByTeamSchema, config: team },
    ({ params, query, context }) => statistics.getFeverCurve(context, params.teamId, query.saison),
  );
  app.get(
    "/v1/protected/getTeamNewsListArticles/team-id/:teamId",
    { schema: fixtureSchemas.getTeamNewsListArticlesSchema, config: team },
    ({ params, query, context }) =>
      fixtures.listTeamNews(context, params.teamId, { offset: query.offset ?? 0, max: query.max ?? 10 }),
  );
  // Its own scope: the photo upload's multipart parser serves its routes only.
  await instance.register(teamAdminRoutes);
}
