import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createMediaFile, updateMediaFile } from "../../../test/factories.js";
import { RenderBudgetExceededError } from "./media.client-budget.js";
import { createMediaImageService, outputWidth, preferredFormat, renderImage, snapWidth } from "./media.service.js";

describe("snapWidth", () => {
  it("rounds up to the next width step", () => {
    expect(snapWidth(16)).toBe(32);
    expect(snapWidth(32)).toBe(32);
    expect(snapWidth(33)).toBe(64);
    expect(snapWidth(96)).toBe(128);
    expect(snapWidth(400)).toBe(512);
    expect(snapWidth(1024)).toBe(1024);
  });

  it("serves wider requests at the widest step", () => {
    expect(snapWidth(1025)).toBe(1024);
    expect(snapWidth(2048)).toBe(1024);
  });
});

describe("preferredFormat", () => {
  it("reads the Accept header", () => {
    expect(preferredFormat("image/avif,image/webp,image/apng,*/*;q=0.8")).toBe("avif");
    expect(preferredFormat("image/webp,*/*")).toBe("webp");
    expect(preferredFormat("IMAGE/WEBP ; q=0.5")).toBe("webp");
    expect(preferredFormat("image/avif;q=0, image/webp;q=0.1")).toBe("webp");
    expect(preferredFormat("image/avif;q=0.0,image/webp;q=0")).toBe("fallback");
    expect(preferredFormat("image/*,*/*")).toBe("fallback");
    expect(preferredFormat("")).toBe("fallback");
    expect(preferredFormat(undefined)).toBe("fallback");
  });
});

describe("outputWidth", () => {
  const svg = { contentType: "image/svg+xml", width: 200 };
  const photo = { contentType: "image/jpeg", width: 700 };
  it("renders vectors at any step and raster images at most at their own width", () => {
    expect(outputWidth(svg, 1000)).toBe(1024);
    expect(outputWidth(svg, 2048)).toBe(1024);
    expect(outputWidth(svg)).toBe(200);
    expect(outputWidth({ contentType: "image/svg+xml", width: 5000 })).toBe(1024);
    expect(outputWidth(photo, 500)).toBe(512);
    expect(outputWidth(photo, 600)).toBe(700);
    expect(outputWidth(photo)).toBe(700);
    expect(outputWidth({ contentType: "image/jpeg", width: 3000 })).toBe(1024);
    expect(outputWidth({ contentType: "image/png", width: null }, 100)).toBe(128);
    expect(outputWidth({ contentType: "image/png", width: null })).toBeNull();
  });
});

describe("renderImage", () => {
  const cpuMillisecondsOf = async (work: () => Promise<unknown>) => {
    const before = process.cpuUsage();
    await work();
    const { user, system } = process.cpuUsage(before);
    return (user + system) / 1000;
  };

  it("keeps one AVIF rendering of a detailed photo cheap", async () => {
    // Noise is the hardest case for an encoder; libaom's default effort spent 4 s and more on this.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    let image: Awaited<ReturnType<typeof renderImage>> | undefined;
    const cpu = await cpuMillisecondsOf(async () => {
      image = await renderImage(photo, "image/jpeg", null, "avif");
    });
    expect(await sharp(image!.data).metadata()).toMatchObject({ compression: "av1", width: 1024, height: 768 });
    expect(cpu).toBeLessThan(1500);
  }, 30_000);

  it("fits very tall vector art into twice the widest step", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 1000" width="10" height="1000"><rect width="10" height="1000" fill="#0a6"/></svg>',
    );
    const image = await renderImage(svg, "image/svg+xml", 1024, "webp");
    expect(await sharp(image.data).metadata()).toMatchObject({ width: 20, height: 2048 });
  });
});

describe("createMediaImageService", () => {
  const CLIENT = "192.0.2.1";
  let database: TestDatabase;
  const id = "A".repeat(32);

  beforeAll(async () => {
    database = await createTestDatabase();
    // Stored without its size: the renderer reads it from the image.
    const data = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#0a6" } })
      .jpeg()
      .toBuffer();
    await createMediaFile(database.handle, { id, contentType: "image/jpeg", data });
  });
  afterAll(() => database.drop());

  it("renders each variant once and serves repeats from the cache", async () => {
    const service = createMediaImageService(database.handle.db);
    const [first, concurrent] = await Promise.all([
      service.getImage(id, 400, "image/webp", CLIENT),
      service.getImage(id, 400, "image/webp", CLIENT),
    ]);
    expect(concurrent).toBe(first);
    expect(await service.getImage(id, 400, "image/webp", CLIENT)).toBe(first);
    expect(service.cache.size).toBe(1);
    expect(service.cache.totalBytes).toBe(first!.data.byteLength);
    const jpeg = await service.getImage(id, 400, undefined, CLIENT);
    expect(jpeg?.contentType).toBe("image/jpeg");
    const original = await service.getImage(id, undefined, undefined, CLIENT);
    expect(await sharp(original!.data).metadata()).toMatchObject({ width: 900, height: 300 });
    expect(service.cache.size).toBe(3);
    expect(await service.getImage("B".repeat(32), 400, "image/webp", CLIENT)).toBeNull();
  });

  it("keeps renderings within its byte budget", async () => {
    const service = createMediaImageService(database.handle.db, { cacheBytes: 1 });
    const image = await service.getImage(id, 64, "image/webp", CLIENT);
    expect(image?.contentType).toBe("image/webp");
    expect(service.cache.size).toBe(0);
    expect(await service.getImage(id, 64, "image/webp", CLIENT)).not.toBe(image);
  });

  it("keeps renderings on disk across restarts, uncharged, and renders again when the original changes", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "media-cache-"));
    const options = { diskCacheDirectory: directory, diskCacheBytes: 10_000_000, rendersPerMinute: 1 };
    try {
      const before = createMediaImageService(database.handle.db, options);
      const rendered = await before.getImage(id, 256, "image/webp", CLIENT);
      // A new instance (a restart) answers from disk: not counted against the client's one rendering.
      const after = createMediaImageService(database.handle.db, options);
      const kept = await after.getImage(id, 256, "image/webp", CLIENT);
      expect(kept?.data).toEqual(rendered?.data);
      expect(kept?.etag).toBe(rendered?.etag);
      await after.getImage(id, 128, "image/webp", CLIENT);
      await expect(after.getImage(id, 64, "image/webp", CLIENT)).rejects.toBeInstanceOf(RenderBudgetExceededError);
      // A new original: the kept renderings no longer fit it, so it is rendered (and charged) again.
      const replacement = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#a06" } })
        .jpeg()
        .toBuffer();
      await updateMediaFile(database.handle, id, { data: replacement });
      await expect(after.getImage(id, 256, "image/webp", CLIENT)).rejects.toBeInstanceOf(RenderBudgetExceededError);
      const fresh = await after.getImage(id, 256, "image/webp", "192.0.2.2");
      expect(await sharp(fresh!.data).metadata()).toMatchObject({ width: 256, height: 256 });
      expect(after.disk?.size).toBe(1);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
