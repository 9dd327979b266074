import { Type } from "typebox";
import { errorResponses } from "../../lib/schema-parts.js";
import { AreaKind } from "../shared/ids.schema.js";
import { Match } from "../shared/match.schema.js";

const params = Type.Object({
  spielgebiet: Type.String({
    pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$",
    description: "Playing area: the association, a Bezirk (with its Kreise) or a Kreis",
  }),
});
const area = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: AreaKind.ref,
});
const mannschaftsart = Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999, description: "Only this team type" }));

export const getMatchesForAreaTodaySchema = {
  operationId: "getMatchesForAreaToday",
  tags: ["matches"],
  summary: "Today's matches (German time) of a playing area and the areas inside it, by kickoff",
  params,
  querystring: Type.Object(
    { mannschaftsart, max: Type.Optional(Type.Integer({ minimum: 1, maximum: 300, default: 100 })) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ area, matches: Type.Array(Match.ref), total: Type.Integer() }),
    ...errorResponses,
  },
};

export const getMatchesForAreaMatchdaySchema = {
  operationId: "getMatchesForAreaMatchday",
  tags: ["matches"],
  summary: "The current matchday of every league of a playing area (and the areas inside it), highest level first",
  params,
  querystring: Type.Object(
    { mannschaftsart, max: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      area,
      competitions: Type.Array(
        Type.Object({
          compoundId: Type.String(),
          name: Type.String(),
          isTopLeague: Type.Boolean(),
          matchday: Type.Integer(),
          matches: Type.Array(Match.ref),
        }),
      ),
      total: Type.Integer({ description: "Leagues in the area; `max` of them are listed" }),
    }),
    ...errorResponses,
  },
};
