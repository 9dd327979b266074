import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as performanceSchemas from "./performance.schemas.js";
import * as performance from "./performance.service.js";
import { loadPlayer, loadPlayerByRef } from "./player-context.js";
import * as schemas from "./players.schemas.js";
import * as profile from "./profile.service.js";
import { getPlayerFeverCurve } from "./success.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Path parameters as the catalogue spells them, for the document and for 400 messages. */
const player = { pathParamNames: { playerId: "player-id" } };
const playerAndTeam = { pathParamNames: { playerId: "player-id", teamId: "team-id" } };

/** Players area: public profile reads (profile, performance, success, fever curve, master data). */
export async function playerRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links = { apiUrl: `${config.apiPublicUrl}${config.basePath}` };
  app.get("/v1/protected/getPlayerProfile", { schema: schemas.getPlayerProfileSchema }, async ({ query }) =>
    profile.getPlayerProfile(db, await loadPlayerByRef(db, query.userid, clock()), clock(), links),
  );
  app.get(
    "/v1/protected/getPlayerProfileDefault",
    { schema: schemas.getPlayerProfileDefaultSchema },
    async ({ query }) =>
      profile.getPlayerProfile(db, await loadPlayer(db, query["player-id"], clock()), clock(), links),
  );
  app.get(
    "/v1/public/getPlayerProfileMappings/player-id/:playerId",
    { schema: schemas.getPlayerProfileMappingsSchema, config: player },
    ({ params }) => profile.getPlayerProfileMappings(db, params.playerId, clock()),
  );
  app.get(
    "/v1/protected/getPlayerPerformance",
    { schema: performanceSchemas.getPlayerPerformanceSchema },
    ({ query }) => performance.getPlayerPerformance(db, query, clock()),
  );
  app.get(
    "/v2/protected/getPlayerPerformance",
    { schema: performanceSchemas.getPlayerPerformanceV2Schema },
    ({ query }) => performance.getPlayerPerformanceV2(db, query, clock()),
  );
  app.get("/v1/protected/getPlayerSuccess", { schema: schemas.getPlayerSuccessSchema }, async ({ query }) =>
    profile.getPlayerSuccess(db, await loadPlayerByRef(db, query.userid, clock()), clock()),
  );
  app.get(
    "/v1/public/getFevercurveByPlayer/player-id/:playerId/team-id/:teamId",
    { schema: schemas.getFevercurveByPlayerSchema, config: playerAndTeam },
    ({ params }) => getPlayerFeverCurve(db, params.playerId, params.teamId, clock()),
  );
  app.get("/v1/public/getPlayerMasterData", { schema: schemas.getPlayerMasterDataSchema }, () =>
    profile.getPlayerMasterData(db),
  );
}
