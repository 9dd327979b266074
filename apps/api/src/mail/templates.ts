import { escapeMarkup } from "../lib/escape-markup.js";

/*
 * The German mails the API sends, each as plain text and HTML. A template gets what the change that caused it
 * stored in the outbox; links are complete addresses on the website. Like the website, the mails say "du", and
 * the association (ASSOCIATION_NAME) signs them.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes, when not to the sender of the mail (a contact form's writer). */
  replyTo?: { name: string; address: string };
}

/** What every mail says of who sends it. */
export interface MailSender {
  /** The association's name, which signs the mail. */
  associationName: string;
}

/** A mail's parts, which renderMail lays out as text and HTML with the association's signature. */
interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  after: string[];
  replyTo?: RenderedMail["replyTo"];
}

type CodeLinkPayload = {
  nickname: string;
  link: string;
  code: string;
  validHours: number;
};

type NoticePayload = {
  nickname: string;
  link: string;
};

type ParentalConsentPayload = {
  nickname: string;
  link: string;
  age: number;
  /** What stays off, e.g. "das öffentliche Spielerprofil und Werbe-E-Mails". */
  what: string;
  validDays: number;
};

/** A referee's claim of a record, for the officials of the referee's club. */
type RefereeClaimCodePayload = {
  refereeName: string;
  /** ISO date. */
  dateOfBirth: string;
  clubName: string;
  nickname: string;
  /** The pass number the referee gave. */
  identification: string;
  mobile: string | null;
  code: string;
  validDays: number;
  isClubAddress: boolean;
};

/** A person's request to be on the blacklist (no profile at all) or off it again, for the club's officials. */
type BlacklistCodePayload = {
  personName: string;
  /** ISO date. */
  dateOfBirth: string;
  clubName: string;
  mobile: string;
  code: string;
  validDays: number;
  isRemoval: boolean;
  isClubAddress: boolean;
  /** The page where the person enters the code. */
  link: string;
};

/** The end of a wrong link, for the account that held the record. */
type LinkReleasedPayload = {
  nickname: string;
  playerName: string;
  clubName: string;
  link: string;
  /** Which profile; mails queued before referees had the release name none and mean the player profile. */
  what?: "Spielerprofil" | "Schiedsrichterprofil";
};

/** The confirmation of a player's or referee's wish to delete their profile. */
type ProfileDeletionPayload = {
  nickname: string;
  /** "Spielerprofil" or "Schiedsrichterprofil". */
  what: "Spielerprofil" | "Schiedsrichterprofil";
  /** The record's names, as the public knew them. */
  personName: string;
  link: string;
  validHours: number;
};

/** What every mail to a club's officials with a code says last: hand it on only knowingly, and why they got it. */
function officialsNote(isClubAddress: boolean): string {
  return `Wenn du die Person nicht kennst oder Zweifel hast, gib den Code nicht weiter; ohne ihn geschieht nichts. ${
    isClubAddress
      ? "Die E-Mail geht an die Adresse des Vereins, weil keine andere Person auf unserer Website eine Mannschaft des Vereins verwaltet."
      : "Du bekommst diese E-Mail, weil du eine Mannschaft des Vereins verwaltest."
  }`;
}

/** A player's claim of a record, for the club's officials who confirm it by handing on the code. */
type PlayerClaimCodePayload = {
  playerName: string;
  /** ISO date. */
  dateOfBirth: string;
  clubName: string;
  /** The account's nickname, which the player will show on the site. */
  nickname: string;
  /** A mobile number the claimant left for the club, or null. */
  mobile: string | null;
  code: string;
  validDays: number;
  /** Sent to the club's own address, since no other team admin of the club could confirm. */
  isClubAddress: boolean;
};

type PlayerClaimRequestedPayload = {
  nickname: string;
  playerName: string;
  clubName: string;
  link: string;
  validDays: number;
};

type RegistrationAttemptPayload = {
  loginLink: string;
  resetLink: string;
};

