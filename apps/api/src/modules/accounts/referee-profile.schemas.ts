import { Type } from "typebox";
import { CONTROL_FREE_PATTERN, errorResponses, nullable, text } from "../../lib/schema-parts.js";

const tags = ["referees"];
const form = { additionalProperties: false } as const;
const personName = text({ minLength: 1, maxLength: 80 });
const date = Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const year = Type.Integer({ minimum: 1950, maximum: 2100 });

export const RefereeProfileStatusSchema = Type.Object(
  {
    status: Type.Union([Type.Literal("none"), Type.Literal("pending"), Type.Literal("active")], {
      description: "none: no profile; pending: a claim waits for the code the club's officials got; active: linked",
    }),
    refereeId: nullable(Type.String({ description: "The linked record (active only)" })),
    clubName: nullable(Type.String({ description: "Pending: whose officials hold the code; active: the club" })),
    requestedAt: nullable(Type.String({ format: "date-time" })),
    isPublic: Type.Boolean({ description: "Whether the public sees the profile now" }),
    parentalConsentRequired: Type.Boolean({
      description: "A minor's linked profile stays private until a parent consents (parentalConsentRequestReferee)",
    }),
  },
  { $id: "RefereeProfileStatus" },
);

export const checkRefereeProfileSchema = {
  operationId: "checkRefereeProfile",
  tags,
  summary: "Where the account stands with its referee profile",
  response: { 200: RefereeProfileStatusSchema, ...errorResponses },
};

