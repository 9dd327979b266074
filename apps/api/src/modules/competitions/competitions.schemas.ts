import { Type } from "typebox";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { competitionIdSchema } from "../shared/ids.schema.js";
import { DivisionManager, Match, MatchTeam } from "../shared/match.schema.js";
import { Table } from "../shared/table.schema.js";
import { NamedReference } from "./selection.schemas.js";

const staffelParams = Type.Object({ staffel: competitionIdSchema });
const spieltagQuery = Type.Object(
  { spieltag: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) },
  { additionalProperties: false },
);

export const getAmateurTableSchema = {
  operationId: "getAmateurTable",
  tags: ["competitions"],
  summary: "The table of a competition: live while matches run, or as of a matchday",
  params: staffelParams,
  querystring: spieltagQuery,
  response: { 200: Table.ref, ...errorResponses },
};

export const getAmateurTablesSchema = {
  operationId: "getAmateurTables",
  tags: ["competitions"],
  summary: "Overall (as of a matchday when given), home, away, first-half and second-half tables",
  params: staffelParams,
  querystring: spieltagQuery,
  response: {
    200: Type.Object({
      overall: Table.ref,
      home: Table.ref,
      away: Table.ref,
      firstHalf: Table.ref,
      secondHalf: Table.ref,
      live: Type.Union([Table.ref, Type.Null()]),
    }),
    ...errorResponses,
  },
};

export const getFairPlayTableSchema = {
  operationId: "getFairPlayTable",
  tags: ["competitions"],
  summary: "The fair-play table of a competition whose fair-play table is public",
  params: staffelParams,
  response: {
    200: Type.Object({
      compoundId: Type.String(),
      competitionUnitName: Type.String(),
      scheme: Type.Object({ id: Type.String(), name: Type.String(), description: Type.String() }),
      entries: Type.Array(
        Type.Object({
          position: Type.Integer(),
          sharedPlace: Type.Boolean(),
          teamId: Type.String(),
          teamName: Type.String(),
          matchesPlayed: Type.Integer(),
          yellowCards: Type.Integer(),
          yellowRedCards: Type.Integer(),
          redCards: Type.Integer(),
          suspendedMatches: Type.Integer(),
          points: Type.Number(),
          pointsPerMatch: nullable(Type.Number()),
        }),
      ),
      goalCount: Type.Integer(),
      goalsPerMatch: Type.Number(),
    }),
    ...errorResponses,
  },
};

export const getScorerTableSchema = {
  operationId: "getScorerTable",
  tags: ["competitions"],
  summary: "Top scorers of a competition; own goals never count for the player",
  params: staffelParams,
  querystring: Type.Object(
    {
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
      max: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      competitionGroupId: Type.String(),
      entries: Type.Array(
        Type.Object({
          position: Type.Integer(),
          sharedPlace: Type.Boolean(),
          playerId: nullable(Type.String({ description: "null when the player's profile is not public" })),
          firstName: Type.String(),
          lastName: Type.String(),
          teamId: Type.String(),
          teamName: Type.String(),
          clubId: nullable(Type.String()),
          goals: Type.Integer(),
          penaltyGoals: Type.Integer(),
        }),
      ),
      total: Type.Integer(),
      goalCount: Type.Integer(),
      goalsPerMatch: Type.Number(),
    }),
    ...errorResponses,
  },
};

const competitionHeaderFields = {
  compoundId: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
  breadcrumb: Type.Array(Type.String()),
  competitionBasicTypeId: Type.Integer(),
  competitionType: Type.String(),
  roundBased: Type.Boolean(),
};

/** Which of the competition's lists exist, so a page offers only those. */
const availabilityFields = {
  fairnessTablePublic: Type.Boolean(),
  tableAvailable: Type.Boolean(),
  topScorersListAvailable: Type.Boolean(),
};

export const getCompetitionInfoSchema = {
  operationId: "getCompetitionInfo",
  tags: ["competitions"],
  summary: "Round and group information of a competition (catalogue: redacted {hash}{staffel})",
  params: staffelParams,
  querystring: Type.Object(
    { divisionManager: Type.Optional(Type.Boolean({ description: "Include the division manager" })) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      ...competitionHeaderFields,
      ...availabilityFields,
      associationId: Type.String(),
      associationName: Type.String(),
      rounds: Type.Array(
        Type.Object({
          number: Type.Integer(),
          name: Type.String(),
          startsOn: nullable(Type.String()),
          endsOn: nullable(Type.String()),
        }),
      ),
      planningMode: nullable(Type.String()),
      competitionBeginDateTime: nullable(Type.String()),
      groupMatchDay: nullable(Type.Integer({ description: "The current matchday" })),
      groupBeginDateTime: nullable(Type.String()),
      groupOrganizingTeamId: nullable(Type.String()),
      kinderfussballType: nullable(Type.String()),
      divisionManager: Type.Optional(Type.Union([DivisionManager.ref, Type.Null()])),
      season: Type.Object({ id: Type.String(), label: Type.String(), isCurrent: Type.Boolean() }),
      leagueLevel: nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
      playingArea: Type.Object({ id: Type.String(), name: Type.String(), kind: Type.String() }),
      teamType: Type.Object({ id: Type.Integer(), name: Type.String() }),
      promotionCount: Type.Integer(),
      promotionPlayoffCount: Type.Integer(),
      relegationPlayoffCount: Type.Integer(),
      relegationCount: Type.Integer(),
      tieBreakRule: nullable(Type.Object({ id: Type.String(), name: Type.String(), description: Type.String() })),
      fairPlayScheme: Type.Union([NamedReference.ref, Type.Null()]),
      comment: nullable(Type.String()),
      isTopLeague: Type.Boolean(),
      adcode: nullable(Type.String()),
      adTags: Type.Array(Type.String()),
    }),
    ...errorResponses,
  },
};

export const getCompetitionMatchDaySchema = {
  operationId: "getCompetitionMatchDay",
  tags: ["competitions"],
  summary: "One matchday (or round) of a competition: the current one by default (catalogue: redacted {hash}{staffel})",
  params: staffelParams,
  querystring: spieltagQuery,
  response: {
    200: Type.Object({
      competition: Type.Object({
        ...competitionHeaderFields,
        ...availabilityFields,
        liveTickerEnabled: Type.Boolean(),
        season: Type.String(),
      }),
      matchday: Type.Integer(),
      matches: Type.Array(Match.ref),
      matchDays: Type.Array(
        Type.Object({
          number: Type.Integer(),
          name: Type.String(),
          startsOn: nullable(Type.String()),
          endsOn: nullable(Type.String()),
        }),
      ),
      byeTeams: Type.Array(MatchTeam.ref),
      currentMatchday: nullable(Type.Integer()),
      goalsTotal: Type.Integer(),
      matchesTotal: Type.Integer(),
      teamsTotal: Type.Integer(),
    }),
    ...errorResponses,
  },
};
