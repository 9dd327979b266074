import { randomBytes } from "node:crypto";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { clientNetworkOf } from "../../lib/client-network.js";
import { ApiError } from "../../plugins/errors.js";
import { CAPTCHA_FIELD, createCaptchaChallenge } from "../shared/captcha.js";
import type { ServiceContext } from "../shared/context.js";
import { reportContent, reportTickerEntry } from "./abuse.service.js";
import * as schemas from "./contact.schemas.js";
import {
  type ContactDependencies,
  type ContactMessage,
  type ContactTarget,
  checkHumanProof,
  type HumanProof,
  sendContactMessage,
} from "./contact.service.js";

export interface ContactRouteOptions {
  config: Config;
}

/*
 * Per client address (behind TRUST_PROXY the forwarded one), on top of the hourly limits per recipient and sender
 * the service counts in the database. Over the limit: 429 with Retry-After and a German message.
 */
const perAddress = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: { ip: string }) => `contact:${clientNetworkOf(request.ip)}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(Math.ceil(context.ttl / 1000), 1);
      return new ApiError("too_many_requests", "Zu viele Anfragen. Bitte warte etwas und versuche es dann erneut.", {
        retryAfterSeconds: seconds,
      });
    },
  },
});
const mailLimit = { ...perAddress(10, "1 hour"), responseCache: false };
const byPath = { ...mailLimit, pathParamNames: { captchaSolution: CAPTCHA_FIELD } };

/** A form without a captcha solution: refused in the captcha's words. */
function captchaMissing(): ApiError {
  return new ApiError("bad_request", `Parameter "${CAPTCHA_FIELD}": Bitte bestätige die Sicherheitsprüfung.`, {
    kind: "captcha-invalid",
  });
}

/** A form sent without the captcha gets the same German answer as one with a wrong solution. */
async function requireCaptchaField(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === "object" && typeof body[CAPTCHA_FIELD] !== "string") {
    throw captchaMissing();
  }
}

/** Who sends a contact mail, as the limits count senders: the signed-in account, else the client's address. */
const caller = (user: { id: string } | null, ip: string) => ({ userId: user?.id ?? null, address: ip });

const SENT = { sent: true as const, message: "Deine Nachricht wurde verschickt." };
const REPORTED = { reported: true as const, message: "Danke für deine Meldung. Wir sehen sie uns an." };

function noStore(reply: FastifyReply) {
  reply.header("cache-control", "no-store");
}

const messageOf = (fields: ContactMessage | Omit<ContactMessage, "sendCopyToSender">): ContactMessage => ({
  address: fields.address,
  sender: fields.sender,
  subject: fields.subject,
  content: fields.content,
  sendCopyToSender: "sendCopyToSender" in fields ? fields.sendCopyToSender : false,
});

/** Contact mails to the association, clubs and division managers; the captcha; abuse reports. */
export async function contactRoutes(instance: FastifyInstance, { config }: ContactRouteOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Without configured keys (tests, or an app built without prepareSecurity) each instance makes its own.
  const deps: ContactDependencies = {
    config,
    log: instance.log,
    captchaHmacKey: config.contact.captchaHmacKey ?? randomBytes(32).toString("base64url"),
    mobileVerificationKey: config.contact.mobileVerificationKey ?? randomBytes(32).toString("base64url"),
  };
  const captcha = { preValidation: requireCaptchaField };
  /** Sends a form's message in the caller's name (see `caller`) and answers that it went. */
  const deliver = async (
    context: ServiceContext,
    from: { user: { id: string } | null; ip: string },
    target: ContactTarget,
    fields: Parameters<typeof messageOf>[0],
    proof: HumanProof,
  ) => {
    await sendContactMessage(context, deps, target, messageOf(fields), proof, caller(from.user, from.ip));
    return SENT;
  };
  /** A report comes from a signed-in account or from a person who solved the captcha. */
  const proveReporter = async (context: ServiceContext, user: { id: string } | null, solution: string | undefined) => {
    if (user) return;
    if (solution === undefined) {
      throw captchaMissing();
    }
    await checkHumanProof(context, deps, "", { captchaSolution: solution });
  };

  app.get(
    "/v1/public/getCaptchaChallenge",
    { schema: schemas.getCaptchaChallengeSchema, config: { ...perAddress(30, "1 minute"), responseCache: false } },
    async (_request, reply) => {
      noStore(reply);
      return createCaptchaChallenge(deps.captchaHmacKey);
    },
  );

  app.get(
    "/v1/public/sendContactMail/address/:address/sender/:sender/subject/:subject/captcha-solution/:captchaSolution/sendCopyToSender/:sendCopyToSender/content/:content",
    { schema: schemas.sendContactMailByPathSchema, config: byPath },
    async ({ params, user, ip, context }, reply) => {
      noStore(reply);
      return deliver(context, { user, ip }, { kind: "association" }, params, {
        captchaSolution: params.captchaSolution,
      });
    },
  );
  app.post(
    "/v1/public/sendContactMail",
    { schema: schemas.sendContactMailSchema, config: mailLimit, ...captcha },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      return deliver(context, { user, ip }, { kind: "association" }, body, { captchaSolution: body[CAPTCHA_FIELD] });
    },
  );
  app.post(
    "/v1/public/sendContactMailForAssociation",
    { schema: schemas.sendContactMailForAssociationSchema, config: mailLimit, ...captcha },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "association" as const, associationId: body.associationId };
      const proof = { captchaSolution: body[CAPTCHA_FIELD] };
      return deliver(context, { user, ip }, target, body, proof);
    },
  );
  app.post(
    "/v1/public/sendContactMailForMobile",
    { schema: schemas.sendContactMailForMobileSchema, config: mailLimit },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      return deliver(context, { user, ip }, { kind: "association" }, body, body);
    },
  );
  app.post(
    "/v1/public/sendContactMailForAssociationForMobile",
    { schema: schemas.sendContactMailForAssociationForMobileSchema, config: mailLimit },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "association" as const, associationId: body.associationId };
      return deliver(context, { user, ip }, target, body, body);
    },
  );

  app.get(
    "/v1/public/sendMailToClubManager/address/:address/sender/:sender/subject/:subject/captcha-solution/:captchaSolution/id/:id/content/:content",
    { schema: schemas.sendMailToClubManagerByPathSchema, config: byPath },
    async ({ params, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "club" as const, clubId: params.id };
      return deliver(context, { user, ip }, target, params, { captchaSolution: params.captchaSolution });
    },
  );
  app.post(
    "/v1/public/sendMailToClubManager",
    { schema: schemas.sendMailToClubManagerSchema, config: mailLimit, ...captcha },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "club" as const, clubId: body.id };
      return deliver(context, { user, ip }, target, body, { captchaSolution: body[CAPTCHA_FIELD] });
    },
  );
  app.post(
    "/v1/public/sendMailToClubManagerForMobile",
    { schema: schemas.sendMailToClubManagerForMobileSchema, config: mailLimit },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      return deliver(context, { user, ip }, { kind: "club", clubId: body.id }, body, body);
    },
  );

  app.get(
    "/v1/public/sendMailToDivisionManager/staffel/:staffel/address/:address/sender/:sender/subject/:subject/captcha-solution/:captchaSolution/content/:content",
    { schema: schemas.sendMailToDivisionManagerByPathSchema, config: byPath },
    async ({ params, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "division_manager" as const, competitionId: params.staffel };
      return deliver(context, { user, ip }, target, params, { captchaSolution: params.captchaSolution });
    },
  );
  app.post(
    "/v1/public/sendMailToDivisionManager",
    { schema: schemas.sendMailToDivisionManagerSchema, config: mailLimit, ...captcha },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "division_manager" as const, competitionId: body.staffel };
      return deliver(context, { user, ip }, target, body, { captchaSolution: body[CAPTCHA_FIELD] });
    },
  );
  app.post(
    "/v1/public/sendMailToDivisionManagerForMobile",
    { schema: schemas.sendMailToDivisionManagerForMobileSchema, config: mailLimit },
    async ({ body, user, ip, context }, reply) => {
      noStore(reply);
      const target = { kind: "division_manager" as const, competitionId: body.staffel };
      return deliver(context, { user, ip }, target, body, body);
    },
  );

  app.post(
    "/v1/public/reportAbuse",
    { schema: schemas.reportAbuseSchema, config: perAddress(10, "1 hour") },
    async ({ body, user, context }, reply) => {
      noStore(reply);
      await proveReporter(context, user, body[CAPTCHA_FIELD]);
      await reportContent(context, deps, {
        ...body,
        contentUrl: body["content-url"],
        category: body.category,
        reasonId: body["reason-id"],
      });
      return REPORTED;
    },
  );
  app.post(
    "/v1/public/reportTickerAbuse",
    { schema: schemas.reportTickerAbuseSchema, config: perAddress(10, "1 hour") },
    async ({ body, user, context }, reply) => {
      noStore(reply);
      await proveReporter(context, user, body[CAPTCHA_FIELD]);
      await reportTickerEntry(context, deps, {
        ...body,
        tickerId: body["ticker-id"],
        tickerEventId: body["ticker-event-id"],
      });
      return REPORTED;
    },
  );
}
