import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import type { TestApp } from "../../../test/app.js";
import { setPlayerFlags } from "../../../test/factories.js";
import { linkIn, type SmtpPeer } from "../../../test/smtp.js";
import { users } from "../../db/schema/index.js";
import { DEMO_PASSWORD } from "../../demo/content.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, signIn, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  1,
);

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

describe("the signed-in user's account", () => {
  it("answers only to a valid token of the user itself", async () => {
    expect((await call("GET", "private/getUserInfo")).statusCode).toBe(401);
    const fan = await signIn("fan@spielfeld.example");
    expect((await call("GET", "private/getUserInfo", { token: `${fan.accessToken.slice(0, -2)}xx` })).statusCode).toBe(
      401,
    );
    const info = await call("GET", "private/getUserInfo", { token: fan.accessToken });
    expect(info.headers["cache-control"]).toBe("no-store");
    expect(info.json()).toMatchObject({
      providerId: "spielfeld",
      nickname: "Fan-Demo",
      fanProfile: true,
      playerProfile: null,
      refereeProfile: null,
      adTags: [],
      termsConfirmationRequired: false,
    });
    const player = await signIn("spieler@spielfeld.example");
    const playerInfo = (await call("GET", "private/getUserInfo", { token: player.accessToken })).json();
    expect(playerInfo.playerProfile).toEqual(expect.any(String));
    expect(playerInfo.userId).not.toBe(info.json().userId);
  });

  it("keeps personal data, and a linked player profile fixes the names", async () => {
    const fan = await signIn("fan@spielfeld.example");
    const update = (fields: Record<string, string>, token = fan.accessToken) =>
      call("POST", "private/updatePersonalData", { token, fields });
    const changed = await update({
      street: "Sendlinger Str. 1",
      zip: "80331",
      city: "München",
      mobile: "+49 170 1234567",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ street: "Sendlinger Str. 1", zip: "80331", city: "München" });
    expect((await update({ street: "" })).json().street).toBeNull();
    // A form sent without a field changes nothing and is no error.
    expect((await update({})).json()).toMatchObject({ city: "München", street: null });
    expect((await update({ zip: "8033" })).json().message).toMatch(/"zip"/);
    expect((await update({ date_of_birth: "2099-01-01" })).json().message).toMatch(/"date_of_birth"/);
    expect((await update({ date_of_birth: "2026-02-30" })).json().message).toMatch(/"date_of_birth"/);
    expect((await update({ date_of_birth: "2001-04-17" })).json().dateOfBirth).toBe("2001-04-17");
    // The form sends an empty date when the visitor leaves it out: that clears it, like every optional field.
    expect((await update({ date_of_birth: "" })).json().dateOfBirth).toBeNull();

    const player = await signIn("spieler@spielfeld.example");
    const own = (await call("GET", "private/getPersonalData1", { token: player.accessToken })).json();
    expect(own.readOnly).toEqual({
      firstname: true,
      lastname: true,
      dateOfBirth: true,
      nationality: true,
      gender: true,
    });
    expect((await update({ firstname: "Anders" }, player.accessToken)).json().message).toMatch(/"firstname"/);
    expect((await update({ firstname: own.firstname, city: "Augsburg" }, player.accessToken)).statusCode).toBe(200);
  });

  it("changes the nickname when it is free, and agrees to new terms", async () => {
    const admin = await signIn("teamadmin@spielfeld.example");
    const change = (nickname: string) =>
      call("POST", "private/changeNickname", { token: admin.accessToken, fields: { nickname } });
    expect((await change("fan-demo")).json().message).toMatch(/"nickname": "fan-demo" is already taken/);
    expect((await change("Trainerbank")).json()).toEqual({ nickname: "Trainerbank" });
    const refreshed = await call("POST", "public/refreshToken", { fields: { "refresh-token": admin.refreshToken } });
    expect((await testApp.tokens.verify(refreshed.json().accessToken)).nickname).toBe("Trainerbank");

    await testApp.db.update(users).set({ termsVersion: "2020-01" }).where(eq(users.nickname, "Trainerbank"));
    const token = refreshed.json().accessToken;
    expect((await call("GET", "private/getUserInfo", { token })).json().termsConfirmationRequired).toBe(true);
    expect((await call("POST", "private/confirmTerms", { token })).statusCode).toBe(200);
    expect((await call("GET", "private/getUserInfo", { token })).json().termsConfirmationRequired).toBe(false);
  });
});