export const getRefereeRegisterInfoSchema = {
  operationId: "getRefereeRegisterInfo",
  tags,
  summary: "What a registration would meet: the profile's state, the records with the account's names, eligibility",
  response: {
    200: Type.Object({
      refereeProfile: RefereeProfileStatusSchema,
      personMapping: Type.Array(
        Type.Object({ refereeId: Type.String(), clubId: nullable(Type.String()), clubName: nullable(Type.String()) }),
        {
          description:
            "Referee records with the account's names and date of birth that the public sees and nobody holds",
        },
      ),
      referee: Type.Object({
        minimumAge: Type.Integer({ description: "As getRefereeMasterData gives it" }),
        age: nullable(Type.Integer()),
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

export const registerRefereeProfileSchema = {
  operationId: "registerRefereeProfile",
  tags,
  summary: "Claims the association's referee record of the person; the code goes to the officials of its club",
  body: Type.Object(
    {
      firstname: personName,
      lastname: personName,
      date_of_birth: date,
      identification: Type.String({
        minLength: 3,
        maxLength: 20,
        pattern: "^[A-Za-z0-9][A-Za-z0-9 /.-]*$",
        description: "The number of the referee's pass, for the officials who confirm",
      }),
      mobile: Type.Optional(Type.String({ pattern: "^(\\+?[0-9][0-9 /()-]{5,24})?$" })),
    },
    form,
  ),
  response: { 200: RefereeProfileStatusSchema, ...errorResponses },
};

export const activateRefereeProfileSchema = {
  operationId: "activateRefereeProfile",
  tags,
  summary: "Enters the code the club's officials handed on: the account holds the referee record from now on",
  body: Type.Object({ "activation-code": text({ minLength: 1, maxLength: 64 }) }, form),
  response: { 200: RefereeProfileStatusSchema, ...errorResponses },
};

const careerEntry = Type.Object(
  {
    fromYear: year,
    toYear: nullable(year),
    description: text({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);
const specialMatch = Type.Object(
  {
    playedOn: date,
    description: text({ minLength: 1, maxLength: 120 }),
    remark: Type.Optional(nullable(text({ maxLength: 200 }))),
    matchId: Type.Optional(nullable(Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }))),
  },
  { additionalProperties: false },
);

export const RefereeProfileForEditSchema = Type.Object(
  {
    profile: Type.Object({
      refereeId: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      dateOfBirth: Type.String({ format: "date" }),
      nationality: Type.String(),
      levelName: Type.String(),
      nickname: nullable(Type.String()),
      visibility: Type.Object({
        performance: Type.Boolean(),
        cards: Type.Boolean(),
        dateOfBirth: Type.Boolean(),
        career: Type.Boolean(),
        nationality: Type.Boolean(),
      }),
      isPublic: Type.Boolean(),
      parentalConsentRequired: Type.Boolean(),
    }),
    club: nullable(Type.Object({ clubId: Type.String(), clubName: Type.String() })),
    career: Type.Array(
      Type.Object({ fromYear: Type.Integer(), toYear: nullable(Type.Integer()), description: Type.String() }),
    ),
    specialMatches: Type.Array(
      Type.Object({
        playedOn: Type.String({ format: "date" }),
        description: Type.String(),
        remark: nullable(Type.String()),
        matchId: nullable(Type.String()),
      }),
    ),
    statisticTypes: Type.Array(Type.Integer(), { description: "The statistic types shown (getRefereeMasterData)" }),
  },
  { $id: "RefereeProfileForEdit" },
);

export const getRefereeProfileForEditSchema = {
  operationId: "getRefereeProfileForEdit",
  tags,
  summary: "The signed-in referee's own profile with every flag and list it can change",
  response: { 200: RefereeProfileForEditSchema, ...errorResponses },
};

export const updateRefereeProfileSchema = {
  operationId: "updateRefereeProfile",
  tags,
  summary: "Changes the own referee profile: the fields sent change, the others stay",
  body: Type.Object(
    {
      nickname: Type.Optional(text({ maxLength: 40 })),
      "performance-visible": Type.Optional(Type.Boolean()),
      "cards-visible": Type.Optional(Type.Boolean()),
      "date-visible": Type.Optional(Type.Boolean()),
      "career-visible": Type.Optional(Type.Boolean()),
      "citizenship-visible": Type.Optional(Type.Boolean()),
    },
    form,
  ),
  response: { 200: RefereeProfileForEditSchema, ...errorResponses },
};

export const getRefereeCareerSchema = {
  operationId: "getRefereeCareer",
  tags,
  summary: "The own career entries, newest first",
  response: { 200: Type.Object({ entries: Type.Array(careerEntry) }), ...errorResponses },
};

export const saveRefereeCareerSchema = {
  operationId: "saveRefereeCareer",
  tags,
  summary: "Replaces the own career entries",
  body: Type.Object({ entries: Type.Array(careerEntry, { maxItems: 30 }) }, form),
  response: { 200: RefereeProfileForEditSchema, ...errorResponses },
};

export const saveRefereeSpecialMatchesSchema = {
  operationId: "saveRefereeSpecialMatches",
  tags,
  summary:
    "Replaces the own special matches; one with a matchId must be a match the referee officiated, on its own day",
  body: Type.Object({ entries: Type.Array(specialMatch, { maxItems: 30 }) }, form),
  response: { 200: RefereeProfileForEditSchema, ...errorResponses },
};

export const saveRefereeStatisticTypesSchema = {
  operationId: "saveRefereeStatisticTypes",
  tags,
  summary: "Sets which statistic types the profile shows (ids of getRefereeMasterData)",
  body: Type.Object({ entries: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10, uniqueItems: true }) }, form),
  response: { 200: RefereeProfileForEditSchema, ...errorResponses },
};

export const getRefereeNextMatchesSchema = {
  operationId: "getRefereeNextMatches",
  tags,
  summary: "The signed-in referee's coming matches, soonest first",
  response: {
    200: Type.Object({
      matches: Type.Array(
        Type.Object({
          matchId: Type.String(),
          kickoffAt: Type.String({ format: "date-time" }),
          role: Type.String({ description: "referee, assistant1, assistant2, fourthOfficial …" }),
          homeTeamName: nullable(Type.String()),
          guestTeamName: nullable(Type.String()),
          competitionId: Type.String(),
          competitionName: Type.String(),
        }),
      ),
    }),
    ...errorResponses,
  },
};

export const deleteRefereeProfileSchema = {
  operationId: "deleteRefereeProfile",
  tags,
  summary: "Asks to delete the own referee profile: a link to confirm goes to the account's address",
  response: { 200: Type.Object({ requested: Type.Literal(true), validHours: Type.Integer() }), ...errorResponses },
};

export const confirmDeleteRefereeProfileSchema = {
  operationId: "confirmDeleteRefereeProfile",
  tags,
  summary: "The mailed link's confirmation: the referee profile is no longer public and the account lets go of it",
  body: Type.Object(
    {
      userid: Type.String({ format: "uuid", pattern: "^[0-9a-fA-F-]{36}$" }),
      verification: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9 -]+$" }),
    },
    form,
  ),
  response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...errorResponses },
};

export const parentalConsentRequestRefereeSchema = {
  operationId: "parentalConsentRequestReferee",
  tags,
  summary: "Asks a parent to consent to a minor's referee profile (a link to the parent's address)",
  body: Type.Object(
    { "email-address-parents": Type.String({ format: "email", maxLength: 254, pattern: CONTROL_FREE_PATTERN }) },
    form,
  ),
  response: { 200: Type.Object({ requested: Type.Literal(true) }), ...errorResponses },
};

export const releaseRefereeProfileSchema = {
  operationId: "releaseRefereeProfile",
  tags,
  summary:
    "Added beside the catalogue: an official of the referee's club ends a wrong account's hold of the referee profile",
  body: Type.Object({ "referee-id": Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }) }, form),
  response: { 200: Type.Object({ released: Type.Literal(true) }), ...errorResponses },
};
