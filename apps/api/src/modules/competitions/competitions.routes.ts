import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import type { LinkBase } from "../shared/links.js";
import { getTable } from "../shared/wire-tables.js";
import * as schemas from "./competitions.schemas.js";
import * as service from "./competitions.service.js";
import { getCrossTableSchema } from "./cross-table.schemas.js";
import { getCrossTable } from "./cross-table.service.js";
import { getFormTableSchema } from "./form-table.schemas.js";
import { getFormTable } from "./form-table.service.js";
import * as lists from "./lists.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Tables, lists, round information and matchdays of one competition. */
export async function competitionRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links: LinkBase = { apiUrl: `${config.apiPublicUrl}${config.basePath}` };

  app.get(
    "/v1/protected/getAmateurTable/staffel/:staffel",
    { schema: schemas.getAmateurTableSchema },
    async (request) => getTable(db, request.params.staffel, request.query.spieltag, links),
  );

  app.get(
    "/v1/protected/getAmateurTables/staffel/:staffel",
    { schema: schemas.getAmateurTablesSchema },
    async (request) => service.getTables(db, request.params.staffel, request.query.spieltag, links),
  );

  app.get(
    "/v1/protected/getFairPlayTable/staffel/:staffel",
    { schema: schemas.getFairPlayTableSchema },
    async (request) => lists.getFairPlayTable(db, request.params.staffel),
  );

  app.get("/v1/protected/getScorerTable/staffel/:staffel", { schema: schemas.getScorerTableSchema }, async (request) =>
    lists.getScorerTable(db, request.params.staffel, request.query.offset ?? 0, request.query.max ?? 20),
  );

  app.get("/v1/protected/getCrossTable/staffel/:staffel", { schema: getCrossTableSchema }, async (request) =>
    getCrossTable(db, request.params.staffel),
  );

  app.get("/v1/protected/getFormTable/staffel/:staffel", { schema: getFormTableSchema }, async (request) =>
    getFormTable(db, request.params.staffel, request.query.anzahl ?? 5),
  );

  app.get(
    "/v1/protected/getCompetitionInfo/staffel/:staffel",
    { schema: schemas.getCompetitionInfoSchema },
    async (request) =>
      service.getCompetitionInfo(db, request.params.staffel, request.query.divisionManager === true, clock(), links),
  );

  app.get(
    "/v1/protected/getCompetitionMatchDay/staffel/:staffel",
    { schema: schemas.getCompetitionMatchDaySchema },
    async (request) => service.getMatchday(db, request.params.staffel, request.query.spieltag, clock(), links),
  );
}
