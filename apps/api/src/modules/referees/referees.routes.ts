import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as schemas from "./referees.schemas.js";
import * as service from "./referees.service.js";

/** Referees area: public profile reads (profile, performance, master data). */
export async function refereeRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/v1/protected/getRefereeProfile", { schema: schemas.getRefereeProfileSchema }, ({ query, context }) =>
    service.getRefereeProfile(context, query.userid),
  );
  app.get(
    "/v1/protected/getRefereePerformance",
    { schema: schemas.getRefereePerformanceSchema },
    ({ query, context }) =>
      service.getRefereePerformance(context, {
        userId: query.userid,
        seasonId: query.saison,
        offset: query.offset ?? 0,
        max: query.max ?? schemas.DEFAULT_PERFORMANCE_MAX,
      }),
  );
  app.get("/v1/public/getRefereeMasterData", { schema: schemas.getRefereeMasterDataSchema }, () =>
    service.getRefereeMasterData(),
  );
}
