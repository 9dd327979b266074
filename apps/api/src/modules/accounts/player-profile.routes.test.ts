import type { CacheTag } from "@spielfeld/cache-tags";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import { TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createUser, linkPlayerToAccount } from "../../../test/factories/accounts.js";
import { createClub, createTeam } from "../../../test/factories/clubs.js";
import { addPlayerImage, createMediaFile } from "../../../test/factories/media.js";
import { addToSquad, createPlayer } from "../../../test/factories/people.js";
import { findCurrentSeason } from "../../../test/factories/seasons.js";
import type { SmtpPeer } from "../../../test/smtp.js";
import { linkIn } from "../../../test/smtp.js";
import * as schema from "../../db/schema/index.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  8,
);

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

/** An account that holds a record of a club's player, who is in the squad of one of its teams this season. */
async function playerWithAccount(fields: Partial<typeof schema.players.$inferInsert> = {}) {
  const season = await findCurrentSeason(testApp);
  const clubId = await createClub(testApp);
  const { teamId, teamSeasonId } = await createTeam(testApp, { clubId }, { seasonId: season.id });
  const playerId = await createPlayer(testApp, {
    firstName: "Lotte",
    lastName: "Haberl",
    dateOfBirth: "1998-03-02",
    clubId,
    ...fields,
  });
  await addToSquad(testApp, teamSeasonId!, playerId, { jerseyNumber: 7 });
  const user = await createUser(testApp, "fan");
  await linkPlayerToAccount(testApp, user.id, playerId);
  return { user, playerId, clubId, teamId, teamSeasonId: teamSeasonId!, season: season.id };
}

/** The public page's answer, as any visitor's client reads it. */
function publicProfile(playerId: string) {
  return testApp.app.inject({
    method: "GET",
    url: `/rest/v1/protected/getPlayerProfileDefault?player-id=${playerId}`,
    headers: { "x-api-key": TEST_CLIENT_KEY },
  });
}

/** The tags announced while `work` runs. */
async function announcedDuring(work: () => Promise<unknown>): Promise<CacheTag[]> {
  const heard: CacheTag[] = [];
  const stop = await testApp.app.dataChanges.subscribe((tags) => heard.push(...tags));
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await stop();
  }
  return heard;
}

