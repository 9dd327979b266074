import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { noQuery } from "../shared/ids.schema.js";
import { getMatchReportSchema } from "./matches.schemas.js";

/* The promateur tier's match calls (docs/promateur.md): the event types, and the match report with event detail. */
const tags = ["promateur"];
const named = Type.Object({ id: Type.String(), name: Type.String() });
const namedNumber = Type.Object({ id: Type.Integer(), name: Type.String() });

export const getMatchEventTypesSchema = {
  tags,
  operationId: "getMatchEventTypes",
  summary: "The types of match events, with the association's codes",
  querystring: noQuery,
  response: {
    200: Type.Object({
      eventTypes: Type.Array(
        Type.Object({
          id: Type.Integer({ description: "The association's code (match events' `type`)" }),
          key: Type.String({ description: "A stable English key, e.g. `goal`, `yellowCard`" }),
          name: Type.String({ description: "The German name" }),
          isGoal: Type.Boolean({ description: "Counts for the score (own goals for the other side)" }),
          isCard: Type.Boolean(),
        }),
      ),
    }),
    ...errorResponses,
  },
};

const TeamInfo = Type.Object({
  teamPermanentId: nullable(Type.String()),
  teamSeasonId: nullable(Type.String()),
  teamName: nullable(Type.String()),
  clubId: nullable(Type.String()),
  clubName: nullable(Type.String()),
  clubLogoUrl: nullable(Type.String()),
  goals: nullable(Type.Integer()),
  goalsHalftime: nullable(Type.Integer()),
});

const PromateurMatchReport = component(
  "PromateurMatchReport",
  Type.Object({
    matchId: Type.String(),
    prevMatchId: nullable(Type.String({ description: "The competition's match before, by kickoff" })),
    nextMatchId: nullable(Type.String({ description: "The competition's match after, by kickoff" })),
    players: Type.Array(
      Type.Object({
        playerId: Type.String(),
        firstName: Type.String(),
        lastName: Type.String(),
        side: Type.Union([Type.Literal("home"), Type.Literal("guest")]),
        number: nullable(Type.Integer()),
        captain: Type.Boolean(),
        keeper: Type.Boolean(),
        substitute: Type.Boolean(),
        position: nullable(Type.String()),
        birthYear: nullable(Type.Integer({ description: "Only where the player shows the date of birth" })),
      }),
      {
        description:
          "Only players who agreed to the promateur tier and did not opt out of this league; nobody else is named",
      },
    ),
    homeTeamInfo: TeamInfo,
    guestTeamInfo: TeamInfo,
    events: Type.Array(
      Type.Object({
        id: Type.String(),
        type: Type.Integer({ description: "An event type of getMatchEventTypes" }),
        minute: Type.Integer(),
        addedMinute: nullable(Type.Integer()),
        side: Type.Union([Type.Literal("home"), Type.Literal("guest")]),
        playerId: nullable(Type.String({ description: "Null where the player may not be named in the tier" })),
        relatedPlayerId: nullable(Type.String()),
        score: nullable(Type.Object({ home: Type.Integer(), guest: Type.Integer() })),
      }),
    ),
    matchInfo: Type.Object({
      kickoffAt: nullable(Type.String({ format: "date-time" })),
      status: Type.String(),
      matchday: nullable(Type.Integer()),
      roundName: nullable(Type.String()),
      resultPrivate: Type.Boolean({ description: "Children's football: no score, events or players" }),
      goalsExtraTime: nullable(Type.Object({ home: Type.Integer(), guest: Type.Integer() })),
      penalties: nullable(Type.Object({ home: Type.Integer(), guest: Type.Integer() })),
      spectators: nullable(Type.Integer()),
      referee: nullable(Type.String()),
    }),
    appVenue: nullable(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        street: nullable(Type.String()),
        postalCode: nullable(Type.String()),
        city: nullable(Type.String()),
        surface: Type.String(),
      }),
    ),
    matchDuration: Type.Integer({ description: "Minutes of regular time" }),
    matchDurationSections: Type.Integer({ description: "Halves of regular time" }),
    extraTimeDuration: Type.Integer({ description: "Minutes of extra time, both halves" }),
    intermissionDuration: Type.Integer({ description: "Minutes of the half-time break" }),
    association: named,
    season: Type.Object({ id: Type.String(), label: Type.String() }),
    competitionType: namedNumber,
    competitionId: Type.String(),
    competitionName: Type.String(),
    roundBased: Type.Boolean(),
    leagueLevel: nullable(namedNumber),
    playingArea: named,
    teamType: namedNumber,
  }),
);

export const getMatchReportPromateurSchema = {
  tags,
  operationId: "getMatchReportPromateur",
  summary: "A match report with event detail (promateur tier; catalogue: redacted {hash}{spiel})",
  params: getMatchReportSchema.params,
  querystring: noQuery,
  response: { 200: PromateurMatchReport.ref, ...errorResponses },
};
