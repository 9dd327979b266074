import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as schemas from "./promateur-consent.schemas.js";
import * as service from "./promateur-consent.service.js";
import { signedIn } from "./route-parts.js";

/** The player's own agreement to the promateur tier and its opt-outs (docs/promateur.md). */
export async function promateurConsentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/private/getPromateurConsent",
    { schema: schemas.getPromateurConsentSchema, config: signedIn },
    ({ user, context }) => service.getPromateurConsent(context, user.id),
  );
  app.post(
    "/v1/private/updatePromateurConsent",
    { schema: schemas.updatePromateurConsentSchema, config: signedIn },
    ({ user, body, context }) =>
      service.updatePromateurConsent(context, user.id, {
        agrees: body.agree_promateur,
        // A form cannot send an empty list: one empty value stands for it.
        optOuts: body["opt-outs"]?.filter((id) => id !== ""),
      }),
  );
}
