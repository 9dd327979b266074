import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createMediaImageService, outputWidth, preferredFormat, snapWidth } from "./media.service.js";

describe("snapWidth", () => {
  it("rounds up to the next width step", () => {
    expect(snapWidth(16)).toBe(32);
    expect(snapWidth(32)).toBe(32);
    expect(snapWidth(33)).toBe(48);
    expect(snapWidth(201)).toBe(290);
    expect(snapWidth(2047)).toBe(2048);
    expect(snapWidth(2048)).toBe(2048);
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
    expect(outputWidth(svg)).toBe(200);
    expect(outputWidth({ contentType: "image/svg+xml", width: 5000 })).toBe(2048);
    expect(outputWidth(photo, 500)).toBe(640);
    expect(outputWidth(photo, 750)).toBe(700);
    expect(outputWidth(photo)).toBe(700);
    expect(outputWidth({ contentType: "image/png", width: null }, 100)).toBe(128);
    expect(outputWidth({ contentType: "image/png", width: null })).toBeNull();
  });
});

describe("createMediaImageService", () => {
  let database: TestDatabase;
  const id = "A".repeat(32);

  beforeAll(async () => {
    database = await createTestDatabase();
    // Stored without its size: the renderer reads it from the image.
    const data = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#0a6" } })
      .jpeg()
      .toBuffer();
    await database.handle.withConnection((connection) =>
      connection.query("insert into media_files (id, content_type, data) values ($1, 'image/jpeg', $2)", [id, data]),
    );
  });
  afterAll(() => database.drop());

  it("renders each variant once and serves repeats from the cache", async () => {
    const service = createMediaImageService(database.handle.db);
    const [first, concurrent] = await Promise.all([
      service.getImage(id, 400, "image/webp"),
      service.getImage(id, 400, "image/webp"),
    ]);
    expect(concurrent).toBe(first);
    expect(await service.getImage(id, 400, "image/webp")).toBe(first);
    expect(service.cache.size).toBe(1);
    expect(service.cache.totalBytes).toBe(first!.data.byteLength);
    const jpeg = await service.getImage(id, 400, undefined);
    expect(jpeg?.contentType).toBe("image/jpeg");
    const original = await service.getImage(id, undefined, undefined);
    expect(await sharp(original!.data).metadata()).toMatchObject({ width: 900, height: 300 });
    expect(service.cache.size).toBe(3);
    expect(await service.getImage("B".repeat(32), 400, "image/webp")).toBeNull();
  });

  it("keeps renderings within its byte budget", async () => {
    const service = createMediaImageService(database.handle.db, { cacheBytes: 1 });
    const image = await service.getImage(id, 64, "image/webp");
    expect(image?.contentType).toBe("image/webp");
    expect(service.cache.size).toBe(0);
    expect(await service.getImage(id, 64, "image/webp")).not.toBe(image);
  });
});
