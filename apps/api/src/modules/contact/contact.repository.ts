import { and, count, eq, isNull, min, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  abuseReports,
  associations,
  clubs,
  competitions,
  contactMails,
  functionaries,
  matches,
  playingAreas,
  tickerEntries,
  users,
} from "../../db/schema/index.js";

/** The association a contact mail goes to: the named one, or without a name the default one. */
export async function findAssociationContact(db: Database, associationId: string | undefined) {
  const [row] = await db
    .select({ id: associations.id, name: associations.name, email: associations.contactEmail })
    .from(associations)
    .where(associationId === undefined ? eq(associations.isDefault, true) : eq(associations.id, associationId))
    .limit(1);
  return row ?? null;
}

export async function findClubContact(db: Database, clubId: string) {
  const [row] = await db
    .select({ id: clubs.id, name: clubs.name, email: clubs.email, isEmailPublic: clubs.isEmailPublic })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row ?? null;
}

/** A competition with its division manager's name and address (null fields when it has none). */
export async function findDivisionManagerContact(db: Database, competitionId: string) {
  const [row] = await db
    .select({
      competitionName: competitions.name,
      firstName: functionaries.firstName,
      lastName: functionaries.lastName,
      email: functionaries.email,
    })
    .from(competitions)
    .leftJoin(functionaries, eq(functionaries.id, competitions.divisionManagerId))
    .where(eq(competitions.id, competitionId))
    .limit(1);
  return row ?? null;
}

/**
 * Mails from a sender (to one recipient, or to anyone) in the last hour, and the seconds until the oldest leaves the
 * window.
 */
async function mailsInLastHour(db: Database, senderDigest: string, recipientDigest?: string) {
  const [row] = await db
    .select({
      mails: count(),
      secondsLeft: sql<number>`ceil(extract(epoch from ${min(contactMails.sentAt)} + interval '1 hour' - now()))::int`,
    })
    .from(contactMails)
    .where(
      and(
        eq(contactMails.senderDigest, senderDigest),
        recipientDigest === undefined ? undefined : eq(contactMails.recipientDigest, recipientDigest),
        sql`${contactMails.sentAt} > now() - interval '1 hour'`,
      ),
    );
  return { mails: row?.mails ?? 0, secondsLeft: Math.max(row?.secondsLeft ?? 1, 1) };
}

export interface ContactMailLimits {
  kind: string;
  recipientDigest: string;
  senderDigest: string;
  /** Mails one sender may send to one recipient. */
  perSenderAndRecipient: number;
  perSender: number;
}

export type ContactMailReservation = { ok: true } | { ok: false; limit: "pair" | "sender"; secondsLeft: number };

/**
 * Takes one of the hour's contact mails of this sender (to this recipient), or says which limit is reached and for
 * how long. Only senders are limited: no number of mails from others shuts a recipient's form. Call it inside the
 * transaction that enqueues the mail: check and take happen under an advisory lock on the sender's digest, so
 * parallel requests on several instances cannot pass the limit together.
 */
export async function reserveContactMail(db: Database, limits: ContactMailLimits): Promise<ContactMailReservation> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-from:${limits.senderDigest}`}))`);
  const toRecipient = await mailsInLastHour(db, limits.senderDigest, limits.recipientDigest);
  if (toRecipient.mails >= limits.perSenderAndRecipient) {
    return { ok: false, limit: "pair", secondsLeft: toRecipient.secondsLeft };
  }
  const fromSender = await mailsInLastHour(db, limits.senderDigest);
  if (fromSender.mails >= limits.perSender) return { ok: false, limit: "sender", secondsLeft: fromSender.secondsLeft };
  await db.delete(contactMails).where(sql`${contactMails.sentAt} < now() - interval '1 day'`);
  await db.insert(contactMails).values({
    kind: limits.kind,
    recipientDigest: limits.recipientDigest,
    senderDigest: limits.senderDigest,
  });
  return { ok: true };
}

/** The address of an activated account that still exists: where a copy of a contact mail may go. */
export async function findVerifiedAddress(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), sql`${users.activatedAt} is not null`))
    .limit(1);
  return row?.email ?? null;
}

/** A match and the association it is played in; null for an unknown match. */
export async function findMatchAssociation(db: Database, matchId: string) {
  const [row] = await db
    .select({ matchId: matches.id, associationId: playingAreas.associationId })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(playingAreas, eq(playingAreas.id, competitions.playingAreaId))
    .where(eq(matches.id, matchId))
    .limit(1);
  return row ?? null;
}

/** A ticker entry of that match; null when there is none. */
export async function findTickerEntry(db: Database, matchId: string, entryId: string) {
  const [row] = await db
    .select({ id: tickerEntries.id, text: tickerEntries.text, minute: tickerEntries.minute })
    .from(tickerEntries)
    .where(and(eq(tickerEntries.id, entryId), eq(tickerEntries.matchId, matchId)))
    .limit(1);
  return row ?? null;
}

export async function insertAbuseReport(db: Database, report: typeof abuseReports.$inferInsert): Promise<string> {
  const [row] = await db.insert(abuseReports).values(report).returning({ id: abuseReports.id });
  return row!.id;
}
