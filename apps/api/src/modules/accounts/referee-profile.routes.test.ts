import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import { TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { createUser } from "../../../test/factories/accounts.js";
import { createClub, createTeam } from "../../../test/factories/clubs.js";
import { assignMatchOfficial, createMatch } from "../../../test/factories/matches.js";
import { createReferee } from "../../../test/factories/people.js";
import { findCurrentLeague } from "../../../test/factories/seasons.js";
import type { SmtpPeer } from "../../../test/smtp.js";
import { linkIn } from "../../../test/smtp.js";
import * as schema from "../../db/schema/index.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  9,
);

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

/** A referee record of a club with one team and its team admin (who confirms claims). */
async function clubWithReferee(
  referee: { firstName: string; lastName: string; dateOfBirth: string },
  fields: { isProfilePublic?: boolean } = {},
) {
  const clubId = await createClub(testApp);
  const { teamId } = await createTeam(testApp, { clubId });
  const official = await createUser(testApp, "teamAdmin", { teamId });
  const refereeId = await createReferee(testApp, { ...referee, ...fields, clubId });
  return { clubId, refereeId, official };
}

function publicProfile(refereeId: string) {
  return testApp.app.inject({
    method: "GET",
    url: `/rest/v1/protected/getRefereeProfile?userid=${refereeId}`,
    headers: { "x-api-key": TEST_CLIENT_KEY },
  });
}

