import { Type } from "typebox";

/** Output widths: requested widths snap up to the next step, so caches hold a handful of variants per image. */
export const WIDTH_STEPS = [
  32, 48, 64, 96, 128, 160, 200, 290, 320, 400, 480, 640, 800, 1024, 1280, 1600, 2048,
] as const;
export const MIN_WIDTH = 16;
export const MAX_WIDTH = 2048;

const binary = { schema: { type: "string", format: "binary" } } as const;

export const getMediaImageSchema = {
  operationId: "getMediaImage",
  tags: ["general"],
  summary: "A crest, player photo or article image, resized and in the best format the client accepts",
  description:
    "The width snaps up to the next of 32, 48, 64, 96, 128, 160, 200, 290, 320, 400, 480, 640, 800, 1024, 1280, " +
    "1600 and 2048 pixels; without it the original size (at most 2048) is served. Raster originals are never " +
    "enlarged. AVIF or WebP when the Accept header lists them, otherwise PNG (transparency, SVG) or JPEG. " +
    "Content never changes for an id, so responses may be cached for a year.",
  params: Type.Object({ id: Type.String({ pattern: "^[A-Z0-9]{32}$" }) }),
  querystring: Type.Object(
    { width: Type.Optional(Type.Integer({ minimum: MIN_WIDTH, maximum: MAX_WIDTH })) },
    { additionalProperties: false },
  ),
  response: {
    200: {
      description: "The image in the negotiated format",
      content: { "image/avif": binary, "image/webp": binary, "image/png": binary, "image/jpeg": binary },
    },
    400: { $ref: "Error#" },
    404: { $ref: "Error#" },
    429: { $ref: "Error#" },
  },
};
