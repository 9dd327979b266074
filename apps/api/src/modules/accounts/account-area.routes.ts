import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import * as schemas from "./account-area.schemas.js";
import { blacklistRoutes } from "./blacklist.routes.js";
import { consentRoutes } from "./consents.routes.js";
import * as favorites from "./favorites.service.js";
import { playerClaimRoutes } from "./player-claims.routes.js";
import { playerProfileRoutes } from "./player-profile.routes.js";
import * as profile from "./profile.service.js";
import { promateurConsentRoutes } from "./promateur-consent.routes.js";
import * as recovery from "./recovery.service.js";
import { refereeProfileRoutes } from "./referee-profile.routes.js";
import {
  type AccountRouteOptions,
  accountDependencies,
  answerAfter,
  perAddress,
  signedIn,
  UNIFORM_ANSWER_MS,
} from "./route-parts.js";

/**
 * The signed-in user's own account (the private tier: the user is always the token's, never a request field),
 * and the public halves of the mailed-code flows. Answers are `no-store` (the tier sets it for private routes).
 */
export async function accountAreaRoutes(instance: FastifyInstance, options: AccountRouteOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps = accountDependencies(instance, options);

  app.get("/v1/private/getUserInfo", { schema: schemas.getUserInfoSchema, config: signedIn }, ({ user, context }) =>
    profile.getUserInfo(context, user.id),
  );
  app.get(
    "/v1/private/getPersonalData1",
    { schema: schemas.getPersonalDataSchema, config: signedIn },
    ({ user, context }) => profile.getPersonalData(context, user.id),
  );
  app.post(
    "/v1/private/updatePersonalData",
    { schema: schemas.updatePersonalDataSchema, config: signedIn },
    ({ user, body, context }) => profile.updatePersonalData(context, user.id, body),
  );
  app.post(
    "/v1/private/changeNickname",
    { schema: schemas.changeNicknameSchema, config: signedIn },
    ({ user, body, context }) => profile.changeNickname(context, user.id, body.nickname),
  );
  app.post("/v1/private/changePassword", { schema: schemas.changePasswordSchema, config: signedIn }, (request) =>
    profile.changePassword(
      request.context,
      deps,
      request.user.id,
      { oldPassword: request.body["password-old"], password: request.body.password },
      request.ip,
    ),
  );
  app.post("/v1/private/confirmTerms", { schema: schemas.confirmTermsSchema, config: signedIn }, ({ user, context }) =>
    profile.confirmTerms(context, user.id),
  );

  app.post(
    "/v1/private/changeEmail",
    { schema: schemas.changeEmailSchema, config: { ...signedIn, ...perAddress(10, "1 hour") } },
    (request) => recovery.requestEmailChange(request.context, deps, request.user.id, request.body, request.ip),
  );
  app.post(
    "/v1/public/confirmChangeEmail",
    { schema: schemas.confirmChangeEmailSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return recovery.confirmEmailChange(request.context, deps, request.body.userid, request.body["activation-code"]);
    },
  );
  app.post(
    "/v1/public/passwordForgottenRequest",
    { schema: schemas.passwordForgottenRequestSchema, config: perAddress(5, "1 hour") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await answerAfter(UNIFORM_ANSWER_MS, () =>
        recovery.requestPasswordReset(request.context, deps, request.body.username, request.body.address),
      );
      return { message: "Wenn es dazu ein Konto gibt, haben wir eine E-Mail mit einem Link geschickt." };
    },
  );
  app.post(
    "/v1/public/passwordForgottenConfirmation",
    { schema: schemas.passwordForgottenConfirmationSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { username, password } = request.body;
      return recovery.confirmPasswordReset(request.context, deps, {
        username,
        password,
        code: request.body["activation-code"],
      });
    },
  );

  await app.register(consentRoutes, { deps });
  await app.register(playerClaimRoutes, { deps });
  await app.register(playerProfileRoutes, { deps });
  await app.register(promateurConsentRoutes);
  await app.register(refereeProfileRoutes, { deps });
  await app.register(blacklistRoutes, { deps });

  app.get("/v1/private/getFavorites", { schema: schemas.getFavoritesSchema, config: signedIn }, ({ user, context }) =>
    favorites.getFavorites(context, user.id),
  );
  app.post(
    "/v1/private/addFavorite",
    { schema: schemas.addFavoriteSchema, config: signedIn },
    ({ user, body, context }) => favorites.addFavorite(context, user.id, body),
  );
  app.post(
    "/v1/private/deleteFavorite",
    { schema: schemas.deleteFavoriteSchema, config: signedIn },
    ({ user, body, context }) => favorites.deleteFavorite(context, user.id, body),
  );
}
