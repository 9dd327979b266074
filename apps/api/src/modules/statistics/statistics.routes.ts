import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as nationwide from "./nationwide.service.js";
import * as schemas from "./statistics.schemas.js";
import * as service from "./statistics.service.js";

/** Amateur statistics area: association-wide and nationwide statistics computed from the data. */
export async function statisticsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/public/getAmateurStatisticsFilter",
    { schema: schemas.getAmateurStatisticsFilterSchema },
    ({ query, context }) => service.getFilter(context, query.verband),
  );
  app.get(
    "/v1/public/getAmateurStatisticsAssociation",
    { schema: schemas.getAmateurStatisticsAssociationSchema },
    ({ query, context }) => service.getAssociationTotals(context, query),
  );
  app.get(
    "/v1/public/getAmateurStatisticsPlayer/zeitraum/:zeitraum/stats/:stats",
    { schema: schemas.getAmateurStatisticsPlayerSchema },
    ({ params, query, context }) => service.getPlayerList(context, params, query),
  );
  app.get(
    "/v1/public/getAmateurStatisticsTeam/zeitraum/:zeitraum/stats/:stats",
    { schema: schemas.getAmateurStatisticsTeamSchema },
    ({ params, query, context }) => service.getTeamList(context, params, query),
  );
  app.get(
    "/v1/public/getAmateurStatisticsMatch/zeitraum/:zeitraum/stats/:stats",
    { schema: schemas.getAmateurStatisticsMatchSchema },
    ({ params, query, context }) => service.getMatchList(context, params, query),
  );
  app.get("/v1/public/getNationWideTeamTypes", { schema: schemas.getNationWideTeamTypesSchema }, ({ context }) =>
    nationwide.getNationWideTeamTypes(context),
  );
  app.get(
    "/v1/public/getNationWideLeagueLevels/mannschaftsart/:mannschaftsart",
    { schema: schemas.getNationWideLeagueLevelsSchema },
    ({ params, context }) => nationwide.getNationWideLeagueLevels(context, params.mannschaftsart),
  );
  app.get(
    "/v1/public/getNationWideScorers/mannschaftsart/:mannschaftsart/spielklasse/:spielklasse",
    { schema: schemas.getNationWideScorersSchema },
    ({ params, query, context }) => nationwide.getNationWideScorers(context, params, query),
  );
}
