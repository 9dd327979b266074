import { operationUrl } from "@spielfeld/api-client";
import { env } from "./env";

/**
 * The widths the image route renders (the API's `WIDTH_STEPS`); the site asks for exactly these, so every address
 * it writes is one rendering the API keeps, and `srcset` candidates name the width they really have.
 */
export const IMAGE_WIDTHS = [32, 64, 128, 256, 512, 1024] as const;

/** The image server's base URL (`IMAGE_SERVER_URL`, checked at start by lib/env.ts). */
export function imageServerUrl(): string {
  return env().imageServerUrl;
}

/** The resized image address of a media id at a width. */
export function imageUrl(mediaId: string, width: number, base = imageServerUrl()): string {
  const snapped = IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return operationUrl("getMediaImage", { id: mediaId, width: snapped }, base);
}
