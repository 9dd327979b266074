import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app.js";
import {
  appVerification,
  CAPTCHA_KEY,
  contactFields,
  encodeSolution,
  expectContactMessage,
  wholeMail,
  withContactApp,
} from "../../../test/contact.js";
import { clearContactMails, createUser } from "../../../test/factories.js";
import type { SmtpPeer } from "../../../test/smtp.js";
import { createCaptchaChallenge } from "../shared/captcha.js";

const ASSOCIATION_ADDRESS = "kontakt@bafv.example";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, solvedCaptcha } = withContactApp(77, (app, peer) => {
  testApp = app;
  smtp = peer;
});
// The hourly limit per recipient would otherwise carry from one test to the next (its tests are elsewhere).
afterEach(() => clearContactMails(testApp));

async function newestToAssociation() {
  await testApp.app.mailer.deliverDue();
  return smtp.to(ASSOCIATION_ADDRESS).at(-1);
}

describe("the captcha challenge", () => {
  it("is a signed ALTCHA challenge, valid ten minutes, never cached", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await call("GET", "getCaptchaChallenge");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 250, keyLength: 32 });
    expect(challenge.parameters.expiresAt - before).toBeGreaterThanOrEqual(599);
    expect(challenge.parameters.expiresAt - before).toBeLessThanOrEqual(601);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("sendContactMail", () => {
  it("mails the association with Reply-To the sender, and a copy only to a signed-in sender's own address", async () => {
    const fields = contactFields("Anna");
    const response = await call("POST", "sendContactMail", {
      ...fields,
      "captcha-solution": await solvedCaptcha(),
      sendCopyToSender: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: true, message: "Deine Nachricht wurde verschickt." });
    expect(response.body).not.toContain(ASSOCIATION_ADDRESS);
    expectContactMessage(await newestToAssociation(), fields);
    // Without a sign-in, no copy: the typed address is anyone's, and the text anyone's.
    expect(smtp.to(fields.address)).toHaveLength(0);

    const user = await createUser(testApp, "fan");
    const signedIn = await testApp.app.inject({
      method: "POST",
      url: "/rest/v1/public/sendContactMail",
      remoteAddress: "10.77.200.1",
      headers: { authorization: `Bearer ${user.token}` },
      payload: { ...contactFields("Berta"), "captcha-solution": await solvedCaptcha(), sendCopyToSender: true },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await testApp.app.mailer.deliverDue();
    expect(smtp.to("berta@example.org")).toHaveLength(0);
    const copies = smtp.to(user.email);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.subject).toBe("Kopie deiner Nachricht: Frage von Berta");
    expect(copies[0]!.text).toContain("wann ist das nächste Spiel?");
    expect(copies[0]!.text).toContain("an den Verband");
    expect(wholeMail(copies[0]!)).not.toContain(ASSOCIATION_ADDRESS);
  });

  it("takes all fields in the path, the captcha's slashes encoded, and sends no copy unless asked", async () => {
    const fields = contactFields("Bruno");
    const path = [
      `address/${encodeURIComponent(fields.address)}`,
      `sender/${fields.sender}`,
      `subject/${encodeURIComponent(fields.subject)}`,
      `captcha-solution/${encodeURIComponent(await solvedCaptcha())}`,
      "sendCopyToSender/false",
      `content/${encodeURIComponent(fields.content)}`,
    ].join("/");
    const response = await call("GET", `sendContactMail/${path}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expectContactMessage(await newestToAssociation(), fields);
    expect(smtp.to(fields.address)).toHaveLength(0);
  });

  it("mails a named association, and answers 404 for an unknown one", async () => {
    const association = await testApp.one<{ id: string }>("select id from associations limit 1");
    const fields = contactFields("Carla");
    const body = { ...fields, sendCopyToSender: false, associationId: association.id };
    const response = await call("POST", "sendContactMailForAssociation", {
      ...body,
      "captcha-solution": await solvedCaptcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContactMessage(await newestToAssociation(), fields);
    const unknown = await call("POST", "sendContactMailForAssociation", {
      ...body,
      associationId: "nobody",
      "captcha-solution": await solvedCaptcha(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("takes an app's verification string of today or yesterday instead of the captcha", async () => {
    const fields = contactFields("Dana");
    const mobile = (daysBefore: number) => ({
      ...fields,
      sendCopyToSender: false,
      verificationString: appVerification(fields.address, daysBefore),
      appType: "android",
    });
    const today = await call("POST", "sendContactMailForMobile", mobile(0));
    expect(today.statusCode, today.body).toBe(200);
    const association = await testApp.one<{ id: string }>("select id from associations limit 1");
    const yesterday = await call("POST", "sendContactMailForAssociationForMobile", {
      ...mobile(1),
      associationId: association.id,
    });
    expect(yesterday.statusCode, yesterday.body).toBe(200);
    const stale = await call("POST", "sendContactMailForMobile", mobile(2));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/^Parameter "verificationString": .*ungültig/);
    const otherAddress = await call("POST", "sendContactMailForMobile", { ...mobile(0), address: "x@example.org" });
    expect(otherAddress.statusCode).toBe(400);
    const noAppType = await call("POST", "sendContactMailForMobile", { ...mobile(0), appType: "desktop" });
    expect(noAppType.statusCode).toBe(400);
    await testApp.app.mailer.deliverDue();
    const fromDana = smtp.to(ASSOCIATION_ADDRESS).filter((mail) => mail.replyTo?.text.includes(fields.address));
    expect(fromDana).toHaveLength(2);
  });
});

describe("the captcha solution", () => {
  const send = (solution?: string) =>
    call("POST", "sendContactMail", {
      ...contactFields("Emil"),
      sendCopyToSender: false,
      ...(solution === undefined ? {} : { "captcha-solution": solution }),
    });

  async function expectRefused(solution: string | undefined, reason: RegExp) {
    const response = await send(solution);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^Parameter "captcha-solution": /);
    expect(response.json().message).toMatch(reason);
  }

  it("is refused when missing, empty or malformed", async () => {
    await expectRefused(undefined, /Bitte bestätige die Sicherheitsprüfung/);
    await expectRefused("", /Bitte bestätige die Sicherheitsprüfung/);
    await expectRefused("nicht-base64!", /unvollständig/);
    await expectRefused(Buffer.from('{"challenge":{}}').toString("base64"), /unvollständig/);
  });

  it("is refused when the solution is wrong or the challenge was signed with another key", async () => {
    const payload = JSON.parse(Buffer.from(await solvedCaptcha(), "base64").toString());
    payload.solution.derivedKey = "00".repeat(32);
    await expectRefused(Buffer.from(JSON.stringify(payload)).toString("base64"), /fehlgeschlagen/);
    const foreign = await createCaptchaChallenge("another-key-0123456789abcdef0123456789");
    await expectRefused(await encodeSolution(foreign), /fehlgeschlagen/);
  });

  it("is refused when the challenge has expired", async () => {
    const expired = await createCaptchaChallenge(CAPTCHA_KEY, new Date(Date.now() - 1000));
    await expectRefused(await encodeSolution(expired), /abgelaufen/);
  });

  it("counts once: the same solution again is refused and sends nothing", async () => {
    const solution = await solvedCaptcha();
    expect((await send(solution)).statusCode).toBe(200);
    await expectRefused(solution, /schon verwendet/);
    expect(await testApp.query("select 1 from mail_outbox where payload->>'senderName' = 'Emil'")).toHaveLength(1);
  });
});
