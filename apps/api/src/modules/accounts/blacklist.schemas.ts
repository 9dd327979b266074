import { Type } from "typebox";
import { CONTROL_FREE_PATTERN, errorResponses, text } from "../../lib/schema-parts.js";
import { CAPTCHA_FIELD } from "../shared/captcha.js";

const tags = ["players"];
const form = { additionalProperties: false } as const;
const personName = text({ minLength: 1, maxLength: 80 });

/** The person's request: names and date of birth as the player's pass has them, the club, a mobile number. */
const request = Type.Object(
  {
    firstname: personName,
    lastname: personName,
    date_of_birth: Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    mobile: Type.String({ pattern: "^\\+?[0-9][0-9 /()-]{5,24}$", description: "For the club's officials' questions" }),
    clubId: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" }),
    [CAPTCHA_FIELD]: Type.String({
      minLength: 1,
      maxLength: 8000,
      pattern: CONTROL_FREE_PATTERN,
      description: "The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge",
    }),
  },
  form,
);
const confirmation = Type.Object(
  {
    playerId: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }),
    "activation-code": text({ minLength: 1, maxLength: 64 }),
  },
  form,
);
const requested = Type.Object({
  requested: Type.Literal(true, {
    description: "The same answer whether or not the club has such a player: the answer tells nobody who plays where",
  }),
});

export const blacklistedPlayerProfileSchema = {
  operationId: "blacklistedPlayerProfile",
  tags,
  summary: "A person asks that no profile of them exists; the code goes to the club's officials (no account needed)",
  body: request,
  response: { 200: requested, ...errorResponses },
};

export const confirmBlacklistedPlayerProfileSchema = {
  operationId: "confirmBlacklistedPlayerProfile",
  tags,
  summary: "The code the officials handed on: the person is named nowhere from now on",
  body: confirmation,
  response: { 200: Type.Object({ confirmed: Type.Literal(true) }), ...errorResponses },
};

export const removeBlacklistedPlayerProfileSchema = {
  operationId: "removeBlacklistedPlayerProfile",
  tags,
  summary: "A person on the blacklist asks to be named again; the code goes to the club's officials",
  body: request,
  response: { 200: requested, ...errorResponses },
};

export const confirmRemoveBlacklistedPlayerProfileSchema = {
  operationId: "confirmRemoveBlacklistedPlayerProfile",
  tags,
  summary: "The code the officials handed on: the person's records are public again",
  body: confirmation,
  response: { 200: Type.Object({ removed: Type.Literal(true) }), ...errorResponses },
};
