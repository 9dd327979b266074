import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AccountDependencies } from "./accounts.service.js";
import * as schemas from "./player-claims.schemas.js";
import * as claims from "./player-claims.service.js";
import { openAfterMinority, playerChangeTags } from "./player-profile.service.js";
import { perAddress, signedIn } from "./route-parts.js";

/** A player's claim of the association's record of themselves (docs/player-profiles.md). */
export async function playerClaimRoutes(instance: FastifyInstance, { deps }: { deps: AccountDependencies }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/private/checkPlayerProfile",
    { schema: schemas.checkPlayerProfileSchema, config: signedIn },
    async ({ context, user }) => {
      await app.dataChanges.announce(await openAfterMinority(context, user.id));
      return claims.checkPlayerProfile(context, user.id);
    },
  );
  app.get(
    "/v1/private/getPlayerRegisterInfo",
    // It compares the account's names with the association's records: limited, so it is no tool to look people up.
    { schema: schemas.getPlayerRegisterInfoSchema, config: { ...signedIn, ...perAddress(30, "15 minutes") } },
    (request) => claims.getPlayerRegisterInfo(request.context, request.user.id),
  );
  app.post(
    "/v1/private/registerPlayerProfile",
    // Each claim mails the club's officials: a few an hour per network, so nobody floods a club's inboxes.
    { schema: schemas.registerPlayerProfileSchema, config: { ...signedIn, ...perAddress(5, "1 hour") } },
    (request) => {
      const { body } = request;
      return claims.registerPlayerProfile(request.context, deps, request.user.id, {
        firstName: body.firstname,
        lastName: body.lastname,
        dateOfBirth: body.date_of_birth,
        mobile: body.mobile,
        clubId: body.clubId,
        position: body.position,
        alternativePositions: body.alternative_positions ?? [],
        agreesToTerms: body.agree_terms,
        agreesToPromateur: body.agree_promateur ?? false,
      });
    },
  );
  app.post(
    "/v1/private/activatePlayerProfile",
    { schema: schemas.activatePlayerProfileSchema, config: { ...signedIn, ...perAddress(20, "15 minutes") } },
    async (request) => {
      const status = await claims.activatePlayerProfile(
        request.context,
        deps,
        request.user.id,
        request.body["activation-code"],
      );
      // A minor's record turned private at the link: every page naming the player changes.
      if (status.playerId !== null && status.parentalConsentRequired) {
        await app.dataChanges.announce(await playerChangeTags(request.context, status.playerId, true));
      }
      return status;
    },
  );
}