describe("passwords and addresses", () => {
  it("changes the password with the current one and ends every other session", async () => {
    const first = await signIn("schiri@spielfeld.example");
    const other = await signIn("schiri@spielfeld.example");
    const change = (fields: Record<string, string>) =>
      call("POST", "private/changePassword", { token: first.accessToken, fields });
    expect(
      (await change({ "password-old": "falsch-geraten", password: "Neues Passwort 2026" })).json().message,
    ).toMatch(/"password-old"/);
    expect((await change({ "password-old": DEMO_PASSWORD, password: "password" })).json().message).toMatch(
      /"password"/,
    );
    const changed = await change({ "password-old": DEMO_PASSWORD, password: "Neues Passwort 2026" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().refreshToken).toEqual(expect.any(String));
    // Every access token of the old sessions ends at once, not when it expires; the new session's works.
    for (const ended of [first.accessToken, other.accessToken]) {
      expect((await call("GET", "private/getUserInfo", { token: ended })).statusCode).toBe(401);
    }
    expect((await call("GET", "private/getUserInfo", { token: changed.json().accessToken })).statusCode).toBe(200);
    expect(
      (await call("POST", "public/refreshToken", { fields: { "refresh-token": other.refreshToken } })).statusCode,
    ).toBe(401);
    expect(
      (await call("POST", "public/login", { fields: { username: "Schiri-Demo", password: DEMO_PASSWORD } })).statusCode,
    ).toBe(401);
    await signIn("Schiri-Demo", "Neues Passwort 2026");
  });

  it("resets a forgotten password through the mailed code, without telling whether the account exists", async () => {
    const ask = (username: string) => call("POST", "public/passwordForgottenRequest", { fields: { username } });
    const unknown = await ask("niemand@example.org");
    const known = await ask("promateur@spielfeld.example");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await newestMailTo("promateur@spielfeld.example");
    expect(mail.subject).toBe("Neues Passwort festlegen");
    expect(smtp.to("niemand@example.org")).toHaveLength(0);
    const link = linkIn(mail, "/passwort-vergessen/neu");
    const session = await signIn("promateur@spielfeld.example");
    const confirm = (password: string) =>
      call("POST", "public/passwordForgottenConfirmation", {
        fields: {
          username: link.searchParams.get("nutzer")!,
          "activation-code": link.searchParams.get("code")!,
          password,
        },
      });
    expect((await confirm("12345678")).json().message).toMatch(/"password"/);
    expect((await call("GET", "private/getUserInfo", { token: session.accessToken })).statusCode).toBe(200);
    expect((await confirm("Frisch gesetzt 99")).json()).toEqual({ changed: true });
    expect((await call("GET", "private/getUserInfo", { token: session.accessToken })).statusCode).toBe(401);
    expect((await confirm("Noch einmal 99!")).statusCode).toBe(400);
    expect(
      (await call("POST", "public/refreshToken", { fields: { "refresh-token": session.refreshToken } })).statusCode,
    ).toBe(401);
    await signIn("promateur@spielfeld.example", "Frisch gesetzt 99");
  });

  it("mails every reset code it makes valid: a second request mails a new code, and a flood breaks none", async () => {
    const ask = () =>
      call("POST", "public/passwordForgottenRequest", { fields: { username: "teamadmin@spielfeld.example" } });
    const mailed = () =>
      smtp.to("teamadmin@spielfeld.example").filter((mail) => mail.subject === "Neues Passwort festlegen");
    const codeOf = (mail: Parameters<typeof linkIn>[0]) =>
      linkIn(mail, "/passwort-vergessen/neu").searchParams.get("code")!;
    const confirm = (code: string, password: string) =>
      call("POST", "public/passwordForgottenConfirmation", {
        fields: { username: "teamadmin@spielfeld.example", "activation-code": code, password },
      });
    const before = mailed().length;
    expect((await ask()).statusCode).toBe(200);
    await newestMailTo("teamadmin@spielfeld.example");
    expect((await ask()).statusCode).toBe(200);
    await newestMailTo("teamadmin@spielfeld.example");
    const [first, second] = mailed().slice(before).map(codeOf);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // Beyond three an hour nothing more is mailed, and the last mailed code stays the valid one.
    for (let request = 0; request < 3; request += 1) expect((await ask()).statusCode).toBe(200);
    await testApp.app.mailer.deliverDue();
    const all = mailed().slice(before).map(codeOf);
    expect(all).toHaveLength(3);
    expect((await confirm(first!, "Nach der Flut 2026")).statusCode).toBe(400);
    // Wrong guesses that spend the valid code's tries do not block the owner: with no usable code left, a request
    // mails a new one past the hour's limit.
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await confirm(`FALSCH${guess}GERATEN`, "Nach der Flut 2026")).statusCode).toBe(400);
    }
    expect((await confirm(all[2]!, "Nach der Flut 2026")).statusCode).toBe(400);
    expect((await ask()).statusCode).toBe(200);
    await testApp.app.mailer.deliverDue();
    const fresh = mailed().slice(before).map(codeOf);
    expect(fresh).toHaveLength(4);
    // (set back to the demo password, which later tests sign in with)
    expect((await confirm(fresh[3]!, DEMO_PASSWORD)).json()).toEqual({ changed: true });
    // No code is kept in clear, not even in a mail's key.
    const keys = await testApp.query<{ idempotency_key: string }>("select idempotency_key from mail_outbox");
    for (const code of fresh) expect(keys.map((row) => row.idempotency_key).join(" ")).not.toContain(code);
  });

  it("changes the address only once the new one confirms, and tells the old one", async () => {
    const fan = await signIn("fan@spielfeld.example");
    const request = (fields: Record<string, string>) =>
      call("POST", "private/changeEmail", { token: fan.accessToken, fields });
    expect((await request({ address: "fan.neu@example.org", password: "falsch" })).json().message).toMatch(
      /"password"/,
    );
    expect((await request({ address: "fan.neu@example.org", password: DEMO_PASSWORD })).statusCode).toBe(200);
    const mail = await newestMailTo("fan.neu@example.org");
    expect((await newestMailTo("fan@spielfeld.example")).subject).toBe("Deine E-Mail-Adresse soll geändert werden");
    // Until confirmed the old address stays.
    await signIn("fan@spielfeld.example");
    const link = linkIn(mail, "/mein-account/email-bestaetigen");
    const confirmed = await call("POST", "public/confirmChangeEmail", {
      fields: { userid: link.searchParams.get("userid")!, "activation-code": link.searchParams.get("code")! },
    });
    expect(confirmed.json()).toEqual({ email: "fan.neu@example.org" });
    await signIn("fan.neu@example.org");
    // An address that has an account gets no mail, and the answer is the same.
    const before = smtp.to("spieler@spielfeld.example").length;
    const taken = await request({ address: "spieler@spielfeld.example", password: DEMO_PASSWORD });
    expect(taken.json()).toEqual({ confirmationSent: true });
    await testApp.app.mailer.deliverDue();
    expect(smtp.to("spieler@spielfeld.example")).toHaveLength(before);
  });
});

