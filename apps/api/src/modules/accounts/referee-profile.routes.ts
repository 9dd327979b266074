import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AccountDependencies } from "./accounts.service.js";
import { requestRefereeParentalConsent } from "./consents.service.js";
import * as schemas from "./referee-profile.schemas.js";
import * as referee from "./referee-profile.service.js";
import { perAddress, signedIn } from "./route-parts.js";

/**
 * A referee's own profile (docs/player-profiles.md, "Referees"): the claim of the association's record, then the
 * profile, career, special matches, statistic types, coming matches and deletion; always the record of the token's
 * account. Each change announces the pages it changed.
 */
export async function refereeProfileRoutes(instance: FastifyInstance, { deps }: { deps: AccountDependencies }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/private/checkRefereeProfile",
    { schema: schemas.checkRefereeProfileSchema, config: signedIn },
    async ({ context, user }) => {
      await app.dataChanges.announce(await referee.openRefereeAfterMinority(context, user.id));
      return referee.checkRefereeProfile(context, user.id);
    },
  );
  app.get(
    "/v1/private/getRefereeRegisterInfo",
    { schema: schemas.getRefereeRegisterInfoSchema, config: { ...signedIn, ...perAddress(30, "15 minutes") } },
    (request) => referee.getRefereeRegisterInfo(request.context, request.user.id),
  );
  app.post(
    "/v1/private/registerRefereeProfile",
    { schema: schemas.registerRefereeProfileSchema, config: { ...signedIn, ...perAddress(5, "1 hour") } },
    (request) => {
      const { body } = request;
      return referee.registerRefereeProfile(request.context, deps, request.user.id, {
        firstName: body.firstname,
        lastName: body.lastname,
        dateOfBirth: body.date_of_birth,
        identification: body.identification,
        mobile: body.mobile,
      });
    },
  );
  app.post(
    "/v1/private/activateRefereeProfile",
    { schema: schemas.activateRefereeProfileSchema, config: { ...signedIn, ...perAddress(20, "15 minutes") } },
    async (request) => {
      const { status, tags } = await referee.activateRefereeProfile(
        request.context,
        deps,
        request.user.id,
        request.body["activation-code"],
      );
      await app.dataChanges.announce(tags);
      return status;
    },
  );
  app.get(
    "/v1/private/getRefereeProfileForEdit",
    { schema: schemas.getRefereeProfileForEditSchema, config: signedIn },
    ({ user, context }) => referee.getRefereeProfileForEdit(context, user.id),
  );
  /** Runs a change, announces what it touched, and answers the profile as it is now. */
  const changed = async (
    change: Promise<{ profile: unknown; tags: Parameters<typeof app.dataChanges.announce>[0] }>,
  ) => {
    const { profile, tags } = await change;
    await app.dataChanges.announce(tags);
    return profile as Awaited<ReturnType<typeof referee.getRefereeProfileForEdit>>;
  };
  app.post(
    "/v1/private/updateRefereeProfile",
    { schema: schemas.updateRefereeProfileSchema, config: signedIn },
    ({ user, body, context }) =>
      changed(
        referee.updateRefereeProfile(context, user.id, {
          nickname: body.nickname,
          performanceVisible: body["performance-visible"],
          cardsVisible: body["cards-visible"],
          dateOfBirthVisible: body["date-visible"],
          careerVisible: body["career-visible"],
          nationalityVisible: body["citizenship-visible"],
        }),
      ),
  );
  app.get("/v1/private/getRefereeCareer", { schema: schemas.getRefereeCareerSchema, config: signedIn }, (r) =>
    referee.getRefereeCareer(r.context, r.user.id),
  );
  app.post(
    "/v1/private/saveRefereeCareer",
    { schema: schemas.saveRefereeCareerSchema, config: signedIn },
    ({ user, body, context }) => changed(referee.saveRefereeCareer(context, user.id, body.entries)),
  );
  app.post(
    "/v1/private/saveRefereeSpecialMatches",
    { schema: schemas.saveRefereeSpecialMatchesSchema, config: signedIn },
    ({ user, body, context }) => changed(referee.saveRefereeSpecialMatches(context, user.id, body.entries)),
  );
  app.post(
    "/v1/private/saveRefereeStatisticTypes",
    { schema: schemas.saveRefereeStatisticTypesSchema, config: signedIn },
    ({ user, body, context }) => changed(referee.saveRefereeStatisticTypes(context, user.id, body.entries)),
  );
  app.get(
    "/v1/private/getRefereeNextMatches",
    { schema: schemas.getRefereeNextMatchesSchema, config: signedIn },
    ({ user, context }) => referee.getRefereeNextMatches(context, user.id),
  );
  app.post(
    "/v1/private/deleteRefereeProfile",
    { schema: schemas.deleteRefereeProfileSchema, config: { ...signedIn, ...perAddress(5, "1 hour") } },
    ({ user, context }) => referee.deleteRefereeProfile(context, deps, user.id),
  );
  app.post(
    "/v1/private/releaseRefereeProfile",
    { schema: schemas.releaseRefereeProfileSchema, config: { ...signedIn, ...perAddress(20, "1 hour") } },
    async (request) => {
      const { result, tags } = await referee.releaseRefereeProfile(
        request.context,
        deps,
        request.user.id,
        request.body["referee-id"],
      );
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/public/confirmDeleteRefereeProfile",
    { schema: schemas.confirmDeleteRefereeProfileSchema, config: perAddress(20, "15 minutes") },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { result, tags } = await referee.confirmDeleteRefereeProfile(request.context, deps, {
        userId: request.body.userid,
        verification: request.body.verification,
      });
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/private/parentalConsentRequestReferee",
    // Each request mails an address the account names: a few an hour.
    { schema: schemas.parentalConsentRequestRefereeSchema, config: { ...signedIn, ...perAddress(5, "1 hour") } },
    (request) =>
      requestRefereeParentalConsent(request.context, deps, request.user.id, request.body["email-address-parents"]),
  );
}
