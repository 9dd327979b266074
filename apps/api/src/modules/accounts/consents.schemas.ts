import { Type } from "typebox";
import { CONTROL_FREE_PATTERN, errorResponses, nullable, text } from "../../lib/schema-parts.js";

const tags = ["account"];
const form = { additionalProperties: false } as const;
const userid = Type.String({ format: "uuid", pattern: "^[0-9a-fA-F-]{36}$" });

const MarketingConsent = Type.Object({
  marketingAgreed: Type.Boolean({ description: "The newest confirmed decision" }),
  confirmedAt: nullable(Type.String({ format: "date-time" })),
  confirmationPending: Type.Boolean({ description: "An agreement waits for its confirmation mail" }),
});

export const getMarketingConsentSchema = {
  operationId: "getMarketingConsent",
  tags,
  summary: "The user's marketing consent",
  response: { 200: MarketingConsent, ...errorResponses },
};

export const updateMarketingConsentSchema = {
  operationId: "updateMarketingConsent",
  tags,
  summary: "Agrees (confirmed by mail: double opt-in) or withdraws (at once)",
  body: Type.Object({ "marketing-agreed": Type.Boolean() }, form),
  response: { 200: MarketingConsent, ...errorResponses },
};

export const confirmMarketingConsentSchema = {
  operationId: "confirmMarketingConsent",
  tags,
  summary: "Confirms a marketing agreement with the mailed code",
  body: Type.Object({ userid, "activation-code": text({ minLength: 1, maxLength: 64 }) }, form),
  response: { 200: MarketingConsent, ...errorResponses },
};

export const parentalConsentRequestSchema = {
  operationId: "parentalConsentRequest",
  tags,
  summary: "Mails a parent a link to consent for a minor's account (and linked player profile)",
  body: Type.Object(
    {
      "player-id": Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" })),
      mobile: Type.Optional(Type.String({ pattern: "^(\\+?[0-9][0-9 /()-]{5,24})?$" })),
      "email-address-parents": Type.String({ format: "email", maxLength: 254, pattern: CONTROL_FREE_PATTERN }),
    },
    form,
  ),
  response: { 200: Type.Object({ requested: Type.Literal(true) }), ...errorResponses },
};

export const confirmParentalConsentSchema = {
  operationId: "confirmParentalConsent",
  tags,
  summary: "A parent's consent, with the link's verification",
  body: Type.Object(
    {
      userid,
      verification: Type.String({ minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" }),
      role: Type.Union([Type.Literal("player"), Type.Literal("referee")]),
    },
    form,
  ),
  response: { 200: Type.Object({ confirmed: Type.Literal(true) }), ...errorResponses },
};

export const exportAccountDataSchema = {
  operationId: "exportAccountData",
  tags,
  summary: "Everything stored about the account, as JSON (DSGVO Art. 15 and 20; added beside the catalogue)",
  response: {
    200: Type.Object({
      exportedAt: Type.String({ format: "date-time" }),
      account: Type.Record(Type.String(), Type.Unknown()),
      tables: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Type.Unknown()))),
      mails: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    }),
    ...errorResponses,
  },
};

export const deleteAccountSchema = {
  operationId: "deleteAccount",
  tags,
  summary:
    "Erases the account and everything that belongs to it; every session ends. The token's session must have begun with a sign-in within the last 10 minutes (403 otherwise)",
  response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...errorResponses },
};
