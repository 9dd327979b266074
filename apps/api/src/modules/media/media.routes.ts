import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { mergeVary } from "../../plugins/http-cache.js";
import * as schemas from "./media.schemas.js";
import { createMediaImageService } from "./media.service.js";

interface Options {
  db: Database;
}

// An id's content never changes, so every variant may be kept for a year without revalidation.
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Media of the catalogue: images resized and encoded for the requesting browser. */
export async function mediaRoutes(instance: FastifyInstance, { db }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const images = createMediaImageService(db);

  app.get("/v1/public/getMediaImage/id/:id", { schema: schemas.getMediaImageSchema }, async (request, reply) => {
    const image = await images.getImage(request.params.id, request.query.width, request.headers.accept);
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
