import { type TSchema, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { ZEITRAUM_VALUES } from "./periods.js";
import { ALL_STATS, DEFAULT_PAGE_SIZE, MATCH_STATS, MAX_PAGE_SIZE, PLAYER_STATS, TEAM_STATS } from "./stats.js";

const literals = (values: readonly string[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

const id = (description: string) => Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$", description });
const zeitraum = literals(
  ZEITRAUM_VALUES,
  "saison: the current season; monat: the month of the last finished match; wochenende: the last weekend (Friday to Sunday) on which matches were finished",
);

/** The filter of every association-wide call; without `verband` the default association. */
const filterQuery = {
  verband: Type.Optional(
    Type.String({ pattern: "^[A-Za-z0-9]{1,32}$", description: "Association id or code (default association)" }),
  ),
  bezirk: Type.Optional(id("A Bezirk id: competitions of that Bezirk and its Kreise")),
  kreis: Type.Optional(id("A Kreis id: competitions of that Kreis")),
  mannschaftsart: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999, description: "A team type id" })),
};
const pagingQuery = {
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  max: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};
const page = {
  offset: Type.Integer(),
  max: Type.Integer({ description: "The page size" }),
  total: Type.Integer({ description: "Entries of the whole list" }),
  more: Type.Boolean(),
};

const NamedEntity = Type.Object({ id: Type.String(), name: Type.String() });
const StatisticsAssociation = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() });

const periodFields = {
  zeitraum: Type.String(),
  periodName: nullable(
    Type.String({ description: 'German, e.g. "Saison 2026/27", "Letzter Spieltag 20.–22.11.2026"' }),
  ),
  startsOn: nullable(Type.String({ format: "date" })),
  endsOn: nullable(Type.String({ format: "date" })),
  generatedAt: nullable(Type.String({ format: "date-time", description: "When the figures were computed" })),
  generatedInfo: nullable(Type.String({ description: 'German, e.g. "Stand: 21.11.2026, 15:40 Uhr"' })),
};

export const StatisticsTeam = component(
  "StatisticsTeam",
  Type.Object({
    id: Type.String({ description: "The season's team id" }),
    permanentId: Type.String(),
    name: Type.String(),
    club: NamedEntity,
  }),
);

export const PlayerStatisticsEntry = component(
  "PlayerStatisticsEntry",
  Type.Object({
    rank: Type.Integer({ description: "Equal figures share a rank" }),
    value: Type.Number({ description: "The figure the list ranks by" }),
    player: Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String() }),
    team: StatisticsTeam.ref,
    goals: Type.Integer({ description: "Goals and penalty goals; own goals never count for the player" }),
    penaltyGoals: Type.Integer(),
    matches: Type.Integer({ description: "Matches played (started, or came on)" }),
  }),
);

export const TeamStatisticsEntry = component(
  "TeamStatisticsEntry",
  Type.Object({
    rank: Type.Integer(),
    value: Type.Number(),
    team: StatisticsTeam.ref,
    matches: Type.Integer(),
    wins: Type.Integer(),
    draws: Type.Integer(),
    losses: Type.Integer(),
    goalsFor: Type.Integer(),
    goalsAgainst: Type.Integer(),
    fairPlayPoints: Type.Integer({ description: "Card points by each competition's fair-play scheme" }),
  }),
);

export const MatchStatisticsEntry = component(
  "MatchStatisticsEntry",
  Type.Object({
    rank: Type.Integer(),
    value: Type.Number(),
    matchId: Type.String(),
    kickoffAt: nullable(Type.String({ format: "date-time" })),
    competition: NamedEntity,
    home: StatisticsTeam.ref,
    guest: StatisticsTeam.ref,
    homeGoals: Type.Integer(),
    guestGoals: Type.Integer(),
  }),
);

export const getAmateurStatisticsFilterSchema = {
  operationId: "getAmateurStatisticsFilter",
  tags: ["statistics"],
  summary: "The choices of the amateur statistics: figures, associations, Bezirke with Kreise, team types, periods",
  querystring: Type.Object({ verband: filterQuery.verband }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      association: StatisticsAssociation,
      stats: Type.Array(
        Type.Object({
          id: Type.String(),
          label: Type.String(),
          list: Type.Union([Type.Literal("player"), Type.Literal("team"), Type.Literal("match")]),
        }),
      ),
      associations: Type.Array(StatisticsAssociation),
      districts: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), kreise: Type.Array(NamedEntity) })),
      teamTypes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      periods: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), name: nullable(Type.String()) })),
      pageSize: Type.Integer({ description: "The lists' page size when max is not given" }),
    }),
    ...errorResponses,
  },
};

