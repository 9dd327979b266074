import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { berlinDate } from "../../lib/berlin-day.js";
import * as schemas from "./account-area.schemas.js";
import { consentRoutes } from "./consents.routes.js";
import * as favorites from "./favorites.service.js";
import * as profile from "./profile.service.js";
import * as recovery from "./recovery.service.js";
import {
  type AccountRouteOptions,
  accountContext,
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
  const { config, db, clock } = options;
  const links = { apiUrl: `${config.apiPublicUrl}${config.basePath}` };
  const context = accountContext(instance, options);

  app.get("/v1/private/getUserInfo", { schema: schemas.getUserInfoSchema, config: signedIn }, (request) =>
    profile.getUserInfo(db, request.user.id),
  );
  app.get("/v1/private/getPersonalData1", { schema: schemas.getPersonalDataSchema, config: signedIn }, (request) =>
    profile.getPersonalData(db, request.user.id),
  );
  app.post(
    "/v1/private/updatePersonalData",
    { schema: schemas.updatePersonalDataSchema, config: signedIn },
    (request) => profile.updatePersonalData(db, request.user.id, request.body, berlinDate(clock())),
  );
  app.post("/v1/private/changeNickname", { schema: schemas.changeNicknameSchema, config: signedIn }, (request) =>
    profile.changeNickname(db, request.user.id, request.body.nickname),
  );
  app.post("/v1/private/changePassword", { schema: schemas.changePasswordSchema, config: signedIn }, (request) =>
    profile.changePassword(
      context,
      request.user.id,
      { oldPassword: request.body["password-old"], password: request.body.password },
      request.ip,
    ),
  );
  app.post("/v1/private/confirmTerms", { schema: schemas.confirmTermsSchema, config: signedIn }, (request) =>
    profile.confirmTerms(db, request.user.id, clock()),
  );

  app.post(
    "/v1/private/changeEmail",
    { schema: schemas.changeEmailSchema, config: { ...signedIn, ...perAddress(10, "1 hour") } },
    (request) => recovery.requestEmailChange(context, request.user.id, request.body, request.ip),
  );
  app.post(
    "/v1/public/confirmChangeEmail",
    { schema: schemas.confirmChangeEmailSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return recovery.confirmEmailChange(context, request.body.userid, request.body["activation-code"]);
    },
  );
  app.post(
    "/v1/public/passwordForgottenRequest",
    { schema: schemas.passwordForgottenRequestSchema, config: perAddress(5, "1 hour") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await answerAfter(UNIFORM_ANSWER_MS, () =>
        recovery.requestPasswordReset(context, request.body.username, request.body.address),
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
      return recovery.confirmPasswordReset(context, { username, password, code: request.body["activation-code"] });
    },
  );

  await app.register(consentRoutes, { context });

  app.get("/v1/private/getFavorites", { schema: schemas.getFavoritesSchema, config: signedIn }, (request) =>
    favorites.getFavorites(db, request.user.id, clock(), links),
  );
  app.post("/v1/private/addFavorite", { schema: schemas.addFavoriteSchema, config: signedIn }, (request) =>
    favorites.addFavorite(db, request.user.id, request.body, clock()),
  );
  app.post("/v1/private/deleteFavorite", { schema: schemas.deleteFavoriteSchema, config: signedIn }, (request) =>
    favorites.deleteFavorite(db, request.user.id, request.body),
  );
}
