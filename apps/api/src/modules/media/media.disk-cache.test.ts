import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskCache } from "./media.disk-cache.js";

const ID = "A".repeat(32);
const image = (bytes: number, fill = 1) => ({ contentType: "image/webp", data: Buffer.alloc(bytes, fill) });
// Each stored file carries "image/webp\n" (11 bytes) before the image.
const HEADER_BYTES = 11;

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "media-cache-"));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe("createDiskCache", () => {
  it("keeps renderings across a restart", async () => {
    const first = createDiskCache({ directory, maxBytes: 10_000 });
    await first.write(`${ID}_7-100_64_webp`, image(100, 7));
    const second = createDiskCache({ directory, maxBytes: 10_000 });
    const stored = await second.read(`${ID}_7-100_64_webp`);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.data).toEqual(Buffer.alloc(100, 7));
    expect(await second.read(`${ID}_7-100_128_webp`)).toBeUndefined();
  });

  it("stays within its size, dropping the least recently used renderings, also those of an earlier run", async () => {
    const before = createDiskCache({ directory, maxBytes: 1000 });
    await before.write(`${ID}_1-1_32_webp`, image(300));
    await before.write(`${ID}_1-1_64_webp`, image(300));
    // Older use, as a restart sees it in the file times.
    await utimes(path.join(directory, `${ID}_1-1_64_webp`), new Date(1_000), new Date(1_000));
    const cache = createDiskCache({ directory, maxBytes: 700 });
    await cache.ready;
    expect(cache.size).toBe(2);
    await cache.write(`${ID}_1-1_128_webp`, image(300));
    expect(cache.totalBytes).toBeLessThanOrEqual(700);
    expect(await cache.read(`${ID}_1-1_64_webp`)).toBeUndefined();
    expect(await cache.read(`${ID}_1-1_32_webp`)).toBeDefined();
    expect(cache.totalBytes).toBe(2 * (300 + HEADER_BYTES));
    await expect.poll(() => readdir(directory)).toHaveLength(2);
  });

  it("drops the renderings of an original's other versions when a new one is stored", async () => {
    const cache = createDiskCache({ directory, maxBytes: 10_000 });
    const other = "B".repeat(32);
    await cache.write(`${ID}_1-10_64_webp`, image(10));
    await cache.write(`${ID}_1-10_128_webp`, image(10));
    await cache.write(`${other}_1-10_64_webp`, image(10));
    await cache.write(`${ID}_2-12_64_webp`, image(12));
    expect(await cache.read(`${ID}_1-10_128_webp`)).toBeUndefined();
    expect(await cache.read(`${other}_1-10_64_webp`)).toBeDefined();
    await expect
      .poll(async () => (await readdir(directory)).sort())
      .toEqual([`${ID}_2-12_64_webp`, `${other}_1-10_64_webp`].sort());
  });

  it("ignores half-written and damaged files and a missing directory", async () => {
    const missing = createDiskCache({ directory: path.join(directory, "not-yet"), maxBytes: 1000 });
    expect(await missing.read(`${ID}_1-1_64_webp`)).toBeUndefined();
    await writeFile(path.join(directory, `${ID}_1-1_64_webp.123.1.tmp`), "image/webp\nhalf");
    await writeFile(path.join(directory, `${ID}_1-1_32_webp`), Buffer.alloc(200));
    const errors: unknown[] = [];
    const cache = createDiskCache({ directory, maxBytes: 1000, onError: (error) => errors.push(error) });
    expect(await cache.read(`${ID}_1-1_32_webp`)).toBeUndefined();
    expect(errors).toHaveLength(1);
    await expect.poll(() => readdir(directory)).toEqual([]);
    // Created on the first write.
    await missing.write(`${ID}_1-1_64_webp`, image(5));
    expect(await missing.read(`${ID}_1-1_64_webp`)).toBeDefined();
  });
});
