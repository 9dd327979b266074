import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable, text } from "../../lib/schema-parts.js";
import { noQuery, seasonIdSchema, teamIdSchema, teamParams } from "../shared/ids.schema.js";
import { getTeamProfileConfigSchema, TeamProfileConfig } from "./profile.schemas.js";

const tags = ["clubs"];
const form = { additionalProperties: false } as const;
const clubIdSchema = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });

const TeamAdminSquad = Type.Object({
  season: Type.String(),
  seasonLabel: Type.String(),
  teamSeasonId: Type.String(),
  isCurrent: Type.Boolean(),
  publishData: Type.Boolean({ description: "The season's squad is published" }),
  publishable: Type.Boolean({ description: "The season's squad has players (publishing it shows something)" }),
  squadSize: Type.Integer({ description: "Players in the squad, public or not" }),
});

const TeamAdminInfo = component(
  "TeamAdminInfo",
  Type.Object({
    teamAdmin: Type.Object({
      teamPermanentId: Type.String(),
      teamSeasonId: Type.String({ description: "The current season's team (or the season's team id asked for)" }),
      teamName: Type.String(),
      clubId: Type.String(),
      clubName: Type.String(),
      season: Type.String(),
      imageUrl: nullable(Type.String({ description: "The team photo of that season" })),
      config: TeamProfileConfig.ref,
      squads: Type.Array(TeamAdminSquad, { description: "Every season of the team, newest first" }),
    }),
    teamImageUploadUrl: Type.String({ description: "Where the team photo is uploaded (POST, multipart `image`)" }),
    teamImageDeleteUrl: Type.String({ description: "Where the team photo is removed (POST)" }),
  }),
);

export const getTeamAdminInfoSchema = {
  operationId: "getTeamAdminInfo",
  tags,
  summary: "A team its admin administers: squads per season, the page's sections, the photo and its addresses",
  params: teamParams,
  querystring: noQuery,
  response: { 200: TeamAdminInfo.ref, ...errorResponses },
};

export const getTeamAdminListSchema = {
  operationId: "getTeamAdminList",
  tags,
  summary: "The teams the signed-in user administers",
  querystring: noQuery,
  response: {
    200: Type.Object({
      teams: Type.Array(
        Type.Object({
          teamId: Type.String({ description: "The permanent team id" }),
          teamName: Type.String(),
          clubId: Type.String(),
          clubName: Type.String(),
          since: Type.String({ format: "date-time" }),
        }),
      ),
    }),
    ...errorResponses,
  },
};

export const publishTeamSquadSchema = {
  operationId: "publishTeamSquad",
  tags,
  summary: "Publishes or withdraws a season's squad of a team the user administers",
  body: Type.Object({ "team-id": teamIdSchema, saison: seasonIdSchema, publish: Type.Boolean() }, form),
  response: {
    200: Type.Object({
      season: Type.String(),
      teamSeasonId: Type.String(),
      teamPermanentId: Type.String(),
      publishData: Type.Boolean(),
      publishable: Type.Boolean(),
    }),
    ...errorResponses,
  },
};

export const updateTeamProfileConfigSchema = {
  operationId: "updateTeamProfileConfig",
  tags,
  summary: "Switches the sections of a team's page (the current season's team for a permanent id)",
  body: Type.Object(
    {
      "team-id": teamIdSchema,
      "team-news-visible": Type.Optional(Type.Boolean()),
      "team-trend-visible": Type.Optional(Type.Boolean()),
      "team-scorers-visible": Type.Optional(Type.Boolean()),
      "team-fairplay-visible": Type.Optional(Type.Boolean()),
      "team-venue-visible": Type.Optional(Type.Boolean()),
      "team-history-visible": Type.Optional(Type.Boolean()),
    },
    form,
  ),
  // The same answer as getTeamProfileConfig's.
  response: getTeamProfileConfigSchema.response,
};

const ClubTeamAdmins = component(
  "ClubTeamAdmins",
  Type.Object({
    clubId: Type.String(),
    teams: Type.Array(
      Type.Object({
        teamId: Type.String(),
        teamName: Type.String(),
        admins: Type.Array(
          Type.Object({
            nickname: Type.String(),
            since: Type.String({ format: "date-time" }),
            appointedBy: nullable(Type.String({ description: "The nickname of the club admin who appointed them" })),
          }),
        ),
      }),
    ),
  }),
);

export const getClubTeamAdminsSchema = {
  operationId: "getClubTeamAdmins",
  tags,
  summary: "Added beside the catalogue: a club's teams and their admins, for the club's admins",
  params: Type.Object({ clubId: clubIdSchema }),
  querystring: noQuery,
  response: { 200: ClubTeamAdmins.ref, ...errorResponses },
};

const appointmentBody = Type.Object(
  { "club-id": clubIdSchema, "team-id": teamIdSchema, nickname: text({ minLength: 3, maxLength: 30 }) },
  form,
);

export const addTeamAdminSchema = {
  operationId: "addTeamAdmin",
  tags,
  summary: "Added beside the catalogue: a club's admin appoints an account as admin of one of the club's teams",
  body: appointmentBody,
  response: { 200: ClubTeamAdmins.ref, ...errorResponses },
};

export const removeTeamAdminSchema = {
  operationId: "removeTeamAdmin",
  tags,
  summary: "Added beside the catalogue: a club's admin ends an account's administration of one of the club's teams",
  body: appointmentBody,
  response: { 200: ClubTeamAdmins.ref, ...errorResponses },
};

const teamImageResponse = Type.Object({
  teamPermanentId: Type.String(),
  teamSeasonId: Type.String(),
  imageUrl: nullable(Type.String()),
});

/** The upload's one part, for the document (the handler reads and checks it: team-admin.routes.ts). */
export const uploadTeamImageBody = Type.Object(
  { image: Type.String({ format: "binary", description: "The photo: JPEG, PNG or WebP" }) },
  form,
);

export const uploadTeamImageSchema = {
  operationId: "uploadTeamImage",
  tags,
  summary:
    "The address getTeamAdminInfo hands out: one JPEG, PNG or WebP photo (multipart field `image`, at most 5 MB and " +
    "40 million pixels), stored re-encoded without its metadata; the previous photo is removed",
  consumes: ["multipart/form-data"],
  params: teamParams,
  querystring: noQuery,
  response: {
    200: Type.Object({
      ...teamImageResponse.properties,
      imageUrl: Type.String(),
      width: Type.Integer(),
      height: Type.Integer(),
    }),
    ...errorResponses,
  },
};

export const deleteTeamImageSchema = {
  operationId: "deleteTeamImage",
  tags,
  summary: "The address getTeamAdminInfo hands out: removes the team's photo",
  params: teamParams,
  querystring: noQuery,
  response: { 200: teamImageResponse, ...errorResponses },
};
