import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";

/** Player ids are opaque; a profile reference (`userid`) is a user account's uuid or a player id. */
export const playerIdSchema = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
export const profileRefSchema = Type.String({
  pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$",
  description: "A user account's id (uuid) whose account has a player profile, or the player's own id",
});
const teamIdSchema = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
const noQuery = Type.Object({}, { additionalProperties: false });

const playerTeamSchema = Type.Object({
  teamSeasonId: Type.String(),
  teamPermanentId: Type.String(),
  clubId: Type.String(),
  clubName: Type.String(),
  teamName: Type.String(),
  teamType: Type.String({ description: "Herren, A-Junioren, …" }),
});

/** A team a player belongs to in a season. */
export const PlayerTeam = component("PlayerTeam", playerTeamSchema);
export type WirePlayerTeam = Static<typeof playerTeamSchema>;

const playerSeasonPerformanceSchema = Type.Object({
  season: Type.String(),
  seasonLabel: Type.String(),
  team: PlayerTeam.ref,
  matches: Type.Integer({ description: "Appearances: started, or came on" }),
  minutes: Type.Integer(),
  goals: Type.Integer({ description: "Goals and penalty goals; own goals never count" }),
  yellowCards: nullable(Type.Integer({ description: "null when the player hides cards" })),
  yellowRedCards: nullable(Type.Integer()),
  redCards: nullable(Type.Integer()),
  substitutions: Type.Integer({ description: "Times the player came on" }),
  replacements: Type.Integer({ description: "Times the player went off" }),
});

/** A player's appearances, minutes, goals and cards for one team in one season. */
export const PlayerSeasonPerformance = component("PlayerSeasonPerformance", playerSeasonPerformanceSchema);
export type WirePlayerSeasonPerformance = Static<typeof playerSeasonPerformanceSchema>;

const playerMappingSchema = Type.Object({
  season: Type.String(),
  seasonLabel: Type.String(),
  team: PlayerTeam.ref,
  joinedOn: nullable(Type.String({ format: "date" })),
  leftOn: nullable(Type.String({ format: "date" })),
});

/** A season in which a player belonged to a team (its squad, or a match it played for the team). */
export const PlayerMapping = component("PlayerMapping", playerMappingSchema);
export type WirePlayerMapping = Static<typeof playerMappingSchema>;

const playerSuccessSchema = Type.Object({
  season: Type.String(),
  seasonLabel: Type.String(),
  team: PlayerTeam.ref,
  compoundId: Type.String(),
  competitionName: Type.String(),
  competitionType: Type.String({ description: "Championship, Cup, FutsalLeague, …" }),
  position: nullable(Type.Integer({ description: "Final place in the table; null for a cup" })),
  achievement: Type.Union([Type.Literal("champion"), Type.Literal("promotion"), Type.Literal("cupWinner")], {
    description: "champion: first place of a final table; promotion: a promotion place of it; cupWinner: won the final",
  }),
});

const ownSuccessSchema = Type.Object({
  year: Type.Integer(),
  title: Type.String(),
  description: nullable(Type.String()),
});

/** A success the player entered themselves (savePlayerSuccess): not proven by the association's data. */
export const PlayerOwnSuccess = component("PlayerOwnSuccess", ownSuccessSchema);

/** A title or promotion of a team while the player belonged to it. */
export const PlayerSuccess = component("PlayerSuccess", playerSuccessSchema);
export type WirePlayerSuccess = Static<typeof playerSuccessSchema>;

const visibilitySchema = Type.Object({
  performance: Type.Boolean(),
  cards: Type.Boolean(),
  clubHistory: Type.Boolean(),
  dateOfBirth: Type.Boolean(),
  nationality: Type.Boolean(),
  searchEngines: Type.Boolean({ description: "Search engines may index the profile page (searchableExtern)" }),
});

const playerProfileSchema = Type.Object({
  playerId: Type.String(),
  userRef: nullable(Type.String({ description: "The id of the user account that owns the profile, if any" })),
  firstName: Type.String(),
  lastName: Type.String(),
  nickname: nullable(Type.String()),
  dateOfBirth: nullable(Type.String({ format: "date", description: "null unless the player shows it" })),
  nationality: nullable(Type.String({ description: "null unless the player shows it" })),
  size: nullable(Type.Integer({ description: "Height in cm" })),
  weight: nullable(Type.Integer({ description: "Weight in kg" })),
  position: nullable(Type.String({ description: "goalkeeper, defender, midfielder or forward" })),
  alternativePositions: Type.Array(Type.String()),
  foot: nullable(Type.String({ description: "left, right or both" })),
  jerseyNumber: nullable(Type.Integer()),
  captain: Type.Boolean(),
  visibility: visibilitySchema,
  imageUrl: nullable(Type.String({ description: "The first photo" })),
  images: Type.Array(Type.Object({ url: Type.String(), copyright: nullable(Type.String()) })),
  club: nullable(Type.Object({ clubId: Type.String(), clubName: Type.String(), clubLogoUrl: nullable(Type.String()) })),
  teams: Type.Array(PlayerTeam.ref, { description: "The current season's teams the player is in today" }),
  performance: nullable(
    Type.Array(PlayerSeasonPerformance.ref, { description: "Newest season first; null when the player hides it" }),
  ),
  clubHistory: nullable(
    Type.Array(Type.Object({ season: Type.String(), seasonLabel: Type.String(), teams: Type.Array(PlayerTeam.ref) }), {
      description: "Newest season first; null when the player hides it",
    }),
  ),
  success: Type.Array(PlayerSuccess.ref),
  ownSuccess: Type.Array(PlayerOwnSuccess.ref, {
    description: "What the player entered themselves, newest year first; empty when the player hides their details",
  }),
});

