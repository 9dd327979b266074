import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as performanceSchemas from "./performance.schemas.js";
import * as performance from "./performance.service.js";
import { loadPlayer, loadPlayerByRef } from "./player-context.js";
import * as schemas from "./players.schemas.js";
import * as profile from "./profile.service.js";
import { promateurPlayerRoutes } from "./promateur.routes.js";
import { getPlayerFeverCurve } from "./success.service.js";

/** Path parameters as the catalogue spells them, for the document and for 400 messages. */
const player = { pathParamNames: { playerId: "player-id" } };
const playerAndTeam = { pathParamNames: { playerId: "player-id", teamId: "team-id" } };

/** Players area: public profile reads (profile, performance, success, fever curve, master data). */
export async function playerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/v1/protected/getPlayerProfile", { schema: schemas.getPlayerProfileSchema }, async ({ query, context }) =>
    profile.getPlayerProfile(context, await loadPlayerByRef(context, query.userid)),
  );
  app.get(
    "/v1/protected/getPlayerProfileDefault",
    { schema: schemas.getPlayerProfileDefaultSchema },
    async ({ query, context }) => profile.getPlayerProfile(context, await loadPlayer(context, query["player-id"])),
  );
  app.get(
    "/v1/public/getPlayerProfileMappings/player-id/:playerId",
    { schema: schemas.getPlayerProfileMappingsSchema, config: player },
    ({ params, context }) => profile.getPlayerProfileMappings(context, params.playerId),
  );
  app.get(
    "/v1/protected/getPlayerPerformance",
    { schema: performanceSchemas.getPlayerPerformanceSchema },
    ({ query, context }) => performance.getPlayerPerformance(context, query),
  );
  app.get(
    "/v2/protected/getPlayerPerformance",
    { schema: performanceSchemas.getPlayerPerformanceV2Schema },
    ({ query, context }) => performance.getPlayerPerformanceV2(context, query),
  );
  app.get("/v1/protected/getPlayerSuccess", { schema: schemas.getPlayerSuccessSchema }, async ({ query, context }) =>
    profile.getPlayerSuccess(context, await loadPlayerByRef(context, query.userid)),
  );
  app.get(
    "/v1/public/getFevercurveByPlayer/player-id/:playerId/team-id/:teamId",
    { schema: schemas.getFevercurveByPlayerSchema, config: playerAndTeam },
    ({ params, context }) => getPlayerFeverCurve(context, params.playerId, params.teamId),
  );
  app.get("/v1/public/getPlayerMasterData", { schema: schemas.getPlayerMasterDataSchema }, ({ context }) =>
    profile.getPlayerMasterData(context),
  );

  await instance.register(promateurPlayerRoutes);
}
