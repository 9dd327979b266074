import { type TSchema, Type } from "typebox";
import { CONTROL_FREE_PATTERN, errorResponses, nullable, text } from "../../lib/schema-parts.js";
import { SessionTokensSchema } from "./accounts.schemas.js";
import { PASSWORD_MAX_LENGTH } from "./passwords.js";

const tags = ["account"];
const form = { additionalProperties: false } as const;
const password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, pattern: CONTROL_FREE_PATTERN });
const code = text({ minLength: 1, maxLength: 64 });
const address = Type.String({ format: "email", maxLength: 254, pattern: CONTROL_FREE_PATTERN });
const id = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" });

export const getUserInfoSchema = {
  operationId: "getUserInfo",
  tags,
  summary: "The signed-in user's account: nickname, profiles, consents",
  response: {
    200: Type.Object({
      userId: Type.String(),
      providerId: Type.String(),
      nickname: Type.String(),
      imageUrl: nullable(Type.String()),
      fanProfile: Type.Boolean(),
      playerProfile: nullable(Type.String({ description: "The linked player profile's id" })),
      refereeProfile: nullable(Type.String({ description: "The linked referee profile's id" })),
      coachProfile: Type.Boolean(),
      marketingConsent: Type.Boolean(),
      adTags: Type.Array(Type.String()),
      termsConfirmationRequired: Type.Boolean({ description: "The terms changed since the user agreed" }),
    }),
    ...errorResponses,
  },
};

const PersonalData = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  street: nullable(Type.String()),
  zip: nullable(Type.String()),
  city: nullable(Type.String()),
  mobilePhone: nullable(Type.String()),
  email: Type.String(),
  dateOfBirth: nullable(Type.String()),
  nationality: nullable(Type.String()),
  gender: nullable(Type.Integer({ description: "1 weiblich, 2 männlich, 3 divers" })),
  readOnly: Type.Object({
    firstname: Type.Boolean(),
    lastname: Type.Boolean(),
    dateOfBirth: Type.Boolean(),
    nationality: Type.Boolean(),
    gender: Type.Boolean(),
  }),
});

export const getPersonalDataSchema = {
  operationId: "getPersonalData1",
  tags,
  summary: "The signed-in user's personal data, with the fields a linked profile fixes",
  response: { 200: PersonalData, ...errorResponses },
};

const optionalText = (maxLength: number) => Type.Optional(text({ maxLength }));

export const updatePersonalDataSchema = {
  operationId: "updatePersonalData",
  tags,
  summary: "Changes the personal data; an empty optional field clears it",
  body: Type.Object(
    {
      firstname: Type.Optional(text({ minLength: 1, maxLength: 80 })),
      lastname: Type.Optional(text({ minLength: 1, maxLength: 80 })),
      street: optionalText(120),
      zip: Type.Optional(Type.String({ pattern: "^([0-9]{5})?$" })),
      city: optionalText(80),
      mobile: Type.Optional(Type.String({ pattern: "^(\\+?[0-9][0-9 /()-]{5,24})?$" })),
      // A date or empty (which clears it); whether the date exists is checked in profile.service.
      date_of_birth: Type.Optional(Type.String({ pattern: "^([0-9]{4}-[0-9]{2}-[0-9]{2})?$" })),
    },
    form,
  ),
  response: { 200: PersonalData, ...errorResponses },
};

