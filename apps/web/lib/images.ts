/** Widths the image server renders; requests snap up to the next one so caches stay small. */
export const IMAGE_WIDTHS = [
  32, 48, 64, 96, 128, 160, 200, 290, 320, 400, 480, 640, 800, 1024, 1280, 1600, 2048,
] as const;

export class ImageServerNotConfiguredError extends Error {
  override name = "ImageServerNotConfiguredError";
}

/** Reads the image server's base URL; the server fails to start without it (see next.config.ts). */
export function imageServerUrl(environment: Record<string, string | undefined> = process.env): string {
  const value = environment.IMAGE_SERVER_URL?.trim();
  if (!value)
    throw new ImageServerNotConfiguredError("IMAGE_SERVER_URL is not set: the site cannot build image addresses");
  return value.replace(/\/$/, "");
}

/** The resized image address of a media id at a width. */
export function imageUrl(mediaId: string, width: number, base = imageServerUrl()): string {
  const snapped = IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${base}/v1/public/getMediaImage/id/${encodeURIComponent(mediaId)}?width=${snapped}`;
}
