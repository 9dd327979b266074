import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import type { TestApp } from "../../../test/app.js";
import { createAccount, createUser, signIn } from "../../../test/factories/accounts.js";
import { createClub, createTeam } from "../../../test/factories/clubs.js";
import { blacklistPerson, createPlayer } from "../../../test/factories/people.js";
import type { SmtpPeer } from "../../../test/smtp.js";
import { linkIn } from "../../../test/smtp.js";
import * as schema from "../../db/schema/index.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  7,
);

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

/** A club with one team and its team admin (who confirms claims), and a player record of the club. */
async function clubWithPlayer(player: { firstName: string; lastName: string; dateOfBirth: string }, email?: string) {
  const clubId = await createClub(testApp, email === undefined ? {} : { email });
  const { teamId } = await createTeam(testApp, { clubId });
  const official = email === undefined ? await createUser(testApp, "teamAdmin", { teamId }) : null;
  const playerId = await createPlayer(testApp, { ...player, clubId, position: "defender" });
  return { clubId, playerId, official };
}

function register(token: string, fields: Record<string, string>) {
  return call("POST", "private/registerPlayerProfile", { token, fields: { agree_terms: "true", ...fields } });
}

/** The claim code in the officials' mail: a line of its own. */
async function codeMailedTo(address: string): Promise<string> {
  const mail = await newestMailTo(address);
  const code = /^([A-Z2-9]{12})$/m.exec(mail.text ?? "")?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

async function heldRecord(userId: string) {
  const [row] = await testApp.db
    .select({ playerId: schema.users.playerId })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.playerId ?? null;
}

async function isRecordPublic(playerId: string) {
  const [row] = await testApp.db
    .select({ isProfilePublic: schema.players.isProfilePublic })
    .from(schema.players)
    .where(eq(schema.players.id, playerId));
  return row!.isProfilePublic;
}

describe("a player claims the association's record of themselves", () => {
  it("the code goes to the club's officials, and the code they hand on links the record to this account only", async () => {
    const { clubId, playerId, official } = await clubWithPlayer({
      firstName: "Lea",
      lastName: "Brunnhuber",
      dateOfBirth: "1999-05-17",
    });
    const fan = await createUser(testApp, "fan");
    const before = await call("GET", "private/getPlayerRegisterInfo", { token: fan.token });
    expect(before.statusCode, before.body).toBe(200);
    // The fan's account has no date of birth: the form must name the record itself.
    expect(before.json()).toMatchObject({
      playerProfile: { status: "none", playerId: null },
      personMapping: [],
      eligibility: { isEligible: false, reason: "no-date-of-birth" },
    });

    // Names as people type them: another case, spaces around.
    const claimed = await register(fan.token, {
      firstname: " lea ",
      lastname: "BRUNNHUBER",
      date_of_birth: "1999-05-17",
      clubId,
      position: "midfielder",
      alternative_positions: "forward",
      agree_promateur: "true",
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: "pending", playerId: null, isPublic: false });
    const code = await codeMailedTo(official!.email);
    const note = await newestMailTo(fan.email);
    expect(note.subject).toBe("Dein Spielerprofil: Bestätigung durch deinen Verein");
    expect(linkIn(note, "/profil-bearbeiten").hash).toBe("#spielerprofil");
    expect(note.text).not.toContain(code);
    expect((await call("GET", "private/checkPlayerProfile", { token: fan.token })).json()).toMatchObject({
      status: "pending",
    });

    const wrong = await call("POST", "private/activatePlayerProfile", {
      token: fan.token,
      fields: { "activation-code": "AAAAAAAAAAAA" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "activation-code" });
    expect(await heldRecord(fan.id)).toBeNull();

    const activated = await call("POST", "private/activatePlayerProfile", {
      token: fan.token,
      fields: {
        "activation-code": code
          .toLowerCase()
          .replace(/(.{4})/g, "$1-")
          .slice(0, -1),
      },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({
      status: "active",
      playerId,
      isPublic: true,
      parentalConsentRequired: false,
    });
    expect(await heldRecord(fan.id)).toBe(playerId);
    // What the person declared at registration is the record's now.
    const [record] = await testApp.db
      .select({ position: schema.players.position, alternatives: schema.players.alternativePositions })
      .from(schema.players)
      .where(eq(schema.players.id, playerId));
    expect(record).toEqual({ position: "midfielder", alternatives: ["forward"] });
    // The account's names and date of birth are the club's registration's now, shown read-only.
    const personal = await call("GET", "private/getPersonalData1", { token: fan.token });
    expect(personal.json()).toMatchObject({
      firstname: "Lea",
      lastname: "Brunnhuber",
      dateOfBirth: "1999-05-17",
      readOnly: { firstname: true, lastname: true, dateOfBirth: true },
    });
    // The code is spent.
    const again = await call("POST", "private/activatePlayerProfile", {
      token: fan.token,
      fields: { "activation-code": code },
    });
    expect(again.statusCode).toBe(400);

    // One account per record, one record per account.
    const twice = await register(fan.token, {
      firstname: "Lea",
      lastname: "Brunnhuber",
      date_of_birth: "1999-05-17",
      clubId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ kind: "conflict", reason: "already-linked" });
    const other = await createUser(testApp, "fan");
    const taken = await register(other.token, {
      firstname: "Lea",
      lastname: "Brunnhuber",
      date_of_birth: "1999-05-17",
      clubId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ kind: "conflict", reason: "taken" });
    const info = await call("GET", "private/getPlayerRegisterInfo", { token: fan.token });
    expect(info.json()).toMatchObject({
      playerProfile: { status: "active", playerId },
      eligibility: { reason: "already-linked" },
    });
  });

  it("of two accounts waiting with a code for one record, one holds it and the other is refused", async () => {
    const { clubId, playerId, official } = await clubWithPlayer({
      firstName: "Tobias",
      lastName: "Zwiesler",
      dateOfBirth: "2001-02-03",
    });
    const [first, second] = [await createUser(testApp, "fan"), await createUser(testApp, "fan")];
    const person = { firstname: "Tobias", lastname: "Zwiesler", date_of_birth: "2001-02-03", clubId };
    expect((await register(first.token, person)).statusCode).toBe(200);
    const firstCode = await codeMailedTo(official!.email);
    expect((await register(second.token, person)).statusCode).toBe(200);
    const secondCode = await codeMailedTo(official!.email);
    const activate = (token: string, code: string) =>
      call("POST", "private/activatePlayerProfile", { token, fields: { "activation-code": code } });
    // At the same moment: one of them holds it, the other is refused with 409 (never a 500).
    const answers = await Promise.all([activate(first.token, firstCode), activate(second.token, secondCode)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ reason: "taken" });
    const holders = [await heldRecord(first.id), await heldRecord(second.id)];
    expect(holders.filter((held) => held === playerId)).toHaveLength(1);
    expect(holders.filter((held) => held === null)).toHaveLength(1);
  });

  it("a minor's linked profile stays private until a parent consents", async () => {
    const { clubId, playerId, official } = await clubWithPlayer({
      firstName: "Ben",
      lastName: "Kleinschmidt",
      dateOfBirth: "2011-09-09",
    });
    const userId = await createAccount(testApp, {
      email: "ben.kleinschmidt@example.org",
      nickname: "BenK",
      firstName: "Ben",
      lastName: "Kleinschmidt",
      dateOfBirth: "2011-09-09",
    });
    const token = await signIn(testApp, userId);
    const info = await call("GET", "private/getPlayerRegisterInfo", { token });
    // A minor's record without a parent's consent is hidden from the public, and so from this answer too.
    expect(info.json()).toMatchObject({
      personMapping: [],
      eligibility: { isEligible: false, reason: "no-record", parentalConsentRequired: true },
    });
    expect(
      (await register(token, { firstname: "Ben", lastname: "Kleinschmidt", date_of_birth: "2011-09-09", clubId }))
        .statusCode,
    ).toBe(200);
    const code = await codeMailedTo(official!.email);
    const activated = await call("POST", "private/activatePlayerProfile", {
      token,
      fields: { "activation-code": code },
    });
    expect(activated.json()).toMatchObject({ status: "active", isPublic: false, parentalConsentRequired: true });
    // Private on every surface, not only on the profile page: the record's public flag, which every surface reads.
    expect(await isRecordPublic(playerId)).toBe(false);
    // The minor's own choice waits for the consent; the record stays private meanwhile.
    const choose = (visible: string) =>
      call("POST", "private/updateAccountPlayerData", { token, fields: { "profile-visible": visible } });
    expect((await choose("false")).json()).toMatchObject({ playerProfileVisible: false });
    expect((await choose("true")).json()).toMatchObject({ playerProfileVisible: true });
    expect(await isRecordPublic(playerId)).toBe(false);
    // The existing consent flow: a parent's address, the link, the confirmation.
    const asked = await call("POST", "private/parentalConsentRequest", {
      token,
      fields: { "player-id": playerId, "email-address-parents": "eltern.kleinschmidt@example.org" },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = linkIn(await newestMailTo("eltern.kleinschmidt@example.org"), "/einwilligung-eltern");
    const confirmed = await call("POST", "public/confirmParentalConsent", {
      fields: {
        userid: link.searchParams.get("userid")!,
        verification: link.searchParams.get("verification")!,
        role: "player",
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call("GET", "private/checkPlayerProfile", { token })).json()).toMatchObject({
      status: "active",
      isPublic: true,
      parentalConsentRequired: false,
    });
    expect(await isRecordPublic(playerId)).toBe(true);
  });

  it("a parent's consent goes with the holder: a wrong minor holder's release leaves the record private", async () => {
    const { clubId, playerId, official } = await clubWithPlayer({
      firstName: "Lea",
      lastName: "Zweimal",
      dateOfBirth: "2012-06-06",
    });
    const claimFor = async (email: string, nickname: string) => {
      const userId = await createAccount(testApp, { email, nickname });
      const token = await signIn(testApp, userId);
      await register(token, { firstname: "Lea", lastname: "Zweimal", date_of_birth: "2012-06-06", clubId });
      await call("POST", "private/activatePlayerProfile", {
        token,
        fields: { "activation-code": await codeMailedTo(official!.email) },
      });
      return token;
    };
    const wrong = await claimFor("falsche.lea@example.org", "FalscheLea");
    await call("POST", "private/updateAccountPlayerData", { token: wrong, fields: { "profile-visible": "true" } });
    await call("POST", "private/parentalConsentRequest", {
      token: wrong,
      fields: { "player-id": playerId, "email-address-parents": "falsche.eltern@example.org" },
    });
    const link = linkIn(await newestMailTo("falsche.eltern@example.org"), "/einwilligung-eltern");
    await call("POST", "public/confirmParentalConsent", {
      fields: {
        userid: link.searchParams.get("userid")!,
        verification: link.searchParams.get("verification")!,
        role: "player",
      },
    });
    expect(await isRecordPublic(playerId)).toBe(true);
    const released = await call("POST", "private/releasePlayerProfile", {
      token: official!.token,
      fields: { "player-id": playerId },
    });
    expect(released.statusCode, released.body).toBe(200);
    // The consent was the wrong holder's parent's: it went with them, and the minor's record is private again.
    expect(await isRecordPublic(playerId)).toBe(false);
    const right = await claimFor("richtige.lea@example.org", "RichtigeLea");
    expect((await call("GET", "private/checkPlayerProfile", { token: right })).json()).toMatchObject({
      isPublic: false,
      parentalConsentRequired: true,
    });
    await call("POST", "private/updateAccountPlayerData", { token: right, fields: { "profile-visible": "true" } });
    expect(await isRecordPublic(playerId)).toBe(false);
  });

  it("a minor's record the association kept private stays so after the consent; at 18 the choice takes effect", async () => {
    const { clubId, playerId, official } = await clubWithPlayer({
      firstName: "Pia",
      lastName: "Verborgen",
      dateOfBirth: "2012-03-03",
    });
    await testApp.db.update(schema.players).set({ isProfilePublic: false }).where(eq(schema.players.id, playerId));
    const userId = await createAccount(testApp, { email: "pia.verborgen@example.org", nickname: "PiaV" });
    const token = await signIn(testApp, userId);
    await register(token, { firstname: "Pia", lastname: "Verborgen", date_of_birth: "2012-03-03", clubId });
    await call("POST", "private/activatePlayerProfile", {
      token,
      fields: { "activation-code": await codeMailedTo(official!.email) },
    });
    expect((await call("GET", "private/getAccountPlayerData", { token })).json()).toMatchObject({
      playerProfileVisible: false,
    });
    // Once the player is 18 (the record's date of birth moved back here), the holder's next look opens it as it was.
    await testApp.db.update(schema.players).set({ dateOfBirth: "2000-03-03" }).where(eq(schema.players.id, playerId));
    await call("GET", "private/checkPlayerProfile", { token });
    expect(await isRecordPublic(playerId)).toBe(false);
    // A minor who chose to be public is public at 18, when the holder looks next.
    const other = await clubWithPlayer({ firstName: "Jan", lastName: "Achtzehn", dateOfBirth: "2011-05-05" });
    const otherId = await createAccount(testApp, { email: "jan.achtzehn@example.org", nickname: "JanA" });
    const otherToken = await signIn(testApp, otherId);
    await register(otherToken, {
      firstname: "Jan",
      lastname: "Achtzehn",
      date_of_birth: "2011-05-05",
      clubId: other.clubId,
    });
    await call("POST", "private/activatePlayerProfile", {
      token: otherToken,
      fields: { "activation-code": await codeMailedTo(other.official!.email) },
    });
    expect(await isRecordPublic(other.playerId)).toBe(false);
    await testApp.db
      .update(schema.players)
      .set({ dateOfBirth: "2001-05-05" })
      .where(eq(schema.players.id, other.playerId));
    expect((await call("GET", "private/checkPlayerProfile", { token: otherToken })).json()).toMatchObject({
      isPublic: true,
      parentalConsentRequired: false,
    });
    expect(await isRecordPublic(other.playerId)).toBe(true);
  });
});

describe("what a claim refuses", () => {
  it("names the field or the reason, sends no mail and stores nothing", async () => {
    const { clubId } = await clubWithPlayer({
      firstName: "Anna",
      lastName: "Oberhollenzer",
      dateOfBirth: "1995-01-01",
    });
    const fan = await createUser(testApp, "fan");
    const anna = { firstname: "Anna", lastname: "Oberhollenzer", date_of_birth: "1995-01-01", clubId };
    const cases: [Record<string, string>, number, Record<string, unknown>][] = [
      [{ ...anna, agree_terms: "false" }, 400, { field: "agree_terms" }],
      [{ ...anna, clubId: "GIBTESNICHT" }, 400, { field: "clubId" }],
      [{ ...anna, date_of_birth: "2099-01-01" }, 400, { field: "date_of_birth" }],
      // The test clock stands in November 2026: a one-year-old.
      [{ ...anna, date_of_birth: "2025-11-01" }, 400, { field: "date_of_birth", reason: "too-young" }],
      [{ ...anna, date_of_birth: "1995-13-01" }, 400, { field: "date_of_birth" }],
      [{ ...anna, position: "libero" }, 400, { field: "position" }],
      [{ ...anna, lastname: "Oberholzer" }, 404, { kind: "not-found", reason: "no-record" }],
      [{ ...anna, userid: "x" }, 400, { kind: "unknown-parameter" }],
    ];
    for (const [fields, status, body] of cases) {
      const refused = await register(fan.token, fields);
      expect(refused.statusCode, `${JSON.stringify(fields)}: ${refused.body}`).toBe(status);
      expect(refused.json()).toMatchObject(body);
    }
    const claims = await testApp.db
      .select({ id: schema.playerProfileClaims.id })
      .from(schema.playerProfileClaims)
      .where(eq(schema.playerProfileClaims.userId, fan.id));
    expect(claims).toEqual([]);
    const mails = await testApp.db
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.recipient, fan.email));
    expect(mails).toEqual([]);
    expect((await call("POST", "private/registerPlayerProfile", { fields: anna })).statusCode).toBe(401);
  });

  it("answers a person on the blacklist as it answers a record that does not exist", async () => {
    const { clubId } = await clubWithPlayer({ firstName: "Kai", lastName: "Unsichtbar", dateOfBirth: "1990-06-06" });
    await blacklistPerson(testApp, { firstName: "Kai", lastName: "Unsichtbar", dateOfBirth: "1990-06-06" });
    const fan = await createUser(testApp, "fan");
    const refused = await register(fan.token, {
      firstname: "Kai",
      lastname: "Unsichtbar",
      date_of_birth: "1990-06-06",
      clubId,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ kind: "not-found", reason: "no-record" });
  });

  it("mails the club's own address where no team admin could confirm, and refuses where neither exists", async () => {
    const withAddress = await clubWithPlayer(
      { firstName: "Eva", lastName: "Adressfeld", dateOfBirth: "1993-03-03" },
      "vorstand@sv-adressfeld.example",
    );
    const fan = await createUser(testApp, "fan");
    const claimed = await register(fan.token, {
      firstname: "Eva",
      lastname: "Adressfeld",
      date_of_birth: "1993-03-03",
      clubId: withAddress.clubId,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    await codeMailedTo("vorstand@sv-adressfeld.example");

    const clubId = await createClub(testApp);
    await createPlayer(testApp, { firstName: "Olaf", lastName: "Ohneamt", dateOfBirth: "1988-08-08", clubId });
    const refused = await register(fan.token, {
      firstname: "Olaf",
      lastname: "Ohneamt",
      date_of_birth: "1988-08-08",
      clubId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: "no-club-officials" });
  });
});

describe("what a claim keeps in bounds", () => {
  it("lists the account's own records only where the public sees them and nobody holds them", async () => {
    const { clubId, playerId } = await clubWithPlayer({
      firstName: "Greta",
      lastName: "Sichtbar",
      dateOfBirth: "1996-07-07",
    });
    const userId = await createAccount(testApp, {
      firstName: "Greta",
      lastName: "Sichtbar",
      dateOfBirth: "1996-07-07",
    });
    const token = await signIn(testApp, userId);
    const info = await call("GET", "private/getPlayerRegisterInfo", { token });
    expect(info.json()).toMatchObject({
      personMapping: [{ playerId, clubId }],
      eligibility: { isEligible: true, reason: "eligible" },
    });
    await createAccount(testApp, { playerId });
    expect((await call("GET", "private/getPlayerRegisterInfo", { token })).json()).toMatchObject({
      personMapping: [],
      eligibility: { reason: "no-record" },
    });
  });

  it("never sends an official the code of their own claim", async () => {
    const { clubId, official } = await clubWithPlayer({
      firstName: "Otto",
      lastName: "Selbstbestaetiger",
      dateOfBirth: "1985-05-05",
    });
    // The club's only team admin claims a record of the club: nobody else could confirm it.
    const refused = await register(official!.token, {
      firstname: "Otto",
      lastname: "Selbstbestaetiger",
      date_of_birth: "1985-05-05",
      clubId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: "no-club-officials" });
  });

  it("ends a claim whose code was entered wrong too often, and takes three claims a day from an account", async () => {
    const { clubId, official } = await clubWithPlayer({
      firstName: "Paul",
      lastName: "Vertipper",
      dateOfBirth: "1994-04-04",
    });
    const fan = await createUser(testApp, "fan");
    const paul = { firstname: "Paul", lastname: "Vertipper", date_of_birth: "1994-04-04", clubId };
    expect((await register(fan.token, paul)).statusCode).toBe(200);
    await codeMailedTo(official!.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call("POST", "private/activatePlayerProfile", {
        token: fan.token,
        fields: { "activation-code": "WRONGWRONG22" },
      });
    }
    // Nothing left to wait for: the account may claim anew.
    expect((await call("GET", "private/checkPlayerProfile", { token: fan.token })).json()).toMatchObject({
      status: "none",
    });
    expect((await register(fan.token, paul)).statusCode).toBe(200);
    expect((await register(fan.token, paul)).statusCode).toBe(200);
    const fourth = await register(fan.token, paul);
    expect(fourth.statusCode).toBe(429);
  });

  it("links no record whose person asked, while the claim waited, that no profile may exist", async () => {
    const { clubId, official } = await clubWithPlayer({
      firstName: "Rita",
      lastName: "Rueckzug",
      dateOfBirth: "1991-01-11",
    });
    const fan = await createUser(testApp, "fan");
    const rita = { firstname: "Rita", lastname: "Rueckzug", date_of_birth: "1991-01-11", clubId };
    expect((await register(fan.token, rita)).statusCode).toBe(200);
    const code = await codeMailedTo(official!.email);
    await blacklistPerson(testApp, { firstName: "Rita", lastName: "Rueckzug", dateOfBirth: "1991-01-11" });
    const refused = await call("POST", "private/activatePlayerProfile", {
      token: fan.token,
      fields: { "activation-code": code },
    });
    expect(refused.statusCode).toBe(409);
    expect(await heldRecord(fan.id)).toBeNull();
  });
});