/** A player's page in one answer, as the player's privacy settings allow. */
export const PlayerProfile = component("PlayerProfile", playerProfileSchema);
export type WirePlayerProfile = Static<typeof playerProfileSchema>;

export const notPublic =
  "404 like an unknown id when the profile is not public (or a minor's without parental consent)";

export const getPlayerProfileSchema = {
  operationId: "getPlayerProfile",
  tags: ["players"],
  summary: `A player's page by profile reference: facts, club, teams, performance, club history and success (${notPublic})`,
  querystring: Type.Object({ userid: profileRefSchema }, { additionalProperties: false }),
  response: { 200: PlayerProfile.ref, ...errorResponses },
};

export const getPlayerProfileDefaultSchema = {
  operationId: "getPlayerProfileDefault",
  tags: ["players"],
  summary: `A player's page by player id, the same answer as getPlayerProfile (${notPublic})`,
  querystring: Type.Object({ "player-id": playerIdSchema }, { additionalProperties: false }),
  response: { 200: PlayerProfile.ref, ...errorResponses },
};

export const getPlayerProfileMappingsSchema = {
  operationId: "getPlayerProfileMappings",
  tags: ["players"],
  summary: "The seasons, teams and clubs a player belongs to, newest first (earlier seasons only with club history)",
  params: Type.Object({ playerId: playerIdSchema }),
  querystring: noQuery,
  response: {
    200: Type.Object({ playerId: Type.String(), mappings: Type.Array(PlayerMapping.ref) }),
    ...errorResponses,
  },
};

export const getPlayerSuccessSchema = {
  operationId: "getPlayerSuccess",
  tags: ["players"],
  summary: "Titles, promotions and cup wins of the teams a player belonged to, newest season first",
  querystring: Type.Object({ userid: profileRefSchema }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      playerId: Type.String(),
      success: Type.Array(PlayerSuccess.ref),
      ownSuccess: Type.Array(PlayerOwnSuccess.ref, { description: "What the player entered themselves" }),
    }),
    ...errorResponses,
  },
};

const playerFeverCurveSchema = Type.Object({
  playerId: Type.String(),
  teamPermanentId: Type.String(),
  teamSeasonId: Type.String(),
  season: Type.String(),
  curves: Type.Array(
    Type.Object({
      compoundId: Type.String(),
      competitionName: Type.String(),
      teamsTotal: Type.Integer(),
      entries: Type.Array(
        Type.Object({
          matchday: Type.Integer(),
          position: Type.Integer(),
          played: nullable(Type.Boolean({ description: "null when the player hides performance" })),
        }),
      ),
    }),
  ),
});

/** A team's place after each matchday of a season's leagues, with the matchdays the player played. */
export const PlayerFeverCurve = component("PlayerFeverCurve", playerFeverCurveSchema);
export type WirePlayerFeverCurve = Static<typeof playerFeverCurveSchema>;

export const getFevercurveByPlayerSchema = {
  operationId: "getFevercurveByPlayer",
  tags: ["players"],
  summary:
    "A team's table position after each matchday of a season's leagues, with whether the player played on that matchday",
  params: Type.Object({ playerId: playerIdSchema, teamId: teamIdSchema }),
  querystring: noQuery,
  response: { 200: PlayerFeverCurve.ref, ...errorResponses },
};

export const getPlayerMasterDataSchema = {
  operationId: "getPlayerMasterData",
  tags: ["players"],
  summary:
    "The values a player profile is made of: nationalities, positions, feet, live stat types, badges, minimum age",
  querystring: noQuery,
  response: {
    200: Type.Object({
      nationality: Type.Array(Type.String()),
      playingPosition: Type.Array(Type.String()),
      footType: Type.Array(Type.String()),
      playerLiveStatType: Type.Array(Type.String()),
      badgeTypes: Type.Array(Type.String()),
      minimumAge: Type.Integer({ description: "The youngest age any team type admits" }),
    }),
    ...errorResponses,
  },
};