describe("forged, expired and cross-site requests", () => {
  it("refuses an expired token and a state-changing request from a foreign page", async () => {
    const fan = await signIn("spieler@spielfeld.example");
    const { sub, sid } = await testApp.tokens.verify(fan.accessToken);
    // Two tokens alike but for their expiry (whole seconds, so a lifetime of one second can end at once).
    const current = await testApp.tokens.sign({ sub, sid }, { expiresInSeconds: 60 });
    const expired = await testApp.tokens.sign({ sub, sid }, { expiresInSeconds: -5 });
    expect((await call("GET", "private/getUserInfo", { token: current })).statusCode).toBe(200);
    expect((await call("GET", "private/getUserInfo", { token: expired })).statusCode).toBe(401);

    const fromPage = (origin: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/rest/v1/private/addFavorite",
        headers: {
          origin,
          authorization: `Bearer ${fan.accessToken}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "fav-clubId=UNBEKANNT",
      });
    const foreign = await fromPage("https://boese.example");
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/origin/);
    // The website's own pages get through to the route (which finds no such club).
    expect((await fromPage(testApp.config.siteUrl)).statusCode).toBe(404);
  });
});

describe("favourites", () => {
  it("follows clubs, teams, competitions and shown players, each user only their own", async () => {
    const ids = await testApp.one<{ club: string; team: string; competition: string; player: string; hidden: string }>(
      `select (select id from clubs order by id limit 1) as club,
              (select id from teams order by id limit 1) as team,
              (select id from competitions order by id limit 1) as competition,
              (select id from players where is_profile_public and date_of_birth < '2000-01-01' order by id limit 1) as player,
              (select id from players where not is_profile_public order by id limit 1) as hidden`,
    );
    const fan = await signIn("spieler@spielfeld.example");
    const other = await signIn("teamadmin@spielfeld.example");
    const add = (fields: Record<string, string>, token = fan.accessToken) =>
      call("POST", "private/addFavorite", { token, fields });
    expect((await add({ "fav-clubId": ids.club })).json()).toEqual({ added: true });
    expect((await add({ "fav-clubId": ids.club })).statusCode).toBe(200);
    expect((await add({ "fav-teamPermanentId": ids.team })).statusCode).toBe(200);
    expect((await add({ "fav-competitionId": ids.competition })).statusCode).toBe(200);
    expect((await add({ userid: ids.player })).statusCode).toBe(200);
    expect((await add({ userid: ids.hidden })).statusCode).toBe(404);
    expect((await add({ "fav-clubId": "UNBEKANNT" })).json().message).toMatch(/"fav-clubId"/);
    expect((await add({})).statusCode).toBe(400);
    expect((await add({ "fav-clubId": ids.club, "fav-competitionId": ids.competition })).statusCode).toBe(400);

    const list = (token = fan.accessToken) => call("GET", "private/getFavorites", { token }).then((r) => r.json());
    // Each kind with the fields of website.md section 3, named as there, and nothing else.
    const names = await testApp.one<Record<string, string | number>>(
      `select c.name as club, t.name as team, tt.name as team_type, t.club_id as team_club,
              k.name as competition, kt.id as competition_type_id, kt.name as competition_type,
              ktt.id as competition_team_type_id, ktt.name as competition_team_type, s.id as season_id,
              s.label as season, p.first_name, p.last_name
         from clubs c, teams t join team_types tt on tt.id = t.team_type_id,
              competitions k join competition_types kt on kt.id = k.competition_type_id
                join team_types ktt on ktt.id = k.team_type_id join seasons s on s.id = k.season_id,
              players p
        where c.id = $1 and t.id = $2 and k.id = $3 and p.id = $4`,
      [ids.club, ids.team, ids.competition, ids.player],
    );
    const mine = await list();
    const logoUrl = expect.toSatisfy((url: unknown) => url === null || (typeof url === "string" && url !== ""));
    expect(mine.clubs).toEqual([{ objectRef: ids.club, clubName: names.club, clubLogoUrl: logoUrl }]);
    expect(mine.teams).toEqual([
      {
        objectRef: ids.team,
        teamName: names.team,
        clubLogoUrl: logoUrl,
        clubId: names.team_club,
        teamTypeName: names.team_type,
      },
    ]);
    expect(mine.competitions).toEqual([
      {
        objectRef: ids.competition,
        competitionName: names.competition,
        teamType: { id: names.competition_team_type_id, value: names.competition_team_type },
        competitionType: { id: names.competition_type_id, value: names.competition_type },
        season: { id: names.season_id, value: names.season },
      },
    ]);
    expect(mine.players).toEqual([
      {
        objectRef: ids.player,
        firstName: names.first_name,
        lastName: names.last_name,
        playerImageUrl: expect.toSatisfy((url: unknown) => url === null || typeof url === "string"),
        clubName: expect.toSatisfy((name: unknown) => name === null || typeof name === "string"),
      },
    ]);

    // Another user sees none of them and cannot remove them.
    expect(await list(other.accessToken)).toEqual({ clubs: [], teams: [], competitions: [], players: [] });
    await call("POST", "private/deleteFavorite", { token: other.accessToken, fields: { "fav-clubId": ids.club } });
    expect((await list()).clubs).toHaveLength(1);

    // A player who hides the profile drops out of the list while hidden.
    await setPlayerFlags(testApp, ids.player, { isProfilePublic: false });
    expect((await list()).players).toEqual([]);
    await setPlayerFlags(testApp, ids.player, { isProfilePublic: true });
    expect((await list()).players).toHaveLength(1);

    expect(
      (
        await call("POST", "private/deleteFavorite", { token: fan.accessToken, fields: { "fav-clubId": ids.club } })
      ).json(),
    ).toEqual({
      deleted: true,
    });
    expect((await list()).clubs).toEqual([]);
  });
});
