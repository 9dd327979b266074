import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, type MailPayload, type MailTemplate, renderMail } from "./templates.js";

const link = "http://localhost:3000/weiter?code=ABC";
const message = {
  recipientLabel: "den Verein TSV Musterstadt",
  senderName: "Berta Beispiel",
  senderAddress: "berta@example.org",
  subject: "Probetraining",
  content: "Wann trainiert die E-Jugend?",
};

/** One payload per template, as the changes that cause the mails store them. */
const PAYLOADS: { [Template in MailTemplate]: MailPayload<Template> } = {
  account_activation: { nickname: "Mia", link, code: "ABC", validHours: 48 },
  registration_attempt: { loginLink: link, resetLink: link },
  password_reset: { nickname: "Mia", link, code: "ABC", validHours: 2 },
  email_change: { nickname: "Mia", link, code: "ABC", validHours: 48 },
  email_change_notice: { nickname: "Mia", link },
  marketing_consent: { nickname: "Mia", link, code: "ABC", validHours: 48 },
  parental_consent: {
    nickname: "Mia",
    link,
    age: 16,
    what: "das öffentliche Spielerprofil und Werbe-E-Mails",
    validDays: 14,
  },
  player_claim_code: {
    playerName: "Mia Muster",
    dateOfBirth: "2008-04-01",
    clubName: "TSV Musterstadt",
    nickname: "Mia",
    mobile: "0170 1234567",
    code: "ABCD2345EFGH",
    validDays: 14,
    isClubAddress: false,
  },
  player_claim_requested: {
    nickname: "Mia",
    playerName: "Mia Muster",
    clubName: "TSV Musterstadt",
    link,
    validDays: 14,
  },
  referee_claim_code: {
    refereeName: "Mia Muster",
    dateOfBirth: "2008-04-01",
    clubName: "TSV Musterstadt",
    nickname: "Mia",
    identification: "SR-12345",
    mobile: null,
    code: "ABCD2345EFGH",
    validDays: 14,
    isClubAddress: true,
  },
  referee_claim_requested: {
    nickname: "Mia",
    playerName: "Mia Muster",
    clubName: "TSV Musterstadt",
    link,
    validDays: 14,
  },
  blacklist_code: {
    personName: "Mia Muster",
    dateOfBirth: "2008-04-01",
    clubName: "TSV Musterstadt",
    mobile: "0170 1234567",
    code: "ABCD2345EFGH",
    validDays: 14,
    isRemoval: false,
    isClubAddress: false,
    link,
  },
  player_link_released: { nickname: "Mia", playerName: "Mia Muster", clubName: "TSV Musterstadt", link },
  player_profile_deletion: {
    nickname: "Mia",
    what: "Spielerprofil",
    personName: "Mia Muster",
    link,
    validHours: 48,
  },
  contact_message: message,
  contact_copy: message,
  abuse_report: {
    what: "einen Inhalt der Website",
    details: ["Adresse: http://localhost:3000/news/ein-artikel"],
    text: "Beleidigend.",
    reporterName: "Berta Beispiel",
    reporterAddress: "berta@example.org",
  },
};

const ADDRESSED_FORMALLY = /\b(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;

describe.each(MAIL_TEMPLATES)("the mail %s", (template) => {
  const mail = renderMail(template, PAYLOADS[template], { associationName: "Fußball-Verband Musterland" });

  it("says du, as the website does, and names no product but the association", () => {
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(ADDRESSED_FORMALLY);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Spielfeld|Guten Tag/);
  });

  it("is signed by the association in text and HTML", () => {
    expect(mail.text.endsWith("\n\nSportliche Grüße\nFußball-Verband Musterland")).toBe(true);
    expect(mail.html).toContain("<p>Sportliche Grüße<br>Fußball-Verband Musterland</p>");
  });
});
