import { afterAll, beforeAll, expect } from "vitest";
import { DEMO_PASSWORD } from "../src/demo/content.js";
import { createTestApp, type TestApp } from "./app.js";
import { type SmtpPeer, startSmtpPeer } from "./smtp.js";

/**
 * A test app that sends its mail to a real SMTP peer: both started before the file's tests, handed over to
 * `use`, and closed after them.
 */
export function withMailingApp(use: (testApp: TestApp, smtp: SmtpPeer) => void): void {
  let testApp: TestApp | undefined;
  let smtp: SmtpPeer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    testApp = await createTestApp({ environment: { SMTP_URL: smtp.url } });
    use(testApp, smtp);
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });
}

/**
 * Requests of the account tests. Each comes from another client address (in `10.{subnet}.x.y`), as separate
 * browsers would, so the per-address limits stay out of the flows' way; tests of those limits pass one address.
 */
export function accountClient(testApp: () => TestApp, smtp: () => SmtpPeer, subnet: number) {
  let requests = 0;
  const nextAddress = () => {
    requests += 1;
    return `10.${subnet}.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
  };
  function call(
    method: "GET" | "POST",
    path: string,
    options: { token?: string; fields?: Record<string, string>; remoteAddress?: string } = {},
  ) {
    return testApp().app.inject({
      method,
      url: `/rest/v1/${path}`,
      remoteAddress: options.remoteAddress ?? nextAddress(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(options.fields ? { payload: new URLSearchParams(options.fields).toString() } : {}),
    });
  }
  async function signIn(username: string, password = DEMO_PASSWORD) {
    const response = await call("POST", "public/login", { fields: { username, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { accessToken: string; refreshToken: string };
  }
  /** Delivers the outbox and returns the newest mail to an address. */
  async function newestMailTo(address: string) {
    await testApp().app.mailer.deliverDue();
    const mails = smtp().to(address);
    expect(mails.length).toBeGreaterThan(0);
    return mails[mails.length - 1]!;
  }
  return { call, signIn, newestMailTo };
}
