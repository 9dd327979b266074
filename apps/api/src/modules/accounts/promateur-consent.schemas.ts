import { Type } from "typebox";
import { errorResponses } from "../../lib/schema-parts.js";
import { competitionIdSchema } from "../shared/ids.schema.js";

/*
 * The player's own say over the promateur tier (docs/promateur.md): the agreement of the registration, changed at any
 * time, and the opt-out per league of the current season. Always the record of the token's account.
 */
const tags = ["players"];

const PromateurConsent = Type.Object({
  playerId: Type.String(),
  ofAge: Type.Boolean({ description: "Only a player of age can agree (a minor's agreement would need a parent's)" }),
  agreed: Type.Boolean({ description: "The holder agreed to the promateur tier" }),
  season: Type.Object({ id: Type.String(), label: Type.String() }),
  leagues: Type.Array(
    Type.Object({
      competitionId: Type.String(),
      name: Type.String(),
      isPilot: Type.Boolean(),
      optedOut: Type.Boolean(),
    }),
    { description: "The season's leagues the player plays in" },
  ),
});

export const getPromateurConsentSchema = {
  operationId: "getPromateurConsent",
  tags,
  summary: "The own player profile's agreement to the promateur tier and its opt-outs per league",
  querystring: Type.Object({}, { additionalProperties: false }),
  response: { 200: PromateurConsent, ...errorResponses },
};

export const updatePromateurConsentSchema = {
  operationId: "updatePromateurConsent",
  tags,
  summary: "Agrees to the promateur tier or withdraws, and sets the opt-outs of the current season's leagues",
  body: Type.Object(
    {
      agree_promateur: Type.Boolean(),
      "opt-outs": Type.Optional(
        Type.Array(Type.Union([competitionIdSchema, Type.Literal("")]), {
          maxItems: 50,
          uniqueItems: true,
          description:
            "The leagues (of the own leagues) to opt out of; the others are opted in. An empty value (`opt-outs=`) opts in to every league; without the field the opt-outs stay",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: PromateurConsent, ...errorResponses },
};
