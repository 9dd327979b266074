import { Type } from "typebox";

/**
 * Output widths: requested widths snap up to the next step, so caches hold a handful of variants per image and
 * cycling widths cannot multiply renderings. Wider requests get the widest step: that keeps every rendering cheap.
 */
export const WIDTH_STEPS = [32, 64, 128, 256, 512, 1024] as const;
export const MAX_OUTPUT_WIDTH = 1024;
export const MIN_WIDTH = 16;
/** Widths up to this are accepted (and served at the widest step), so older addresses keep working. */
export const MAX_WIDTH = 2048;

const binary = { schema: { type: "string", format: "binary" } } as const;

export const getMediaImageSchema = {
  operationId: "getMediaImage",
  tags: ["general"],
  summary: "A crest, player photo or article image, resized and in the best format the client accepts",
  description:
    "The width snaps up to the next of 32, 64, 128, 256, 512 and 1024 pixels (wider requests get 1024); without it " +
    "the original size (at most 1024) is served. Raster originals are never " +
    "enlarged. AVIF or WebP when the Accept header lists them, otherwise PNG (transparency, SVG) or JPEG. " +
    "Content never changes for an id, so responses may be cached for a year. New renderings wait in a short " +
    "queue (503 with Retry-After when it is full) and count against the client address's renderings per minute " +
    "(429 with Retry-After); images already rendered are not counted.",
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
    503: { $ref: "Error#" },
  },
};
