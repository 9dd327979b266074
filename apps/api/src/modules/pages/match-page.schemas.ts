import { Type } from "typebox";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import {
  getMatchWithReportAndTablesSchema,
  MatchTicker,
  MatchWithReportAndTables,
} from "../matches/matches.schemas.js";
import { TeamComparison } from "../teams/teams.schemas.js";

/** Added beside the catalogue: the website's match page in one call (API.md, "Pages in one call"). */
export const getMatchPageSchema = {
  operationId: "getMatchPage",
  tags: ["matches"],
  summary:
    "The website's match page in one answer: getMatchWithReportAndTables as details, getTicker (without ticker-id) " +
    "as ticker and getTeamComparsion as comparison (null for a bye, which has nobody to compare with); 404 for an " +
    "unknown match",
  querystring: Type.Object(
    { spiel: getMatchWithReportAndTablesSchema.params.properties.spiel },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      details: MatchWithReportAndTables.ref,
      ticker: MatchTicker.ref,
      // The comparison's answer has no name of its own in the contract: its schema is embedded as it stands.
      comparison: nullable(TeamComparison.ref),
    }),
    ...errorResponses,
  },
};