/** A referee record claimed and linked through the officials' code; the account's token and the record. */
async function claimedReferee(
  person: { firstName: string; lastName: string; dateOfBirth: string },
  fields: { isProfilePublic?: boolean } = {},
) {
  const { refereeId, official } = await clubWithReferee(person, fields);
  const fan = await createUser(testApp, "fan");
  const claimed = await call("POST", "private/registerRefereeProfile", {
    token: fan.token,
    fields: {
      firstname: person.firstName,
      lastname: person.lastName,
      date_of_birth: person.dateOfBirth,
      identification: "SR 4711",
    },
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  const mail = await newestMailTo(official.email);
  const code = /^([A-Z2-9]{12})$/m.exec(mail.text ?? "")?.[1];
  const activated = await call("POST", "private/activateRefereeProfile", {
    token: fan.token,
    fields: { "activation-code": code! },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return { fan, refereeId, official, mail };
}

describe("a referee claims and runs their own profile", () => {
  it("the code goes to the officials of the referee's club with the pass number; one account per record", async () => {
    const person = { firstName: "Ronja", lastName: "Pfiffig", dateOfBirth: "1990-06-01" };
    const { clubId: _clubId, refereeId, official } = await clubWithReferee(person);
    const fan = await createUser(testApp, "fan");
    expect((await call("GET", "private/checkRefereeProfile", { token: fan.token })).json()).toMatchObject({
      status: "none",
      refereeId: null,
    });
    const info = await call("GET", "private/getRefereeRegisterInfo", { token: fan.token });
    expect(info.json()).toMatchObject({ referee: { minimumAge: 12, reason: "no-date-of-birth", isEligible: false } });

    const wrong = await call("POST", "private/registerRefereeProfile", {
      token: fan.token,
      fields: {
        ...{ firstname: "Ronja", lastname: "Pfiffikus", date_of_birth: person.dateOfBirth },
        identification: "SR 4711",
      },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ reason: "no-record" });
    const noPass = await call("POST", "private/registerRefereeProfile", {
      token: fan.token,
      fields: { firstname: "Ronja", lastname: "Pfiffig", date_of_birth: person.dateOfBirth, identification: "" },
    });
    expect(noPass.json()).toMatchObject({ field: "identification" });

    const claimed = await call("POST", "private/registerRefereeProfile", {
      token: fan.token,
      fields: {
        firstname: " ronja",
        lastname: "PFIFFIG",
        date_of_birth: person.dateOfBirth,
        identification: "SR 4711",
      },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: "pending" });
    const mail = await newestMailTo(official.email);
    expect(mail.subject).toBe("Schiedsrichterprofil: Ronja Pfiffig bittet um Bestätigung");
    expect(mail.text).toContain("Schiedsrichterausweis SR 4711");
    const note = await newestMailTo(fan.email);
    expect(linkIn(note, "/profil-bearbeiten").hash).toBe("#schiedsrichterprofil");
    const code = /^([A-Z2-9]{12})$/m.exec(mail.text ?? "")?.[1];
    expect(note.text).not.toContain(code);
    const activated = await call("POST", "private/activateRefereeProfile", {
      token: fan.token,
      fields: { "activation-code": code! },
    });
    expect(activated.json()).toMatchObject({ status: "active", refereeId, isPublic: true });

    const other = await createUser(testApp, "fan");
    const taken = await call("POST", "private/registerRefereeProfile", {
      token: other.token,
      fields: { firstname: "Ronja", lastname: "Pfiffig", date_of_birth: person.dateOfBirth, identification: "SR 1" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: "taken" });
  });

  it("edits flags, career, special matches and statistic types, refusing what is not the referee's own", async () => {
    const { fan, refereeId } = await claimedReferee({
      firstName: "Bruno",
      lastName: "Linienrichter",
      dateOfBirth: "1985-02-14",
    });
    const edit = await call("GET", "private/getRefereeProfileForEdit", { token: fan.token });
    expect(edit.json()).toMatchObject({
      profile: { refereeId, visibility: { dateOfBirth: false, career: true }, isPublic: true },
      career: [],
      specialMatches: [],
    });
    const updated = await call("POST", "private/updateRefereeProfile", {
      token: fan.token,
      fields: { nickname: "Pfeife", "date-visible": "true", "career-visible": "false" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await publicProfile(refereeId)).json().profile).toMatchObject({ dateOfBirth: "1985-02-14" });
    expect((await publicProfile(refereeId)).json().career).toBeNull();
    const named = await call("POST", "private/updateRefereeProfile", {
      token: fan.token,
      fields: { "referee-id": "ANDERER", nickname: "x" },
    });
    expect(named.json()).toMatchObject({ field: "referee-id" });

    const json = (path: string, body: unknown) =>
      testApp.app.inject({
        method: "POST",
        url: `/rest/v1/private/${path}`,
        headers: { authorization: `Bearer ${fan.token}`, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
    const career = await json("saveRefereeCareer", {
      entries: [
        { fromYear: 2015, toYear: 2019, description: "Kreisliga" },
        { fromYear: 2020, toYear: null, description: "Bezirksliga" },
      ],
    });
    expect(career.statusCode, career.body).toBe(200);
    expect((await call("GET", "private/getRefereeCareer", { token: fan.token })).json()).toEqual({
      entries: [
        { fromYear: 2020, toYear: null, description: "Bezirksliga" },
        { fromYear: 2015, toYear: 2019, description: "Kreisliga" },
      ],
    });
    const backwards = await json("saveRefereeCareer", {
      entries: [{ fromYear: 2020, toYear: 2010, description: "x" }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: "entries" });

    // A special match of our data must be one the referee officiated, on its own day.
    const league = await findCurrentLeague(testApp, "lowest");
    const officiated = await createMatch(testApp, league.id, { status: "finished", homeGoals: 1, guestGoals: 0 });
    await assignMatchOfficial(testApp, officiated, refereeId);
    const elsewhere = await createMatch(testApp, league.id, { status: "finished", homeGoals: 2, guestGoals: 2 });
    const notMine = await json("saveRefereeSpecialMatches", {
      entries: [{ playedOn: "2026-11-21", description: "Derby", matchId: elsewhere }],
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({ field: "entries" });
    const wrongDay = await json("saveRefereeSpecialMatches", {
      entries: [{ playedOn: "2026-11-20", description: "Derby", matchId: officiated }],
    });
    expect(wrongDay.statusCode).toBe(400);
    const special = await json("saveRefereeSpecialMatches", {
      entries: [
        { playedOn: "2026-11-21", description: "Derby", remark: "Ausverkauft", matchId: officiated },
        { playedOn: "2019-05-01", description: "Pokalfinale der Jugend" },
      ],
    });
    expect(special.statusCode, special.body).toBe(200);
    expect((await publicProfile(refereeId)).json().specialMatches).toMatchObject([
      { description: "Derby", remark: "Ausverkauft", matchId: officiated },
      { description: "Pokalfinale der Jugend", matchId: null },
    ]);

    const types = await json("saveRefereeStatisticTypes", { entries: [1, 3] });
    expect(types.json()).toMatchObject({ statisticTypes: [1, 3] });
    const unknown = await json("saveRefereeStatisticTypes", { entries: [9] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "entries" });
  });

  it("lists the referee's coming matches, soonest first, and nobody else's", async () => {
    const { fan, refereeId } = await claimedReferee({
      firstName: "Nele",
      lastName: "Ansetzung",
      dateOfBirth: "1992-09-09",
    });
    const league = await findCurrentLeague(testApp, "lowest");
    const later = await createMatch(
      testApp,
      league.id,
      { status: "scheduled" },
      { kickoffAt: new Date("2027-03-07T14:00:00Z") },
    );
    const sooner = await createMatch(
      testApp,
      league.id,
      { status: "scheduled" },
      { kickoffAt: new Date("2027-03-01T14:00:00Z") },
    );
    const past = await createMatch(testApp, league.id, { status: "finished", homeGoals: 0, guestGoals: 0 });
    const foreign = await createMatch(
      testApp,
      league.id,
      { status: "scheduled" },
      { kickoffAt: new Date("2027-03-02T14:00:00Z") },
    );
    await assignMatchOfficial(testApp, later, refereeId);
    await assignMatchOfficial(testApp, sooner, refereeId, "assistant_1");
    await assignMatchOfficial(testApp, past, refereeId);
    await assignMatchOfficial(testApp, foreign, await createReferee(testApp));
    const next = await call("GET", "private/getRefereeNextMatches", { token: fan.token });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().matches.map((match: { matchId: string; role: string }) => [match.matchId, match.role])).toEqual([
      [sooner, "assistant_1"],
      [later, "referee"],
    ]);
    const fanWithout = await createUser(testApp, "fan");
    const none = await call("GET", "private/getRefereeNextMatches", { token: fanWithout.token });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ reason: "no-profile" });
  });

  it("a minor's profile is private until a parent consents from another address", async () => {
    const { fan, refereeId } = await claimedReferee({
      firstName: "Lino",
      lastName: "Jungpfeife",
      dateOfBirth: "2011-04-04",
    });
    expect((await call("GET", "private/checkRefereeProfile", { token: fan.token })).json()).toMatchObject({
      status: "active",
      isPublic: false,
      parentalConsentRequired: true,
    });
    expect((await publicProfile(refereeId)).statusCode).toBe(404);
    const own = await call("POST", "private/parentalConsentRequestReferee", {
      token: fan.token,
      fields: { "email-address-parents": fan.email.toUpperCase() },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ field: "email-address-parents" });
    const asked = await call("POST", "private/parentalConsentRequestReferee", {
      token: fan.token,
      fields: { "email-address-parents": "eltern-jungpfeife@example.test" },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = linkIn(await newestMailTo("eltern-jungpfeife@example.test"), "/einwilligung-eltern");
    expect(link.searchParams.get("role")).toBe("referee");
    const confirmed = await call("POST", "public/confirmParentalConsent", {
      fields: {
        userid: link.searchParams.get("userid")!,
        verification: link.searchParams.get("verification")!,
        role: "referee",
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await publicProfile(refereeId)).statusCode).toBe(200);
    expect((await call("GET", "private/checkRefereeProfile", { token: fan.token })).json()).toMatchObject({
      isPublic: true,
      parentalConsentRequired: false,
    });
    // A record the association kept private stays private after the consent: it opens only what the link closed.
    const hidden = await claimedReferee(
      { firstName: "Mira", lastName: "Verdecktpfeife", dateOfBirth: "2012-02-02" },
      { isProfilePublic: false },
    );
    await call("POST", "private/parentalConsentRequestReferee", {
      token: hidden.fan.token,
      fields: { "email-address-parents": "eltern-verdeckt@example.test" },
    });
    const hiddenLink = linkIn(await newestMailTo("eltern-verdeckt@example.test"), "/einwilligung-eltern");
    await call("POST", "public/confirmParentalConsent", {
      fields: {
        userid: hiddenLink.searchParams.get("userid")!,
        verification: hiddenLink.searchParams.get("verification")!,
        role: "referee",
      },
    });
    expect((await publicProfile(hidden.refereeId)).statusCode).toBe(404);
    // An adult needs none.
    const { fan: adult } = await claimedReferee({ firstName: "Ada", lastName: "Altpfeife", dateOfBirth: "1970-01-01" });
    const needless = await call("POST", "private/parentalConsentRequestReferee", {
      token: adult.token,
      fields: { "email-address-parents": "eltern@example.test" },
    });
    expect(needless.json()).toMatchObject({ reason: "consent-not-needed" });
  });

  it("deletion takes the mailed link; then the profile is public nowhere and the account lets go", async () => {
    const { fan, refereeId } = await claimedReferee({
      firstName: "Theo",
      lastName: "Abpfiff",
      dateOfBirth: "1980-12-12",
    });
    const requested = await call("POST", "private/deleteRefereeProfile", { token: fan.token });
    expect(requested.json()).toEqual({ requested: true, validHours: 48 });
    expect((await publicProfile(refereeId)).statusCode).toBe(200);
    const mail = await newestMailTo(fan.email);
    expect(mail.subject).toBe("Dein Schiedsrichterprofil löschen: bitte bestätigen");
    const link = linkIn(mail, "/profil-bearbeiten/schiedsrichterprofil-loeschen");
    const confirm = (verification: string) =>
      call("POST", "public/confirmDeleteRefereeProfile", { fields: { userid: fan.id, verification } });
    expect((await confirm("AAAAAAAAAAAA")).statusCode).toBe(400);
    expect((await confirm(link.searchParams.get("verification")!)).json()).toEqual({ deleted: true });
    expect((await publicProfile(refereeId)).statusCode).toBe(404);
    const [account] = await testApp.db
      .select({ refereeId: schema.users.refereeId })
      .from(schema.users)
      .where(eq(schema.users.id, fan.id));
    expect(account!.refereeId).toBeNull();
  });
});

describe("a dispute's way out for referees", () => {
  it("an official of the referee's club ends a wrong account's hold; nobody else may", async () => {
    const { fan, refereeId, official } = await claimedReferee({
      firstName: "Falk",
      lastName: "Fremdpfeife",
      dateOfBirth: "1985-05-05",
    });
    const other = await clubWithReferee({ firstName: "Olga", lastName: "Anderspfeife", dateOfBirth: "1975-07-07" });
    const release = (token: string, fields: Record<string, string> = { "referee-id": refereeId }) =>
      call("POST", "private/releaseRefereeProfile", { token, fields });
    expect((await release(other.official.token)).statusCode).toBe(403);
    expect((await release(fan.token)).statusCode).toBe(403);
    const conflicting = await release(official.token, { "referee-id": refereeId, "player-id": refereeId });
    expect(conflicting.statusCode).toBe(400);
    expect(conflicting.json()).toMatchObject({ field: "player-id" });
    expect((await call("GET", "private/checkRefereeProfile", { token: fan.token })).json()).toMatchObject({
      status: "active",
    });

    const released = await release(official.token);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ released: true });
    expect((await call("GET", "private/checkRefereeProfile", { token: fan.token })).json()).toMatchObject({
      status: "none",
    });
    const mail = await newestMailTo(fan.email);
    expect(mail.subject).toBe("Dein Konto ist nicht mehr mit dem Schiedsrichterprofil verbunden");
    expect(mail.text).toContain("Schiedsrichterprofil von Falk Fremdpfeife");
    expect(linkIn(mail, "/profil-bearbeiten").hash).toBe("#schiedsrichterprofil");
    expect((await release(official.token)).json()).toMatchObject({ reason: "no-profile" });
    // The record can be claimed again, by the rightful person, through the club's officials.
    const rightful = await createUser(testApp, "fan");
    const again = await call("POST", "private/registerRefereeProfile", {
      token: rightful.token,
      fields: { firstname: "Falk", lastname: "Fremdpfeife", date_of_birth: "1985-05-05", identification: "SR 4712" },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
