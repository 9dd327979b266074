import { Type } from "typebox";
import { errorResponses } from "../../lib/schema-parts.js";
import { PlayerTeam, playerIdSchema, profileRefSchema } from "./players.schemas.js";

/* The promateur tier's player calls (docs/promateur.md): only players who agreed to the tier are found. */
const tags = ["promateur"];
const noQuery = Type.Object({}, { additionalProperties: false });
const notFound =
  "a player who did not agree to the tier, or opted out of every league asked about, is a 404 like an unknown id";

export const getPlayerClubHistorySchema = {
  tags,
  operationId: "getPlayerClubHistory",
  summary: `A player's club history, newest season first, without the leagues the player opted out of (${notFound})`,
  querystring: Type.Object({ userid: profileRefSchema }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      playerId: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      clubHistory: Type.Array(
        Type.Object({ season: Type.String(), seasonLabel: Type.String(), teams: Type.Array(PlayerTeam.ref) }),
      ),
    }),
    ...errorResponses,
  },
};

export const getPlayerOptInSchema = {
  tags,
  operationId: "getPlayerOptIn",
  summary: `The leagues of a season a player may be viewed in through the tier (${notFound})`,
  params: Type.Object({ id: playerIdSchema }),
  querystring: Type.Object(
    {
      season: Type.Optional(
        Type.String({ pattern: "^\\d{4}$", description: "Season id like 2627; without it, the current season" }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      playerId: Type.String(),
      season: Type.String(),
      leagueIds: Type.Array(Type.String(), { description: "The leagues the player plays in and is in the tier for" }),
      optOuts: Type.Array(Type.String(), {
        description:
          "The leagues the player opted out of: shown to the player's own account only (to anyone else an opt-out is not told apart from not playing there)",
      }),
    }),
    ...errorResponses,
  },
};

export const getPlayersBlacklistSchema = {
  tags,
  operationId: "getPlayersBlacklist",
  summary:
    "The player records hidden at their person's request (confirmed blacklist entries): ids to leave out of any data",
  querystring: noQuery,
  response: {
    200: Type.Object({
      players: Type.Array(Type.Object({ playerId: Type.String(), since: Type.String({ format: "date-time" }) })),
    }),
    ...errorResponses,
  },
};
