import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ApiError } from "../../plugins/errors.js";
import { findAccountByAddress, isNicknameTaken } from "./accounts.repository.js";
import * as schemas from "./accounts.schemas.js";
import { activateAccount, GENDERS, login, registerAccount, resendActivation } from "./accounts.service.js";
import { proposeNicknames } from "./nicknames.js";
import {
  type AccountRouteOptions,
  accountDependencies,
  answerAfter,
  perAddress,
  UNIFORM_ANSWER_MS,
} from "./route-parts.js";
import { endSession, rotateSession } from "./sessions.js";

/** Nothing an account call answers may be stored by any cache. */
function noStore(reply: FastifyReply) {
  reply.header("cache-control", "no-store");
}

/** The account area: registration, activation, sign-in and the public checks of the registration form. */
export async function accountRoutes(instance: FastifyInstance, options: AccountRouteOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps = accountDependencies(instance, options);

  app.post(
    "/v1/public/registerAccount",
    { schema: schemas.registerAccountSchema, config: perAddress(10, "1 hour") },
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      await registerAccount(request.context, deps, {
        address: body.address,
        nickname: body.nickname,
        firstname: body.firstname,
        lastname: body.lastname,
        genderId: body["gender-id"],
        password: body.password,
        termsAgreed: body["terms-of-usage-agreed"],
        marketingAgreed: body["marketing-agreed"] ?? false,
        dateOfBirth: body.date_of_birth,
        clientId: body.client_id,
        returnUrl: body.fw_url,
      });
      return {
        activationRequired: true as const,
        message: "Wir haben dir eine E-Mail geschickt. Bitte bestätige darin deine Adresse.",
      };
    },
  );

  app.post(
    "/v1/public/activateAccount",
    { schema: schemas.activateAccountSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      noStore(reply);
      return activateAccount(request.context, deps, request.body.address, request.body["activation-code"]);
    },
  );

  app.post(
    "/v1/public/resendActivation",
    // It sends mails: held per address like the reset request, besides the per-account limit of the service.
    { schema: schemas.resendActivationSchema, config: perAddress(5, "1 hour") },
    async (request, reply) => {
      noStore(reply);
      // Answers after the same time whatever it did: an unknown or active address is quicker than a mail.
      await answerAfter(UNIFORM_ANSWER_MS, () => resendActivation(request.context, deps, request.body.address));
      return {
        message:
          "Wenn ein Konto mit dieser Adresse auf seine Aktivierung wartet, haben wir die E-Mail noch einmal geschickt.",
      };
    },
  );

  app.post(
    "/v1/public/login",
    { schema: schemas.loginSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      noStore(reply);
      return login(request.context, deps, request.body.username, request.body.password, request.ip);
    },
  );

  app.post(
    "/v1/public/refreshToken",
    { schema: schemas.refreshTokenSchema, config: perAddress(60, "1 minute") },
    async (request, reply) => {
      noStore(reply);
      const rotation = await rotateSession(request.context.db, deps.sessions, request.body["refresh-token"]);
      if (rotation.ok) return rotation.tokens;
      if (rotation.reason === "reused") {
        request.log.warn({ event: "refresh_token_reused", userId: rotation.userId }, "session ended: token reused");
      }
      if (rotation.reason === "superseded") {
        throw new ApiError("conflict", "The refresh token was renewed a moment ago; use the new one");
      }
      throw new ApiError("unauthorized", "Invalid or expired refresh token");
    },
  );

  app.post("/v1/public/logout", { schema: schemas.logoutSchema }, async (request, reply) => {
    noStore(reply);
    const userId = await endSession(request.context.db, request.body["refresh-token"]);
    if (userId) request.log.info({ event: "logout", userId }, "signed out");
    return { loggedOut: true as const };
  });

  app.get(
    "/v1/public/checkAccountExists/address/:address",
    // A catalogue call that tells whether an address is registered: held to a few per address.
    { schema: schemas.checkAccountExistsSchema, config: { ...perAddress(10, "10 minutes"), responseCache: false } },
    async (request, reply) => {
      noStore(reply);
      const account = await findAccountByAddress(request.context.db, request.params.address);
      return { exists: account !== null && account.deletedAt === null };
    },
  );

  app.get(
    "/v1/public/checkNicknameExists/nickname/:nickname/firstname/:firstname/lastname/:lastname",
    { schema: schemas.checkNicknameExistsSchema, config: { responseCache: false } },
    async (request, reply) => {
      noStore(reply);
      const { nickname, firstname, lastname } = request.params;
      const { db } = request.context;
      const exists = await isNicknameTaken(db, nickname);
      return { exists, proposals: exists ? await proposeNicknames(db, firstname, lastname) : [] };
    },
  );

  app.get(
    "/v1/public/getNicknameProposals/firstname/:firstname/lastname/:lastname",
    { schema: schemas.getNicknameProposalsSchema, config: { responseCache: false } },
    async ({ params, context }, reply) => {
      noStore(reply);
      return { proposals: await proposeNicknames(context.db, params.firstname, params.lastname) };
    },
  );

  app.get("/v1/public/getUserMasterData", { schema: schemas.getUserMasterDataSchema }, async () => ({
    genders: GENDERS.map(({ id, name }) => ({ id, name })),
  }));
}
