import { randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createUser, type TestUser } from "../../../test/factories/accounts.js";
import { createClub, createTeam } from "../../../test/factories/clubs.js";
import { addToSquad, createPlayer } from "../../../test/factories/people.js";
import { findCurrentSeason } from "../../../test/factories/seasons.js";
import * as schema from "../../db/schema/index.js";

let testApp: TestApp;
let season: string;

beforeAll(async () => {
  testApp = await createTestApp();
  season = (await findCurrentSeason(testApp)).id;
});
afterAll(() => testApp.close());

function call(method: "GET" | "POST", path: string, token?: string, fields?: Record<string, string>) {
  return testApp.app.inject({
    method,
    url: `/rest/v1/${path}`,
    headers: {
      "x-api-key": TEST_CLIENT_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(fields ? { payload: new URLSearchParams(fields).toString() } : {}),
  });
}

/** A club with two teams of the current season, the admin of the first, and a team of another club. */
async function clubWithTeams(prefix: string) {
  const clubId = await createClub(testApp, { id: `${prefix}C` });
  const first = await createTeam(testApp, { clubId, id: `${prefix}A` }, { seasonId: season, id: `${prefix}AS` });
  const second = await createTeam(testApp, { clubId, id: `${prefix}B` }, { seasonId: season, id: `${prefix}BS` });
  const otherClub = await createClub(testApp, { id: `${prefix}X` });
  const foreign = await createTeam(testApp, { clubId: otherClub, id: `${prefix}XA` }, { seasonId: season });
  const admin = await createUser(testApp, "teamAdmin", { teamId: first.teamId });
  return { clubId, otherClub, first, second, foreign, admin };
}

describe("a team's admins keep its page", () => {
  let club: Awaited<ReturnType<typeof clubWithTeams>>;
  let fan: TestUser;
  beforeAll(async () => {
    club = await clubWithTeams("TADM");
    fan = await createUser(testApp, "fan");
  });

  it("lists the teams the user administers and tells each one's squads, sections and photo addresses", async () => {
    const list = await call("GET", "private/getTeamAdminList", club.admin.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().teams).toEqual([expect.objectContaining({ teamId: club.first.teamId, clubId: club.clubId })]);
    expect((await call("GET", "private/getTeamAdminList", fan.token)).json()).toEqual({ teams: [] });

    // The permanent id and the season's team id both name the team the admin was given.
    for (const id of [club.first.teamId, club.first.teamSeasonId!]) {
      const info = await call("GET", `private/getTeamAdminInfo/team-id/${id}`, club.admin.token);
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toMatchObject({
        teamAdmin: {
          teamPermanentId: club.first.teamId,
          teamSeasonId: club.first.teamSeasonId,
          clubId: club.clubId,
          season,
          imageUrl: null,
          config: { news: true, trend: true, scorers: true, fairplay: true, venue: true, history: true },
          squads: [{ season, publishData: true, publishable: false, squadSize: 0 }],
        },
        teamImageUploadUrl: expect.stringContaining(`/v1/private/uploadTeamImage/team-id/${id}`),
        teamImageDeleteUrl: expect.stringContaining(`/v1/private/deleteTeamImage/team-id/${id}`),
      });
    }
    // Another team of the same club, another club's team: not given, so refused.
    for (const id of [club.second.teamId, club.foreign.teamSeasonId!, club.foreign.teamId]) {
      expect((await call("GET", `private/getTeamAdminInfo/team-id/${id}`, club.admin.token)).statusCode).toBe(403);
    }
    expect((await call("GET", `private/getTeamAdminInfo/team-id/${club.first.teamId}`, fan.token)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `private/getTeamAdminInfo/team-id/${club.first.teamId}`)).statusCode).toBe(401);
    // A second team id in the query is refused, not compared.
    const twice = await call(
      "GET",
      `private/getTeamAdminInfo/team-id/${club.first.teamId}?team-id=${club.foreign.teamId}`,
      club.admin.token,
    );
    expect(twice.statusCode).toBe(400);
  });

  it("publishes a season's squad only where it has players, and the squad calls follow", async () => {
    const publish = (fields: Record<string, string>, token = club.admin.token) =>
      call("POST", "private/publishTeamSquad", token, fields);
    const squad = () => call("GET", `protected/getTeamSquadForSeason/saison/${season}/team-id/${club.first.teamId}`);
    const empty = await publish({ "team-id": club.first.teamId, saison: season, publish: "true" });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ reason: "nothing-to-publish" });

    const playerId = await createPlayer(testApp, { firstName: "Kader", lastName: "Spielerin", clubId: club.clubId });
    await addToSquad(testApp, club.first.teamSeasonId!, playerId);
    const hidden = await createPlayer(testApp, { lastName: "Verborgen", clubId: club.clubId, isProfilePublic: false });
    await addToSquad(testApp, club.first.teamSeasonId!, hidden);
    expect((await squad()).json()).toMatchObject({ publishData: true, publishable: true });
    const withdrawn = await publish({ "team-id": club.first.teamId, saison: season, publish: "false" });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      season,
      teamSeasonId: club.first.teamSeasonId,
      teamPermanentId: club.first.teamId,
      publishData: false,
      publishable: true,
    });
    expect((await squad()).json()).toMatchObject({ publishData: false, entries: [] });
    // The admin's preview shows what publishing would show: the public players, never a hidden one.
    const previewPath = `private/getTeamSquadPreview/saison/${season}/team-id/${club.first.teamId}`;
    const preview = await call("GET", previewPath, club.admin.token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ publishData: false, publishable: true });
    expect(preview.json().entries.map((entry: { playerId: string }) => entry.playerId)).toEqual([playerId]);
    expect(
      (await call("GET", previewPath.replace(club.first.teamId, club.second.teamId), club.admin.token)).statusCode,
    ).toBe(403);
    expect((await publish({ "team-id": club.first.teamId, saison: season, publish: "true" })).statusCode).toBe(200);
    expect((await squad()).json().entries).toEqual([expect.objectContaining({ playerId })]);

    for (const [fields, status, field] of [
      [{ "team-id": club.second.teamId, saison: season, publish: "false" }, 403, undefined],
      [{ "team-id": club.first.teamId, saison: "1999", publish: "false" }, 404, undefined],
      [{ "team-id": club.first.teamId, saison: "20x6", publish: "false" }, 400, "saison"],
      [{ "team-id": club.first.teamId, saison: season, publish: "vielleicht" }, 400, "publish"],
      [{ "team-id": club.first.teamId, saison: season, publish: "false", "club-id": club.clubId }, 400, "club-id"],
    ] as const) {
      const refused = await publish(fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(status);
      if (field) expect(refused.json().field).toBe(field);
    }
    expect((await squad()).json().publishData).toBe(true);
  });

  it("switches the sections of the team's page; the public answer follows at once", async () => {
    const publicConfig = () => call("GET", `public/getTeamProfileConfig/team-id/${club.first.teamId}`);
    expect((await publicConfig()).json().config.news).toBe(true);
    const updated = await call("POST", "private/updateTeamProfileConfig", club.admin.token, {
      "team-id": club.first.teamId,
      "team-news-visible": "false",
      "team-venue-visible": "false",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      teamPermanentId: club.first.teamId,
      config: { news: false, trend: true, scorers: true, fairplay: true, venue: false, history: true },
    });
    expect((await publicConfig()).json().config).toMatchObject({ news: false, venue: false, trend: true });
    const foreign = await call("POST", "private/updateTeamProfileConfig", club.admin.token, {
      "team-id": club.foreign.teamId,
      "team-news-visible": "false",
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await call("POST", "private/updateTeamProfileConfig", club.admin.token, {
      "team-id": club.first.teamId,
      "team-logo-visible": "false",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "team-logo-visible" });
  });
});