/** A message written in a contact form; the recipient is named, never by address. */
type ContactMessagePayload = {
  /** Who the message is for, e.g. "den Verein TSV Musterstadt" or "die Spielleitung der Kreisliga 1". */
  recipientLabel: string;
  senderName: string;
  senderAddress: string;
  subject: string;
  content: string;
};

type AbuseReportPayload = {
  /** What is reported, e.g. "Inhalt: https://…" or "Liveticker-Eintrag 123 im Spiel 456". */
  what: string;
  details: string[];
  text: string;
  reporterName: string;
  reporterAddress: string;
};

const templates = {
  account_activation: (payload: CodeLinkPayload & { isRepeat?: boolean }) =>
    compose({
      subject: "Bitte bestätige deine E-Mail-Adresse",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        "schön, dass du dabei bist! Bitte bestätige deine E-Mail-Adresse, damit wir dein Konto freischalten können.",
        // Sent again on request (resendActivation): the new code replaced the one of every earlier mail.
        ...(payload.isRepeat
          ? ["Du hast diese E-Mail noch einmal angefordert: Nur der Link in dieser neuesten E-Mail gilt."]
          : []),
      ],
      action: { label: "Konto aktivieren", link: payload.link },
      after: [
        `Falls der Link nicht funktioniert, gib auf der Aktivierungsseite diesen Code ein: ${payload.code}`,
        `Der Link gilt ${payload.validHours} Stunden. Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.`,
      ],
    }),
  registration_attempt: (payload: RegistrationAttemptPayload) =>
    compose({
      subject: "Registrierung mit deiner E-Mail-Adresse",
      greeting: "Hallo,",
      paragraphs: [
        "gerade wollte sich jemand mit deiner E-Mail-Adresse neu registrieren. Für diese Adresse gibt es aber schon ein Konto.",
        `Warst du das? Dann melde dich einfach an: ${payload.loginLink}`,
      ],
      action: { label: "Passwort vergessen?", link: payload.resetLink },
      after: ["Wenn du das nicht warst, musst du nichts tun: Dein Konto bleibt unverändert."],
    }),
  password_reset: (payload: CodeLinkPayload) =>
    compose({
      subject: "Neues Passwort festlegen",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: ["du hast ein neues Passwort angefordert. Über diesen Link legst du es fest:"],
      action: { label: "Neues Passwort festlegen", link: payload.link },
      after: [
        `Oder gib auf der Seite diesen Code ein: ${payload.code}`,
        `Der Link gilt ${payload.validHours} Stunden und nur einmal. Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.`,
      ],
    }),
  email_change: (payload: CodeLinkPayload) =>
    compose({
      subject: "Bitte bestätige deine neue E-Mail-Adresse",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: ["du möchtest dein Konto künftig mit dieser E-Mail-Adresse nutzen. Bitte bestätige sie:"],
      action: { label: "Neue Adresse bestätigen", link: payload.link },
      after: [
        `Oder gib auf der Seite diesen Code ein: ${payload.code}`,
        `Der Link gilt ${payload.validHours} Stunden. Bis du bestätigst, bleibt deine bisherige Adresse gültig.`,
      ],
    }),
  email_change_notice: (payload: NoticePayload) =>
    compose({
      subject: "Deine E-Mail-Adresse soll geändert werden",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        "für dein Konto wurde eine neue E-Mail-Adresse angegeben. Die neue Adresse gilt erst, wenn sie bestätigt ist.",
        "Warst du das nicht? Dann ändere bitte sofort dein Passwort.",
      ],
      action: { label: "Zu meinem Konto", link: payload.link },
      after: [],
    }),
  marketing_consent: (payload: CodeLinkPayload) =>
    compose({
      subject: "Bitte bestätige deine Einwilligung",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        "du möchtest Neuigkeiten und Angebote rund um den Amateurfußball per E-Mail bekommen. Bitte bestätige das:",
      ],
      action: { label: "Einwilligung bestätigen", link: payload.link },
      after: [
        `Der Link gilt ${payload.validHours} Stunden. Ohne Bestätigung schicken wir dir nichts. Du kannst die Einwilligung jederzeit in deinem Konto widerrufen.`,
      ],
    }),
  parental_consent: (payload: ParentalConsentPayload) =>
    compose({
      subject: `Einwilligung für das Konto von ${payload.nickname}`,
      greeting: "Hallo,",
      paragraphs: [
        `dein Kind hat auf unserer Website ein Konto mit dem Namen „${payload.nickname}“. Weil es jünger als ${payload.age} Jahre ist, bleiben ${payload.what} aus, bis du als erziehungsberechtigte Person einwilligst.`,
        "Wenn du einverstanden bist, bestätige es bitte hier:",
      ],
      action: { label: "Einwilligung erteilen", link: payload.link },
      after: [
        `Der Link gilt ${payload.validDays} Tage. Wenn du nicht einwilligen möchtest, musst du nichts tun. Du kannst die Einwilligung jederzeit widerrufen.`,
      ],
    }),
  player_claim_code: (payload: PlayerClaimCodePayload) =>
    compose({
      subject: `Spielerprofil: ${payload.playerName} bittet um Bestätigung`,
      greeting: "Hallo,",
      paragraphs: [
        `${payload.playerName} (geboren am ${payload.dateOfBirth.split("-").reverse().join(".")}) möchte das Spielerprofil bei ${payload.clubName} mit dem Konto „${payload.nickname}“ auf unserer Website verbinden. Du kennst die Spielerinnen und Spieler deines Vereins: Nur wenn es wirklich diese Person ist, gib ihr bitte persönlich diesen Code:`,
        payload.code,
        `Mit dem Code kann sie das Profil ${payload.validDays} Tage lang übernehmen, auf der Seite „Profil bearbeiten“.`,
        ...(payload.mobile ? [`Für Rückfragen hat sie ihre Mobilnummer angegeben: ${payload.mobile}`] : []),
      ],
      after: [officialsNote(payload.isClubAddress)],
    }),
  player_claim_requested: (payload: PlayerClaimRequestedPayload) =>
    compose({
      subject: "Dein Spielerprofil: Bestätigung durch deinen Verein",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        `du möchtest das Spielerprofil von ${payload.playerName} bei ${payload.clubName} mit deinem Konto verbinden. Damit niemand ein fremdes Profil übernimmt, haben die Verantwortlichen deines Vereins einen Code bekommen.`,
        `Frag sie danach, etwa beim nächsten Training, und gib den Code auf der Seite „Profil bearbeiten“ ein. Er gilt ${payload.validDays} Tage.`,
      ],
      action: { label: "Code eingeben", link: payload.link },
      after: ["Wenn du das nicht warst, musst du nichts tun: Ohne den Code wird nichts verbunden."],
    }),
  referee_claim_code: (payload: RefereeClaimCodePayload) =>
    compose({
      subject: `Schiedsrichterprofil: ${payload.refereeName} bittet um Bestätigung`,
      greeting: "Hallo,",
      paragraphs: [
        `${payload.refereeName} (geboren am ${payload.dateOfBirth.split("-").reverse().join(".")}, Schiedsrichterausweis ${payload.identification}) pfeift für ${payload.clubName} und möchte das Schiedsrichterprofil mit dem Konto „${payload.nickname}“ auf unserer Website verbinden. Nur wenn es wirklich diese Person ist, gib ihr bitte persönlich diesen Code:`,
        payload.code,
        `Mit dem Code kann sie das Profil ${payload.validDays} Tage lang übernehmen, auf der Seite „Profil bearbeiten“.`,
        ...(payload.mobile ? [`Für Rückfragen hat sie ihre Mobilnummer angegeben: ${payload.mobile}`] : []),
      ],
      after: [officialsNote(payload.isClubAddress)],
    }),
  referee_claim_requested: (payload: PlayerClaimRequestedPayload) =>
    compose({
      subject: "Dein Schiedsrichterprofil: Bestätigung durch deinen Verein",
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        `du möchtest das Schiedsrichterprofil von ${payload.playerName} mit deinem Konto verbinden. Damit niemand ein fremdes Profil übernimmt, haben die Verantwortlichen von ${payload.clubName} einen Code bekommen.`,
        `Frag sie danach und gib den Code auf der Seite „Profil bearbeiten“ ein. Er gilt ${payload.validDays} Tage.`,
      ],
      action: { label: "Code eingeben", link: payload.link },
      after: ["Wenn du das nicht warst, musst du nichts tun: Ohne den Code wird nichts verbunden."],
    }),
  blacklist_code: (payload: BlacklistCodePayload) =>
    compose({
      subject: payload.isRemoval
        ? `Spielerprofil: ${payload.personName} möchte wieder ein Profil haben`
        : `Spielerprofil: ${payload.personName} möchte kein Profil haben`,
      greeting: "Hallo,",
      paragraphs: [
        payload.isRemoval
          ? `${payload.personName} (geboren am ${payload.dateOfBirth.split("-").reverse().join(".")}, ${payload.clubName}) hat darum gebeten, wieder mit Namen auf unserer Website zu erscheinen, nachdem sie oder er das abgelehnt hatte.`
          : `${payload.personName} (geboren am ${payload.dateOfBirth.split("-").reverse().join(".")}, ${payload.clubName}) möchte auf unserer Website überhaupt kein Spielerprofil haben: keinen Namen in Aufstellungen, Spielberichten, Torschützenlisten und Statistiken, keine Profilseite und keinen Suchtreffer.`,
        `Die Anfrage kam mit der Mobilnummer ${payload.mobile}. Nur wenn es wirklich diese Person ist (bei Minderjährigen: ihre Eltern), gib ihr bitte persönlich diesen Code:`,
        payload.code,
        `Mit dem Code bestätigt sie die Anfrage ${payload.validDays} Tage lang auf der Seite „Kein Spielerprofil“ unserer Website; den Link kannst du ihr mitgeben.`,
      ],
      action: { label: "Seite zum Bestätigen", link: payload.link },
      after: [officialsNote(payload.isClubAddress)],
    }),
  player_link_released: (payload: LinkReleasedPayload) =>
    compose({
      subject: `Dein Konto ist nicht mehr mit dem ${payload.what ?? "Spielerprofil"} verbunden`,
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        `die Verantwortlichen von ${payload.clubName} haben die Verbindung deines Kontos mit dem ${payload.what ?? "Spielerprofil"} von ${payload.playerName} gelöst, weil es nach ihrer Kenntnis nicht deins ist. Dein Konto bleibt bestehen.`,
        "Wenn es doch dein Profil ist, sprich bitte mit ihnen und stelle die Anfrage neu:",
      ],
      action: { label: "Zu „Profil bearbeiten“", link: payload.link },
      after: [],
    }),
  player_profile_deletion: (payload: ProfileDeletionPayload) =>
    compose({
      subject: `Dein ${payload.what} löschen: bitte bestätigen`,
      greeting: `Hallo ${payload.nickname},`,
      paragraphs: [
        `du möchtest dein ${payload.what} (${payload.personName}) löschen. Danach ist es nicht mehr öffentlich: keine Profilseite, kein Suchtreffer, ${
          payload.what === "Schiedsrichterprofil"
            ? "und bei deinen Spielen steht dein Name ohne Link."
            : "und in Aufstellungen, Spielberichten und Statistiken steht „Nicht öffentlich“ statt deines Namens."
        } Dein Konto bleibt bestehen.`,
        "Wenn du das willst, bestätige es hier:",
      ],
      action: { label: "Löschen bestätigen", link: payload.link },
      after: [
        `Der Link gilt ${payload.validHours} Stunden. Ohne Bestätigung bleibt alles, wie es ist. Wenn du das nicht warst, ändere bitte dein Passwort.`,
      ],
    }),
  contact_message: (payload: ContactMessagePayload) => ({
    ...compose({
      subject: `Kontaktformular: ${payload.subject}`,
      greeting: "Hallo,",
      paragraphs: [
        `${payload.senderName} (${payload.senderAddress}) hat über das Kontaktformular unserer Website an ${payload.recipientLabel} geschrieben:`,
        `Betreff: ${payload.subject}`,
        payload.content,
        `Wenn du auf diese E-Mail antwortest, geht deine Antwort direkt an ${payload.senderName}. Deine E-Mail-Adresse haben wir nicht weitergegeben.`,
      ],
      after: [],
    }),
    replyTo: { name: payload.senderName, address: payload.senderAddress },
  }),
  contact_copy: (payload: ContactMessagePayload) =>
    compose({
      subject: `Kopie deiner Nachricht: ${payload.subject}`,
      greeting: `Hallo ${payload.senderName},`,
      paragraphs: [
        `das hast du über das Kontaktformular an ${payload.recipientLabel} geschickt. Eine Antwort kommt direkt an diese Adresse.`,
        `Betreff: ${payload.subject}`,
        payload.content,
      ],
      after: [],
    }),
  abuse_report: (payload: AbuseReportPayload) => ({
    ...compose({
      subject: `Meldung: ${payload.what}`,
      greeting: "Hallo Moderation,",
      paragraphs: [
        `${payload.reporterName} (${payload.reporterAddress}) meldet ${payload.what}.`,
        ...payload.details,
        `Begründung:\n${payload.text}`,
      ],
      after: ["Die Meldung ist gespeichert; eine Antwort an diese E-Mail geht an die meldende Person."],
    }),
    replyTo: { name: payload.reporterName, address: payload.reporterAddress },
  }),
} satisfies Record<string, (payload: never) => MailParts>;

