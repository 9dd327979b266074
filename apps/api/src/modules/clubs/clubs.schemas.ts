import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable, text } from "../../lib/schema-parts.js";
import { Match } from "../shared/match.schema.js";

/** Club ids are opaque: letters and digits (DOMAIN.md, Identifiers). */
const clubId = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
const saison = Type.String({ pattern: "^\\d{4}$", description: "Season id like 2627 (shown as 26/27)" });
const idParams = Type.Object({ id: clubId });
const saisonQuery = Type.Object({ saison: Type.Optional(saison) }, { additionalProperties: false });

/** How many matches a page of club fixtures holds. */
export const CLUB_FIXTURES_PAGE_SIZE = 50;
export const DEFAULT_SEARCH_MAX = 20;

const SeasonReference = Type.Object({ id: Type.String(), label: Type.String(), isCurrent: Type.Boolean() });

/** A club as lists show it: name, crest (unless private) and place, named in the contract. */
export const ClubSummary = component(
  "ClubSummary",
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    shortName: Type.String(),
    nameSlug: Type.String({ description: "For the club page /vereine/{nameSlug}/{id}" }),
    logoPrivate: Type.Boolean(),
    logoId: nullable(Type.String({ description: "Media id for the image route; null when the logo is private" })),
    logoUrl: nullable(Type.String()),
    postalCode: nullable(Type.String()),
    city: nullable(Type.String()),
    associationName: Type.String(),
  }),
);

/** A competition a club's team plays in that season. */
const ClubTeamCompetition = component(
  "ClubTeamCompetition",
  Type.Object({
    compoundId: Type.String(),
    name: Type.String(),
    shortName: Type.String(),
    competitionType: Type.String({ description: "Championship, IndoorTournament, FutsalLeague, Beachsoccer, Cup, …" }),
    leagueLevel: nullable(Type.String()),
  }),
);

/** One team of a club in one season (website.md section 3, Team), with its competitions. */
export const ClubTeam = component(
  "ClubTeam",
  Type.Object({
    teamId: Type.String({ description: "The season's team id" }),
    teamPermanentId: Type.String(),
    teamName: Type.String(),
    teamTypeId: Type.Integer(),
    teamTypeName: Type.String(),
    clubId: Type.String(),
    withdrawn: Type.Boolean(),
    withoutRating: Type.Boolean(),
    competitions: Type.Array(ClubTeamCompetition.ref),
  }),
);

const groupDescription = {
  championship:
    "Teams in a league (Meisterschaft, or children's match afternoons), and field teams without an indoor, futsal or beach competition",
  indoor: "Teams in an indoor competition (Hallenturniere)",
  futsal: "Teams in a futsal league",
  beach: "Teams in a beach soccer competition",
};

/** A club's teams of a season by kind of competition; a team playing several kinds is in each list. */
const ClubTeamGroups = component(
  "ClubTeamGroups",
  Type.Object({
    championship: Type.Array(ClubTeam.ref, { description: groupDescription.championship }),
    indoor: Type.Array(ClubTeam.ref, { description: groupDescription.indoor }),
    futsal: Type.Array(ClubTeam.ref, { description: groupDescription.futsal }),
    beach: Type.Array(ClubTeam.ref, { description: groupDescription.beach }),
  }),
);

const ClubVenue = Type.Object({
  id: Type.String(),
  name: Type.String(),
  street: nullable(Type.String()),
  postalCode: nullable(Type.String()),
  city: nullable(Type.String()),
  surface: Type.String(),
  main: Type.Boolean({ description: "The club's home ground" }),
});

/** The club page's facts (website.md section 3, club), named in the contract. */
export const ClubInfo = component(
  "ClubInfo",
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    shortName: Type.String(),
    nameSlug: Type.String(),
    number: Type.String({ description: "The association's club number (Vereinsnummer)" }),
    colors: Type.Array(Type.String(), { description: "Club colours as CSS hex colours" }),
    url: nullable(Type.String({ description: "The club's website" })),
    email: Type.Optional(Type.String({ description: "Only when the club permits it" })),
    address: Type.Object({
      street: nullable(Type.String()),
      postalCode: nullable(Type.String()),
      city: nullable(Type.String()),
    }),
    contact: Type.Object({ name: nullable(Type.String()), phone: nullable(Type.String()) }),
    association: Type.Object({
      id: Type.String(),
      name: Type.String(),
      shortName: Type.String(),
      logoUrl: nullable(Type.String()),
    }),
    kreis: nullable(Type.String({ description: "The Kreis the club belongs to" })),
    foundedYear: nullable(Type.Integer()),
    logoPrivate: Type.Boolean(),
    logoId: nullable(Type.String({ description: "Media id for the image route; null when the logo is private" })),
    logoUrl: nullable(Type.String()),
    venues: Type.Array(ClubVenue),
    season: SeasonReference,
    teams: ClubTeamGroups.ref,
  }),
);