describe("a club's admins appoint its team admins", () => {
  it("appoints and ends, recorded with who and when, for the club's own teams only", async () => {
    const club = await clubWithTeams("TAPP");
    const coach = await createUser(testApp, "fan");
    const appoint = (fields: Record<string, string>, token = club.admin.token) =>
      call("POST", "private/addTeamAdmin", token, fields);
    const infoOfSecond = () => call("GET", `private/getTeamAdminInfo/team-id/${club.second.teamId}`, coach.token);
    expect((await infoOfSecond()).statusCode).toBe(403);

    const appointed = await appoint({
      "club-id": club.clubId,
      "team-id": club.second.teamId,
      nickname: coach.nickname,
    });
    expect(appointed.statusCode, appointed.body).toBe(200);
    const second = appointed.json().teams.find((team: { teamId: string }) => team.teamId === club.second.teamId);
    expect(second.admins).toEqual([
      { nickname: coach.nickname, since: expect.any(String), appointedBy: club.admin.nickname },
    ]);
    expect((await infoOfSecond()).statusCode).toBe(200);
    expect(
      (await call("GET", `private/getClubTeamAdmins/club-id/${club.clubId}`, club.admin.token)).json().teams,
    ).toHaveLength(2);

    // Only the club's own teams, only by the club's admins, only existing accounts.
    const foreignTeam = await appoint({ "club-id": club.clubId, "team-id": club.foreign.teamId, nickname: "x12" });
    expect(foreignTeam.statusCode).toBe(400);
    expect(foreignTeam.json()).toMatchObject({ field: "team-id" });
    const foreignClub = await appoint({
      "club-id": club.otherClub,
      "team-id": club.foreign.teamId,
      nickname: coach.nickname,
    });
    expect(foreignClub.statusCode).toBe(403);
    const stranger = await createUser(testApp, "fan");
    expect(
      (
        await appoint(
          { "club-id": club.clubId, "team-id": club.first.teamId, nickname: stranger.nickname },
          stranger.token,
        )
      ).statusCode,
    ).toBe(403);
    const nobody = await appoint({ "club-id": club.clubId, "team-id": club.first.teamId, nickname: "niemand-hier" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ field: "nickname" });

    const end = (nickname: string, token = club.admin.token) =>
      call("POST", "private/removeTeamAdmin", token, {
        "club-id": club.clubId,
        "team-id": club.second.teamId,
        nickname,
      });
    // A team keeps at least one admin: the only one cannot be removed, by anyone.
    const last = await end(coach.nickname);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ reason: "last-admin" });
    const assistant = await createUser(testApp, "fan");
    await appoint({ "club-id": club.clubId, "team-id": club.second.teamId, nickname: assistant.nickname });
    // Another admin of the club who neither runs this team nor appointed them may not end an appointment.
    const otherOfficial = await createUser(testApp, "teamAdmin", { teamId: club.first.teamId });
    expect((await end(coach.nickname, otherOfficial.token)).statusCode).toBe(403);
    const ended = await end(coach.nickname);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await infoOfSecond()).statusCode).toBe(403);
    const history = await testApp.db
      .select()
      .from(schema.teamAdminAppointments)
      .where(eq(schema.teamAdminAppointments.teamId, club.second.teamId));
    expect(history.find((row) => row.userId === coach.id)).toEqual(
      expect.objectContaining({ appointedBy: club.admin.id, endedBy: club.admin.id, endedAt: expect.any(Date) }),
    );
    expect(history.find((row) => row.userId === assistant.id)).toMatchObject({ endedAt: null });
    expect((await end(coach.nickname)).statusCode).toBe(404);
  });
});