export type MailTemplate = keyof typeof templates;
/** What a template needs, as the change that causes the mail stores it in the outbox. */
export type MailPayload<Template extends MailTemplate> = Parameters<(typeof templates)[Template]>[0];

export const MAIL_TEMPLATES = Object.keys(templates) as MailTemplate[];

export function isMailTemplate(name: string): name is MailTemplate {
  return Object.hasOwn(templates, name);
}

export function renderMail(template: MailTemplate, payload: Record<string, unknown>, sender: MailSender): RenderedMail {
  // The outbox stored the payload from a MailPayload of this template (see enqueueMail).
  return layOut((templates[template] as (payload: unknown) => MailParts)(payload), sender);
}

/** Collects a template's parts (typed, so that every template gives them all). */
function compose(mail: MailParts): MailParts {
  return mail;
}

function layOut(mail: MailParts, sender: MailSender): RenderedMail {
  const signature = `Sportliche Grüße\n${sender.associationName}`;
  const text = [
    mail.greeting,
    ...mail.paragraphs,
    ...(mail.action ? [`${mail.action.label}: ${mail.action.link}`] : []),
    ...mail.after,
    signature,
  ].join("\n\n");
  const paragraph = (line: string) => `<p>${escapeMarkup(line).replaceAll("\n", "<br>")}</p>`;
  const html = [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    `<title>${escapeMarkup(mail.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    paragraph(mail.greeting),
    ...mail.paragraphs.map(paragraph),
    ...(mail.action
      ? [
          `<p><a href="${escapeMarkup(mail.action.link)}" style="display:inline-block;padding:12px 20px;background:#0b5d1e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeMarkup(mail.action.label)}</a></p>`,
        ]
      : []),
    ...mail.after.map(paragraph),
    paragraph(signature),
    "</body></html>",
  ].join("\n");
  return { subject: mail.subject, text, html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
}