export const getAmateurStatisticsAssociationSchema = {
  operationId: "getAmateurStatisticsAssociation",
  tags: ["statistics"],
  summary: "Goals and matches of an association (or a Bezirk, a Kreis, a team type) in a period",
  querystring: Type.Object(
    {
      ...filterQuery,
      zeitraum: Type.Optional({ ...zeitraum, default: "saison" }),
      stats: Type.Optional(literals(ALL_STATS, "Accepted for the client's sake; the totals do not depend on it")),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      association: StatisticsAssociation,
      ...periodFields,
      goals: Type.Integer(),
      matches: Type.Integer(),
      goalsPerMatch: Type.Number({ description: "Two decimals; 0 without matches" }),
    }),
    ...errorResponses,
  },
};

const listQuery = Type.Object({ ...filterQuery, ...pagingQuery }, { additionalProperties: false });

function listSchema(operationId: string, summary: string, stats: Record<string, string>, entry: TSchema) {
  return {
    operationId,
    tags: ["statistics"],
    summary,
    params: Type.Object({
      zeitraum,
      stats: literals(
        Object.keys(stats),
        Object.entries(stats)
          .map(([key, label]) => `${key}: ${label}`)
          .join("; "),
      ),
    }),
    querystring: listQuery,
    response: {
      200: Type.Object({
        association: StatisticsAssociation,
        stats: Type.String(),
        ...periodFields,
        entries: Type.Array(entry),
        ...page,
      }),
      ...errorResponses,
    },
  };
}

export const getAmateurStatisticsPlayerSchema = listSchema(
  "getAmateurStatisticsPlayer",
  "Players ranked by a figure in a period (players whose profile or performance is hidden are absent)",
  PLAYER_STATS,
  PlayerStatisticsEntry.ref,
);
export const getAmateurStatisticsTeamSchema = listSchema(
  "getAmateurStatisticsTeam",
  "Teams ranked by a figure in a period",
  TEAM_STATS,
  TeamStatisticsEntry.ref,
);
export const getAmateurStatisticsMatchSchema = listSchema(
  "getAmateurStatisticsMatch",
  "Matches ranked by a figure in a period",
  MATCH_STATS,
  MatchStatisticsEntry.ref,
);

const TeamType = Type.Object({ id: Type.Integer(), name: Type.String() });
const LeagueLevel = Type.Object({ id: Type.Integer(), name: Type.String(), rank: Type.Integer() });
const mannschaftsart = Type.Integer({ minimum: 1, maximum: 999_999, description: "A team type id" });
const noQuery = Type.Object({}, { additionalProperties: false });

export const getNationWideTeamTypesSchema = {
  operationId: "getNationWideTeamTypes",
  tags: ["statistics"],
  summary: "Team types with scorers in the current season, across every association",
  querystring: noQuery,
  response: { 200: Type.Object({ teamTypes: Type.Array(TeamType) }), ...errorResponses },
};

export const getNationWideLeagueLevelsSchema = {
  operationId: "getNationWideLeagueLevels",
  tags: ["statistics"],
  summary: "League levels of a team type with scorers in the current season, highest first",
  params: Type.Object({ mannschaftsart }),
  querystring: noQuery,
  response: {
    200: Type.Object({ teamType: TeamType, leagueLevels: Type.Array(LeagueLevel) }),
    ...errorResponses,
  },
};

export const getNationWideScorersSchema = {
  operationId: "getNationWideScorers",
  tags: ["statistics"],
  summary: "Top scorers of a league level across every association in the current season",
  params: Type.Object({
    mannschaftsart,
    spielklasse: Type.Integer({ minimum: 1, maximum: 999_999, description: "A league level id of the team type" }),
  }),
  querystring: Type.Object(pagingQuery, { additionalProperties: false }),
  response: {
    200: Type.Object({
      teamType: TeamType,
      leagueLevel: LeagueLevel,
      lastUpdate: nullable(Type.String({ format: "date-time" })),
      scorers: Type.Array(
        Type.Object({
          rank: Type.Integer(),
          player: Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String() }),
          team: StatisticsTeam.ref,
          association: NamedEntity,
          goals: Type.Integer({ description: "Own goals never count for the player" }),
          penaltyGoals: Type.Integer(),
          matches: Type.Integer(),
        }),
      ),
      ...page,
    }),
    ...errorResponses,
  },
};
