import sharp, { type Metadata } from "sharp";
import { invalidParameter } from "../../plugins/errors.js";

/*
 * The team photo a team's admin uploads (docs/team-administration.md): one JPEG, PNG or WebP, judged by its content
 * (never by its name or declared type), decoded with a pixel limit so a small file that unpacks to a huge image is
 * refused before it is unpacked, turned upright, fitted into MAX_SIDE and encoded anew. The new encoding carries no
 * metadata (no EXIF, no GPS position, no camera, no comment): sharp writes none unless asked to.
 */

/** The largest upload accepted: a phone's photo fits. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most pixels an upload may unpack to (a 40-megapixel camera); a decompression bomb claims far more. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The stored photo's longer side: twice the media route's widest rendering, for sharp high-density screens. */
const MAX_SIDE = 2048;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export interface StoredImage {
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  width: number;
  height: number;
}

/** The upload's content as a photo to store, or a 400 naming `image` that says why not. */
export async function reencodeTeamImage(upload: Buffer): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidParameter("image", "is not an image (JPEG, PNG or WebP)", "unsupported-image");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw invalidParameter("image", "must be a JPEG, PNG or WebP image", "unsupported-image");
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width === 0 || height === 0 || width * height > MAX_IMAGE_PIXELS) {
    throw invalidParameter(
      "image",
      `has ${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million are accepted`,
      "too-large",
    );
  }
  try {
    const pipeline = sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", autoOrient: true }).resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    });
    // Transparency stays (PNG); everything else becomes a JPEG, an opaque picture with an unused alpha channel too.
    const isTransparent =
      metadata.hasAlpha === true && !(await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS }).stats()).isOpaque;
    const encoded = await (isTransparent ? pipeline.png() : pipeline.jpeg({ mozjpeg: true, quality: 85 })).toBuffer({
      resolveWithObject: true,
    });
    return {
      data: encoded.data,
      contentType: isTransparent ? "image/png" : "image/jpeg",
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch {
    throw invalidParameter("image", "could not be read: the file is damaged or incomplete", "unsupported-image");
  }
}
