import { Type } from "typebox";
import { errorResponses, text } from "../../lib/schema-parts.js";

const tags = ["account"];
const form = { additionalProperties: false } as const;
const token = Type.String({
  minLength: 8,
  maxLength: 2000,
  pattern: "^[A-Za-z0-9_:.-]+$",
  description: "The device's push token; for web push (type 3) the browser's subscription as base64url JSON",
});
const tokenTypeId = Type.Integer({ minimum: 1, maximum: 3, description: "1 Firebase, 2 APNs, 3 web push" });
const objectRef = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });

const settingsAnswer = Type.Object({
  token: Type.String(),
  tokenTypeId: Type.Integer(),
  categories: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), enabled: Type.Boolean() })),
});
const subscriptionsAnswer = Type.Object({
  subscriptions: Type.Array(Type.Object({ objectRef: Type.String(), referenceTypeId: Type.Integer() })),
});

export const getPushSettingsSchema = {
  operationId: "getPushSettings",
  tags,
  summary: "The categories a device is told of (kickoff, goals, half time, full time, red cards)",
  params: Type.Object({ token, tokenTypeId }),
  response: { 200: settingsAnswer, ...errorResponses },
};

export const updatePushSettingsSchema = {
  operationId: "updatePushSettings",
  tags,
  summary: "Switches categories on or off for a device",
  body: Type.Object(
    {
      settings: text({
        maxLength: 500,
        description: 'JSON {"goal": false, …} or the categories to be told of, comma-separated',
      }),
      token,
      "token-type-id": tokenTypeId,
    },
    form,
  ),
  response: { 200: settingsAnswer, ...errorResponses },
};

export const getSubscriptionIdsSchema = {
  operationId: "getSubscriptionIds",
  tags,
  summary: "The ids a device follows",
  params: Type.Object({ tokenTypeId, token }),
  response: { 200: Type.Object({ ids: Type.Array(Type.String()) }), ...errorResponses },
};

export const getSubscriptionsSchema = {
  operationId: "getSubscriptions",
  tags,
  summary: "What a device follows, with the reference type of each",
  querystring: Type.Object({ "token-type-id": tokenTypeId, token }, { additionalProperties: false }),
  response: { 200: subscriptionsAnswer, ...errorResponses },
};

const subscriptionBody = Type.Object(
  {
    "object-ref": objectRef,
    "token-type-id": tokenTypeId,
    token,
    referenceTypeId: Type.Integer({ minimum: 1, maximum: 4, description: "1 team, 2 competition, 3 club, 4 match" }),
  },
  form,
);

export const subscribeSchema = {
  operationId: "subscribe",
  tags,
  summary: "A device follows a team, competition, club or match",
  body: subscriptionBody,
  response: { 200: subscriptionsAnswer, ...errorResponses, 409: { $ref: "Error#" } },
};

export const unsubscribeSchema = {
  operationId: "unsubscribe",
  tags,
  summary: "A device stops following a team, competition, club or match",
  body: subscriptionBody,
  response: { 200: subscriptionsAnswer, ...errorResponses },
};

export const updateTokenSchema = {
  operationId: "updateToken",
  tags,
  summary: "Moves a device's subscriptions and categories to its new token",
  body: Type.Object({ token, tokenNew: token, "token-type-id": tokenTypeId, "token-type-new-id": tokenTypeId }, form),
  response: { 200: subscriptionsAnswer, ...errorResponses },
};

export const getPushPublicKeySchema = {
  operationId: "getPushPublicKey",
  tags,
  summary: "The VAPID public key a browser subscribes to web push with (applicationServerKey)",
  response: { 200: Type.Object({ publicKey: Type.String() }), ...errorResponses },
};
