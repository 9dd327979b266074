import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { mergeVary } from "../../plugins/http-cache.js";
import { RenderBudgetExceededError } from "./media.client-budget.js";
import { RenderQueueFullError } from "./media.render-queue.js";
import * as schemas from "./media.schemas.js";
import { createMediaImageService } from "./media.service.js";

interface Options {
  config: Pick<Config, "media">;
  db: Database;
}

// An id's content never changes, so every variant may be kept for a year without revalidation.
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A refused rendering becomes 503 (all slots busy) or 429 (the client's budget spent), both with Retry-After. */
function refusal(error: unknown, reply: FastifyReply): unknown {
  if (!(error instanceof RenderQueueFullError || error instanceof RenderBudgetExceededError)) return error;
  reply.header("retry-after", String(error.retryAfterSeconds));
  return new ApiError(error instanceof RenderQueueFullError ? "unavailable" : "too_many_requests", error.message);
}

/** Media of the catalogue: images resized and encoded for the requesting browser. */
export async function mediaRoutes(instance: FastifyInstance, { config, db }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const images = createMediaImageService(db, {
    ...config.media,
    onDiskCacheError: (error) => instance.log.warn({ err: error }, "media cache file unusable"),
  });

  app.get("/v1/public/getMediaImage/id/:id", { schema: schemas.getMediaImageSchema }, async (request, reply) => {
    const { id } = request.params;
    const image = await images.getImage(id, request.query.width, request.headers.accept, request.ip).catch((error) => {
      throw refusal(error, reply);
    });
    if (!image) throw new ApiError("not_found", "Unknown image");
    return (
      reply
        .type(image.contentType)
        .header("cache-control", IMMUTABLE)
        // Added to, not replacing, the Vary: Origin that CORS set for the allowed origins.
        .header("vary", mergeVary(reply.getHeader("vary"), ["Accept"]))
        .header("etag", image.etag)
        // The website embeds these from its own origin; helmet's default (same-origin) would block that.
        .header("cross-origin-resource-policy", "cross-origin")
        .send(image.data)
    );
  });
}
