import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as nationwide from "./nationwide.service.js";
import * as schemas from "./statistics.schemas.js";
import * as service from "./statistics.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Amateur statistics area: association-wide and nationwide statistics computed from the data. */
export async function statisticsRoutes(instance: FastifyInstance, { db }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/v1/public/getAmateurStatisticsFilter", { schema: schemas.getAmateurStatisticsFilterSchema }, (request) =>
    service.getFilter(db, request.query.verband),
  );
  app.get(
    "/v1/public/getAmateurStatisticsAssociation",
    { schema: schemas.getAmateurStatisticsAssociationSchema },
    (request) => service.getAssociationTotals(db, request.query),
  );
  app.get(
    "/v1/public/getAmateurStatisticsPlayer/zeitraum/:zeitraum/stats/:stats",
    { schema: schemas.getAmateurStatisticsPlayerSchema },
    (request) => service.getPlayerList(db, request.params, request.query),
  );
  app.get(
    "/v1/public/getAmateurStatisticsTeam/zeitraum/:zeitraum/stats/:stats",
    { schema: schemas.getAmateurStatisticsTeamSchema },
    (request) => service.getTeamList(db, request.params, request.query),
  );
  app.get(
    "/v1/public/getAmateurStatisticsMatch/zeitraum/:zeitraum/stats/:stats",
    { schema: schemas.getAmateurStatisticsMatchSchema },
    (request) => service.getMatchList(db, request.params, request.query),
  );
  app.get("/v1/public/getNationWideTeamTypes", { schema: schemas.getNationWideTeamTypesSchema }, () =>
    nationwide.getNationWideTeamTypes(db),
  );
  app.get(
    "/v1/public/getNationWideLeagueLevels/mannschaftsart/:mannschaftsart",
    { schema: schemas.getNationWideLeagueLevelsSchema },
    (request) => nationwide.getNationWideLeagueLevels(db, request.params.mannschaftsart),
  );
  app.get(
    "/v1/public/getNationWideScorers/mannschaftsart/:mannschaftsart/spielklasse/:spielklasse",
    { schema: schemas.getNationWideScorersSchema },
    (request) => nationwide.getNationWideScorers(db, request.params, request.query),
  );
}
