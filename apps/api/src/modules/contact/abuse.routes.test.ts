import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app.js";
import { withContactApp } from "../../../test/contact.js";
import { createUser } from "../../../test/factories.js";
import type { SmtpPeer } from "../../../test/smtp.js";

/** MAIL_FROM's domain, since the test app sets no MODERATION_EMAIL. */
const MODERATION = "moderation@spielfeld.example";

let testApp: TestApp;
let smtp: SmtpPeer;
const { solvedCaptcha } = withContactApp(79, (app, peer) => {
  testApp = app;
  smtp = peer;
});

type Entry = { id: string; match_id: string; text: string };
let entry: Entry;
let otherEntry: Entry;

beforeAll(async () => {
  [entry, otherEntry] = (await testApp.query<Entry>(
    `select distinct on (match_id) id, match_id, text from ticker_entries order by match_id, id limit 2`,
  )) as [Entry, Entry];
});

const reporter = { firstname: "Uta", lastname: "Vogel", email: "uta.vogel@example.org" };

/** The form as the website posts it (application/x-www-form-urlencoded). */
function postForm(path: string, fields: Record<string, string>, remoteAddress?: string) {
  return testApp.app.inject({
    method: "POST",
    url: `/rest/v1/public/${path}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function newestToModeration() {
  await testApp.app.mailer.deliverDue();
  return smtp.to(MODERATION).at(-1);
}

describe("reportAbuse", () => {
  it("stores the report and mails it to the moderators with Reply-To the reporter", async () => {
    const response = await postForm("reportAbuse", {
      "content-url": "http://localhost:3000/news/ein-artikel",
      category: "Beleidigung",
      "reason-id": "3",
      text: "Der Kommentar beleidigt den Schiedsrichter.",
      "captcha-solution": await solvedCaptcha(),
      ...reporter,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reported: true, message: "Danke für deine Meldung. Wir sehen sie uns an." });
    const stored = await testApp.one<Record<string, string>>(
      "select kind, content_url, category, reason_id, text, first_name, email, association_id from abuse_reports where kind = 'content'",
    );
    expect(stored).toMatchObject({
      kind: "content",
      content_url: "http://localhost:3000/news/ein-artikel",
      category: "Beleidigung",
      reason_id: "3",
      first_name: "Uta",
      email: reporter.email,
    });
    expect(stored.association_id).not.toBeNull();
    const mail = await newestToModeration();
    // The address is in the text, never in the subject.
    expect(mail!.subject).toBe("Meldung: einen Inhalt der Website");
    expect(mail!.text).toContain("Adresse: http://localhost:3000/news/ein-artikel");
    expect(mail!.replyTo?.value).toEqual([{ name: "Uta Vogel", address: reporter.email }]);
    expect(mail!.text).toContain("Kategorie: Beleidigung");
    expect(mail!.text).toContain("Der Kommentar beleidigt den Schiedsrichter.");
  });

  it("takes a report only with a solved captcha or from a signed-in account", async () => {
    const fields = { "content-url": "http://localhost:3000/news/ein-artikel", text: "Spam", ...reporter };
    const without = await postForm("reportAbuse", fields);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toContain('"captcha-solution"');
    const wrong = await postForm("reportAbuse", { ...fields, "captcha-solution": "ungeloest" });
    expect(wrong.statusCode).toBe(400);
    const user = await createUser(testApp, "fan");
    const signedIn = await testApp.app.inject({
      method: "POST",
      url: "/rest/v1/public/reportAbuse",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${user.token}` },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it.each([
    ["content-url", { "content-url": "javascript:alert(1)" }],
    ["content-url", { "content-url": "https://boese.example/ziel" }],
    ["email", { email: "kein-mail" }],
    ["text", { text: "" }],
  ])("refuses a wrong %s with a 400 that names it, storing nothing", async (field, change) => {
    const before = await testApp.query("select 1 from abuse_reports");
    const fields = {
      "content-url": "http://localhost:3000/x",
      text: "Spam",
      "captcha-solution": await solvedCaptcha(),
      ...reporter,
      ...change,
    };
    const response = await postForm("reportAbuse", fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`"${field}"`);
    expect(await testApp.query("select 1 from abuse_reports")).toHaveLength(before.length);
  });
});

describe("reportTickerAbuse", () => {
  it("stores a report of a ticker entry and mails it with the entry's text", async () => {
    const response = await postForm("reportTickerAbuse", {
      "ticker-id": `ticker-${entry.match_id}`,
      "ticker-event-id": entry.id,
      text: "Falsche Behauptung im Ticker.",
      "captcha-solution": await solvedCaptcha(),
      ...reporter,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await testApp.one<Record<string, string>>(
      "select match_id, ticker_entry_id, text from abuse_reports where kind = 'ticker'",
    );
    expect(stored).toEqual({
      match_id: entry.match_id,
      ticker_entry_id: entry.id,
      text: "Falsche Behauptung im Ticker.",
    });
    const mail = await newestToModeration();
    expect(mail!.subject).toBe(`Meldung: einen Liveticker-Eintrag im Spiel ${entry.match_id}`);
    expect(mail!.text).toContain(entry.text);
    expect(mail!.replyTo?.value[0]?.address).toBe(reporter.email);
  });

  it("answers 404 for an unknown ticker or an entry of another match", async () => {
    const fields = { text: "Spam", ...reporter };
    const unknownTicker = await postForm("reportTickerAbuse", {
      ...fields,
      "captcha-solution": await solvedCaptcha(),
      "ticker-id": "ticker-no-such-match",
      "ticker-event-id": entry.id,
    });
    expect(unknownTicker.statusCode).toBe(404);
    const foreignEntry = await postForm("reportTickerAbuse", {
      ...fields,
      "captcha-solution": await solvedCaptcha(),
      "ticker-id": entry.match_id,
      "ticker-event-id": otherEntry.id,
    });
    expect(foreignEntry.statusCode).toBe(404);
    expect(foreignEntry.json().message).toMatch(/Unknown ticker event/);
  });

  it("takes 10 reports an hour from one client address, then answers 429", async () => {
    const fields = { "ticker-id": "ticker-no-such-match", "ticker-event-id": "x", text: "Spam", ...reporter };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await postForm(
        "reportTickerAbuse",
        { ...fields, "captcha-solution": await solvedCaptcha() },
        "192.0.2.77",
      );
      expect(answer.statusCode).toBe(404);
    }
    const refused = await postForm("reportTickerAbuse", fields, "192.0.2.77");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
