import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../../db/database.js";
import { ByteLruCache } from "./media.cache.js";
import { createClientBudget } from "./media.client-budget.js";
import { createDiskCache } from "./media.disk-cache.js";
import { createRenderQueue, RenderQueueFullError } from "./media.render-queue.js";
import * as repository from "./media.repository.js";
import { MAX_OUTPUT_WIDTH, WIDTH_STEPS } from "./media.schemas.js";

export type ImageFormat = "avif" | "webp" | "png" | "jpeg";
/** What the client accepts beyond the universal formats; the fallback becomes PNG or JPEG by the image. */
export type FormatPreference = "avif" | "webp" | "fallback";

type MediaDescription = NonNullable<Awaited<ReturnType<typeof repository.findVisibleMedia>>>;

export interface RenderedImage {
  data: Buffer;
  contentType: `image/${ImageFormat}`;
  etag: string;
}

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
// librsvg's accepted range for the rendering density of vector input.
const MIN_DENSITY = 1;
const MAX_DENSITY = 100_000;
// Very tall images are fitted into this height, so no aspect ratio makes a rendering large.
const MAX_OUTPUT_HEIGHT = 2 * MAX_OUTPUT_WIDTH;
// libaom's default effort (4) took 2-5 s of CPU for a 1024 px image; effort 1 takes about 0.1 s at nearly the
// same size. Renderings are kept, so encoding speed matters more than the last few bytes.
const AVIF_EFFORT = 1;

/** The smallest width step at least as wide as the requested width. */
export function snapWidth(width: number): number {
  return WIDTH_STEPS.find((step) => step >= width) ?? MAX_OUTPUT_WIDTH;
}

