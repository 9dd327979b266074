import { type TProperties, Type } from "typebox";
import { CONTROL_FREE_PATTERN, errorResponses, MULTILINE_TEXT_PATTERN, text } from "../../lib/schema-parts.js";
import { CAPTCHA_FIELD } from "../shared/captcha.js";

const tags = ["contact"];
const json = { additionalProperties: false } as const;
const idPattern = "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$";

const address = Type.String({
  format: "email",
  maxLength: 254,
  pattern: CONTROL_FREE_PATTERN,
  description: "The sender's e-mail address; answers go there",
});
const sender = text({ minLength: 1, maxLength: 100, description: "The sender's name" });
const subject = text({ minLength: 1, maxLength: 200 });
const content = Type.String({ minLength: 1, maxLength: 5000, pattern: MULTILINE_TEXT_PATTERN });
const captchaSolution = Type.String({
  maxLength: 8000,
  pattern: CONTROL_FREE_PATTERN,
  description: "The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge",
});
const sendCopyToSender = Type.Boolean({ description: "Also send the sender a copy (without the recipient's address)" });
const verificationString = Type.String({
  pattern: "^[0-9a-fA-F]{64}$",
  description: "Hex HMAC-SHA256 with the apps' key over `<address in lower case>|<YYYY-MM-DD, Europe/Berlin>`",
});
const appType = Type.Union([Type.Literal("ios"), Type.Literal("android")]);
const clubId = Type.String({ pattern: idPattern, description: "The club's id" });
const staffel = Type.String({
  pattern: idPattern,
  description: "The competition (Staffel) whose manager is written to",
});
const associationId = Type.String({ pattern: idPattern });

const sent = {
  200: Type.Object({ sent: Type.Literal(true), message: Type.String() }),
  ...errorResponses,
};

const message = { address, sender, subject, content };
const withCaptcha = { ...message, [CAPTCHA_FIELD]: captchaSolution };
const withVerification = { ...message, verificationString, appType };

function mailCall<Body extends TProperties>(operationId: string, summary: string, body: Body) {
  return { operationId, tags, summary, body: Type.Object(body, json), response: sent };
}

function pathCall<Params extends TProperties>(operationId: string, summary: string, params: Params) {
  return { operationId: `${operationId}ByPath`, tags, summary, params: Type.Object(params), response: sent };
}

/** In a path the message is shorter: the whole address must stay within what servers and proxies take. */
const pathMessage = {
  address,
  sender,
  subject,
  captchaSolution,
  content: Type.String({ minLength: 1, maxLength: 1000, pattern: MULTILINE_TEXT_PATTERN }),
};

export const sendContactMailByPathSchema = pathCall(
  "sendContactMail",
  "Sends a message to the association (all fields in the path)",
  { ...pathMessage, sendCopyToSender },
);
export const sendContactMailSchema = mailCall("sendContactMail", "Sends a message to the association", {
  ...withCaptcha,
  sendCopyToSender,
});
export const sendContactMailForAssociationSchema = mailCall(
  "sendContactMailForAssociation",
  "Sends a message to the named association",
  { ...withCaptcha, sendCopyToSender, associationId },
);
export const sendContactMailForMobileSchema = mailCall(
  "sendContactMailForMobile",
  "Sends a message to the association from an app",
  { ...withVerification, sendCopyToSender },
);
export const sendContactMailForAssociationForMobileSchema = mailCall(
  "sendContactMailForAssociationForMobile",
  "Sends a message to the named association from an app",
  { ...withVerification, sendCopyToSender, associationId },
);

export const sendMailToClubManagerByPathSchema = pathCall(
  "sendMailToClubManager",
  "Sends a message to a club (all fields in the path)",
  { ...pathMessage, id: clubId },
);
export const sendMailToClubManagerSchema = mailCall("sendMailToClubManager", "Sends a message to a club", {
  ...withCaptcha,
  id: clubId,
});
export const sendMailToClubManagerForMobileSchema = mailCall(
  "sendMailToClubManagerForMobile",
  "Sends a message to a club from an app",
  { ...withVerification, id: clubId },
);

export const sendMailToDivisionManagerByPathSchema = pathCall(
  "sendMailToDivisionManager",
  "Sends a message to a competition's division manager (all fields in the path)",
  { ...pathMessage, staffel },
);
export const sendMailToDivisionManagerSchema = mailCall(
  "sendMailToDivisionManager",
  "Sends a message to a competition's division manager",
  { ...withCaptcha, staffel },
);
export const sendMailToDivisionManagerForMobileSchema = mailCall(
  "sendMailToDivisionManagerForMobile",
  "Sends a message to a competition's division manager from an app",
  { ...withVerification, staffel },
);

export const getCaptchaChallengeSchema = {
  operationId: "getCaptchaChallenge",
  tags,
  summary: "A signed ALTCHA proof-of-work challenge for the contact forms (valid 10 minutes, single use)",
  response: {
    200: Type.Object({
      parameters: Type.Object({
        algorithm: Type.String(),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Integer(),
        keyLength: Type.Integer(),
        keyPrefix: Type.String(),
        keySignature: Type.Optional(Type.String()),
        expiresAt: Type.Integer({ description: "Unix seconds" }),
      }),
      signature: Type.String(),
    }),
    ...errorResponses,
  },
};

const reporter = {
  text: Type.String({ minLength: 1, maxLength: 2000, pattern: MULTILINE_TEXT_PATTERN }),
  firstname: text({ minLength: 1, maxLength: 80 }),
  lastname: text({ minLength: 1, maxLength: 80 }),
  email: Type.String({ format: "email", maxLength: 254, pattern: CONTROL_FREE_PATTERN }),
};
const reported = { 200: Type.Object({ reported: Type.Literal(true), message: Type.String() }), ...errorResponses };

export const reportAbuseSchema = {
  operationId: "reportAbuse",
  tags,
  summary:
    "Reports a page or article of the website to the moderators. A signed-in caller needs no captcha; anyone else sends captcha-solution",
  body: Type.Object(
    {
      "content-url": Type.String({
        format: "uri",
        pattern: "^https?://",
        maxLength: 2000,
        description: "A page of this website (SITE_URL)",
      }),
      [CAPTCHA_FIELD]: Type.Optional(captchaSolution),
      category: Type.Optional(text({ maxLength: 80 })),
      "reason-id": Type.Optional(text({ maxLength: 40 })),
      ...reporter,
    },
    json,
  ),
  response: reported,
};

export const reportTickerAbuseSchema = {
  operationId: "reportTickerAbuse",
  tags,
  summary:
    "Reports a live ticker entry to the moderators. A signed-in caller needs no captcha; anyone else sends captcha-solution",
  body: Type.Object(
    {
      [CAPTCHA_FIELD]: Type.Optional(captchaSolution),
      "ticker-id": Type.String({ pattern: "^[A-Za-z0-9-]{1,72}$", description: "As getTicker answers it" }),
      "ticker-event-id": Type.String({ pattern: "^[A-Za-z0-9-]{1,64}$" }),
      ...reporter,
    },
    json,
  ),
  response: reported,
};