export const changeNicknameSchema = {
  operationId: "changeNickname",
  tags,
  summary: "Changes the nickname",
  body: Type.Object(
    { nickname: Type.String({ minLength: 3, maxLength: 30, pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N} ._-]*$" }) },
    form,
  ),
  response: { 200: Type.Object({ nickname: Type.String() }), ...errorResponses },
};

export const changePasswordSchema = {
  operationId: "changePassword",
  tags,
  summary: "Changes the password; every session ends and the answer is a new one",
  body: Type.Object({ "password-old": password, password }, form),
  response: { 200: SessionTokensSchema, ...errorResponses },
};

export const confirmTermsSchema = {
  operationId: "confirmTerms",
  tags,
  summary: "Agrees to the current terms of use",
  response: { 200: Type.Object({ termsVersion: Type.String() }), ...errorResponses },
};

export const changeEmailSchema = {
  operationId: "changeEmail",
  tags,
  summary: "Mails a confirmation code to a new address (needs the current password)",
  body: Type.Object({ address, password }, form),
  response: { 200: Type.Object({ confirmationSent: Type.Literal(true) }), ...errorResponses },
};

export const confirmChangeEmailSchema = {
  operationId: "confirmChangeEmail",
  tags,
  summary: "Makes the new address the account's, with the code mailed to it",
  body: Type.Object(
    { userid: Type.String({ format: "uuid", pattern: "^[0-9a-fA-F-]{36}$" }), "activation-code": code },
    form,
  ),
  response: { 200: Type.Object({ email: Type.String() }), ...errorResponses },
};

export const passwordForgottenRequestSchema = {
  operationId: "passwordForgottenRequest",
  tags,
  summary: "Mails a code for a new password (the same answer for any name)",
  body: Type.Object({ username: text({ minLength: 1, maxLength: 254 }), address: Type.Optional(address) }, form),
  response: { 200: Type.Object({ message: Type.String() }), ...errorResponses },
};

export const passwordForgottenConfirmationSchema = {
  operationId: "passwordForgottenConfirmation",
  tags,
  summary: "Sets a new password with the mailed code",
  body: Type.Object(
    {
      username: text({ minLength: 1, maxLength: 254 }),
      "activation-code": code,
      "password-old": Type.Optional(
        Type.String({ maxLength: 0, pattern: "^$", description: "Not used: the code proves the account" }),
      ),
      password,
    },
    form,
  ),
  response: { 200: Type.Object({ changed: Type.Literal(true) }), ...errorResponses },
};

const favoriteFields = Type.Object(
  {
    "fav-clubId": Type.Optional(id),
    "fav-teamPermanentId": Type.Optional(id),
    "fav-competitionId": Type.Optional(id),
    userid: Type.Optional(Type.String({ ...id, description: "A followed player's id" })),
  },
  form,
);

export const addFavoriteSchema = {
  operationId: "addFavorite",
  tags,
  summary: "Follows a club, team, competition or player (exactly one field)",
  body: favoriteFields,
  response: { 200: Type.Object({ added: Type.Literal(true) }), ...errorResponses },
};

export const deleteFavoriteSchema = {
  operationId: "deleteFavorite",
  tags,
  summary: "Stops following a club, team, competition or player (exactly one field)",
  body: favoriteFields,
  response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...errorResponses },
};

/** A type or season "with a value" (website.md section 3): its id, and in `value` the name to show. */
const withValue = <T extends TSchema>(id: T, example: string) =>
  Type.Object({ id, value: Type.String({ description: `The name to show, e.g. "${example}"` }) });

export const getFavoritesSchema = {
  operationId: "getFavorites",
  tags,
  summary: "What the user follows, in the order it was added",
  response: {
    200: Type.Object({
      clubs: Type.Array(
        Type.Object({
          objectRef: Type.String({ description: "The club's id" }),
          clubName: Type.String(),
          clubLogoUrl: nullable(Type.String()),
        }),
      ),
      teams: Type.Array(
        Type.Object({
          objectRef: Type.String({ description: "The permanent team's id" }),
          teamName: Type.String(),
          clubLogoUrl: nullable(Type.String()),
          clubId: Type.String(),
          teamTypeName: Type.String(),
        }),
      ),
      competitions: Type.Array(
        Type.Object({
          objectRef: Type.String({ description: "The competition's id" }),
          competitionName: Type.String(),
          teamType: nullable(withValue(Type.Integer(), "Herren")),
          competitionType: withValue(Type.Integer(), "Meisterschaften"),
          season: withValue(Type.String({ description: "Like 2627" }), "26/27"),
        }),
      ),
      players: Type.Array(
        Type.Object({
          objectRef: Type.String({ description: "The player's id" }),
          firstName: Type.String(),
          lastName: Type.String(),
          playerImageUrl: nullable(Type.String()),
          clubName: nullable(Type.String()),
        }),
      ),
    }),
    ...errorResponses,
  },
};