/** AVIF, then WebP, when the Accept header names them with a non-zero quality; wildcards do not count. */
export function preferredFormat(accept: string | undefined): FormatPreference {
  const accepted = new Set<string>();
  for (const range of (accept ?? "").split(",")) {
    const [mediaType = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(mediaType);
  }
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "fallback";
}

function isVector(contentType: string): boolean {
  return contentType.split(";")[0]!.trim().toLowerCase() === "image/svg+xml";
}

/**
 * The width to render, or null for "the original's own width" when it is not stored. Raster originals are
 * never enlarged, so widths beyond the original collapse into one variant.
 */
export function outputWidth(media: Pick<MediaDescription, "contentType" | "width">, requested?: number): number | null {
  const snapped = requested === undefined ? undefined : snapWidth(requested);
  if (isVector(media.contentType)) return snapped ?? (media.width ? Math.min(media.width, MAX_OUTPUT_WIDTH) : null);
  if (media.width) return Math.min(snapped ?? MAX_OUTPUT_WIDTH, media.width, MAX_OUTPUT_WIDTH);
  return snapped ?? null;
}

/** PNG keeps transparency (and vector art's sharp edges) where the modern formats are not accepted. */
function chooseFormat(preference: FormatPreference, isTransparentOrVector: boolean): ImageFormat {
  if (preference !== "fallback") return preference;
  return isTransparentOrVector ? "png" : "jpeg";
}

/** Rasterises or resizes an original to the given width (aspect ratio kept) and encodes it. */
export async function renderImage(
  original: Uint8Array,
  contentType: string,
  width: number | null,
  preference: FormatPreference,
): Promise<RenderedImage> {
  const vector = isVector(contentType);
  const source = await sharp(original, { autoOrient: true }).metadata();
  const { width: naturalWidth, height: naturalHeight } = source.autoOrient;
  const target = vector
    ? Math.min(width ?? naturalWidth, MAX_OUTPUT_WIDTH)
    : Math.min(width ?? MAX_OUTPUT_WIDTH, naturalWidth, MAX_OUTPUT_WIDTH);
  // Vector art is drawn at the density that yields the output size, so it stays sharp at any size.
  const scale = Math.min(target / naturalWidth, MAX_OUTPUT_HEIGHT / naturalHeight);
  const density = vector ? Math.min(MAX_DENSITY, Math.max(MIN_DENSITY, 72 * scale)) : undefined;
  const pipeline = sharp(original, { autoOrient: true, ...(density ? { density } : {}) }).resize({
    width: target,
    height: MAX_OUTPUT_HEIGHT,
    fit: "inside",
    withoutEnlargement: !vector,
  });
  const format = chooseFormat(preference, vector || source.hasAlpha);
  if (format === "avif") pipeline.avif({ effort: AVIF_EFFORT });
  else if (format === "webp") pipeline.webp();
  else if (format === "png") pipeline.png();
  else pipeline.jpeg({ mozjpeg: true });
  return imageOf(await pipeline.toBuffer(), `image/${format}`);
}

export interface MediaImageServiceOptions {
  cacheBytes?: number;
  /** Renderings that run at once, and how many may wait for a slot (beyond that: RenderQueueFullError). */
  renderConcurrency?: number;
  renderQueue?: number;
  /** Renderings one client address may cause per minute (beyond that: RenderBudgetExceededError). */
  rendersPerMinute?: number;
  /** Where renderings are kept across restarts, and how many bytes at most (0: not kept on disk). */
  diskCacheDirectory?: string;
  diskCacheBytes?: number;
  onDiskCacheError?: (error: unknown) => void;
  now?: () => number;
}

function imageOf(data: Buffer, contentType: string): RenderedImage {
  const etag = `"${createHash("sha1").update(data).digest("base64url")}"`;
  return { data, contentType: contentType as RenderedImage["contentType"], etag };
}

/**
 * Serves resized variants of the stored originals. Visibility is checked on every request; renderings are kept
 * in memory (bounded by bytes) and on disk (across restarts), keyed by the original's version, and concurrent
 * requests for the same variant share one rendering. Renderings run in a bounded queue and count against the
 * requesting client's budget; answers from either cache do neither.
 */
export function createMediaImageService(
  db: Database,
  {
    cacheBytes = DEFAULT_CACHE_BYTES,
    renderConcurrency = 1,
    renderQueue = 16,
    rendersPerMinute = 60,
    diskCacheDirectory,
    diskCacheBytes = 0,
    onDiskCacheError,
    now = Date.now,
  }: MediaImageServiceOptions = {},
) {
  const cache = new ByteLruCache<RenderedImage>(cacheBytes, (image) => image.data.byteLength);
  const rendering = new Map<string, Promise<RenderedImage | null>>();
  const queue = createRenderQueue({ concurrency: renderConcurrency, maxWaiting: renderQueue });
  const budget = createClientBudget({ perMinute: rendersPerMinute, now });
  const disk =
    diskCacheDirectory && diskCacheBytes > 0
      ? createDiskCache({ directory: diskCacheDirectory, maxBytes: diskCacheBytes, onError: onDiskCacheError })
      : undefined;

  async function render(media: MediaDescription, width: number | null, preference: FormatPreference) {
    const original = await repository.findMediaData(db, media.id);
    if (!original) return null;
    return renderImage(original, media.contentType, width, preference);
  }

  /** From disk, or rendered in a queue slot and charged to the client; either way kept in memory. */
  async function load(
    key: string,
    media: MediaDescription,
    width: number | null,
    preference: FormatPreference,
    client: string,
  ) {
    const stored = await disk?.read(key);
    if (stored) {
      const image = imageOf(stored.data, stored.contentType);
      cache.set(key, image);
      return image;
    }
    // Checked before the budget is charged, so a refused request costs the client nothing.
    if (queue.isFull) throw new RenderQueueFullError(queue.retryAfterSeconds());
    budget.take(client);
    const image = await queue.run(() => render(media, width, preference));
    if (!image) return null;
    cache.set(key, image);
    await disk?.write(key, image);
    return image;
  }

  return {
    cache,
    disk,
    queue,
    /** The image for a client address, from the cache or rendered; null for unknown and hidden ids. */
    async getImage(id: string, requestedWidth: number | undefined, accept: string | undefined, client: string) {
      const media = await repository.findVisibleMedia(db, id);
      if (!media) return null;
      const width = outputWidth(media, requestedWidth);
      const preference = preferredFormat(accept);
      const key = `${id}_${media.version}_${width ?? "original"}_${preference}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = rendering.get(key);
      if (!pending) {
        pending = load(key, media, width, preference, client).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
