import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

/**
 * The newest mail to an address (with a subject, the newest with that subject) that the stack under test sent. Without `SMTP_URL` (the embedded default `npm start` runs) the API writes
 * every mail as an .eml file under DATA_DIR/mail: the same message an SMTP server would get, read here as one.
 */
export async function waitForMail(
  to: string,
  subject?: string,
  timeoutMs = 20_000,
  /** Only a mail written at or after this time (ms): an earlier one with the same subject is not the one awaited. */
  since = 0,
): Promise<{ subject: string; text: string }> {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
    } catch {
      // No mail written yet.
    }
    for (const file of files.sort().reverse()) {
      if (since > 0 && statSync(path.join(folder, file)).mtimeMs < since) continue;
      const mail = await simpleParser(readFileSync(path.join(folder, file)));
      const recipients = [mail.to ?? []].flat().flatMap((entry) => entry.value.map((address) => address.address));
      if (recipients.includes(to) && (subject === undefined || mail.subject === subject)) {
        return { subject: mail.subject ?? "", text: mail.text ?? "" };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The path and query of the first link in a mail's text that leads to `pathname` on the site. */
export function linkIn(text: string, pathname: string): string {
  for (const candidate of text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(candidate.replace(/[>)\].,]+$/, ""));
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathname} in the mail:\n${text}`);
}
