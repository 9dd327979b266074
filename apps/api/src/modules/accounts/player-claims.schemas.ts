import { Type } from "typebox";
import { playingPosition } from "../../db/schema/enums.js";
import { errorResponses, nullable, text } from "../../lib/schema-parts.js";

const tags = ["players"];
const form = { additionalProperties: false } as const;
const personName = text({ minLength: 1, maxLength: 80 });
const date = Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const position = Type.Union(playingPosition.enumValues.map((value) => Type.Literal(value)));

export const PlayerProfileStatusSchema = Type.Object(
  {
    status: Type.Union([Type.Literal("none"), Type.Literal("pending"), Type.Literal("active")], {
      description: "none: no profile; pending: a claim waits for the code the club's officials got; active: linked",
    }),
    playerId: nullable(Type.String({ description: "The linked record (active only)" })),
    clubName: nullable(
      Type.String({ description: "Pending: whose officials hold the code; active: the record's club" }),
    ),
    requestedAt: nullable(Type.String({ format: "date-time", description: "When the pending claim was made" })),
    isPublic: Type.Boolean({ description: "Whether the public sees the profile now" }),
    parentalConsentRequired: Type.Boolean({
      description: "A minor's linked profile stays private until a parent consents (parentalConsentRequest)",
    }),
  },
  { $id: "PlayerProfileStatus" },
);

export const checkPlayerProfileSchema = {
  operationId: "checkPlayerProfile",
  tags,
  summary: "Where the account stands with its player profile",
  response: { 200: PlayerProfileStatusSchema, ...errorResponses },
};

export const getPlayerRegisterInfoSchema = {
  operationId: "getPlayerRegisterInfo",
  tags,
  summary: "What a registration would meet: the profile's state, the records with the account's names, eligibility",
  response: {
    200: Type.Object({
      playerProfile: PlayerProfileStatusSchema,
      personMapping: Type.Array(
        Type.Object({
          playerId: Type.String(),
          clubId: nullable(Type.String()),
          clubName: nullable(Type.String()),
        }),
        {
          description:
            "The association's records with the account's first and last name and date of birth that the public sees and no account holds",
        },
      ),
      eligibility: Type.Object({
        minimumAge: Type.Integer({ description: "As getPlayerMasterData gives it" }),
        age: nullable(Type.Integer({ description: "From the account's date of birth" })),
        isEligible: Type.Boolean(),
        reason: Type.Union(
          ["eligible", "already-linked", "pending", "no-date-of-birth", "too-young", "no-record"].map((value) =>
            Type.Literal(value),
          ),
        ),
        parentalConsentRequired: Type.Boolean({ description: "Under 18 the profile needs a parent's consent" }),
      }),
    }),
    ...errorResponses,
  },
};

export const registerPlayerProfileSchema = {
  operationId: "registerPlayerProfile",
  tags,
  summary: "Claims the association's record of the person; the code goes to the club's officials",
  body: Type.Object(
    {
      firstname: personName,
      lastname: personName,
      date_of_birth: date,
      mobile: Type.Optional(Type.String({ pattern: "^(\\+?[0-9][0-9 /()-]{5,24})?$" })),
      clubId: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" }),
      position: Type.Optional(position),
      alternative_positions: Type.Optional(Type.Array(position, { maxItems: 3, uniqueItems: true })),
      agree_terms: Type.Boolean(),
      agree_promateur: Type.Optional(Type.Boolean()),
    },
    form,
  ),
  response: { 200: PlayerProfileStatusSchema, ...errorResponses },
};

export const activatePlayerProfileSchema = {
  operationId: "activatePlayerProfile",
  tags,
  summary: "Enters the code the club's officials handed on: the account holds the record from now on",
  body: Type.Object({ "activation-code": text({ minLength: 1, maxLength: 64 }) }, form),
  response: { 200: PlayerProfileStatusSchema, ...errorResponses },
};