export const getClubInfoSchema = {
  operationId: "getClubInfo",
  tags: ["clubs"],
  summary: "A club's facts, public contact data, venues and its teams of the season grouped by kind",
  params: idParams,
  querystring: saisonQuery,
  response: { 200: ClubInfo.ref, ...errorResponses },
};

export const getAppClubTeamsByClubId2Schema = {
  operationId: "getAppClubTeamsByClubId2",
  tags: ["clubs"],
  summary: "Every team of a club in a season (the current one without saison), by team type and rank",
  params: idParams,
  querystring: saisonQuery,
  response: {
    200: Type.Object({
      clubId: Type.String(),
      clubName: Type.String(),
      season: SeasonReference,
      teams: Type.Array(ClubTeam.ref),
    }),
    ...errorResponses,
  },
};

/** One page of the fixtures of all a club's teams, named in the contract (the club page embeds it too). */
export const ClubFixturesPage = component(
  "ClubFixturesPage",
  Type.Object({
    clubId: Type.String(),
    season: SeasonReference,
    matches: Type.Array(Match.ref),
    offset: Type.Integer(),
    max: Type.Integer({ description: "The page size" }),
    total: Type.Integer(),
    more: Type.Boolean(),
    upcomingIndex: nullable(
      Type.Integer({
        description:
          "Position in the whole list of the first match from today on (German time): the page to open with is offset = upcomingIndex - upcomingIndex % max; null when the season has no match left",
      }),
    ),
  }),
);

export const getClubFixturesSchema = {
  operationId: "getClubFixtures",
  tags: ["clubs"],
  summary: `Fixtures and results of all the club's teams in a season, by kickoff, ${CLUB_FIXTURES_PAGE_SIZE} a page`,
  params: idParams,
  querystring: Type.Object(
    {
      saison: Type.Optional(saison),
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: ClubFixturesPage.ref, ...errorResponses },
};

/** A team's place in one competition of a season: the season's final table, or the current one. */
const ClubTeamSuccess = component(
  "ClubTeamSuccess",
  Type.Object({
    season: Type.Object({ id: Type.String(), label: Type.String() }),
    teamId: Type.String(),
    teamPermanentId: Type.String(),
    teamName: Type.String(),
    teamTypeName: Type.String(),
    compoundId: Type.String(),
    competitionName: Type.String(),
    leagueLevel: nullable(Type.String()),
    position: nullable(
      Type.Integer({ description: "null where the competition keeps no table or does not rank the team" }),
    ),
    points: nullable(Type.Integer()),
    matchesPlayed: nullable(Type.Integer()),
    zone: nullable(Type.String({ description: "promotion, promotionPlayoff, relegationPlayoff, relegation or none" })),
    finalTable: Type.Boolean({ description: "The competition is over: the place is final" }),
    champion: Type.Boolean({ description: "First place in a final table" }),
  }),
);

/** The club and its teams' places by kind of competition, named in the contract (the club page embeds it too). */
export const ClubTeamsSuccess = component(
  "ClubTeamsSuccess",
  Type.Object({
    club: ClubSummary.ref,
    championship: Type.Array(ClubTeamSuccess.ref),
    indoorChampionship: Type.Array(ClubTeamSuccess.ref),
    futsal: Type.Array(ClubTeamSuccess.ref),
    beachSoccer: Type.Array(ClubTeamSuccess.ref),
  }),
);

export const getClubTeamsSuccessSchema = {
  operationId: "getClubTeamsSuccess",
  tags: ["clubs"],
  summary:
    "The club and its teams' places in championship, indoor, futsal and beach soccer competitions: of one season, or of every season (newest first) without saison",
  params: Type.Object({ clubId }),
  querystring: saisonQuery,
  response: { 200: ClubTeamsSuccess.ref, ...errorResponses },
};

export const getClubsBySearch1Schema = {
  operationId: "getClubsBySearch1",
  tags: ["clubs"],
  summary:
    "Clubs by name (umlaut spellings and small typos tolerated) or near a postal code; with both, the name's matches nearest the postal code first",
  querystring: Type.Object(
    {
      max: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_SEARCH_MAX })),
      text: Type.Optional(text({ minLength: 2, maxLength: 100, description: "Part of the club's name" })),
      plz: Type.Optional(Type.String({ pattern: "^[0-9]{1,5}$", description: "A postal code or its first digits" })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      items: Type.Array(ClubSummary.ref),
      max: Type.Integer(),
      total: Type.Integer(),
      more: Type.Boolean(),
    }),
    ...errorResponses,
  },
};
