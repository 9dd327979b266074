import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import { TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { encodeSolution } from "../../../test/contact.js";
import { createUser, linkPlayerToAccount } from "../../../test/factories/accounts.js";
import { createClub, createTeam } from "../../../test/factories/clubs.js";
import { createPlayer } from "../../../test/factories/people.js";
import type { SmtpPeer } from "../../../test/smtp.js";
import { linkIn } from "../../../test/smtp.js";
import * as schema from "../../db/schema/index.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  11,
);

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

async function solvedCaptcha(): Promise<string> {
  const response = await call("GET", "public/getCaptchaChallenge");
  expect(response.statusCode, response.body).toBe(200);
  return encodeSolution(response.json());
}

const PERSON = { firstName: "Selma", lastName: "Unsichtbar", dateOfBirth: "2001-08-08" };

/** A club with a team admin (who gets the code) and the person's record, with a second record at another club. */
async function personWithRecords(person = PERSON) {
  const clubId = await createClub(testApp);
  const { teamId } = await createTeam(testApp, { clubId });
  const official = await createUser(testApp, "teamAdmin", { teamId });
  const playerId = await createPlayer(testApp, { ...person, clubId });
  const otherClub = await createClub(testApp);
  // The other record was hidden before (its own holder's choice, say): leaving the list must keep it so.
  const otherRecord = await createPlayer(testApp, { ...person, clubId: otherClub, isProfilePublic: false });
  return { clubId, playerId, otherRecord, official };
}

async function form(path: string, clubId: string, person = PERSON) {
  return call("POST", `public/${path}`, {
    fields: {
      firstname: person.firstName,
      lastname: person.lastName,
      date_of_birth: person.dateOfBirth,
      mobile: "0171 2345678",
      clubId,
      "captcha-solution": await solvedCaptcha(),
    },
  });
}

