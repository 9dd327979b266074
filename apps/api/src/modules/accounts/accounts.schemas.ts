import { Type } from "typebox";
import { CONTROL_FREE_PATTERN, errorResponses, text } from "../../lib/schema-parts.js";
import { PASSWORD_MAX_LENGTH } from "./passwords.js";

const tags = ["account"];
const form = { additionalProperties: false } as const;
const address = Type.String({ format: "email", maxLength: 254, pattern: CONTROL_FREE_PATTERN });
const nickname = Type.String({ minLength: 3, maxLength: 30, pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N} ._-]*$" });
const personName = text({ minLength: 1, maxLength: 80 });
/** Any characters a keyboard types (no control characters); the length rule is checked by passwords.ts. */
const password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4, pattern: CONTROL_FREE_PATTERN });
const date = Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" });

export const SessionTokensSchema = Type.Object(
  {
    accessToken: Type.String(),
    tokenType: Type.Literal("Bearer"),
    expiresIn: Type.Integer({ description: "Seconds the access token is valid" }),
    refreshToken: Type.String(),
    refreshExpiresIn: Type.Integer({ description: "Seconds the refresh token is valid" }),
  },
  { $id: "SessionTokens" },
);

export const registerAccountSchema = {
  operationId: "registerAccount",
  tags,
  summary: "Registers an account and mails its activation code (the same answer for a registered address)",
  body: Type.Object(
    {
      address,
      nickname,
      firstname: personName,
      lastname: personName,
      "gender-id": Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
      password,
      "terms-of-usage-agreed": Type.Boolean(),
      "marketing-agreed": Type.Optional(Type.Boolean()),
      date_of_birth: Type.Optional(date),
      client_id: Type.Optional(text({ maxLength: 64 })),
      fw_url: Type.Optional(text({ maxLength: 2000 })),
    },
    form,
  ),
  response: {
    200: Type.Object({ activationRequired: Type.Literal(true), message: Type.String() }),
    ...errorResponses,
  },
};

export const activateAccountSchema = {
  operationId: "activateAccount",
  tags,
  summary: "Activates an account with the code from its activation mail",
  body: Type.Object({ address, "activation-code": text({ minLength: 1, maxLength: 64 }) }, form),
  response: {
    200: Type.Object({
      activated: Type.Literal(true),
      returnUrl: Type.Union([Type.String(), Type.Null()], { description: "The fw_url given at registration" }),
    }),
    ...errorResponses,
  },
};

export const resendActivationSchema = {
  operationId: "resendActivation",
  tags,
  summary:
    "Mails the activation again with a new code when the address has an account waiting for it (the same answer for any address; added beside the catalogue)",
  body: Type.Object({ address }, form),
  response: { 200: Type.Object({ message: Type.String() }), ...errorResponses },
};

export const loginSchema = {
  operationId: "login",
  tags,
  summary: "Signs in with address or nickname and password (added beside the catalogue)",
  body: Type.Object({ username: text({ minLength: 1, maxLength: 254 }), password }, form),
  response: { 200: SessionTokensSchema, ...errorResponses },
};

const refreshBody = Type.Object(
  { "refresh-token": Type.String({ minLength: 1, maxLength: 200, pattern: "^[A-Za-z0-9_-]+$" }) },
  form,
);

export const refreshTokenSchema = {
  operationId: "refreshToken",
  tags,
  summary: "Trades a refresh token for a new pair; a reused token ends its whole session (added beside the catalogue)",
  body: refreshBody,
  response: { 200: SessionTokensSchema, ...errorResponses, 409: { $ref: "Error#" } },
};

export const logoutSchema = {
  operationId: "logout",
  tags,
  summary: "Ends the session a refresh token belongs to (added beside the catalogue)",
  body: refreshBody,
  response: { 200: Type.Object({ loggedOut: Type.Literal(true) }), ...errorResponses },
};

export const checkAccountExistsSchema = {
  operationId: "checkAccountExists",
  tags,
  summary: "Whether an address has an account (rate-limited)",
  params: Type.Object({ address }),
  response: { 200: Type.Object({ exists: Type.Boolean() }), ...errorResponses },
};

export const checkNicknameExistsSchema = {
  operationId: "checkNicknameExists",
  tags,
  summary: "Whether a nickname is taken, with free proposals when it is",
  params: Type.Object({ nickname, firstname: personName, lastname: personName }),
  response: {
    200: Type.Object({ exists: Type.Boolean(), proposals: Type.Array(Type.String()) }),
    ...errorResponses,
  },
};

export const getNicknameProposalsSchema = {
  operationId: "getNicknameProposals",
  tags,
  summary: "Free nicknames made from a first and last name",
  params: Type.Object({ firstname: personName, lastname: personName }),
  response: { 200: Type.Object({ proposals: Type.Array(Type.String()) }), ...errorResponses },
};

export const getUserMasterDataSchema = {
  operationId: "getUserMasterData",
  tags,
  summary: "The options of the registration form (genders)",
  response: {
    200: Type.Object({ genders: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }),
    ...errorResponses,
  },
};
