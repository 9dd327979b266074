import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses } from "../../lib/schema-parts.js";
import { Match } from "../shared/match.schema.js";
import { getAmateurTableSchema, getCompetitionInfoSchema } from "./competitions.schemas.js";
import * as selection from "./selection.schemas.js";

/*
 * The promateur tier's competition calls (docs/promateur.md): the bearer token of an account with the promateur
 * feature. The selection steps answer as their public twins; the pilot's steps only know the pilot leagues.
 */
const tags = ["promateur"];
const season = Type.String({ pattern: "^\\d{4}$", description: "Season id like 2627; without it, the current season" });
const seasonQuery = Type.Object({ season: Type.Optional(season) }, { additionalProperties: false });

export const getAmateurTablePromateurSchema = {
  ...getAmateurTableSchema,
  tags,
  operationId: "getAmateurTablePromateur",
  summary: "The table of a competition (promateur tier): live while matches run, or as of a matchday",
};

const League = component(
  "PromateurLeague",
  Type.Object({
    ...selection.CompetitionDetails.properties,
    isPilot: Type.Boolean({ description: "The league is covered by the season's promateur pilot" }),
  }),
);

const leaguesResponse = {
  200: Type.Object({ season: selection.Season, leagues: Type.Array(League.ref) }),
  ...errorResponses,
};

export const getLeaguesSchema = {
  tags,
  operationId: "getPromateurLeagues",
  summary: "The leagues (championship competitions with a table) of a season, each with its pilot flag",
  querystring: seasonQuery,
  response: leaguesResponse,
};

export const getPilotLeaguesSchema = {
  tags,
  operationId: "getPilotLeagues",
  summary: "The leagues the season's promateur pilot covers",
  querystring: seasonQuery,
  response: leaguesResponse,
};

export const getCompetitionInfoPromateurSchema = {
  tags,
  operationId: "getCompetitionInfoPromateur",
  summary: "A competition with its matches (promateur tier; catalogue: redacted {hash}{staffel})",
  params: getCompetitionInfoSchema.params,
  querystring: Type.Object({}, { additionalProperties: false }),
  response: {
    200: Type.Object({
      ...getCompetitionInfoSchema.response[200].properties,
      isPilot: Type.Boolean({ description: "The competition is a pilot league" }),
      matches: Type.Array(Match.ref, { description: "Every match of the competition, by kickoff" }),
    }),
    ...errorResponses,
  },
};

/** A public selection step's schema under its promateur name (same parameters and answer). */
function promateurStep<Schema extends { operationId: string; summary: string }>(
  schema: Schema,
  operationId: string,
  summary: string,
) {
  return { ...schema, tags, operationId, summary };
}

export const getWamOnePromateurSchema = promateurStep(
  selection.getWamOneSchema,
  "getWamOnePromateur",
  "Selection step 1 (promateur tier): competition types and seasons",
);
export const getWamTwoPromateurSchema = promateurStep(
  selection.getWamTwoSchema,
  "getWamTwoPromateur",
  "Selection step 2 (promateur tier): the team types of a competition type",
);
export const getWamThreePromateurSchema = promateurStep(
  selection.getWamThreeSchema,
  "getWamThreePromateur",
  "Selection step 3 (promateur tier): league levels and competitions",
);
export const getPilotWamOneSchema = promateurStep(
  selection.getWamOneSchema,
  "getPilotWamOne",
  "Pilot selection step 1: the competition types and seasons that have pilot leagues",
);
export const getPilotWamTwoSchema = promateurStep(
  selection.getWamTwoSchema,
  "getPilotWamTwo",
  "Pilot selection step 2: the team types with pilot leagues of a competition type",
);
export const getPilotWamThreeSchema = promateurStep(
  selection.getWamThreeSchema,
  "getPilotWamThree",
  "Pilot selection step 3: the league levels and pilot leagues",
);
