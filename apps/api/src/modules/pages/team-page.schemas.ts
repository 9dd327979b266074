import { Type } from "typebox";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { Table } from "../shared/table.schema.js";
import { TeamFeverCurve, TeamFixtures, TeamMatchesAround, TeamStatistics } from "../teams/fixtures.schemas.js";
import { TeamPermanentIds, TeamProfile } from "../teams/profile.schemas.js";
import { TeamSquad } from "../teams/squad.schemas.js";
import { TeamComparison } from "../teams/teams.schemas.js";

/** How many matches before and after now the page lists (getTeamPreviousAndNextMatches' two amounts). */
export const TEAM_PAGE_MATCHES_AROUND = 3;

const tableEntry = TeamProfile.schema.properties.tableEntry;

/** Added beside the catalogue: the website's team page in one call (API.md, "Pages in one call"). */
export const getTeamPageSchema = {
  operationId: "getTeamPage",
  tags: ["clubs"],
  summary:
    "The website's team page in one answer: the team's profile and seasons, its league's table, its last and next " +
    `${TEAM_PAGE_MATCHES_AROUND} matches, the season's fixtures and squad with arrivals and departures, statistics ` +
    "and fever curve where the team shows its trend, and the comparison before its next match (404 like getTeamProfile)",
  querystring: Type.Object(
    {
      "team-id": Type.String({
        pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$",
        description: "A season's team id, or a permanent id for the current season's team",
      }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      profile: TeamProfile.ref,
      permanentIds: TeamPermanentIds.ref,
      table: nullable(Table.ref),
      around: TeamMatchesAround.ref,
      fixtures: TeamFixtures.ref,
      squad: TeamSquad.ref,
      arrivals: TeamSquad.ref,
      departures: TeamSquad.ref,
      statistics: nullable(TeamStatistics.ref),
      feverCurve: nullable(TeamFeverCurve.ref),
      comparison: nullable(
        Type.Object({
          comparison: TeamComparison.ref,
          homeLeague: tableEntry,
          guestLeague: tableEntry,
        }),
      ),
    }),
    ...errorResponses,
  },
};
