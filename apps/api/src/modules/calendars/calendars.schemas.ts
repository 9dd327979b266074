import { Type } from "typebox";
import { errorResponses } from "../../lib/schema-parts.js";
import { competitionIdSchema, seasonQuery, teamParams } from "../shared/ids.schema.js";

const calendar = { schema: { type: "string" } } as const;
const ok = {
  200: {
    description: "An iCalendar document (RFC 5545) with one event per match",
    content: { "text/calendar": calendar },
  },
  ...errorResponses,
} as const;
const feedDescription =
  "One VEVENT per match of the season (byes and open dates left out) in Europe/Berlin time with its VTIMEZONE; " +
  "`UID` stays the same for a match for good, also when it is moved to a replay; `SEQUENCE` rises with every " +
  "change of kickoff, venue or calling-off; a match called off is `STATUS:CANCELLED`. The venue is the `LOCATION`. " +
  "Calendar applications subscribe to it with `webcal://` (added beside the catalogue).";

export const getTeamCalendarSchema = {
  operationId: "getTeamCalendar",
  tags: ["clubs"],
  summary: "A team's matches as a calendar to subscribe to",
  description: `${feedDescription} \`team-id\` is a season's team id or a permanent team id.`,
  params: teamParams,
  querystring: seasonQuery,
  response: ok,
};

export const getClubCalendarSchema = {
  operationId: "getClubCalendar",
  tags: ["clubs"],
  summary: "The matches of all a club's teams as a calendar to subscribe to",
  description: feedDescription,
  params: Type.Object({ clubId: Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" }) }),
  querystring: seasonQuery,
  response: ok,
};

export const getCompetitionCalendarSchema = {
  operationId: "getCompetitionCalendar",
  tags: ["competitions"],
  summary: "A competition's matches as a calendar to subscribe to",
  description: feedDescription,
  params: Type.Object({ staffel: competitionIdSchema }),
  querystring: Type.Object({}, { additionalProperties: false }),
  response: ok,
};
