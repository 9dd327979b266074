import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import {
  competitionIdSchema,
  noQuery,
  seasonIdSchema,
  seasonQuery,
  teamIdSchema,
  teamParams,
} from "../shared/ids.schema.js";
import { Match } from "../shared/match.schema.js";
import { articlePage, articlePageQuery } from "../shared/news-article.schema.js";

/** The most matches the previous-and-next call gives on either side. */
export const MAX_MATCHES_AROUND = 20;
/** The most recent matches team statistics list at most. */
export const MAX_STATISTICS_MATCHES = 50;

const teamFixturesSchema = Type.Object({
  teamPermanentId: Type.String(),
  teamSeasonId: Type.String(),
  season: Type.String(),
  matches: Type.Array(Match.ref),
});

/** A team's matches of one season, by kickoff, named in the contract. */
export const TeamFixtures = component("TeamFixtures", teamFixturesSchema);

export const getTeamFixtures1Schema = {
  operationId: "getTeamFixtures1",
  tags: ["clubs"],
  summary: "All matches of a team in a season (the current one without saison), by kickoff",
  params: teamParams,
  querystring: seasonQuery,
  response: {
    200: TeamFixtures.ref,
    ...errorResponses,
  },
};

const amount = Type.Integer({ minimum: 0, maximum: MAX_MATCHES_AROUND });

const teamMatchesAroundSchema = Type.Object({
  teamPermanentId: Type.String(),
  previousMatches: Type.Array(Match.ref, { description: "Kicked off before now, by kickoff (latest last)" }),
  nextMatches: Type.Array(Match.ref, { description: "From now on, by kickoff; open dates last" }),
});

/** A team's last matches before now and its next ones, named in the contract. */
export const TeamMatchesAround = component("TeamMatchesAround", teamMatchesAroundSchema);

export const getTeamPreviousAndNextMatchesSchema = {
  operationId: "getTeamPreviousAndNextMatches",
  tags: ["clubs"],
  summary: `A team's last matches before now and its next ones, across seasons, byes left out (at most ${MAX_MATCHES_AROUND} each)`,
  params: Type.Object({ amountOfMatchesBefore: amount, amountOfMatchesAfter: amount, teamId: teamIdSchema }),
  querystring: noQuery,
  response: {
    200: TeamMatchesAround.ref,
    ...errorResponses,
  },
};

const record = Type.Object({
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  goalDifference: Type.Integer(),
  points: Type.Integer(),
});

const teamStatisticsSchema = Type.Object({
  teamPermanentId: Type.String(),
  teamSeasonId: Type.String(),
  compoundId: Type.String(),
  season: Type.String(),
  overall: record,
  home: record,
  away: record,
  highestWin: nullable(Match.ref),
  highestDraw: nullable(Match.ref),
  highestLost: nullable(Match.ref),
  lastMatches: Type.Array(Match.ref, { description: "The latest counted matches, most recent first" }),
  form: Type.Array(Type.Union([Type.Literal("won"), Type.Literal("drawn"), Type.Literal("lost")]), {
    description: "Results of lastMatches, most recent first",
  }),
});

/** A team's record in one competition and season, named in the contract. */
export const TeamStatistics = component("TeamStatistics", teamStatisticsSchema);

export const getTeamStatisticsSchema = {
  operationId: "getTeamStatistics",
  tags: ["clubs"],
  summary:
    "A team's record in one competition and season: overall, home, away, highest results and recent form (404 when the team hides its trend)",
  params: Type.Object({ teamId: teamIdSchema, staffel: competitionIdSchema, saison: seasonIdSchema }),
  querystring: Type.Object(
    {
      amountOfMatches: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_STATISTICS_MATCHES, default: 5, description: "Recent matches listed" }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: TeamStatistics.ref,
    ...errorResponses,
  },
};

const teamFeverCurveSchema = Type.Object({
  teamPermanentId: Type.String(),
  teamSeasonId: Type.String(),
  season: Type.String(),
  curves: Type.Array(
    Type.Object({
      compoundId: Type.String(),
      competitionName: Type.String(),
      teamsTotal: Type.Integer(),
      entries: Type.Array(Type.Object({ matchday: Type.Integer(), position: Type.Integer() })),
    }),
  ),
});

/** A team's table position after each matchday, per league of a season, named in the contract. */
export const TeamFeverCurve = component("TeamFeverCurve", teamFeverCurveSchema);

export const getFevercurveByTeamSchema = {
  operationId: "getFevercurveByTeam",
  tags: ["clubs"],
  summary:
    "A team's table position after each matchday played, per league of the season (404 when the team hides its trend)",
  params: teamParams,
  querystring: seasonQuery,
  response: {
    200: TeamFeverCurve.ref,
    ...errorResponses,
  },
};

export const getTeamNewsListArticlesSchema = {
  operationId: "getTeamNewsListArticles",
  tags: ["clubs"],
  summary: "A team's news, newest first (404 when the team hides its news)",
  params: teamParams,
  querystring: articlePageQuery,
  response: { 200: articlePage, ...errorResponses },
};
