import { Type } from "typebox";
import { errorResponses } from "../../lib/schema-parts.js";
import { ClubFixturesPage, ClubInfo, ClubTeamsSuccess, getClubInfoSchema } from "../clubs/clubs.schemas.js";

/** Added beside the catalogue: the website's club page in one call (API.md, "Pages in one call"). */
export const getClubPageSchema = {
  operationId: "getClubPage",
  tags: ["clubs"],
  summary:
    "The website's club page in one answer, all of the current season: getClubInfo as info, getClubFixtures of the " +
    "page that holds today's matches (the last page once the season has no match left) as fixtures, and " +
    "getClubTeamsSuccess of every season as success; 404 for an unknown club",
  querystring: Type.Object({ id: getClubInfoSchema.params.properties.id }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      info: ClubInfo.ref,
      fixtures: ClubFixturesPage.ref,
      success: ClubTeamsSuccess.ref,
    }),
    ...errorResponses,
  },
};
