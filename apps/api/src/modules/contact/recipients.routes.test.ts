import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app.js";
import {
  appVerification,
  contactFields,
  expectContactMessage,
  wholeMail,
  withContactApp,
} from "../../../test/contact.js";
import { backdateFirstContactMail, clearContactMails } from "../../../test/factories.js";
import type { SmtpPeer } from "../../../test/smtp.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, solvedCaptcha } = withContactApp(78, (app, peer) => {
  testApp = app;
  smtp = peer;
});
afterEach(() => clearContactMails(testApp));

type Club = { id: string; name: string; email: string };
let clubs: Club[];
let hiddenClub: Club;
let competition: { id: string; name: string; email: string };

beforeAll(async () => {
  clubs = await testApp.query<Club>(
    "select id, name, email from clubs where is_email_public and email is not null order by id limit 3",
  );
  hiddenClub = await testApp.one<Club>("select id, name, email from clubs where not is_email_public limit 1");
  competition = await testApp.one(
    `select c.id, c.name, f.email from competitions c join functionaries f on f.id = c.division_manager_id
     where f.email is not null order by c.id limit 1`,
  );
});

async function newestTo(address: string) {
  await testApp.app.mailer.deliverDue();
  return smtp.to(address).at(-1);
}

function pathOf(fields: ReturnType<typeof contactFields>, captcha: string) {
  return [
    `address/${encodeURIComponent(fields.address)}`,
    `sender/${fields.sender}`,
    `subject/${encodeURIComponent(fields.subject)}`,
    `captcha-solution/${encodeURIComponent(captcha)}`,
  ].join("/");
}

