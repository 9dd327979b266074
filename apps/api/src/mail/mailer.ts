import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/database.js";
import { type ClaimedMail, claimDueMails, markMailFailed, markMailSent } from "./outbox.repository.js";
import { isMailTemplate, renderMail } from "./templates.js";

/*
 * The outbox worker. With SMTP_URL it sends through that server; without one (the embedded default) it writes
 * each mail as an .eml file under DATA_DIR/mail and logs where, with the mail's links, so a demo user can follow
 * them. Each mail carries a Message-ID made from its idempotency key: should a crash fall between the server
 * accepting a mail and the outbox marking it sent, the repeat has the same Message-ID.
 */

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  /** The sender: an address, or an address with the name mail programs show. */
  from: string | { name: string; address: string };
  /** The association's name, which signs every mail. */
  associationName: string;
  dataDir: string;
}

export interface Mailer {
  /** Sends what is due now; resolves to the number of mails sent. */
  deliverDue(): Promise<number>;
  /** Polls every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

const BATCH = 20;

export function messageIdOf(idempotencyKey: string): string {
  return `<${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32)}@spielfeld.mail>`;
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export function createMailer(options: MailerOptions): Mailer {
  // Pooled: a burst of mails reuses a few open SMTP connections instead of one handshake per mail.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 3 } as never)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = path.join(options.dataDir, "mail");

  async function send(mail: ClaimedMail): Promise<void> {
    if (!isMailTemplate(mail.template)) throw new Error(`unknown mail template "${mail.template}"`);
    const rendered = renderMail(mail.template, mail.payload, { associationName: options.associationName });
    const info = await transport.sendMail({
      from: options.from,
      to: mail.recipient,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
      messageId: messageIdOf(mail.idempotencyKey),
    });
    if (options.smtpUrl) return;
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`);
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    // Only without a mail server: the demo's way to read its mails.
    options.log.info({ file, template: mail.template, links: linksIn(rendered.text) }, "mail written to file");
  }

  let running: Promise<number> | null = null;
  async function deliver(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDueMails(options.db, BATCH);
      // One at a time: a crash can then fall between the server's acceptance and the mark of at most one mail.
      for (const mail of claimed) {
        try {
          await send(mail);
          await markMailSent(options.db, mail.id);
          sent += 1;
          options.log.info({ event: "mail_sent", mailId: mail.id, template: mail.template }, "mail sent");
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markMailFailed(options.db, mail, message);
          options.log.warn(
            { event: "mail_failed", mailId: mail.id, attempts: mail.attempts, err: message },
            "mail failed",
          );
        }
      }
      if (claimed.length < BATCH) return sent;
    }
  }

  // One delivery at a time per instance; a call during a running one waits for it and then looks again.
  async function deliverDue(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = deliver().finally(() => {
      running = null;
    });
    return running;
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    deliverDue,
    start(intervalMs) {
      const tick = () => {
        deliverDue()
          .catch((error: unknown) => options.log.warn({ err: String(error) }, "mail delivery round failed"))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