describe("the own player profile", () => {
  it("answers 404 no-profile to an account that holds no record, and never works on a record the request names", async () => {
    const fan = await createUser(testApp, "fan");
    const { playerId } = await playerWithAccount();
    for (const [method, path] of [
      ["GET", "private/getPlayerProfileForEdit"],
      ["GET", "private/getAccountPlayerData"],
      ["POST", "private/updatePlayerProfile"],
      ["POST", "private/updateAccountPlayerData"],
      ["POST", "private/deletePlayerProfile"],
    ] as const) {
      const response = await call(method, path, {
        token: fan.token,
        ...(method === "POST" ? { fields: { nickname: "x" } } : {}),
      });
      if (path === "private/updateAccountPlayerData") {
        // This form has no nickname: refused before anything else, naming the field.
        expect(response.statusCode, path).toBe(400);
        expect(response.json()).toMatchObject({ field: "nickname", kind: "unknown-parameter" });
        continue;
      }
      expect(response.statusCode, `${path}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ reason: "no-profile" });
    }
    // Another's record named in the query or the body is refused, not used.
    const byQuery = await call("GET", `private/getPlayerProfileForEdit?player-id=${playerId}`, { token: fan.token });
    expect(byQuery.statusCode).toBe(400);
    expect(byQuery.json()).toMatchObject({ field: "player-id" });
    const byBody = await call("POST", "private/updatePlayerProfile", {
      token: fan.token,
      fields: { "player-id": playerId, nickname: "Übernommen" },
    });
    expect(byBody.statusCode).toBe(400);
    expect(byBody.json()).toMatchObject({ field: "player-id" });
    const [record] = await testApp.db.select().from(schema.players).where(eq(schema.players.id, playerId));
    expect(record!.nickname).toBeNull();
  });

  it("shows every field and flag, and what the holder changes is the public page's at once", async () => {
    const { user, playerId, clubId, teamId, season } = await playerWithAccount();
    const mediaId = await createMediaFile(testApp, {
      id: `img-${playerId}`,
      contentType: "image/png",
      data: Buffer.from([1, 2, 3]),
    });
    await addPlayerImage(testApp, { id: `pi-${playerId}`, playerId, mediaId });
    const before = await call("GET", "private/getPlayerProfileForEdit", { token: user.token });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      playerProfile: {
        playerId,
        firstName: "Lotte",
        lastName: "Haberl",
        dateOfBirth: "1998-03-02",
        nickname: null,
        height: null,
        imageSource: null,
        visibility: { performance: true, cards: true, clubHistory: true, dateOfBirth: false, nationality: true },
        isPublic: true,
        parentalConsentRequired: false,
      },
      club: { clubId },
      teams: [{ season, teamId, jerseyNumber: 7, captain: false, isCurrentSeason: true, isEditable: true }],
      playerImages: [{ copyright: null }],
    });
    // The public answer before the change.
    expect((await publicProfile(playerId)).json()).toMatchObject({ nickname: null, dateOfBirth: null });

    const tags = await announcedDuring(async () => {
      const updated = await call("POST", "private/updatePlayerProfile", {
        token: user.token,
        fields: {
          height: "176",
          weight: "64",
          nickname: "  Lotti ",
          "playing-position": "midfielder",
          "foot-type": "left",
          "date-visible": "true",
          "citizenship-visible": "false",
          "image-source": "Foto: Vereinsarchiv",
        },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().playerProfile).toMatchObject({
        nickname: "Lotti",
        height: 176,
        weight: 64,
        position: "midfielder",
        foot: "left",
        imageSource: "Foto: Vereinsarchiv",
        visibility: { dateOfBirth: true, nationality: false },
      });
    });
    // The profile and its team's page; no match page, since no flag that names the player changed.
    expect(tags).toEqual(expect.arrayContaining([`person:${playerId}`, "people", `team:${teamId}`]));
    expect(tags.filter((tag) => tag.startsWith("match"))).toEqual([]);
    expect((await publicProfile(playerId)).json()).toMatchObject({
      nickname: "Lotti",
      size: 176,
      weight: 64,
      foot: "left",
      position: "midfielder",
      dateOfBirth: "1998-03-02",
      nationality: null,
      images: [{ copyright: "Foto: Vereinsarchiv" }],
    });

    // A squad's own number and captaincy: the team and season must both be named, and be the player's own.
    const squad = await call("POST", "private/updatePlayerProfile", {
      token: user.token,
      fields: { saison: season, "team-id": teamId, "jersey-number": "10", "is-captain": "true" },
    });
    expect(squad.statusCode, squad.body).toBe(200);
    expect(squad.json().teams).toMatchObject([{ teamId, jerseyNumber: 10, captain: true }]);
    expect(squad.json().playerProfile).toMatchObject({ jerseyNumber: null, captain: false });

    // Emptying a field clears it.
    const cleared = await call("POST", "private/updatePlayerProfile", {
      token: user.token,
      fields: { height: "", "foot-type": "", nickname: "" },
    });
    expect(cleared.json().playerProfile).toMatchObject({ height: null, foot: null, nickname: null, weight: 64 });
  });

  it("refuses a squad that is not the player's own and bad values, naming the field, and stores nothing", async () => {
    const { user, playerId, teamId, season } = await playerWithAccount();
    const other = await playerWithAccount({ firstName: "Rosa" });
    const cases: [Record<string, string>, string][] = [
      [{ saison: season, "team-id": other.teamId, "jersey-number": "9" }, "team-id"],
      [{ saison: "1999", "team-id": teamId, "jersey-number": "9" }, "team-id"],
      [{ saison: season, "jersey-number": "9" }, "team-id"],
      [{ "team-id": teamId, "jersey-number": "9" }, "saison"],
      [{ height: "zwei Meter" }, "height"],
      [{ height: "40" }, "height"],
      [{ "jersey-number": "100" }, "jersey-number"],
      [{ "foot-type": "beide" }, "foot-type"],
      [{ "playing-position": "libero" }, "playing-position"],
      [{ "date-visible": "vielleicht" }, "date-visible"],
      [{ nickname: "x".repeat(41) }, "nickname"],
      [{ nickname: "Lotte\u202Eetto" }, "nickname"],
      [{ "image-source": "Foto: ich" }, "image-source"],
    ];
    for (const [fields, field] of cases) {
      const response = await call("POST", "private/updatePlayerProfile", { token: user.token, fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json(), JSON.stringify(fields)).toMatchObject({ field });
    }
    // A squad of an earlier season is the club's record: not the player's to change.
    const [earlier] = await testApp.db
      .select({ id: schema.seasons.id })
      .from(schema.seasons)
      .where(eq(schema.seasons.isCurrent, false))
      .limit(1);
    const { teamId: oldTeamId, teamSeasonId: oldSquad } = await createTeam(
      testApp,
      { clubId: other.clubId, id: `${other.clubId}OLD` },
      { seasonId: earlier!.id, id: `${other.clubId}OLDS` },
    );
    await addToSquad(testApp, oldSquad!, playerId, { jerseyNumber: 3 });
    const old = await call("POST", "private/updatePlayerProfile", {
      token: user.token,
      fields: { saison: earlier!.id, "team-id": oldTeamId, "is-captain": "true" },
    });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ field: "team-id", reason: "not-in-squad" });
    const [membership] = await testApp.db
      .select()
      .from(schema.squadMemberships)
      .where(eq(schema.squadMemberships.teamSeasonId, other.teamSeasonId));
    expect(membership!.jerseyNumber).toBe(7);
    const mine = await call("GET", "private/getPlayerProfileForEdit", { token: user.token });
    expect(mine.json()).toMatchObject({
      playerProfile: { playerId, height: null },
      teams: [
        { jerseyNumber: 7, captain: false, isEditable: true },
        { teamId: oldTeamId, jerseyNumber: 3, captain: false, isEditable: false },
      ],
    });
  });

  it("the account's player data flags decide who sees the details and the profile, and who finds it", async () => {
    const { user, playerId } = await playerWithAccount({
      firstName: "Quirina",
      lastName: "Zettelmeier",
      heightCm: 170,
      nickname: "Quiri",
    });
    expect((await call("GET", "private/getAccountPlayerData", { token: user.token })).json()).toEqual({
      playerDataVisible: true,
      playerProfileVisible: true,
      searchableFbde: true,
      searchableExtern: false,
    });
    const search = () =>
      testApp.app.inject({ method: "GET", url: "/rest/v1/public/searchProfiles/text/Zettelmeier?restriction=players" });
    expect((await search()).json().players.total).toBe(1);

    const hidden = await call("POST", "private/updateAccountPlayerData", {
      token: user.token,
      fields: { "player-visible": "false", "profile-searchable": "false", "profile-searchable-ext": "true" },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({
      playerDataVisible: false,
      playerProfileVisible: true,
      searchableFbde: false,
      searchableExtern: true,
    });
    expect((await publicProfile(playerId)).json()).toMatchObject({ firstName: "Quirina", nickname: null, size: null });
    expect((await search()).json().players.total).toBe(0);

    const tags = await announcedDuring(async () => {
      const closed = await call("POST", "private/updateAccountPlayerData", {
        token: user.token,
        fields: { "profile-visible": "false" },
      });
      expect(closed.json()).toMatchObject({ playerProfileVisible: false, searchableExtern: true });
    });
    expect(tags).toContain(`person:${playerId}`);
    expect((await publicProfile(playerId)).statusCode).toBe(404);
    const bad = await call("POST", "private/updateAccountPlayerData", {
      token: user.token,
      fields: { "profile-visible": "ja" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "profile-visible" });
  });

  it("a flag that decides whether match pages name the player renews those pages", async () => {
    const [lineup] = await testApp.db
      .select({ matchId: schema.matchLineups.matchId, playerId: schema.matchLineups.playerId })
      .from(schema.matchLineups)
      .limit(1);
    const user = await createUser(testApp, "fan");
    await linkPlayerToAccount(testApp, user.id, lineup!.playerId);
    const tags = await announcedDuring(() =>
      call("POST", "private/updatePlayerProfile", { token: user.token, fields: { "cards-visible": "false" } }),
    );
    const [match] = await testApp.db
      .select({ competitionId: schema.matches.competitionId })
      .from(schema.matches)
      .where(eq(schema.matches.id, lineup!.matchId));
    expect(tags).toEqual(
      expect.arrayContaining([
        `person:${lineup!.playerId}`,
        `match:${lineup!.matchId}`,
        `competition:${match!.competitionId}`,
      ]),
    );
    // The same value again changes nothing a match page shows.
    const unchanged = await announcedDuring(() =>
      call("POST", "private/updatePlayerProfile", { token: user.token, fields: { "cards-visible": "false" } }),
    );
    expect(unchanged).not.toContain(`match:${lineup!.matchId}`);
    const plain = await announcedDuring(() =>
      call("POST", "private/updatePlayerProfile", {
        token: user.token,
        fields: { "cards-visible": "true", height: "180" },
      }),
    );
    expect(plain).toContain(`match:${lineup!.matchId}`);
    const detailsOnly = await announcedDuring(() =>
      call("POST", "private/updatePlayerProfile", { token: user.token, fields: { height: "181" } }),
    );
    expect(detailsOnly).not.toContain(`match:${lineup!.matchId}`);
  });
});

describe("the successes a player enters", () => {
  it("replaces them, shows them apart on the public profile, and hides them with the player's details", async () => {
    const { user, playerId } = await playerWithAccount({ firstName: "Greta", lastName: "Pokalheldin" });
    const save = (entries: unknown) =>
      testApp.app.inject({
        method: "POST",
        url: "/rest/v1/private/savePlayerSuccess",
        headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
        payload: JSON.stringify({ entries }),
      });
    const saved = await save([
      { year: 2019, title: "Bayerische Meisterin U17", description: "Mit dem TSV im Endspiel 2:1" },
      { year: 2023, title: "Berufung in die Bezirksauswahl" },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().successEntries).toEqual([
      { year: 2023, title: "Berufung in die Bezirksauswahl", description: null },
      { year: 2019, title: "Bayerische Meisterin U17", description: "Mit dem TSV im Endspiel 2:1" },
    ]);
    expect((await publicProfile(playerId)).json().ownSuccess).toHaveLength(2);
    for (const [entries, why, field] of [
      [[{ year: 2099, title: "Weltmeisterin" }], "a year to come", /^entries/],
      [[{ year: 2020, title: "" }], "an empty title", /^entries/],
      [Array.from({ length: 21 }, () => ({ year: 2020, title: "x" })), "too many", /^entries/],
      [[{ year: 2020, title: "x", teamId: "ANDERE" }], "an undeclared field", /teamId/],
    ] as const) {
      const refused = await save(entries);
      expect(refused.statusCode, why).toBe(400);
      expect(refused.json().field, why).toMatch(field);
    }
    expect((await publicProfile(playerId)).json().ownSuccess).toHaveLength(2);
    await call("POST", "private/updateAccountPlayerData", { token: user.token, fields: { "player-visible": "false" } });
    expect((await publicProfile(playerId)).json().ownSuccess).toEqual([]);
    expect((await save([])).json().successEntries).toEqual([]);
  });
});

describe("a dispute's way out", () => {
  it("an official of the record's club ends a wrong account's hold; nobody else may", async () => {
    const { user, playerId, teamId } = await playerWithAccount({ firstName: "Falk", lastName: "Falschverbunden" });
    const official = await createUser(testApp, "teamAdmin", { teamId });
    const other = await playerWithAccount({ firstName: "Otto", lastName: "Andersverein" });
    const foreignOfficial = await createUser(testApp, "teamAdmin", { teamId: other.teamId });
    const release = (token: string, fields: Record<string, string> = { "player-id": playerId }) =>
      call("POST", "private/releasePlayerProfile", { token, fields });
    expect((await release(foreignOfficial.token)).statusCode).toBe(403);
    expect((await release(user.token)).statusCode).toBe(403);
    const conflicting = await release(official.token, { "player-id": playerId, "user-id": user.id });
    expect(conflicting.statusCode).toBe(400);
    expect(conflicting.json()).toMatchObject({ field: "user-id" });
    expect((await call("GET", "private/checkPlayerProfile", { token: user.token })).json()).toMatchObject({
      status: "active",
    });

    const released = await release(official.token);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ released: true });
    expect((await call("GET", "private/checkPlayerProfile", { token: user.token })).json()).toMatchObject({
      status: "none",
    });
    const mail = await newestMailTo(user.email);
    expect(mail.subject).toBe("Dein Konto ist nicht mehr mit dem Spielerprofil verbunden");
    expect(linkIn(mail, "/profil-bearbeiten").hash).toBe("#spielerprofil");
    expect((await release(official.token)).json()).toMatchObject({ reason: "no-profile" });
  });
});

describe("deleting the own player profile", () => {
  it("takes a confirmation by mail; then the record is public nowhere and the account lets go of it", async () => {
    const { user, playerId } = await playerWithAccount({
      firstName: "Wanda",
      lastName: "Obermüller",
      nickname: "Wandi",
      heightCm: 168,
    });
    const requested = await call("POST", "private/deletePlayerProfile", { token: user.token });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({ requested: true, validHours: 48 });
    // Nothing changes before the confirmation.
    expect((await publicProfile(playerId)).statusCode).toBe(200);
    const mail = await newestMailTo(user.email);
    expect(mail.subject).toBe("Dein Spielerprofil löschen: bitte bestätigen");
    expect(mail.text).toContain("Wanda Obermüller");
    const link = linkIn(mail, "/profil-bearbeiten/spielerprofil-loeschen");
    expect(link.searchParams.get("userid")).toBe(user.id);
    const verification = link.searchParams.get("verification")!;

    const confirm = (fields: Record<string, string>) => call("POST", "public/confirmDeletePlayerProfile", { fields });
    const wrong = await confirm({ userid: user.id, verification: "AAAAAAAAAAAA" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "verification" });
    // Someone else's account with this code: refused too.
    const stranger = await createUser(testApp, "fan");
    expect((await confirm({ userid: stranger.id, verification })).statusCode).toBe(400);
    expect((await publicProfile(playerId)).statusCode).toBe(200);

    const tags = await announcedDuring(async () => {
      const done = await confirm({ userid: user.id, verification });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ deleted: true });
    });
    expect(tags).toContain(`person:${playerId}`);
    expect((await confirm({ userid: user.id, verification })).statusCode).toBe(400);
    expect((await publicProfile(playerId)).statusCode).toBe(404);
    const search = await testApp.app.inject({
      method: "GET",
      url: "/rest/v1/public/searchProfiles/text/Obermüller?restriction=players",
    });
    expect(search.json().players.total).toBe(0);
    const [account] = await testApp.db
      .select({ playerId: schema.users.playerId })
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(account!.playerId).toBeNull();
    // What the player described of themselves went with them; the club's record stays, not public.
    const [record] = await testApp.db.select().from(schema.players).where(eq(schema.players.id, playerId));
    expect(record).toMatchObject({
      firstName: "Wanda",
      nickname: null,
      heightCm: null,
      isProfilePublic: false,
      isSearchable: false,
    });
    expect((await call("GET", "private/checkPlayerProfile", { token: user.token })).json()).toMatchObject({
      status: "none",
    });
    expect((await call("POST", "private/deletePlayerProfile", { token: user.token })).statusCode).toBe(404);
  });
});
