import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addPlayerImage, createMediaFile, setClubLogoPrivate, setPlayerFlags } from "../../../test/factories.js";

let testApp: TestApp;
let crestId: string;
const url = (id: string, query = "") => `/rest/v1/public/getMediaImage/id/${id}${query}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url: path, headers });
const query = <Row>(text: string, params: unknown[] = []) =>
  testApp.database.handle.withConnection((connection) => connection.query<Row>(text, params));
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const WEBP_ACCEPT = "image/webp,*/*";

/** A fresh media id in the demo's id shape. */
let mediaCounter = 0;
function newMediaId(): string {
  mediaCounter += 1;
  return `TESTMEDIA${String(mediaCounter).padStart(23, "0")}`;
}

async function insertRaster(options: { width: number; height: number; alpha: boolean }): Promise<string> {
  const id = newMediaId();
  const channels = options.alpha ? 4 : 3;
  const background = options.alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : { r: 200, g: 30, b: 30 };
  const data = await sharp({ create: { width: options.width, height: options.height, channels, background } })
    .png()
    .toBuffer();
  return createMediaFile(testApp, { id, contentType: "image/png", width: options.width, height: options.height, data });
}

async function attachToPlayer(mediaId: string, isProfilePublic: boolean): Promise<void> {
  const [player] = await query<{ id: string }>(
    "select id from players where is_profile_public = $1 order by id limit 1",
    [isProfilePublic],
  );
  const playerId = player?.id ?? (await query<{ id: string }>("select id from players order by id limit 1"))[0]!.id;
  if (!player) await setPlayerFlags(testApp, playerId, { isProfilePublic });
  await addPlayerImage(testApp, { id: `IMG${mediaId.slice(3)}`, playerId, mediaId });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const [club] = await query<{ logo_media_id: string }>(
    "select logo_media_id from clubs where not is_logo_private and logo_media_id is not null order by id limit 1",
  );
  crestId = club!.logo_media_id;
});
afterAll(() => testApp.close());

describe("getMediaImage", () => {
  it("renders a crest as WebP at the requested width, cacheable for a year", async () => {
    const response = await get(url(crestId, "?width=64"), { accept: WEBP_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(response.headers.vary).split(/,\s*/)).toContain("Accept");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const fromWebsite = await get(url(crestId, "?width=64"), { accept: WEBP_ACCEPT, origin: "http://localhost:3000" });
    expect(String(fromWebsite.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(["Accept", "Origin"]));
    const metadata = await sharp(response.rawPayload).metadata();
    // The demo crests are 200 x 240: the aspect ratio is kept.
    expect(metadata).toMatchObject({ format: "webp", width: 64, height: 77 });
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.byteLength);
  });

  it("prefers AVIF when the browser accepts it", async () => {
    const response = await get(url(crestId, "?width=128"), { accept: CHROME_ACCEPT });
    expect(response.headers["content-type"]).toBe("image/avif");
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "heif", compression: "av1", width: 128, height: 154 });
  });

  it("falls back to PNG for vector crests when neither AVIF nor WebP is accepted", async () => {
    for (const accept of [undefined, "*/*", "image/*", "image/avif;q=0, image/png"]) {
      const response = await get(url(crestId, "?width=64"), accept ? { accept } : {});
      expect(response.headers["content-type"], accept).toBe("image/png");
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "png", width: 64, hasAlpha: true });
    }
  });

  it("snaps widths up to the next step and renders vectors at any step", async () => {
    const widthOf = async (query: string) =>
      (await sharp((await get(url(crestId, query), { accept: WEBP_ACCEPT })).rawPayload).metadata()).width;
    expect(await widthOf("?width=16")).toBe(32);
    // The widths the website asks for (lib/images.ts and its pages) snap to the steps.
    expect(await widthOf("?width=96")).toBe(128);
    expect(await widthOf("?width=290")).toBe(512);
    expect(await widthOf("?width=400")).toBe(512);
    expect(await widthOf("?width=1024")).toBe(1024);
    // Wider requests are accepted and served at the widest step.
    expect(await widthOf("?width=1500")).toBe(1024);
    expect(await widthOf("?width=2048")).toBe(1024);
    // Without a width the crest keeps its own size.
    expect(await widthOf("")).toBe(200);
    const snapped = await get(url(crestId, "?width=250"), { accept: WEBP_ACCEPT });
    const step = await get(url(crestId, "?width=256"), { accept: WEBP_ACCEPT });
    expect(snapped.headers.etag).toBe(step.headers.etag);
  });

  it("never enlarges a raster original and serves opaque photos as JPEG when WebP is not accepted", async () => {
    const photoId = await insertRaster({ width: 300, height: 200, alpha: false });
    await attachToPlayer(photoId, true);
    const jpeg = await get(url(photoId, "?width=640"));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 300, height: 200 });
    const small = await get(url(photoId, "?width=100"), { accept: WEBP_ACCEPT });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 128, height: 85 });
    const translucentId = await insertRaster({ width: 120, height: 120, alpha: true });
    const png = await get(url(translucentId));
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: "png", width: 120, hasAlpha: true });
  });

  it("answers If-None-Match with 304 and an empty body", async () => {
    const first = await get(url(crestId, "?width=128"), { accept: WEBP_ACCEPT });
    const etag = first.headers.etag as string;
    const second = await get(url(crestId, "?width=128"), { accept: WEBP_ACCEPT, "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.byteLength).toBe(0);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const otherFormat = await get(url(crestId, "?width=128"), { "if-none-match": etag });
    expect(otherFormat.statusCode).toBe(200);
    expect(otherFormat.headers.etag).not.toBe(etag);
  });

  it("hides a private crest exactly like an unknown id, even after it was served", async () => {
    const [club] = await query<{ id: string; logo_media_id: string }>(
      "select id, logo_media_id from clubs where logo_media_id <> $1 order by id desc limit 1",
      [crestId],
    );
    await setClubLogoPrivate(testApp, club!.id, false);
    expect((await get(url(club!.logo_media_id, "?width=64"))).statusCode).toBe(200);
    await setClubLogoPrivate(testApp, club!.id, true);
    const hidden = await get(url(club!.logo_media_id, "?width=64"));
    const unknown = await get(url("0".repeat(32), "?width=64"));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect(hidden.headers["cache-control"]).toBe("no-store");
    expect(hidden.headers["content-type"]).toBe(unknown.headers["content-type"]);
  });

  it("hides the image of a player whose profile is not public", async () => {
    const photoId = await insertRaster({ width: 80, height: 100, alpha: false });
    await attachToPlayer(photoId, false);
    const response = await get(url(photoId, "?width=64"), { accept: WEBP_ACCEPT });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Unknown image", kind: "not-found" });
  });

  it("answers 404 for an unknown id and 400 naming the parameter for malformed input", async () => {
    const unknown = await get(url("Z".repeat(32)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Unknown image", kind: "not-found" });
    for (const width of ["abc", "8", "4096", "64.5", "-1"]) {
      const response = await get(url(crestId, `?width=${width}`));
      expect(response.statusCode, width).toBe(400);
      expect(response.json().message, width).toMatch(/"width"/);
    }
    for (const id of ["abc", crestId.toLowerCase(), `${crestId}0`]) {
      const response = await get(url(id));
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message, id).toMatch(/"id"/);
    }
    expect((await get(url(crestId, "?height=64"))).statusCode).toBe(400);
  });
});

describe("getMediaImage under load", () => {
  let limited: TestApp;
  let photoId: string;
  const request = (query: string, remoteAddress: string, accept = WEBP_ACCEPT) =>
    limited.app.inject({ method: "GET", url: url(photoId, query), headers: { accept }, remoteAddress });

  beforeAll(async () => {
    // One rendering at a time, none waiting, three new renderings per client address and minute.
    limited = await createTestApp({
      withDemo: false,
      environment: { MEDIA_RENDER_CONCURRENCY: "1", MEDIA_RENDER_QUEUE: "0", MEDIA_RENDERS_PER_MINUTE: "3" },
    });
    photoId = newMediaId();
    // Noise takes the encoder a while, so renderings overlap.
    const data = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    await createMediaFile(limited, { id: photoId, contentType: "image/png", width: 1600, height: 1200, data });
  });
  afterAll(() => limited.close());

  it("answers 503 with Retry-After when every rendering slot is busy, and renders on the retry", async () => {
    const queries = ["?width=1024", "?width=512", "?width=256"];
    const responses = await Promise.all(queries.map((query, index) => request(query, `192.0.2.${index + 1}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const refusedIndex = statuses.indexOf(503);
    const refused = responses[refusedIndex]!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      message: "Too many images are being rendered, please try again shortly",
      kind: "unavailable",
    });
    expect(refused.headers["cache-control"]).toBe("no-store");
    const retried = await request(queries[refusedIndex]!, "192.0.2.9");
    expect(retried.statusCode).toBe(200);
  }, 30_000);

  it("answers 429 with Retry-After once a client has caused its renderings for the minute; cached images stay free", async () => {
    const client = "198.51.100.20";
    for (const query of ["?width=32", "?width=64", "?width=128"]) {
      expect((await request(query, client)).statusCode, query).toBe(200);
    }
    const refused = await request("?width=32", client, CHROME_ACCEPT);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: "Too many new image renderings, please slow down",
      kind: "rate-limited",
    });
    // Already rendered: no rendering, no charge.
    expect((await request("?width=64", client)).statusCode).toBe(200);
    // Someone else's budget is untouched.
    expect((await request("?width=32", "198.51.100.21", CHROME_ACCEPT)).statusCode).toBe(200);
  }, 30_000);
});
