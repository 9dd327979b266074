import { Type } from "typebox";
import { footType, playingPosition } from "../../db/schema/enums.js";
import { errorResponses, nullable, text } from "../../lib/schema-parts.js";

const tags = ["players"];
const form = { additionalProperties: false } as const;
const position = Type.Union(playingPosition.enumValues.map((value) => Type.Literal(value)));
const foot = Type.Union(footType.enumValues.map((value) => Type.Literal(value)));
const id = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" });
/** A form's way to empty a number or a choice: the empty string. */
const empty = Type.Literal("");

const visibility = Type.Object({
  performance: Type.Boolean({ description: "Matches, minutes, goals and substitutions are counted under the name" }),
  cards: Type.Boolean({ description: "Cards are shown beside the name (needs performance)" }),
  clubHistory: Type.Boolean({ description: "Earlier seasons' teams are listed" }),
  dateOfBirth: Type.Boolean({ description: "The date of birth is shown" }),
  nationality: Type.Boolean({ description: "The nationality is shown" }),
});

export const PlayerProfileForEditSchema = Type.Object(
  {
    playerProfile: Type.Object({
      playerId: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      dateOfBirth: Type.String({ format: "date" }),
      nationality: Type.String(),
      nickname: nullable(Type.String()),
      height: nullable(Type.Integer({ description: "Centimetres" })),
      weight: nullable(Type.Integer({ description: "Kilograms" })),
      position: nullable(position),
      alternativePositions: Type.Array(position),
      foot: nullable(foot),
      jerseyNumber: nullable(Type.Integer()),
      captain: Type.Boolean(),
      imageSource: nullable(Type.String({ description: "The copyright line of the profile's photos" })),
      visibility,
      isPublic: Type.Boolean({
        description: "Whether the public sees the profile now (public, and a minor's consent)",
      }),
      parentalConsentRequired: Type.Boolean(),
    }),
    club: nullable(Type.Object({ clubId: Type.String(), clubName: Type.String() })),
    teams: Type.Array(
      Type.Object({
        season: Type.String(),
        seasonLabel: Type.String(),
        isCurrentSeason: Type.Boolean(),
        teamId: Type.String(),
        teamName: Type.String(),
        jerseyNumber: nullable(Type.Integer()),
        position: nullable(position),
        captain: Type.Boolean(),
        isEditable: Type.Boolean({
          description: "A squad of the current season the player has not left: updatePlayerProfile can change it",
        }),
      }),
      { description: "The squads the player belongs to: jersey number, position and captaincy per team and season" },
    ),
    playerImages: Type.Array(Type.Object({ url: Type.String(), copyright: nullable(Type.String()) })),
    successEntries: Type.Array(
      Type.Object({ year: Type.Integer(), title: Type.String(), description: nullable(Type.String()) }),
      { description: "The successes the player entered (savePlayerSuccess), newest year first" },
    ),
  },
  { $id: "PlayerProfileForEdit" },
);

export const getPlayerProfileForEditSchema = {
  operationId: "getPlayerProfileForEdit",
  tags,
  summary: "The signed-in player's own profile with every field and flag it can change",
  response: { 200: PlayerProfileForEditSchema, ...errorResponses },
};

