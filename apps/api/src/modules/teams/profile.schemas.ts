import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { getFairPlayTableSchema, getScorerTableSchema } from "../competitions/competitions.schemas.js";
import { noQuery, seasonQuery, teamParams } from "../shared/ids.schema.js";
import { Match } from "../shared/match.schema.js";
import { NewsArticle } from "../shared/news-article.schema.js";
import { TableEntry } from "../shared/table.schema.js";

const profileConfigSchema = Type.Object({
  news: Type.Boolean({ description: "The team page shows the team's news (articles)" }),
  trend: Type.Boolean({ description: "The team page shows its trend: statistics and fever curve" }),
  scorers: Type.Boolean({ description: "The team page shows its scorers" }),
  fairplay: Type.Boolean({ description: "The team page shows its fair-play entry" }),
  venue: Type.Boolean({ description: "The team page shows its venue" }),
  history: Type.Boolean({ description: "The team page shows its success history" }),
});
export type WireProfileConfig = Static<typeof profileConfigSchema>;

/** What a team page may show, as the team's administrators configured it. */
export const TeamProfileConfig = component("TeamProfileConfig", profileConfigSchema);

const teamCompetitionSchema = Type.Object({
  compoundId: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
  competitionTypeId: Type.Integer(),
  competitionTypeName: Type.String(),
  competitionType: Type.String({ description: "Championship, Cup, Friendly, …" }),
  teamType: Type.String(),
  leagueLevel: nullable(Type.String()),
  playingArea: Type.String(),
  season: Type.String(),
  roundBased: Type.Boolean(),
  isTopLeague: Type.Boolean(),
  tableAvailable: Type.Boolean(),
  topScorersListAvailable: Type.Boolean(),
  fairnessTablePublic: Type.Boolean(),
});
export type WireTeamCompetition = Static<typeof teamCompetitionSchema>;

/** A competition a team is entered in, named in the contract. */
export const TeamCompetition = component("TeamCompetition", teamCompetitionSchema);

const venueSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  street: nullable(Type.String()),
  postalCode: nullable(Type.String()),
  city: nullable(Type.String()),
  surface: Type.String(),
  latitude: nullable(Type.String()),
  longitude: nullable(Type.String()),
});

const teamSuccessSchema = Type.Object({
  season: Type.String(),
  seasonLabel: Type.String(),
  compoundId: Type.String(),
  competitionName: Type.String(),
  competitionType: Type.String({ description: "Championship, Cup, FutsalLeague, …" }),
  position: nullable(Type.Integer({ description: "Final place in the table; null for a cup" })),
  zone: nullable(Type.String({ description: "promotion, promotionPlayoff, relegationPlayoff, relegation or none" })),
  achievement: nullable(
    Type.Union([Type.Literal("champion"), Type.Literal("promotion"), Type.Literal("cupWinner")], {
      description: "champion: first place; promotion: a promotion place; cupWinner: won the final",
    }),
  ),
});

/** One finished season of a team: its final place in a league, or a cup it won. */
export const TeamSuccess = component("TeamSuccess", teamSuccessSchema);

const fairPlayEntrySchema = getFairPlayTableSchema.response[200].properties.entries.items;
const scorerEntrySchema = getScorerTableSchema.response[200].properties.entries.items;

const teamStatisticSchema = Type.Object({
  highestWin: nullable(Match.ref),
  highestDraw: nullable(Match.ref),
  highestLost: nullable(Match.ref),
});

