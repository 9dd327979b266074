import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { Match } from "../shared/match.schema.js";

/** One team of a match as the comparison shows it, named in the contract. */
const ComparisonTeam = component(
  "ComparisonTeam",
  Type.Object({
    teamSeasonId: Type.String(),
    teamPermanentId: Type.String(),
    teamName: Type.String(),
    clubId: Type.String(),
    position: nullable(Type.Integer({ description: "Place in the competition's current table" })),
    points: nullable(Type.Integer()),
    zone: nullable(Type.String({ description: "promotion, promotionPlayoff, relegationPlayoff, relegation or none" })),
    form: Type.Array(Type.Union([Type.Literal("won"), Type.Literal("drawn"), Type.Literal("lost")]), {
      description: "The last five results before this match, most recent first, in any competition",
    }),
  }),
);

const teamComparisonSchema = Type.Object({
  matchId: Type.String(),
  teamSeasonId: Type.String({ description: "The home team's season id" }),
  home: ComparisonTeam.ref,
  guest: ComparisonTeam.ref,
  headToHead: Type.Object({
    played: Type.Integer(),
    homeTeamWins: Type.Integer(),
    draws: Type.Integer(),
    guestTeamWins: Type.Integer(),
    homeTeamGoals: Type.Integer(),
    guestTeamGoals: Type.Integer(),
  }),
  matches: Type.Array(Match.ref, {
    description: "Earlier meetings of the two teams, most recent first (5 at most)",
  }),
});

/** Both teams of a match side by side, named in the contract. */
export const TeamComparison = component("TeamComparison", teamComparisonSchema);

export const getTeamComparsionSchema = {
  operationId: "getTeamComparsion",
  tags: ["clubs"],
  summary: "Both teams of a match side by side: table places, form and their earlier meetings",
  params: Type.Object({ spiel: Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" }) }),
  querystring: Type.Object({}, { additionalProperties: false }),
  response: {
    200: TeamComparison.ref,
    ...errorResponses,
  },
};
