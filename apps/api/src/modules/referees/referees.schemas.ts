import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { Match } from "../shared/match.schema.js";

/** A page of a referee's matches: 20 by default, 100 at most. */
export const DEFAULT_PERFORMANCE_MAX = 20;
export const MAX_PERFORMANCE_MAX = 100;
export const MAX_PERFORMANCE_OFFSET = 10_000;

/** A user account's id (uuid) or the referee's own id. */
const userIdSchema = Type.String({
  pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$",
  description: "A user account's id (uuid) or the referee's own id",
});
const seasonIdSchema = Type.String({ pattern: "^\\d{4}$" });

const cardsSchema = Type.Object({ yellow: Type.Integer(), yellowRed: Type.Integer(), red: Type.Integer() });

const RefereeCards = component("RefereeCards", cardsSchema);

const seasonSchema = Type.Object({ season: Type.String(), seasonLabel: Type.String() });

const RefereePerformanceEntry = component(
  "RefereePerformanceEntry",
  Type.Object({
    role: Type.Union(
      [
        Type.Literal("referee"),
        Type.Literal("assistant_1"),
        Type.Literal("assistant_2"),
        Type.Literal("fourth_official"),
      ],
      { description: "The referee's role in the match" },
    ),
    match: Match.ref,
    cards: nullable(
      Type.Object(cardsSchema.properties, {
        description:
          "Cards shown in the match as its referee; null in other roles, for a private result or when the referee hides cards",
      }),
    ),
  }),
);

/** One page of a referee's matches of a season, newest first (the performance call's answer and the profile's). */
const RefereePerformancePage = component(
  "RefereePerformancePage",
  Type.Object({
    refereeId: Type.String(),
    season: Type.String(),
    entries: Type.Array(RefereePerformanceEntry.ref),
    offset: Type.Integer(),
    max: Type.Integer(),
    total: Type.Integer(),
    more: Type.Boolean(),
  }),
);

const RefereeSeasonStatistics = component(
  "RefereeSeasonStatistics",
  Type.Object({
    ...seasonSchema.properties,
    matchesAsReferee: nullable(Type.Integer({ description: "Matches led; null when the referee hides type 1" })),
    matchesAsAssistant: nullable(Type.Integer()),
    matchesAsFourthOfficial: nullable(Type.Integer()),
    goalsPerMatch: nullable(
      Type.Number({
        description: "Over the matches led with a public result (two decimals); null for none or type 2 hidden",
      }),
    ),
    cards: nullable(RefereeCards.ref),
  }),
);

const RefereeProfile = component(
  "RefereeProfile",
  Type.Object({
    refereeId: Type.String({ description: "The referee's own id, for /schiedsrichter/{nameSlug}/{refereeId}" }),
    nameSlug: Type.String(),
    profile: Type.Object({
      firstName: Type.String(),
      lastName: Type.String(),
      nickname: nullable(Type.String()),
      imageUrl: nullable(Type.String()),
      level: Type.String({ description: "Highest level the referee is listed for, e.g. Bayernliga" }),
      activeSince: Type.Integer({ description: "Year" }),
      dateOfBirth: nullable(Type.String({ format: "date", description: "Only when the referee shows it" })),
      nationality: nullable(Type.String({ description: "Only when the referee shows it" })),
    }),
    club: nullable(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        nameSlug: Type.String(),
        logoUrl: nullable(Type.String({ description: "Null for a private crest" })),
      }),
    ),
    statisticTypes: Type.Array(Type.Integer(), { description: "The statistic types the referee shows (master data)" }),
    statistics: Type.Array(RefereeSeasonStatistics.ref, { description: "Per season with matches, newest first" }),
    performance: nullable(RefereePerformancePage.ref),
    performanceSeasons: Type.Array(Type.Object(seasonSchema.properties), {
      description: "Seasons with matches, newest first; empty when the referee hides performance",
    }),
    specialMatches: Type.Array(
      Type.Object({
        id: Type.String(),
        playedOn: Type.String({ format: "date" }),
        description: Type.String(),
        remark: nullable(Type.String()),
        matchId: nullable(Type.String()),
      }),
    ),
    career: nullable(
      Type.Array(
        Type.Object({ fromYear: Type.Integer(), toYear: nullable(Type.Integer()), description: Type.String() }),
        { description: "Oldest first; null when the referee hides the career" },
      ),
    ),
    competitions: Type.Array(
      Type.Object({
        compoundId: Type.String(),
        name: Type.String(),
        shortName: Type.String(),
        competitionType: Type.String(),
        teamType: Type.String(),
        leagueLevel: nullable(Type.String()),
        playingArea: Type.String(),
        matchesAsReferee: nullable(Type.Integer({ description: "Matches led; null when the referee hides type 1" })),
      }),
      { description: "Competitions of the current season the referee led matches in, most matches first" },
    ),
  }),
);

export const getRefereeProfileSchema = {
  operationId: "getRefereeProfile",
  tags: ["referees"],
  summary: "A referee's public profile: person, club, statistics per season, matches, special matches, career",
  querystring: Type.Object({ userid: userIdSchema }, { additionalProperties: false }),
  response: { 200: RefereeProfile.ref, ...errorResponses },
};

export const getRefereePerformanceSchema = {
  operationId: "getRefereePerformance",
  tags: ["referees"],
  summary: "A referee's matches of a season (the current one without saison), newest first, paged",
  querystring: Type.Object(
    {
      userid: userIdSchema,
      saison: Type.Optional(seasonIdSchema),
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PERFORMANCE_OFFSET, default: 0 })),
      max: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PERFORMANCE_MAX, default: DEFAULT_PERFORMANCE_MAX })),
    },
    { additionalProperties: false },
  ),
  response: { 200: RefereePerformancePage.ref, ...errorResponses },
};

export const getRefereeMasterDataSchema = {
  operationId: "getRefereeMasterData",
  tags: ["referees"],
  summary: "Statistic types a referee can show and the minimum age for a referee profile",
  querystring: Type.Object({}, { additionalProperties: false }),
  response: {
    200: Type.Object({
      statisticTypes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      minimumAge: Type.Integer(),
    }),
    ...errorResponses,
  },
};

export type WireRefereeProfile = Static<typeof RefereeProfile.ref>;
export type WireRefereePerformancePage = Static<typeof RefereePerformancePage.ref>;
export type WireRefereeSeasonStatistics = Static<typeof RefereeSeasonStatistics.ref>;
export type WireRefereeCards = Static<typeof RefereeCards.ref>;
