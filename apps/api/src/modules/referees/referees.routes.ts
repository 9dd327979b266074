import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as schemas from "./referees.schemas.js";
import * as service from "./referees.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Referees area: public profile reads (profile, performance, master data). */
export async function refereeRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links = { apiUrl: `${config.apiPublicUrl}${config.basePath}`, siteUrl: config.siteUrl };
  app.get("/v1/protected/getRefereeProfile", { schema: schemas.getRefereeProfileSchema }, ({ query }) =>
    service.getRefereeProfile(db, query.userid, clock(), links),
  );
  app.get("/v1/protected/getRefereePerformance", { schema: schemas.getRefereePerformanceSchema }, ({ query }) =>
    service.getRefereePerformance(
      db,
      {
        userId: query.userid,
        seasonId: query.saison,
        offset: query.offset ?? 0,
        max: query.max ?? schemas.DEFAULT_PERFORMANCE_MAX,
      },
      clock(),
      links,
    ),
  );
  app.get("/v1/public/getRefereeMasterData", { schema: schemas.getRefereeMasterDataSchema }, () =>
    service.getRefereeMasterData(),
  );
}
