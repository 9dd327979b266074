import { enqueueMail } from "../../mail/mail.service.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import * as repository from "./contact.repository.js";
import type { ContactDependencies } from "./contact.service.js";

export interface Reporter {
  firstname: string;
  lastname: string;
  email: string;
  text: string;
}

export interface ContentReport extends Reporter {
  contentUrl: string;
  category: string | undefined;
  reasonId: string | undefined;
}

export interface TickerReport extends Reporter {
  /** The ticker's id as getTicker answers it (`ticker-<match id>`), or the match id. */
  tickerId: string;
  tickerEventId: string;
}

type Stored = Omit<Parameters<typeof repository.insertAbuseReport>[1], "text" | "firstName" | "lastName" | "email">;

/** Stores a report and, in the same transaction, queues its mail to the moderators (Reply-To: the reporter). */
async function fileReport(
  context: ServiceContext,
  deps: ContactDependencies,
  reporter: Reporter,
  stored: Stored,
  mail: { what: string; details: string[] },
): Promise<{ id: string }> {
  const person = {
    text: reporter.text.trim(),
    firstName: reporter.firstname.trim(),
    lastName: reporter.lastname.trim(),
    email: reporter.email.trim(),
  };
  const id = await context.db.transaction(async (tx) => {
    const reportId = await repository.insertAbuseReport(tx, { ...stored, ...person });
    await enqueueMail(tx, {
      idempotencyKey: `abuse-report:${reportId}`,
      recipient: deps.config.contact.moderationEmail,
      template: "abuse_report",
      payload: {
        what: mail.what,
        details: mail.details,
        text: person.text,
        reporterName: `${person.firstName} ${person.lastName}`,
        reporterAddress: person.email,
      },
    });
    return reportId;
  });
  deps.log.info({ event: "abuse_report", kind: stored.kind, reportId: id }, "abuse report filed");
  return { id };
}

export async function reportContent(
  context: ServiceContext,
  deps: ContactDependencies,
  report: ContentReport,
): Promise<{ id: string }> {
  // Only pages of this site are reported: an address elsewhere is no content of ours, and it would reach the
  // moderators' mail as written.
  if (new URL(report.contentUrl).origin !== new URL(deps.config.siteUrl).origin) {
    throw new ApiError("bad_request", 'Parameter "content-url" must lead to a page of this website');
  }
  const association = await repository.findAssociationContact(context.db, undefined);
  return fileReport(
    context,
    deps,
    report,
    {
      kind: "content",
      associationId: association?.id ?? null,
      contentUrl: report.contentUrl,
      category: report.category ?? null,
      reasonId: report.reasonId ?? null,
    },
    {
      what: "einen Inhalt der Website",
      details: [
        `Adresse: ${report.contentUrl}`,
        ...(report.category ? [`Kategorie: ${report.category}`] : []),
        ...(report.reasonId ? [`Grund: ${report.reasonId}`] : []),
      ],
    },
  );
}

export async function reportTickerEntry(
  context: ServiceContext,
  deps: ContactDependencies,
  report: TickerReport,
): Promise<{ id: string }> {
  const matchId = report.tickerId.replace(/^ticker-/, "");
  const match = await repository.findMatchAssociation(context.db, matchId);
  if (!match) throw new ApiError("not_found", `Unknown ticker "${report.tickerId}"`);
  const entry = await repository.findTickerEntry(context.db, matchId, report.tickerEventId);
  if (!entry) throw new ApiError("not_found", `Unknown ticker event "${report.tickerEventId}" in that ticker`);
  return fileReport(
    context,
    deps,
    report,
    { kind: "ticker", associationId: match.associationId, matchId, tickerEntryId: entry.id },
    {
      what: `einen Liveticker-Eintrag im Spiel ${matchId}`,
      details: [`Eintrag ${entry.id}${entry.minute === null ? "" : ` (${entry.minute}. Minute)`}: ${entry.text}`],
    },
  );
}