async function codeMailedTo(address: string): Promise<string> {
  const mail = await newestMailTo(address);
  const code = /^([A-Z2-9]{12})$/m.exec(mail.text ?? "")?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

async function recordOf(playerId: string) {
  const [row] = await testApp.db.select().from(schema.players).where(eq(schema.players.id, playerId));
  return row!;
}

const publicProfile = (playerId: string) =>
  testApp.app.inject({
    method: "GET",
    url: `/rest/v1/protected/getPlayerProfileDefault?player-id=${playerId}`,
    headers: { "x-api-key": TEST_CLIENT_KEY },
  });

describe("the blacklist", () => {
  it("a person without an account asks for no profile; the club's officials hand on the code; then every record is named nowhere", async () => {
    const { clubId, playerId, otherRecord, official } = await personWithRecords();
    // Someone else's account holds the record: the blacklist ends that too.
    const holder = await createUser(testApp, "fan");
    await linkPlayerToAccount(testApp, holder.id, playerId);

    const asked = await form("blacklistedPlayerProfile", clubId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ requested: true });
    const mail = await newestMailTo(official.email);
    expect(mail.subject).toBe("Spielerprofil: Selma Unsichtbar möchte kein Profil haben");
    expect(mail.text).toContain("0171 2345678");
    const link = linkIn(mail, "/kein-spielerprofil");
    expect(link.searchParams.get("spieler")).toBe(playerId);
    const code = await codeMailedTo(official.email);
    // Nothing changes before the code.
    expect((await recordOf(playerId)).isProfilePublic).toBe(true);

    const confirm = (fields: Record<string, string>) =>
      call("POST", "public/confirmBlacklistedPlayerProfile", { fields });
    // Wrong codes from anyone (the record's id is public) do not use up the code the person was handed.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = await confirm({ playerId, "activation-code": `AAAAAAAAAAA${attempt}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: "activation-code" });
    }
    // The code belongs to its record: another record's id with it is refused.
    expect((await confirm({ playerId: otherRecord, "activation-code": code })).statusCode).toBe(400);
    const confirmed = await confirm({ playerId, "activation-code": code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });

    for (const id of [playerId, otherRecord]) {
      expect(await recordOf(id)).toMatchObject({ isProfilePublic: false, isSearchable: false });
      expect((await publicProfile(id)).statusCode).toBe(404);
    }
    const [account] = await testApp.db
      .select({ playerId: schema.users.playerId })
      .from(schema.users)
      .where(eq(schema.users.id, holder.id));
    expect(account!.playerId).toBeNull();
    // A record of the person imported later (names as a club typed them) is hidden as it arrives, and a flag set
    // on a hidden record stays off.
    const lateRecord = await createPlayer(testApp, {
      firstName: " selma ",
      lastName: "UNSICHTBAR",
      dateOfBirth: PERSON.dateOfBirth,
      clubId: await createClub(testApp),
    });
    expect(await recordOf(lateRecord)).toMatchObject({ isProfilePublic: false, isSearchable: false });
    expect((await publicProfile(lateRecord)).statusCode).toBe(404);
    await testApp.db.update(schema.players).set({ isProfilePublic: true }).where(eq(schema.players.id, playerId));
    expect((await recordOf(playerId)).isProfilePublic).toBe(false);
    // Nobody can claim the person now.
    const claimant = await createUser(testApp, "fan");
    const claim = await call("POST", "private/registerPlayerProfile", {
      token: claimant.token,
      fields: {
        agree_terms: "true",
        ...{ firstname: "Selma", lastname: "Unsichtbar", date_of_birth: "2001-08-08" },
        clubId,
      },
    });
    expect(claim.statusCode).toBe(404);

    // Leaving the list takes the same two steps.
    const before = smtp.to(official.email).length;
    expect((await form("removeBlacklistedPlayerProfile", clubId)).json()).toEqual({ requested: true });
    const removalMail = await newestMailTo(official.email);
    expect(smtp.to(official.email).length).toBe(before + 1);
    expect(removalMail.subject).toBe("Spielerprofil: Selma Unsichtbar möchte wieder ein Profil haben");
    const removalCode = await codeMailedTo(official.email);
    const removed = await call("POST", "public/confirmRemoveBlacklistedPlayerProfile", {
      fields: { playerId, "activation-code": removalCode },
    });
    expect(removed.json()).toEqual({ removed: true });
    // Each record has the flags it had before: the first public again, the hidden one still hidden.
    expect((await publicProfile(playerId)).statusCode).toBe(200);
    expect(await recordOf(playerId)).toMatchObject({ isProfilePublic: true, isSearchable: true });
    expect((await publicProfile(otherRecord)).statusCode).toBe(404);
    // The record imported meanwhile gets the flags it came with.
    expect(await recordOf(lateRecord)).toMatchObject({ isProfilePublic: true, isSearchable: true });
  });

  it("a second request renews the open one: one entry, the newest code", async () => {
    const person = { firstName: "Bodo", lastName: "Zweimalgefragt", dateOfBirth: "1995-03-03" };
    const { clubId, playerId, official } = await personWithRecords(person);
    await form("blacklistedPlayerProfile", clubId, person);
    const first = await codeMailedTo(official.email);
    await form("blacklistedPlayerProfile", clubId, person);
    const second = await codeMailedTo(official.email);
    const entries = await testApp.db
      .select()
      .from(schema.blacklistedPlayerProfiles)
      .where(eq(schema.blacklistedPlayerProfiles.playerId, playerId));
    expect(entries).toHaveLength(1);
    const confirm = (code: string) =>
      call("POST", "public/confirmBlacklistedPlayerProfile", { fields: { playerId, "activation-code": code } });
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it("answers the same for a person the club does not have, and sends nothing", async () => {
    const { clubId, official } = await personWithRecords();
    const before = smtp.to(official.email).length;
    const unknown = await form("blacklistedPlayerProfile", clubId, { ...PERSON, lastName: "Niemand" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ requested: true });
    // Leaving a list one is not on sends nothing either.
    expect((await form("removeBlacklistedPlayerProfile", clubId)).json()).toEqual({ requested: true });
    await testApp.app.mailer.deliverDue();
    expect(smtp.to(official.email).length).toBe(before);
  });

  it("refuses a missing or reused captcha, an unknown club and bad fields, naming the field", async () => {
    const { clubId } = await personWithRecords();
    const captcha = await solvedCaptcha();
    const fields = {
      firstname: PERSON.firstName,
      lastname: PERSON.lastName,
      date_of_birth: PERSON.dateOfBirth,
      mobile: "0171 2345678",
      clubId,
      "captcha-solution": captcha,
    };
    const post = (overrides: Record<string, string>) =>
      call("POST", "public/blacklistedPlayerProfile", { fields: { ...fields, ...overrides } });
    expect((await post({})).statusCode).toBe(200);
    const replayed = await post({});
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ field: "captcha-solution", kind: "captcha-invalid" });
    for (const [name, value] of [
      ["clubId", "GIBTESNICHT"],
      ["mobile", "keine"],
      ["date_of_birth", "2001-13-40"],
      ["firstname", ""],
    ] as const) {
      const response = await post({ [name]: value, "captcha-solution": await solvedCaptcha() });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ field: name });
    }
  });
});
