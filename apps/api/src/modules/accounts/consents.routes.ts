import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AccountDependencies } from "./accounts.service.js";
import * as schemas from "./consents.schemas.js";
import * as consents from "./consents.service.js";
import * as dataRights from "./data-rights.service.js";
import { perAddress, signedIn } from "./route-parts.js";

/** Consents (marketing, a parent's) and the account holder's data rights (export, erasure). */
export async function consentRoutes(instance: FastifyInstance, { deps }: { deps: AccountDependencies }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/private/getMarketingConsent",
    { schema: schemas.getMarketingConsentSchema, config: signedIn },
    ({ user, context }) => consents.getMarketingConsent(context, user.id),
  );
  app.post(
    "/v1/private/updateMarketingConsent",
    { schema: schemas.updateMarketingConsentSchema, config: { ...signedIn, ...perAddress(10, "1 hour") } },
    ({ user, body, context }) => consents.updateMarketingConsent(context, user.id, body["marketing-agreed"]),
  );
  app.post(
    "/v1/public/confirmMarketingConsent",
    { schema: schemas.confirmMarketingConsentSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return consents.confirmMarketingConsent(
        request.context,
        deps,
        request.body.userid,
        request.body["activation-code"],
      );
    },
  );
  app.post(
    "/v1/private/parentalConsentRequest",
    { schema: schemas.parentalConsentRequestSchema, config: { ...signedIn, ...perAddress(5, "1 hour") } },
    (request) =>
      consents.requestParentalConsent(request.context, deps, request.user.id, {
        playerId: request.body["player-id"],
        mobile: request.body.mobile || undefined,
        parentAddress: request.body["email-address-parents"],
      }),
  );
  app.post(
    "/v1/public/confirmParentalConsent",
    { schema: schemas.confirmParentalConsentSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { userid, verification, role } = request.body;
      const { result, tags } = await consents.confirmParentalConsent(request.context, deps, {
        userId: userid,
        verification,
        role,
      });
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.get(
    "/v1/private/exportAccountData",
    { schema: schemas.exportAccountDataSchema, config: { ...signedIn, ...perAddress(10, "1 hour") } },
    async (request, reply) => {
      reply.header("content-disposition", 'attachment; filename="spielfeld-konto.json"');
      return dataRights.exportAccountData(request.context, request.user.id);
    },
  );
  app.post(
    "/v1/private/deleteAccount",
    { schema: schemas.deleteAccountSchema, config: signedIn },
    ({ user, context }) => dataRights.deleteAccount(context, deps, user.id, user.sessionId),
  );
}
