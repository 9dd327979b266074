import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config.js";
import { errorBody } from "../../plugins/errors.js";
import * as schemas from "./push.schemas.js";
import * as service from "./push.service.js";
import type { PushSender } from "./push-sender.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The web push worker of this instance (tests send by hand with `sendDue`). */
    pushSender: PushSender | null;
  }
}

interface Options {
  config: Config;
}

/** A device's settings and subscriptions are its own: never kept by a cache. */
const deviceAnswer = { responseCache: false };
const perAddress = { rateLimit: { max: 60, timeWindow: "1 minute" } };
const noStore = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

/** The catalogue's push calls and this instance's web push worker. */
export async function pushRoutes(instance: FastifyInstance, { config }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const origins = config.push.serviceOrigins;

  app.get("/v1/public/getPushPublicKey", { schema: schemas.getPushPublicKeySchema }, async (_request, reply) => {
    if (!config.push.vapid) return reply.code(404).send(errorBody(404, "Web push is not configured"));
    return { publicKey: config.push.vapid.publicKey };
  });
  app.get(
    "/v1/public/getPushSettings/token/:token/token-type-id/:tokenTypeId",
    {
      schema: schemas.getPushSettingsSchema,
      config: { ...deviceAnswer, pathParamNames: { tokenTypeId: "token-type-id" } },
    },
    async ({ params, context }, reply) => {
      noStore(reply);
      return service.getPushSettings(context, params, origins);
    },
  );
  app.post(
    "/v1/public/updatePushSettings",
    { schema: schemas.updatePushSettingsSchema, config: perAddress },
    async ({ body, context }) => {
      const { settings, token, "token-type-id": tokenTypeId } = body;
      return service.updatePushSettings(context, { token, tokenTypeId }, settings, origins);
    },
  );
  app.get(
    "/v1/public/getSubscriptionIds/token-type-id/:tokenTypeId/token/:token",
    {
      schema: schemas.getSubscriptionIdsSchema,
      config: { ...deviceAnswer, pathParamNames: { tokenTypeId: "token-type-id" } },
    },
    async ({ params, context }, reply) => {
      noStore(reply);
      return service.listSubscriptionIds(context, params, origins);
    },
  );
  app.get(
    "/v1/public/getSubscriptions",
    { schema: schemas.getSubscriptionsSchema, config: deviceAnswer },
    async ({ query, context }, reply) => {
      noStore(reply);
      const { token, "token-type-id": tokenTypeId } = query;
      return service.listSubscriptions(context, { token, tokenTypeId }, origins);
    },
  );
  app.post(
    "/v1/public/subscribe",
    { schema: schemas.subscribeSchema, config: perAddress },
    async ({ body, context }) => {
      const { token, "token-type-id": tokenTypeId, "object-ref": objectRef, referenceTypeId } = body;
      return service.subscribe(context, { token, tokenTypeId }, objectRef, referenceTypeId, origins);
    },
  );
  app.post(
    "/v1/public/unsubscribe",
    { schema: schemas.unsubscribeSchema, config: perAddress },
    async ({ body, context }) => {
      const { token, "token-type-id": tokenTypeId, "object-ref": objectRef } = body;
      return service.unsubscribe(context, { token, tokenTypeId }, objectRef, origins);
    },
  );
  app.post(
    "/v1/public/updateToken",
    { schema: schemas.updateTokenSchema, config: perAddress },
    async ({ body, context }) => {
      return service.updateToken(
        context,
        { token: body.token, tokenTypeId: body["token-type-id"] },
        { token: body.tokenNew, tokenTypeId: body["token-type-new-id"] },
        origins,
      );
    },
  );
}
