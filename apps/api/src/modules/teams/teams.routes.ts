import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as schemas from "./teams.schemas.js";
import * as service from "./teams.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Clubs and teams area: the team comparison of a match. */
export async function teamRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links = { apiUrl: `${config.apiPublicUrl}${config.basePath}`, siteUrl: config.siteUrl };
  app.get("/v1/protected/getTeamComparsion/spiel/:spiel", { schema: schemas.getTeamComparsionSchema }, (request) =>
    service.getTeamComparison(db, request.params.spiel, clock(), links),
  );
}
