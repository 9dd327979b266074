import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect } from "vitest";
import { type createCaptchaChallenge, verificationStringOn } from "../src/modules/shared/captcha.js";
import { createTestApp, TEST_NOW, type TestApp } from "./app.js";
import { type SmtpPeer, startSmtpPeer } from "./smtp.js";

export const CAPTCHA_KEY = "captcha-test-key-0123456789abcdef0123";
export const MOBILE_KEY = "mobile-test-key-0123456789abcdef01234";

/**
 * The contact tests' app, mailing to a real SMTP peer, with known captcha and app keys (so tests can sign an
 * expired challenge or an app's verification string). Each request comes from another client address in
 * `10.{subnet}.x.y` unless one is given, so the per-address limit stays out of the way of all but its own test.
 */
export function withContactApp(subnet: number, use: (testApp: TestApp, smtp: SmtpPeer) => void) {
  let testApp: TestApp | undefined;
  let smtp: SmtpPeer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    testApp = await createTestApp({
      environment: { SMTP_URL: smtp.url, CAPTCHA_HMAC_KEY: CAPTCHA_KEY, MOBILE_VERIFICATION_KEY: MOBILE_KEY },
    });
    use(testApp, smtp);
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  let requests = 0;
  function call(method: "GET" | "POST", path: string, body?: object, remoteAddress?: string) {
    requests += 1;
    return testApp!.app.inject({
      method,
      url: `/rest/v1/public/${path}`,
      remoteAddress: remoteAddress ?? `10.${subnet}.${Math.floor(requests / 250)}.${(requests % 250) + 1}`,
      ...(body ? { payload: body } : {}),
    });
  }

  async function solvedCaptcha(): Promise<string> {
    const response = await call("GET", "getCaptchaChallenge");
    expect(response.statusCode, response.body).toBe(200);
    return encodeSolution(response.json());
  }

  return { call, solvedCaptcha };
}

/** What the ALTCHA widget submits for a challenge: base64 of `{ challenge, solution }`. */
export async function encodeSolution(challenge: Awaited<ReturnType<typeof createCaptchaChallenge>>) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A verification string of the test day (offset 0) or a day before it. */
export function appVerification(address: string, daysBefore = 0): string {
  const day = new Date(TEST_NOW.getTime() - daysBefore * 24 * 3600_000).toISOString().slice(0, 10);
  return verificationStringOn(MOBILE_KEY, address, day);
}

export const contactFields = (sender: string) => ({
  address: `${sender.toLowerCase()}@example.org`,
  sender,
  subject: `Frage von ${sender}`,
  content: `Hallo,\nwann ist das nächste Spiel?\n\nGruß ${sender}`,
});

/** Everything a mail shows: headers, text and HTML. */
export function wholeMail(mail: ParsedMail): string {
  return [JSON.stringify([...mail.headers]), mail.text ?? "", mail.html || ""].join("\n");
}

/** A contact form's message as its recipient gets it: subject, Reply-To the sender, the text. */
export function expectContactMessage(mail: ParsedMail | undefined, fields: ReturnType<typeof contactFields>) {
  expect(mail, "no mail").toBeDefined();
  expect(mail!.subject).toBe(`Kontaktformular: ${fields.subject}`);
  expect(mail!.replyTo?.value).toEqual([{ name: fields.sender, address: fields.address }]);
  expect(mail!.text).toContain("wann ist das nächste Spiel?");
  expect(mail!.text).toContain(`${fields.sender} (${fields.address})`);
}
