import { env } from "./env";

/** Widths the image server renders; requests snap up to the next one so caches stay small. */
export const IMAGE_WIDTHS = [
  32, 48, 64, 96, 128, 160, 200, 290, 320, 400, 480, 640, 800, 1024, 1280, 1600, 2048,
] as const;

/** The image server's base URL (`IMAGE_SERVER_URL`, checked at start by lib/env.ts). */
export function imageServerUrl(): string {
  return env().imageServerUrl;
}

/** The resized image address of a media id at a width. */
export function imageUrl(mediaId: string, width: number, base = imageServerUrl()): string {
  const snapped = IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${base}/v1/public/getMediaImage/id/${encodeURIComponent(mediaId)}?width=${snapped}`;
}
