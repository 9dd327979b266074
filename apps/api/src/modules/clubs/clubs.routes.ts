import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as schemas from "./clubs.schemas.js";
import * as service from "./clubs.service.js";

/** Clubs and teams area: a club's facts, teams, fixtures and success, and the club search. */
export async function clubRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get("/v1/protected/getClubInfo/id/:id", { schema: schemas.getClubInfoSchema }, ({ params, query, context }) =>
    service.getClubInfo(context, params.id, query.saison),
  );
  app.get(
    "/v1/protected/getAppClubTeamsByClubId2/id/:id",
    { schema: schemas.getAppClubTeamsByClubId2Schema },
    ({ params, query, context }) => service.getClubTeams(context, params.id, query.saison),
  );
  app.get(
    "/v1/protected/getClubFixtures/id/:id",
    { schema: schemas.getClubFixturesSchema },
    ({ params, query, context }) =>
      service.getClubFixtures(context, params.id, { seasonId: query.saison, offset: query.offset ?? 0 }),
  );
  app.get(
    "/v1/protected/getClubTeamsSuccess/club-id/:clubId",
    { schema: schemas.getClubTeamsSuccessSchema, config: { pathParamNames: { clubId: "club-id" } } },
    ({ params, query, context }) => service.getClubTeamsSuccess(context, params.clubId, query.saison),
  );
  app.get("/v1/public/getClubsBySearch1", { schema: schemas.getClubsBySearch1Schema }, ({ query, context }) =>
    service.searchClubs(context, {
      text: query.text,
      plz: query.plz,
      max: query.max ?? schemas.DEFAULT_SEARCH_MAX,
    }),
  );
}
