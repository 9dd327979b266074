import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidParameter } from "../../plugins/errors.js";
import { getTeamSquadPreviewSchema } from "./squad.schemas.js";
import { getTeamSquad } from "./squad.service.js";
import * as schemas from "./team-admin.schemas.js";
import * as service from "./team-admin.service.js";
import { MAX_IMAGE_BYTES } from "./team-image.js";

const teamAdmin = { tier: "private" as const, permissions: ["teamAdmin" as const] };
const clubAdmin = { tier: "private" as const, permissions: ["clubAdmin" as const] };
const teamInPath = { ...teamAdmin, pathParamNames: { teamId: "team-id" } };

/** The one file of a photo upload, read into memory within the size limit; anything else is a 400 naming it. */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidParameter("image", "is missing: send the photo as multipart/form-data");
  const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 1, parts: 2 } });
  let image: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== "file" || part.fieldname !== "image") {
        throw new ApiUnknownField(part.fieldname);
      }
      image = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiUnknownField) {
      throw invalidParameter(error.field, "is not a field of this call; send the photo as `image`");
    }
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw invalidParameter("image", `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, "too-large");
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw invalidParameter("image", "must be the only part of the form: one photo");
    }
    // A form without its boundary, cut off, or otherwise unreadable: the sender's mistake, never a 500.
    throw invalidParameter("image", "could not be read: send one photo as multipart/form-data");
  }
  if (!image || image.length === 0) throw invalidParameter("image", "is missing or empty");
  return image;
}

class ApiUnknownField extends Error {
  constructor(readonly field: string) {
    super(`Unknown field "${field}"`);
  }
}

/**
 * Team administration (docs/team-administration.md): a team's admins keep its page (squads, sections, photo); a
 * club's admins appoint them. The permission is checked on the `team-id` or `club-id` the handler uses.
 */
export async function teamAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Multipart bodies are read by this plugin's routes only (the photo upload), never buffered beyond the limit.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 1, parts: 2 } });
  app.get(
    "/v1/private/getTeamAdminList",
    { schema: schemas.getTeamAdminListSchema, config: { tier: "private" } },
    ({ user, context }) => service.getTeamAdminList(context, user.id),
  );
  app.get(
    "/v1/private/getTeamAdminInfo/team-id/:teamId",
    { schema: schemas.getTeamAdminInfoSchema, config: teamInPath },
    ({ params, context }) => service.getTeamAdminInfo(context, params.teamId),
  );
  app.get(
    "/v1/private/getTeamSquadPreview/saison/:saison/team-id/:teamId",
    { schema: getTeamSquadPreviewSchema, config: teamInPath },
    ({ params, context }) => getTeamSquad(context, params.teamId, params.saison, "squad", true),
  );
  app.post(
    "/v1/private/publishTeamSquad",
    { schema: schemas.publishTeamSquadSchema, config: teamAdmin },
    async ({ body, context }) => {
      const { result, tags } = await service.publishTeamSquad(context, body["team-id"], body.saison, body.publish);
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/private/updateTeamProfileConfig",
    { schema: schemas.updateTeamProfileConfigSchema, config: teamAdmin },
    async ({ body, context }) => {
      const { result, tags } = await service.updateTeamProfileConfig(context, body["team-id"], {
        news: body["team-news-visible"],
        trend: body["team-trend-visible"],
        scorers: body["team-scorers-visible"],
        fairplay: body["team-fairplay-visible"],
        venue: body["team-venue-visible"],
        history: body["team-history-visible"],
      });
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/private/uploadTeamImage/team-id/:teamId",
    {
      schema: schemas.uploadTeamImageSchema,
      config: { ...teamInPath, documentedBody: schemas.uploadTeamImageBody },
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
    },
    async (request) => {
      const image = await uploadedImage(request);
      const { result, tags } = await service.uploadTeamImage(request.context, request.params.teamId, image);
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.post(
    "/v1/private/deleteTeamImage/team-id/:teamId",
    { schema: schemas.deleteTeamImageSchema, config: teamInPath },
    async ({ params, context }) => {
      const { result, tags } = await service.deleteTeamImage(context, params.teamId);
      await app.dataChanges.announce(tags);
      return result;
    },
  );
  app.get(
    "/v1/private/getClubTeamAdmins/club-id/:clubId",
    { schema: schemas.getClubTeamAdminsSchema, config: { ...clubAdmin, pathParamNames: { clubId: "club-id" } } },
    ({ params, context }) => service.getClubTeamAdmins(context, params.clubId),
  );
  app.post(
    "/v1/private/addTeamAdmin",
    { schema: schemas.addTeamAdminSchema, config: clubAdmin },
    ({ body, user, context }) =>
      service.addTeamAdmin(context, {
        clubId: body["club-id"],
        teamId: body["team-id"],
        nickname: body.nickname,
        appointedBy: user.id,
      }),
  );
  app.post(
    "/v1/private/removeTeamAdmin",
    { schema: schemas.removeTeamAdminSchema, config: clubAdmin },
    ({ body, user, context }) =>
      service.removeTeamAdmin(context, {
        clubId: body["club-id"],
        teamId: body["team-id"],
        nickname: body.nickname,
        endedBy: user.id,
      }),
  );
}
