import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import type { LinkBase } from "../shared/links.js";
import * as schemas from "./clubs.schemas.js";
import * as service from "./clubs.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Clubs and teams area: a club's facts, teams, fixtures and success, and the club search. */
export async function clubRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links: LinkBase = { apiUrl: `${config.apiPublicUrl}${config.basePath}` };

  app.get("/v1/protected/getClubInfo/id/:id", { schema: schemas.getClubInfoSchema }, (request) =>
    service.getClubInfo(db, request.params.id, request.query.saison, links),
  );
  app.get(
    "/v1/protected/getAppClubTeamsByClubId2/id/:id",
    { schema: schemas.getAppClubTeamsByClubId2Schema },
    (request) => service.getClubTeams(db, request.params.id, request.query.saison),
  );
  app.get("/v1/protected/getClubFixtures/id/:id", { schema: schemas.getClubFixturesSchema }, (request) =>
    service.getClubFixtures(
      db,
      request.params.id,
      { seasonId: request.query.saison, offset: request.query.offset ?? 0 },
      clock(),
      links,
    ),
  );
  app.get(
    "/v1/protected/getClubTeamsSuccess/club-id/:clubId",
    { schema: schemas.getClubTeamsSuccessSchema, config: { pathParamNames: { clubId: "club-id" } } },
    (request) => service.getClubTeamsSuccess(db, request.params.clubId, request.query.saison, links),
  );
  app.get("/v1/public/getClubsBySearch1", { schema: schemas.getClubsBySearch1Schema }, (request) =>
    service.searchClubs(
      db,
      { text: request.query.text, plz: request.query.plz, max: request.query.max ?? schemas.DEFAULT_SEARCH_MAX },
      links,
    ),
  );
}
