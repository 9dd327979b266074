import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { type SmtpPeer, startSmtpPeer } from "../../test/smtp.js";
import { enqueueMail } from "./mail.service.js";
import { createMailer } from "./mailer.js";
import { retryDelaySeconds } from "./outbox.repository.js";

let testApp: TestApp;
const log = pino({ level: "silent" });
const db = () => testApp.database.handle.db;

const activation = (key: string, recipient: string) => ({
  idempotencyKey: key,
  recipient,
  template: "account_activation" as const,
  payload: {
    nickname: "Mia",
    link: "http://localhost:3000/registrieren/aktivieren?code=ABC",
    code: "ABC",
    validHours: 48,
  },
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  testApp = await createTestApp({ withDemo: false });
});
afterAll(() => testApp.close());

describe("mail outbox", () => {
  it("sends one mail per idempotency key, however often it is enqueued or delivered", async () => {
    const smtp = await startSmtpPeer();
    const mailer = createMailer({
      db: db(),
      log,
      smtpUrl: smtp.url,
      from: { name: "Bayerischer Amateur-Fußball-Verband", address: "noreply@example.org" },
      associationName: "Bayerischer Amateur-Fußball-Verband",
      dataDir: "",
    });
    try {
      await enqueueMail(db(), activation("once:1", "mia@example.org"));
      await enqueueMail(db(), activation("once:1", "mia@example.org"));
      const rounds = await Promise.all([mailer.deliverDue(), mailer.deliverDue()]);
      expect(rounds.reduce((sum, sent) => sum + sent, 0)).toBe(1);
      expect(await mailer.deliverDue()).toBe(0);
      expect(smtp.to("mia@example.org")).toHaveLength(1);
      const [mail] = smtp.to("mia@example.org");
      expect(mail!.from?.value).toEqual([
        { name: "Bayerischer Amateur-Fußball-Verband", address: "noreply@example.org" },
      ]);
      expect(mail!.text).toContain("Hallo Mia,");
      expect(mail!.text).toContain("Konto aktivieren: http://localhost:3000/registrieren/aktivieren?code=ABC");
      // Signed by the association, as the site is the association's.
      expect(mail!.text?.trimEnd()).toMatch(/\n\nSportliche Grüße\nBayerischer Amateur-Fußball-Verband$/);
      expect(mail!.text).not.toMatch(/Spielfeld|\b(?:Sie|Ihr|Ihre|Ihnen)\b/);
      expect(mail!.messageId).toMatch(/^<[0-9a-f]{32}@spielfeld\.mail>$/);
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it("keeps a mail the server did not take and sends it on a later attempt, backing off", async () => {
    const port = await closedPort();
    const down = createMailer({
      db: db(),
      log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "x@example.org",
      associationName: "BAFV",
      dataDir: "",
    });
    await enqueueMail(db(), activation("retry:1", "noah@example.org"));
    expect(await down.deliverDue()).toBe(0);
    await down.stop();
    const failed = await testApp.one<{ attempts: number; error: string; wait: number; sent_at: Date | null }>(
      `select attempts, error, sent_at, extract(epoch from next_attempt_at - now())::int as wait
       from mail_outbox where idempotency_key = 'retry:1'`,
    );
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.wait).toBeGreaterThan(25);
    expect(failed.wait).toBeLessThanOrEqual(30);
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);

    const smtp: SmtpPeer = await startSmtpPeer();
    const up = createMailer({
      db: db(),
      log,
      smtpUrl: smtp.url,
      from: "x@example.org",
      associationName: "BAFV",
      dataDir: "",
    });
    try {
      expect(await up.deliverDue()).toBe(0); // not due yet
      await testApp.query("update mail_outbox set next_attempt_at = now() where idempotency_key = 'retry:1'");
      expect(await up.deliverDue()).toBe(1);
      expect(smtp.to("noah@example.org")).toHaveLength(1);
      const sent = await testApp.one<{ attempts: number; error: string | null }>(
        "select attempts, error from mail_outbox where idempotency_key = 'retry:1'",
      );
      expect(sent).toEqual({ attempts: 2, error: null });
    } finally {
      await up.stop();
      await smtp.close();
    }
  });

  it("writes mails as .eml files under the data directory when no mail server is configured", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "spielfeld-mail-"));
    const mailer = createMailer({
      db: db(),
      log,
      smtpUrl: undefined,
      from: "x@example.org",
      associationName: "BAFV",
      dataDir,
    });
    try {
      await enqueueMail(db(), activation("file:1", "ella@example.org"));
      expect(await mailer.deliverDue()).toBe(1);
      const files = await readdir(path.join(dataDir, "mail"));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(await readFile(path.join(dataDir, "mail", files[0]!)));
      expect(parsed.subject).toBe("Bitte bestätige deine E-Mail-Adresse");
      expect(parsed.html).toContain('href="http://localhost:3000/registrieren/aktivieren?code=ABC"');
    } finally {
      await mailer.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
