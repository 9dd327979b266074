import { Type } from "typebox";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { PlayerPerformance } from "../players/performance.schemas.js";
import { notPublic, PlayerFeverCurve, PlayerProfile, profileRefSchema } from "../players/players.schemas.js";

/** Added beside the catalogue: the website's player page in one call (API.md, "Pages in one call"). */
export const getPlayerPageSchema = {
  operationId: "getPlayerPage",
  tags: ["players"],
  summary:
    "The website's player page in one answer: getPlayerProfile, the current season's getPlayerPerformanceV2 (null " +
    "when performance is hidden or there is no team this season) and getFevercurveByPlayer for each of today's " +
    `teams (null while the team hides its trend) (${notPublic})`,
  querystring: Type.Object({ userid: profileRefSchema }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      profile: PlayerProfile.ref,
      seasonMatches: nullable(PlayerPerformance.ref),
      feverCurves: Type.Array(Type.Object({ teamSeasonId: Type.String(), curve: nullable(PlayerFeverCurve.ref) }), {
        description: "One per team of profile.teams, in that order",
      }),
    }),
    ...errorResponses,
  },
};
