import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as schemas from "./promateur.schemas.js";
import * as service from "./promateur.service.js";

const promateur = { tier: "promateur" as const };

/** The promateur tier's match calls (docs/promateur.md). */
export async function promateurMatchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/v1/promateur/getMatchEventTypes", { schema: schemas.getMatchEventTypesSchema, config: promateur }, () =>
    service.getMatchEventTypes(),
  );
  app.get(
    "/v1/promateur/getMatchReport/spiel/:spiel",
    { schema: schemas.getMatchReportPromateurSchema, config: promateur },
    ({ params, context }) => service.getMatchReportPromateur(context, params.spiel),
  );
}
