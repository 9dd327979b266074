import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { getTable } from "../shared/wire-tables.js";
import * as schemas from "./competitions.schemas.js";
import * as service from "./competitions.service.js";
import { getCrossTableSchema } from "./cross-table.schemas.js";
import { getCrossTable } from "./cross-table.service.js";
import { getFormTableSchema } from "./form-table.schemas.js";
import { getFormTable } from "./form-table.service.js";
import * as lists from "./lists.service.js";
import { promateurCompetitionRoutes } from "./promateur.routes.js";

/** Tables, lists, round information and matchdays of one competition. */
export async function competitionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/v1/protected/getAmateurTable/staffel/:staffel",
    { schema: schemas.getAmateurTableSchema },
    async ({ params, query, context }) => getTable(context, params.staffel, query.spieltag),
  );

  app.get(
    "/v1/protected/getAmateurTables/staffel/:staffel",
    { schema: schemas.getAmateurTablesSchema },
    async ({ params, query, context }) => service.getTables(context, params.staffel, query.spieltag),
  );

  app.get(
    "/v1/protected/getFairPlayTable/staffel/:staffel",
    { schema: schemas.getFairPlayTableSchema },
    async ({ params, context }) => lists.getFairPlayTable(context, params.staffel),
  );

  app.get(
    "/v1/protected/getScorerTable/staffel/:staffel",
    { schema: schemas.getScorerTableSchema },
    async ({ params, query, context }) =>
      lists.getScorerTable(context, params.staffel, query.offset ?? 0, query.max ?? 20),
  );

  app.get(
    "/v1/protected/getCrossTable/staffel/:staffel",
    { schema: getCrossTableSchema },
    async ({ params, context }) => getCrossTable(context, params.staffel),
  );

  app.get(
    "/v1/protected/getFormTable/staffel/:staffel",
    { schema: getFormTableSchema },
    async ({ params, query, context }) => getFormTable(context, params.staffel, query.anzahl ?? 5),
  );

  app.get(
    "/v1/protected/getCompetitionInfo/staffel/:staffel",
    { schema: schemas.getCompetitionInfoSchema },
    async ({ params, query, context }) =>
      service.getCompetitionInfo(context, params.staffel, query.divisionManager === true),
  );

  app.get(
    "/v1/protected/getCompetitionMatchDay/staffel/:staffel",
    { schema: schemas.getCompetitionMatchDaySchema },
    async ({ params, query, context }) => service.getMatchday(context, params.staffel, query.spieltag),
  );

  await instance.register(promateurCompetitionRoutes);
}
