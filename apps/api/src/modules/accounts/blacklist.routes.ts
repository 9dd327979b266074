import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AccountDependencies } from "./accounts.service.js";
import * as schemas from "./blacklist.schemas.js";
import * as blacklist from "./blacklist.service.js";
import { answerAfter, perAddress, UNIFORM_ANSWER_MS } from "./route-parts.js";

/**
 * The blacklist's public forms (docs/player-profiles.md, "The blacklist"): no account, a captcha, and answers that
 * take the same time whether or not the club has such a player.
 */
export async function blacklistRoutes(instance: FastifyInstance, { deps }: { deps: AccountDependencies }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const request = (body: {
    firstname: string;
    lastname: string;
    date_of_birth: string;
    mobile: string;
    clubId: string;
    "captcha-solution": string;
  }) => ({
    firstName: body.firstname,
    lastName: body.lastname,
    dateOfBirth: body.date_of_birth,
    mobile: body.mobile,
    clubId: body.clubId,
    captchaSolution: body["captcha-solution"],
  });
  app.post(
    "/v1/public/blacklistedPlayerProfile",
    { schema: schemas.blacklistedPlayerProfileSchema, config: perAddress(5, "1 hour") },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return answerAfter(UNIFORM_ANSWER_MS, () => blacklist.requestBlacklist(req.context, deps, request(req.body)));
    },
  );
  app.post(
    "/v1/public/removeBlacklistedPlayerProfile",
    { schema: schemas.removeBlacklistedPlayerProfileSchema, config: perAddress(5, "1 hour") },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return answerAfter(UNIFORM_ANSWER_MS, () =>
        blacklist.requestBlacklistRemoval(req.context, deps, request(req.body)),
      );
    },
  );
  app.post(
    "/v1/public/confirmBlacklistedPlayerProfile",
    { schema: schemas.confirmBlacklistedPlayerProfileSchema, config: perAddress(20, "15 minutes") },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const { result, tags } = await blacklist.confirmBlacklist(req.context, deps, {
        playerId: req.body.playerId,
        code: req.body["activation-code"],
      });
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/public/confirmRemoveBlacklistedPlayerProfile",
    { schema: schemas.confirmRemoveBlacklistedPlayerProfileSchema, config: perAddress(20, "15 minutes") },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const { result, tags } = await blacklist.confirmBlacklistRemoval(req.context, deps, {
        playerId: req.body.playerId,
        code: req.body["activation-code"],
      });
      await app.dataChanges.announce(tags);
      return result;
    },
  );
}