/** A multipart body of the given parts, as a browser's form sends it. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----spielfeld${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PNG whose header claims `width` × `height` pixels around a tiny picture: a decompression bomb's shape. */
async function bombHeader(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4), type (4) at 8, then width and height, the rest, and the CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("the team photo", () => {
  it("takes one JPEG, PNG or WebP, stores it re-encoded without metadata, and replaces and removes it", async () => {
    const club = await clubWithTeams("TIMG");
    const upload = (parts: Parameters<typeof multipart>[0], teamId = club.first.teamId, token = club.admin.token) => {
      const body = multipart(parts);
      return testApp.app.inject({
        method: "POST",
        url: `/rest/v1/private/uploadTeamImage/team-id/${teamId}`,
        headers: { authorization: `Bearer ${token}`, "content-type": body.contentType },
        payload: body.payload,
      });
    };
    const photo = async (format: "jpeg" | "png" | "webp" | "gif", width = 1200, height = 800) =>
      sharp({ create: { width, height, channels: 3, background: "#2a7a4b" } })
        .toFormat(format)
        .toBuffer();
    // A camera's photo: where it was taken, and a copyright line, in its EXIF.
    const withGps = await sharp(await photo("jpeg"))
      .withExif({
        IFD0: { Copyright: "Geheimer Fotograf" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "11/1 34/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const stored = await upload([{ name: "image", filename: "mannschaft.jpg", type: "image/jpeg", data: withGps }]);
    expect(stored.statusCode, stored.body).toBe(200);
    const { imageUrl } = stored.json();
    expect(stored.json()).toMatchObject({ teamPermanentId: club.first.teamId, width: 1200, height: 800 });
    const mediaId = imageUrl.split("/").pop();
    const [media] = await testApp.db.select().from(schema.mediaFiles).where(eq(schema.mediaFiles.id, mediaId));
    const storedMetadata = await sharp(Buffer.from(media!.data)).metadata();
    expect(storedMetadata).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    expect(storedMetadata.exif).toBeUndefined();
    expect(Buffer.from(media!.data).includes("Geheimer")).toBe(false);
    // The team page and the admin info show it; the media route serves it.
    const profile = await call("GET", `protected/getTeamProfile/team-id/${club.first.teamId}`);
    expect(profile.json().imageUrl).toBe(imageUrl);
    const info = await call("GET", `private/getTeamAdminInfo/team-id/${club.first.teamId}`, club.admin.token);
    expect(info.json().teamAdmin.imageUrl).toBe(imageUrl);
    const served = await testApp.app.inject({
      method: "GET",
      url: new URL(imageUrl).pathname.replace(/^\/v1/, "/rest/v1"),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\//);

    // A new photo (a transparent PNG stays a PNG) replaces it; the old original is gone.
    const transparent = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const replaced = await upload([{ name: "image", filename: "logo.png", type: "image/png", data: transparent }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await testApp.db.select().from(schema.mediaFiles).where(eq(schema.mediaFiles.id, mediaId))).toEqual([]);
    // An opaque picture with an alpha channel it does not use becomes a JPEG, not a large PNG.
    const opaque = await sharp({ create: { width: 200, height: 100, channels: 4, background: "#2a7a4bff" } })
      .png()
      .toBuffer();
    const opaqueStored = await upload([{ name: "image", filename: "foto.png", data: opaque }]);
    const opaqueId = opaqueStored.json().imageUrl.split("/").pop();
    const [opaqueMedia] = await testApp.db.select().from(schema.mediaFiles).where(eq(schema.mediaFiles.id, opaqueId));
    expect(opaqueMedia!.contentType).toBe("image/jpeg");
    const webp = await upload([{ name: "image", filename: "bild.webp", data: await photo("webp", 4000, 3000) }]);
    expect(webp.json()).toMatchObject({ width: 2048, height: 1536 });

    // Refused, each with a 400 naming the field, and nothing changes.
    const current = (
      await call("GET", `private/getTeamAdminInfo/team-id/${club.first.teamId}`, club.admin.token)
    ).json().teamAdmin.imageUrl;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>`;
    for (const [why, parts, reason] of [
      [
        "an SVG with a script",
        [{ name: "image", filename: "bild.svg", type: "image/svg+xml", data: svg }],
        "unsupported-image",
      ],
      [
        "an SVG that calls itself a PNG",
        [{ name: "image", filename: "bild.png", type: "image/png", data: svg }],
        "unsupported-image",
      ],
      [
        "a GIF",
        [{ name: "image", filename: "bild.gif", type: "image/gif", data: await photo("gif", 50, 50) }],
        "unsupported-image",
      ],
      ["a text", [{ name: "image", filename: "bild.jpg", type: "image/jpeg", data: "kein Bild" }], "unsupported-image"],
      [
        "a decompression bomb",
        [{ name: "image", filename: "bombe.png", type: "image/png", data: await bombHeader(60000, 60000) }],
        "too-large",
      ],
      [
        "more than 5 MB",
        [{ name: "image", filename: "gross.jpg", type: "image/jpeg", data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }],
        "too-large",
      ],
    ] as const) {
      const refused = await upload([...parts]);
      expect(refused.statusCode, `${why}: ${refused.body}`).toBe(400);
      expect(refused.json(), why).toMatchObject({ field: "image", reason });
    }
    const unknown = await upload([
      { name: "note", data: "hallo" },
      { name: "image", filename: "a.jpg", data: await photo("jpeg") },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "note" });
    // A form cut off before its end (no closing boundary): the sender's mistake, a 400.
    const cut = multipart([{ name: "image", filename: "a.jpg", data: await photo("jpeg") }]);
    const truncated = await testApp.app.inject({
      method: "POST",
      url: `/rest/v1/private/uploadTeamImage/team-id/${club.first.teamId}`,
      headers: { authorization: `Bearer ${club.admin.token}`, "content-type": cut.contentType },
      payload: cut.payload.subarray(0, cut.payload.length - 40),
    });
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json()).toMatchObject({ field: "image" });
    const empty = await testApp.app.inject({
      method: "POST",
      url: `/rest/v1/private/uploadTeamImage/team-id/${club.first.teamId}`,
      headers: { authorization: `Bearer ${club.admin.token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: "image" });
    // Another club's team, or the same club's team the admin was not given: refused before the file is read.
    for (const teamId of [club.second.teamId, club.foreign.teamId]) {
      expect((await upload([{ name: "image", filename: "a.jpg", data: await photo("jpeg") }], teamId)).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call("GET", `private/getTeamAdminInfo/team-id/${club.first.teamId}`, club.admin.token)).json().teamAdmin
        .imageUrl,
    ).toBe(current);

    const remove = () => call("POST", `private/deleteTeamImage/team-id/${club.first.teamId}`, club.admin.token);
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().imageUrl).toBeNull();
    expect((await call("GET", `protected/getTeamProfile/team-id/${club.first.teamId}`)).json().imageUrl).toBeNull();
    expect((await remove()).statusCode).toBe(404);
    expect(
      (await call("POST", `private/deleteTeamImage/team-id/${club.second.teamId}`, club.admin.token)).statusCode,
    ).toBe(403);
  });
});