describe("sendMailToClubManager", () => {
  it("mails the club's permitted address by path, JSON and app, never showing it", async () => {
    const [club] = clubs;
    const viaPath = contactFields("Franz");
    const content = encodeURIComponent(viaPath.content);
    const byPath = await call(
      "GET",
      `sendMailToClubManager/${pathOf(viaPath, await solvedCaptcha())}/id/${club!.id}/content/${content}`,
    );
    expect(byPath.statusCode, byPath.body).toBe(200);
    expectContactMessage(await newestTo(club!.email), viaPath);

    const viaJson = contactFields("Greta");
    const byJson = await call("POST", "sendMailToClubManager", {
      ...viaJson,
      id: club!.id,
      "captcha-solution": await solvedCaptcha(),
    });
    expect(byJson.statusCode, byJson.body).toBe(200);
    const mail = await newestTo(club!.email);
    expectContactMessage(mail, viaJson);
    expect(mail!.text).toContain(`an den Verein ${club!.name}`);

    const viaApp = contactFields("Hanna");
    const byApp = await call("POST", "sendMailToClubManagerForMobile", {
      ...viaApp,
      id: club!.id,
      verificationString: appVerification(viaApp.address),
      appType: "ios",
    });
    expect(byApp.statusCode, byApp.body).toBe(200);
    expectContactMessage(await newestTo(club!.email), viaApp);
    for (const response of [byPath, byJson, byApp]) expect(response.body).not.toContain(club!.email);
  });

  it("answers 404 for a club without a permitted address, or an unknown one, and mails nobody", async () => {
    const fields = contactFields("Ida");
    const hidden = await call("POST", "sendMailToClubManager", {
      ...fields,
      id: hiddenClub.id,
      "captcha-solution": await solvedCaptcha(),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toContain("nimmt keine Nachrichten über das Kontaktformular an");
    expect(hidden.body).not.toContain(hiddenClub.email);
    const unknown = await call("POST", "sendMailToClubManager", {
      ...fields,
      id: "no-such-club",
      "captcha-solution": await solvedCaptcha(),
    });
    expect(unknown.statusCode).toBe(404);
    await testApp.app.mailer.deliverDue();
    expect(smtp.to(hiddenClub.email)).toHaveLength(0);
  });
});

describe("sendMailToDivisionManager", () => {
  it("mails the competition's division manager by path, JSON and app, never showing the address", async () => {
    const viaPath = contactFields("Jonas");
    const content = encodeURIComponent(viaPath.content);
    const byPath = await call(
      "GET",
      `sendMailToDivisionManager/staffel/${competition.id}/${pathOf(viaPath, await solvedCaptcha())}/content/${content}`,
    );
    expect(byPath.statusCode, byPath.body).toBe(200);
    expectContactMessage(await newestTo(competition.email), viaPath);

    const viaJson = contactFields("Karla");
    const byJson = await call("POST", "sendMailToDivisionManager", {
      ...viaJson,
      staffel: competition.id,
      "captcha-solution": await solvedCaptcha(),
    });
    expect(byJson.statusCode, byJson.body).toBe(200);
    const mail = await newestTo(competition.email);
    expectContactMessage(mail, viaJson);
    expect(mail!.text).toContain(`die Spielleitung der Staffel ${competition.name}`);

    const viaApp = contactFields("Lena");
    const byApp = await call("POST", "sendMailToDivisionManagerForMobile", {
      ...viaApp,
      staffel: competition.id,
      verificationString: appVerification(viaApp.address),
      appType: "android",
    });
    expect(byApp.statusCode, byApp.body).toBe(200);
    expectContactMessage(await newestTo(competition.email), viaApp);
    for (const response of [byPath, byJson, byApp]) expect(response.body).not.toContain(competition.email);
    expect(wholeMail(mail!)).not.toContain("Kopie");
  });

  it("answers 404 for an unknown competition", async () => {
    const response = await call("POST", "sendMailToDivisionManager", {
      ...contactFields("Mats"),
      staffel: "no-such-staffel",
      "captcha-solution": await solvedCaptcha(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the fields of a contact mail", () => {
  it.each([
    ["address", { address: "not-an-address" }],
    ["sender", { sender: "" }],
    ["subject", { subject: "x".repeat(201) }],
    ["subject", { subject: "Zeile\nZwei" }],
    ["content", { content: "x".repeat(5001) }],
    ["id", { id: "../etc" }],
    ["sendCopyToSender", { sendCopyToSender: true }],
  ])("are checked: a wrong %s is a 400 that names it", async (field, change) => {
    const body = { ...contactFields("Nora"), id: clubs[0]!.id, "captcha-solution": "x", ...change };
    const response = await call("POST", "sendMailToClubManager", body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(`"${field}"`);
  });
});

describe("the hourly limits", () => {
  const toClub = async (club: Club, sender: string, from?: string, address?: string) =>
    call(
      "POST",
      "sendMailToClubManager",
      {
        ...contactFields(sender),
        ...(address ? { address } : {}),
        id: club.id,
        "captcha-solution": await solvedCaptcha(),
      },
      from,
    );

  it("keeps a recipient reachable however many write, and lets one sender write to it twice an hour", async () => {
    const club = clubs[1]!;
    // Strangers' mails (each from an address of its own) never shut the club's form.
    for (const sender of ["Olga", "Paul", "Quirin", "Rita", "Sven"]) {
      expect((await toClub(club, sender)).statusCode).toBe(200);
    }
    const rosa = "198.51.100.40";
    expect((await toClub(club, "Rosa", rosa)).statusCode).toBe(200);
    expect((await toClub(club, "Rosa", rosa)).statusCode).toBe(200);
    const refused = await toClub(club, "Rosa", rosa);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Du hast diesem Empfänger in der letzten Stunde schon geschrieben/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    // Somebody else typing Rosa's address is another sender: the limits count who sends, not what is typed.
    expect((await toClub(club, "Rosa", "203.0.113.40")).statusCode).toBe(200);
    await testApp.app.mailer.deliverDue();
    expect(smtp.to(club.email).filter((mail) => mail.replyTo?.text.includes("rosa@"))).toHaveLength(3);
    // The window slides: once the sender's oldest mail is an hour old, the next one goes.
    const rosaMail = await testApp.one<{ sender_digest: string }>(
      `select sender_digest from contact_mails where sent_at = (
         select max(sent_at) from contact_mails where sent_at < (select max(sent_at) from contact_mails))`,
    );
    await backdateFirstContactMail(testApp, rosaMail.sender_digest, 61);
    expect((await toClub(club, "Rosa", rosa)).statusCode).toBe(200);
  });

  it("lets one sender send 5 mails an hour, whoever they go to; an IPv6 sender counts by its network", async () => {
    const recipients = [clubs[0]!, clubs[0]!, clubs[2]!, clubs[2]!, clubs[1]!];
    for (const [index, club] of recipients.entries()) {
      expect((await toClub(club, "Serial", `2001:db8:5:5::${index + 1}`)).statusCode).toBe(200);
    }
    const refused = await toClub(clubs[1]!, "Serial", "2001:db8:5:5::99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Von dir kamen in der letzten Stunde schon zu viele Nachrichten/);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("lets one client address try 10 times an hour, then answers 429 in German", async () => {
    const body = { ...contactFields("Tom"), id: clubs[0]!.id, verificationString: "0".repeat(64), appType: "ios" };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call("POST", "sendMailToClubManagerForMobile", body, "192.0.2.9")).statusCode).toBe(400);
    }
    const refused = await call("POST", "sendMailToClubManagerForMobile", body, "192.0.2.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Zu viele Anfragen/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
