import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { nullable } from "../../lib/schema-parts.js";

export const scoreSchema = Type.Object({ home: Type.Integer(), guest: Type.Integer() });

/** A team as a match or table shows it (website.md section 3, Team). */
export const matchTeamSchema = Type.Object({
  teamId: Type.String({ description: "The season's team id" }),
  teamPermanentId: Type.String(),
  name: Type.String(),
  clubId: Type.String(),
  clubName: Type.String(),
  clubLogoId: nullable(Type.String({ description: "Media id for the image route; null when the logo is private" })),
  clubLogoURL: nullable(Type.String()),
  withdrawn: Type.Boolean(),
  withoutRating: Type.Boolean(),
});

export const divisionManagerSchema = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  functionName: Type.String(),
  email: Type.Optional(Type.String({ description: "Only when the division manager allows it" })),
  phone: Type.Optional(Type.String({ description: "Only when the division manager allows it" })),
  photoUrl: nullable(Type.String()),
});

const rescheduleLinkSchema = Type.Object({ id: Type.String(), kickoff: nullable(Type.String()) });

export const resultSchema = Type.Object({
  text: Type.String({ description: "German short form: 3:1, 2:1 nV, 5:4 nE, Abse., Abbr., n.an., 2:0 w, o.E., **" }),
  decisionMark: nullable(Type.String()),
  period: nullable(Type.Union([Type.Literal("regular"), Type.Literal("extra_time"), Type.Literal("penalties")])),
  countsInTable: Type.Boolean(),
});

const officialLink =
  "The official's referee id for the page /schiedsrichter/{nameSlug}/{refereeId}; null unless the profile is public";

export const matchSchema = Type.Object({
  id: Type.String(),
  matchNumber: nullable(Type.String()),
  compoundId: Type.String({ description: "The competition's compound id" }),
  competitionName: Type.String(),
  competitionShortName: Type.String(),
  isTopLeague: Type.Boolean({ description: "The competition is a top league with a named page" }),
  competitionBasicTypeId: Type.Integer(),
  competitionBasicTypeName: Type.String(),
  competitionType: Type.String({ description: "Championship, Cup, Friendly, …" }),
  roundName: nullable(Type.String()),
  leagueLevel: nullable(Type.String()),
  teamType: Type.String(),
  playingArea: Type.String(),
  season: Type.String(),
  matchday: nullable(Type.Integer()),
  kickoff: nullable(Type.String({ format: "date-time" })),
  kickoffTimeKnown: Type.Boolean(),
  homeTeam: nullable(matchTeamSchema),
  guestTeam: nullable(matchTeamSchema),
  homeGoals: nullable(Type.Integer()),
  guestGoals: nullable(Type.Integer()),
  halftime: nullable(scoreSchema),
  extraTime: nullable(scoreSchema),
  penalties: nullable(scoreSchema),
  result: resultSchema,
  matchStatus: Type.String(),
  ratingType: nullable(Type.String({ description: "rating (w), court_verdict (u) or administrative (v)" })),
  specialRating: nullable(Type.String()),
  cancellationReason: nullable(Type.String()),
  live: Type.Boolean(),
  liveMinute: nullable(Type.Integer()),
  liveAddedMinute: nullable(Type.Integer()),
  timeState: nullable(Type.String()),
  cancelled: Type.Boolean(),
  aborted: Type.Boolean(),
  annulled: Type.Boolean(),
  prePublished: Type.Boolean(),
  rescheduled: Type.Boolean(),
  rescheduledFrom: nullable(rescheduleLinkSchema),
  rescheduledTo: nullable(rescheduleLinkSchema),
  resultPrivate: Type.Boolean(),
  venue: nullable(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      street: nullable(Type.String()),
      postalCode: nullable(Type.String()),
      city: nullable(Type.String()),
      surface: Type.String(),
    }),
  ),
  referee: nullable(Type.String()),
  refereeId: nullable(Type.String({ description: officialLink })),
  assistant1: nullable(Type.String()),
  assistant1Id: nullable(Type.String({ description: officialLink })),
  assistant2: nullable(Type.String()),
  assistant2Id: nullable(Type.String({ description: officialLink })),
  fourthOfficial: nullable(Type.String()),
  fourthOfficialId: nullable(Type.String({ description: officialLink })),
  spectators: nullable(Type.Integer()),
  imageCount: Type.Integer(),
  videoCount: Type.Integer(),
  liveTickerCount: Type.Integer(),
  tickerUrl: nullable(Type.String()),
  hasTable: Type.Boolean(),
  hasMatchInfo: Type.Boolean(),
  matchReportAvailable: Type.Boolean(),
  currentMatchday: nullable(Type.Integer()),
  associationName: Type.String(),
  associationUuid: Type.String(),
  associationLogo: nullable(Type.String()),
  divisionManager: Type.Optional(nullable(divisionManagerSchema)),
});

/** The named shapes of this file in the contract (components/schemas). */
export const MatchTeam = component("MatchTeam", matchTeamSchema);
export const DivisionManager = component("DivisionManager", divisionManagerSchema);
export const Match = component("Match", matchSchema);

export type WireMatch = Static<typeof matchSchema>;
export type WireMatchTeam = Static<typeof matchTeamSchema>;
export type WireDivisionManager = Static<typeof divisionManagerSchema>;