export const updatePlayerProfileSchema = {
  operationId: "updatePlayerProfile",
  tags,
  summary:
    "Changes the own profile: the fields sent change, the others stay. With saison and team-id, jersey number, position and captaincy are the squad's of that team and season",
  body: Type.Object(
    {
      height: Type.Optional(Type.Union([Type.Integer({ minimum: 100, maximum: 230 }), empty])),
      weight: Type.Optional(Type.Union([Type.Integer({ minimum: 30, maximum: 200 }), empty])),
      nickname: Type.Optional(text({ maxLength: 40 })),
      "playing-position": Type.Optional(Type.Union([position, empty])),
      "jersey-number": Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 99 }), empty])),
      "foot-type": Type.Optional(Type.Union([foot, empty])),
      "is-captain": Type.Optional(Type.Boolean()),
      saison: Type.Optional(Type.String({ pattern: "^\\d{4}$", description: "A season of the player's squads" })),
      "team-id": Type.Optional(id),
      "performance-visible": Type.Optional(Type.Boolean()),
      "cards-visible": Type.Optional(Type.Boolean()),
      "club-history-visible": Type.Optional(Type.Boolean()),
      "date-visible": Type.Optional(Type.Boolean()),
      "citizenship-visible": Type.Optional(Type.Boolean()),
      "image-source": Type.Optional(text({ maxLength: 120 })),
    },
    form,
  ),
  response: { 200: PlayerProfileForEditSchema, ...errorResponses },
};

export const AccountPlayerDataSchema = Type.Object(
  {
    playerDataVisible: Type.Boolean({
      description: "The details the player describes (nickname, height, weight, foot, positions, number) are shown",
    }),
    playerProfileVisible: Type.Boolean({ description: "The profile is public: named, linked and with a page" }),
    searchableFbde: Type.Boolean({ description: "The site's search finds the profile" }),
    searchableExtern: Type.Boolean({ description: "Search engines may index the profile page" }),
  },
  { $id: "AccountPlayerData" },
);

export const getAccountPlayerDataSchema = {
  operationId: "getAccountPlayerData",
  tags,
  summary: "Who may see and find the signed-in player's profile",
  response: { 200: AccountPlayerDataSchema, ...errorResponses },
};

export const updateAccountPlayerDataSchema = {
  operationId: "updateAccountPlayerData",
  tags,
  summary: "Sets who may see and find the own profile; the flags sent change, the others stay",
  body: Type.Object(
    {
      "player-visible": Type.Optional(Type.Boolean()),
      "profile-visible": Type.Optional(Type.Boolean()),
      "profile-searchable": Type.Optional(Type.Boolean()),
      "profile-searchable-ext": Type.Optional(Type.Boolean()),
    },
    form,
  ),
  response: { 200: AccountPlayerDataSchema, ...errorResponses },
};

export const deletePlayerProfileSchema = {
  operationId: "deletePlayerProfile",
  tags,
  summary: "Asks to delete the own player profile: a link to confirm goes to the account's address",
  response: {
    200: Type.Object({ requested: Type.Literal(true), validHours: Type.Integer() }),
    ...errorResponses,
  },
};

export const confirmDeletePlayerProfileSchema = {
  operationId: "confirmDeletePlayerProfile",
  tags,
  summary: "The mailed link's confirmation: the profile is no longer public anywhere and the account lets go of it",
  body: Type.Object(
    {
      userid: Type.String({ format: "uuid", pattern: "^[0-9a-fA-F-]{36}$" }),
      verification: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9 -]+$" }),
    },
    form,
  ),
  response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...errorResponses },
};

export const savePlayerSuccessSchema = {
  operationId: "savePlayerSuccess",
  tags,
  summary: "Replaces the successes the player enters themselves (shown apart from those the association's data proves)",
  body: Type.Object(
    {
      entries: Type.Array(
        Type.Object(
          {
            year: Type.Integer({ minimum: 1950, maximum: 2100 }),
            title: text({ minLength: 1, maxLength: 120 }),
            description: Type.Optional(nullable(text({ maxLength: 300 }))),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    },
    form,
  ),
  response: { 200: PlayerProfileForEditSchema, ...errorResponses },
};

export const releasePlayerProfileSchema = {
  operationId: "releasePlayerProfile",
  tags,
  summary:
    "Added beside the catalogue: an official of the player's club ends a wrong account's hold of the player profile",
  body: Type.Object({ "player-id": Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }) }, form),
  response: { 200: Type.Object({ released: Type.Literal(true) }), ...errorResponses },
};
