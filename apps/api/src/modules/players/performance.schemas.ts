import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { profileRefSchema } from "./players.schemas.js";

export const performanceQuery = Type.Object(
  {
    userid: profileRefSchema,
    saison: Type.Optional(Type.String({ pattern: "^\\d{4}$", description: "The current season when left out" })),
    "team-id": Type.Optional(
      Type.String({
        pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$",
        description: "A season's team id or permanent id; every team of the season when left out",
      }),
    ),
  },
  { additionalProperties: false },
);

export const getPlayerPerformanceSchema = {
  operationId: "getPlayerPerformance",
  tags: ["players"],
  summary: "A player's totals in a season (for one team or all): appearances, minutes, goals, cards, substitutions",
  querystring: performanceQuery,
  response: {
    200: Type.Object({
      playerId: Type.String(),
      season: Type.String(),
      teamSeasonId: nullable(Type.String()),
      performanceVisible: Type.Boolean(),
      cardsVisible: Type.Boolean(),
      matches: nullable(Type.Integer()),
      minutes: nullable(Type.Integer()),
      goals: nullable(Type.Integer()),
      yellowCards: nullable(Type.Integer()),
      yellowRedCards: nullable(Type.Integer()),
      redCards: nullable(Type.Integer()),
      substitutions: nullable(Type.Integer()),
      replacements: nullable(Type.Integer()),
    }),
    ...errorResponses,
  },
};

const side = Type.Object({ teamSeasonId: nullable(Type.String()), teamName: Type.String() });

const performanceEntrySchema = Type.Object({
  matchId: Type.String(),
  kickoffAt: nullable(Type.String({ format: "date-time" })),
  compoundId: Type.String(),
  competitionName: Type.String(),
  matchday: nullable(Type.Integer()),
  teamSeasonId: Type.String({ description: "The team the player played for" }),
  homeTeam: side,
  guestTeam: side,
  homeGoals: nullable(Type.Integer()),
  guestGoals: nullable(Type.Integer()),
  result: Type.String({
    description: "The result in German short form, as the match object's result.text (2:1 nV, 2:0 w, …)",
  }),
  starter: Type.Boolean(),
  playedMinutes: nullable(Type.Integer()),
  inMinute: nullable(Type.Integer()),
  inAddMinute: nullable(Type.Integer()),
  outMinute: nullable(Type.Integer()),
  outAddMinute: nullable(Type.Integer()),
  goals: nullable(Type.Integer()),
  goalsAgainst: nullable(Type.Integer({ description: "Goals the player's team conceded while the player was on" })),
  yellowCards: nullable(Type.Integer()),
  yellowRedCards: nullable(Type.Integer()),
  redCards: nullable(Type.Integer()),
});

/** One match of a player: minutes, substitutions, goals and cards (hidden values null). */
export const PlayerPerformanceEntry = component("PlayerPerformanceEntry", performanceEntrySchema);
export type WirePlayerPerformanceEntry = Static<typeof performanceEntrySchema>;

const flag = Type.Boolean();
const playerPerformanceV2Schema = Type.Object({
  playerId: Type.String(),
  season: Type.String(),
  teamSeasonId: nullable(Type.String()),
  entries: Type.Array(PlayerPerformanceEntry.ref, { description: "By kickoff; empty when performance is hidden" }),
  playedMatches: nullable(Type.Integer()),
  playedMinutes: nullable(Type.Integer()),
  pointsQuote: nullable(Type.Number({ description: "The team's points per appearance, two decimals" })),
  goals: nullable(Type.Integer()),
  goalsQuote: nullable(Type.Number()),
  goalsAgainst: nullable(Type.Integer()),
  goalsAgainstQuote: nullable(Type.Number()),
  yellowCards: nullable(Type.Integer()),
  yellowRedCards: nullable(Type.Integer()),
  redCards: nullable(Type.Integer()),
  substitutions: nullable(Type.Integer({ description: "Times the player came on" })),
  replacements: nullable(Type.Integer({ description: "Times the player went off" })),
  visibility: Type.Object(
    {
      goals: flag,
      inCount: flag,
      inMinute: flag,
      inAddMinute: flag,
      outCount: flag,
      outMinute: flag,
      outAddMinute: flag,
      playedTime: flag,
      yellowCards: flag,
      yellowRedCards: flag,
      redCards: flag,
    },
    { description: "Which values the player shows; hidden values are null" },
  ),
});

/** A player's season in detail (v2): per-match entries, totals, quotes and the visibility of each value. */
export const PlayerPerformance = component("PlayerPerformance", playerPerformanceV2Schema);
export type WirePlayerPerformance = Static<typeof playerPerformanceV2Schema>;

export const getPlayerPerformanceV2Schema = {
  operationId: "getPlayerPerformanceV2",
  tags: ["players"],
  summary: "A player's season in detail: every match with minutes, goals and cards, totals and quotes",
  querystring: performanceQuery,
  response: { 200: PlayerPerformance.ref, ...errorResponses },
};
