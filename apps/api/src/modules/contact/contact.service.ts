import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { clientNetworkOf } from "../../lib/client-network.js";
import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import { checkVerificationString, useCaptcha } from "../shared/captcha.js";
import { visibleClubEmail } from "../shared/club-privacy.js";
import type { ServiceContext } from "../shared/context.js";
import * as repository from "./contact.repository.js";

/**
 * What the contact services work with besides a request's context: the configuration (the moderators' address,
 * the site's origin), the log, and the keys that sign captcha challenges and check the apps' verification strings.
 */
export interface ContactDependencies {
  config: Config;
  log: FastifyBaseLogger;
  captchaHmacKey: string;
  mobileVerificationKey: string;
}

/** Who a contact mail is for. */
export type ContactTarget =
  | { kind: "association"; associationId?: string }
  | { kind: "club"; clubId: string }
  | { kind: "division_manager"; competitionId: string };

export interface ContactMessage {
  address: string;
  sender: string;
  subject: string;
  content: string;
  sendCopyToSender: boolean;
}

/** The website proves a person with a solved captcha, the apps with a verification string. */
export type HumanProof = { captchaSolution: string | undefined } | { verificationString: string; appType: string };

/**
 * Contact mails within any hour: from one sender address to one recipient, and from one sender address in all.
 * Senders are limited, never the recipient: a form stays open however many strangers write (each mail needs a
 * solved captcha, and each client address may send 10 an hour, see contact.routes.ts).
 */
export const MAILS_PER_SENDER_AND_RECIPIENT_PER_HOUR = 2;
export const MAILS_PER_SENDER_PER_HOUR = 5;

const LIMIT_MESSAGES = {
  pair: "Du hast diesem Empfänger in der letzten Stunde schon geschrieben. Bitte versuche es später noch einmal.",
  sender: "Von dir kamen in der letzten Stunde schon zu viele Nachrichten. Bitte versuche es später noch einmal.",
};

interface Recipient {
  email: string;
  /** How the mails name the recipient, e.g. "den Verein TSV Musterstadt"; never its address. */
  label: string;
}

function digestOf(address: string): string {
  return createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
}

async function findRecipient(db: Database, target: ContactTarget): Promise<Recipient> {
  if (target.kind === "association") {
    const association = await repository.findAssociationContact(db, target.associationId);
    if (!association) throw new ApiError("not_found", `Unknown association "${target.associationId ?? ""}"`);
    if (!association.email)
      throw new ApiError("not_found", `Der Verband ${association.name} hat keine Kontaktadresse.`);
    return { email: association.email, label: `den Verband ${association.name}` };
  }
  if (target.kind === "club") {
    const club = await repository.findClubContact(db, target.clubId);
    if (!club) throw new ApiError("not_found", `Unknown club "${target.clubId}"`);
    // A club is written to only at an address it permits showing: its club page then offers the form.
    const email = visibleClubEmail(club);
    if (!email)
      throw new ApiError("not_found", `Der Verein ${club.name} nimmt keine Nachrichten über das Kontaktformular an.`);
    return { email, label: `den Verein ${club.name}` };
  }
  const competition = await repository.findDivisionManagerContact(db, target.competitionId);
  if (!competition) throw new ApiError("not_found", `Unknown competition "${target.competitionId}"`);
  // The division manager's office address: the form reaches it without showing it.
  if (!competition.email) {
    throw new ApiError(
      "not_found",
      `Für die Staffel ${competition.competitionName} ist keine Spielleitung hinterlegt.`,
    );
  }
  return {
    email: competition.email,
    label: `die Spielleitung der Staffel ${competition.competitionName} (${competition.firstName} ${competition.lastName})`,
  };
}

export async function checkHumanProof(
  context: Pick<ServiceContext, "db" | "now">,
  deps: ContactDependencies,
  address: string,
  proof: HumanProof,
): Promise<void> {
  if ("verificationString" in proof) {
    checkVerificationString(deps.mobileVerificationKey, address, proof.verificationString, context.now);
    return;
  }
  await useCaptcha(context.db, deps.captchaHmacKey, proof.captchaSolution);
}

/**
 * Sends a contact form's message to an association, a club or a division manager, with Reply-To set to the
 * sender, and on request a copy to the sender: only to the verified address of the signed-in caller's account
 * (`userId`), never to an address typed into the form (text written by anyone would go to anyone). The
 * recipient's address goes into the outbox only: no answer and no copy shows it.
 */
export async function sendContactMessage(
  context: ServiceContext,
  deps: ContactDependencies,
  target: ContactTarget,
  message: ContactMessage,
  proof: HumanProof,
  sender: { userId: string | null; address: string },
): Promise<void> {
  const { db } = context;
  const { userId } = sender;
  const recipient = await findRecipient(db, target);
  await checkHumanProof(context, deps, message.address, proof);
  const copyTo = message.sendCopyToSender && userId ? await repository.findVerifiedAddress(db, userId) : null;
  const id = crypto.randomUUID();
  const payload = {
    recipientLabel: recipient.label,
    senderName: message.sender.trim(),
    senderAddress: message.address.trim(),
    subject: message.subject.trim(),
    content: message.content.trim(),
  };
  await db.transaction(async (tx) => {
    const reservation = await repository.reserveContactMail(tx, {
      kind: target.kind,
      recipientDigest: digestOf(recipient.email),
      // The sender the limits count: the signed-in account, else the client network, never the typed address (which
      // anyone can type, spending its owner's mails).
      senderDigest: digestOf(userId ? `account:${userId}` : `network:${clientNetworkOf(sender.address)}`),
      perSenderAndRecipient: MAILS_PER_SENDER_AND_RECIPIENT_PER_HOUR,
      perSender: MAILS_PER_SENDER_PER_HOUR,
    });
    if (!reservation.ok) {
      throw new ApiError("too_many_requests", LIMIT_MESSAGES[reservation.limit], {
        retryAfterSeconds: reservation.secondsLeft,
      });
    }
    await enqueueMail(tx, {
      idempotencyKey: `contact:${id}`,
      recipient: recipient.email,
      template: "contact_message",
      payload,
    });
    if (copyTo) {
      await enqueueMail(tx, {
        idempotencyKey: `contact-copy:${id}`,
        recipient: copyTo,
        template: "contact_copy",
        payload,
      });
    }
  });
  deps.log.info({ event: "contact_mail", kind: target.kind, mailId: id }, "contact mail queued");
}
