import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a free local port that keeps what it receives, for the mail tests. */
export interface SmtpPeer {
  url: string;
  mails: ParsedMail[];
  /** The mails to one address, oldest first. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) =>
      mails.filter((mail) =>
        [mail.to]
          .flat()
          .some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that leads to `path` on the website. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const link = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`No link to ${path} in mail "${mail.subject}"`);
  return new URL(link);
}
