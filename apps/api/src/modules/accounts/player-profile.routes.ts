import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AccountDependencies } from "./accounts.service.js";
import * as schemas from "./player-profile.schemas.js";
import * as profile from "./player-profile.service.js";
import { perAddress, signedIn } from "./route-parts.js";

/**
 * The player's own profile, once the account holds its record (docs/player-profiles.md): always the record of the
 * token's account, never one a request names. Each change announces the pages it changed, so the public profile
 * shows it as soon as the call returns.
 */
export async function playerProfileRoutes(instance: FastifyInstance, { deps }: { deps: AccountDependencies }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/private/getPlayerProfileForEdit",
    { schema: schemas.getPlayerProfileForEditSchema, config: signedIn },
    ({ user, context }) => profile.getPlayerProfileForEdit(context, user.id),
  );
  app.post(
    "/v1/private/updatePlayerProfile",
    { schema: schemas.updatePlayerProfileSchema, config: signedIn },
    async ({ user, body, context }) => {
      const { profile: changed, tags } = await profile.updatePlayerProfile(context, user.id, {
        height: body.height,
        weight: body.weight,
        nickname: body.nickname,
        position: body["playing-position"],
        jerseyNumber: body["jersey-number"],
        foot: body["foot-type"],
        isCaptain: body["is-captain"],
        season: body.saison,
        teamId: body["team-id"],
        performanceVisible: body["performance-visible"],
        cardsVisible: body["cards-visible"],
        clubHistoryVisible: body["club-history-visible"],
        dateOfBirthVisible: body["date-visible"],
        nationalityVisible: body["citizenship-visible"],
        imageSource: body["image-source"],
      });
      await app.dataChanges.announce(tags);
      return changed;
    },
  );
  app.post(
    "/v1/private/releasePlayerProfile",
    { schema: schemas.releasePlayerProfileSchema, config: { ...signedIn, ...perAddress(20, "1 hour") } },
    async (request) => {
      const { result, tags } = await profile.releasePlayerProfile(
        request.context,
        deps,
        request.user.id,
        request.body["player-id"],
      );
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/private/savePlayerSuccess",
    { schema: schemas.savePlayerSuccessSchema, config: signedIn },
    async ({ user, body, context }) => {
      const { profile: changed, tags } = await profile.savePlayerSuccess(context, user.id, body.entries);
      await app.dataChanges.announce(tags);
      return changed;
    },
  );
  app.get(
    "/v1/private/getAccountPlayerData",
    { schema: schemas.getAccountPlayerDataSchema, config: signedIn },
    ({ user, context }) => profile.getAccountPlayerData(context, user.id),
  );
  app.post(
    "/v1/private/updateAccountPlayerData",
    { schema: schemas.updateAccountPlayerDataSchema, config: signedIn },
    async ({ user, body, context }) => {
      const { flags, tags } = await profile.updateAccountPlayerData(context, user.id, {
        playerDataVisible: body["player-visible"],
        profileVisible: body["profile-visible"],
        searchable: body["profile-searchable"],
        searchableExternally: body["profile-searchable-ext"],
      });
      await app.dataChanges.announce(tags);
      return flags;
    },
  );
  app.post(
    "/v1/private/deletePlayerProfile",
    // Each request mails the account's own address: a few an hour.
    { schema: schemas.deletePlayerProfileSchema, config: { ...signedIn, ...perAddress(5, "1 hour") } },
    ({ user, context }) => profile.deletePlayerProfile(context, deps, user.id),
  );
  app.post(
    "/v1/public/confirmDeletePlayerProfile",
    { schema: schemas.confirmDeletePlayerProfileSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { result, tags } = await profile.confirmDeletePlayerProfile(request.context, deps, {
        userId: request.body.userid,
        verification: request.body.verification,
      });
      await app.dataChanges.announce(tags);
      return result;
    },
  );
}