const teamProfileSchema = Type.Object({
  teamPermanentId: Type.String(),
  teamSeasonId: Type.String(),
  season: Type.String(),
  teamName: Type.String(),
  teamType: Type.String(),
  teamTypeId: Type.Integer(),
  clubId: Type.String(),
  clubName: Type.String(),
  clubLogoUrl: nullable(Type.String({ description: "null when the club keeps its logo private" })),
  imageUrl: nullable(Type.String()),
  competitions: Type.Array(TeamCompetition.ref),
  lastMatches: Type.Array(Match.ref, { description: "The last five matches before now, most recent first" }),
  tableEntry: nullable(
    Type.Object(
      { compoundId: Type.String(), competitionName: Type.String(), entry: TableEntry.ref },
      { description: "The team's row in its league's current table" },
    ),
  ),
  fairplayTableEntry: Type.Optional(
    nullable(Type.Object({ compoundId: Type.String(), competitionName: Type.String(), entry: fairPlayEntrySchema })),
  ),
  scorerTableEntries: Type.Optional(
    nullable(
      Type.Object({
        compoundId: Type.String(),
        competitionName: Type.String(),
        entries: Type.Array(scorerEntrySchema, { description: "The team's players in its league's scorer list" }),
      }),
    ),
  ),
  venue: Type.Optional(nullable(venueSchema)),
  teamStatistic: Type.Optional(teamStatisticSchema),
  teamSuccess: Type.Optional(Type.Array(TeamSuccess.ref)),
  config: TeamProfileConfig.ref,
  articles: Type.Optional(Type.Array(NewsArticle.ref, { description: "The team's five newest articles" })),
  teamPositions: Type.Array(
    Type.Object({
      functionName: Type.String({ description: "Trainer, Co-Trainer, Betreuer, …" }),
      firstName: Type.String(),
      lastName: Type.String(),
      email: Type.Optional(Type.String()),
      phone: Type.Optional(Type.String()),
    }),
    { description: "The team's officials; contact data only where they allow it" },
  ),
});

/** A team's page in one answer, as its profile configuration allows, named in the contract. */
export const TeamProfile = component("TeamProfile", teamProfileSchema);

export const getTeamProfileSchema = {
  operationId: "getTeamProfile",
  tags: ["clubs"],
  summary:
    "A team's page in one answer (the current season's team for a permanent id); sections the team's profile config hides are left out",
  params: teamParams,
  querystring: noQuery,
  response: {
    200: TeamProfile.ref,
    ...errorResponses,
  },
};

export const getTeamProfileConfigSchema = {
  operationId: "getTeamProfileConfig",
  tags: ["clubs"],
  summary: "Which sections a team's page shows (the current season's team for a permanent id)",
  params: teamParams,
  querystring: noQuery,
  response: {
    200: Type.Object({
      teamPermanentId: Type.String(),
      teamSeasonId: Type.String(),
      season: Type.String(),
      config: TeamProfileConfig.ref,
    }),
    ...errorResponses,
  },
};

const teamPermanentIdsSchema = Type.Object({
  teamId: Type.String({ description: "The id asked about" }),
  teamPermanentId: Type.String(),
  clubId: Type.String(),
  teamSeasons: Type.Array(
    Type.Object({
      teamSeasonId: Type.String(),
      season: Type.String(),
      seasonLabel: Type.String(),
      name: Type.String(),
      isCurrent: Type.Boolean(),
    }),
    { description: "Oldest season first" },
  ),
});

/** The permanent id of a team and its team id in every season, named in the contract. */
export const TeamPermanentIds = component("TeamPermanentIds", teamPermanentIdsSchema);

export const getTeamPermanentIdsSchema = {
  operationId: "getTeamPermanentIds",
  tags: ["clubs"],
  summary: "The permanent id of a team and its team id in every season",
  params: teamParams,
  querystring: noQuery,
  response: {
    200: TeamPermanentIds.ref,
    ...errorResponses,
  },
};

export const getCompetitionsByTeamSchema = {
  operationId: "getCompetitionsByTeam",
  tags: ["clubs"],
  summary: "The competitions of a team in a season (the current one without saison) and its friendly matches",
  params: teamParams,
  querystring: seasonQuery,
  response: {
    200: Type.Object({
      teamPermanentId: Type.String(),
      teamSeasonId: Type.String(),
      season: Type.String(),
      competitions: Type.Array(TeamCompetition.ref, { description: "Every competition except friendlies" }),
      friendlies: Type.Array(Match.ref, { description: "The team's friendly matches of the season, by kickoff" }),
    }),
    ...errorResponses,
  },
};
