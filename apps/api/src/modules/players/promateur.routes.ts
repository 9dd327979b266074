import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as schemas from "./promateur.schemas.js";
import * as service from "./promateur.service.js";

const promateur = { tier: "promateur" as const };

/** The promateur tier's player calls (docs/promateur.md). */
export async function promateurPlayerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/promateur/getPlayerClubHistory",
    { schema: schemas.getPlayerClubHistorySchema, config: promateur },
    ({ query, context }) => service.getPlayerClubHistory(context, query.userid),
  );
  app.get(
    "/v1/promateur/players/:id/opt-in",
    { schema: schemas.getPlayerOptInSchema, config: promateur },
    ({ params, query, user, context }) => service.getPlayerOptIn(context, user.id, params.id, query.season),
  );
  app.get(
    "/v1/promateur/getPlayersBlacklist",
    { schema: schemas.getPlayersBlacklistSchema, config: promateur },
    ({ context }) => service.getPlayersBlacklist(context.db),
  );
}
