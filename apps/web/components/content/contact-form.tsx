"use client";

import { ApiCallError } from "@spielfeld/api-client";
import { type FormEvent, useId, useRef, useState } from "react";
import { browserApi } from "@/lib/browser-api";
import { EMAIL_SHAPE } from "@/lib/forms";
import { useSessionContext } from "../session/session-provider";
import { CAPTCHA_FIELD, CaptchaWidget } from "./captcha-widget";
import "../session/account.css";

/** Who receives the message: the association, a club's manager, or a competition's division manager. */
export type ContactTarget =
  | { kind: "association" }
  | { kind: "club"; id: string }
  | { kind: "division"; staffel: string };

type Field = "sender" | "address" | "subject" | "content" | typeof CAPTCHA_FIELD;

const LIMITS = { sender: 100, address: 254, subject: 200, content: 5000 } as const;
const LABELS: Record<Field, string> = {
  sender: "Dein Name",
  address: "Deine E-Mail-Adresse",
  subject: "Betreff",
  content: "Nachricht",
  [CAPTCHA_FIELD]: "Sicherheitsprüfung",
};
const MISSING = {
  sender: "Bitte gib deinen Namen ein.",
  address: "Bitte gib deine E-Mail-Adresse ein.",
  subject: "Bitte gib einen Betreff ein.",
  content: "Bitte schreib eine Nachricht.",
} as const;

function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ["sender", "address", "subject", "content"] as const) {
    if (!values[field].trim()) errors[field] = MISSING[field];
    else if (values[field].length > LIMITS[field])
      errors[field] = `Höchstens ${LIMITS[field].toLocaleString("de-DE")} Zeichen.`;
  }
  if (!errors.address && !EMAIL_SHAPE.test(values.address.trim()))
    errors.address = "Bitte gib eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.";
  if (!values[CAPTCHA_FIELD]) errors[CAPTCHA_FIELD] = "Bitte bestätige die Sicherheitsprüfung.";
  return errors;
}

const TEXTS = {
  captcha: "Die Sicherheitsprüfung hat nicht geklappt. Bitte bestätige sie erneut.",
  throttled: "Zu viele Nachrichten in kurzer Zeit. Bitte versuche es später noch einmal.",
  failed: "Die Nachricht konnte nicht gesendet werden. Bitte versuche es später noch einmal.",
  offline: "Keine Verbindung. Bitte prüfe deine Internetverbindung und versuche es noch einmal.",
} as const;

type MessageField = Exclude<Field, typeof CAPTCHA_FIELD>;
const MESSAGE_FIELDS: readonly string[] = ["sender", "address", "subject", "content"] satisfies MessageField[];
const isMessageField = (field: string | undefined): field is MessageField => MESSAGE_FIELDS.includes(field ?? "");

/** What the form shows for a refusal: beside the field the API names, or below the form. */
type Refusal = { field: Field; message: string } | { field?: undefined; message: string };

/** The form's German words for a refusal, chosen by the error's kind and the field it names (never its wording). */
function refusalOf(error: ApiCallError, recipientLabel: string): Refusal {
  if (error.kind === "captcha-invalid" || error.field === CAPTCHA_FIELD) {
    return { field: CAPTCHA_FIELD, message: TEXTS.captcha };
  }
  if (error.kind === "rate-limited" || error.status === 429) return { message: TEXTS.throttled };
  if (error.kind === "not-found") {
    return { message: `Eine Nachricht an ${recipientLabel} lässt sich über dieses Formular nicht senden.` };
  }
  if (isMessageField(error.field)) {
    const field = error.field;
    if (error.kind === "missing-parameter") return { field, message: MISSING[field] };
    if (error.reason === "too-long") {
      return { field, message: `Höchstens ${LIMITS[field].toLocaleString("de-DE")} Zeichen.` };
    }
    return { field, message: `Bitte prüfe das Feld „${LABELS[field]}“.` };
  }
  return { message: TEXTS.failed };
}

interface Message {
  sender: string;
  address: string;
  subject: string;
  content: string;
  [CAPTCHA_FIELD]: string;
}

/** Sends the message to the target's recipient through the site's `/rest`; a refusal throws an `ApiCallError`. */
async function sendMessage(target: ContactTarget, message: Message, isCopyWanted: boolean, token?: string) {
  const api = browserApi(() => token);
  if (target.kind === "club") return api.contact.sendMailToClubManager({ ...message, id: target.id });
  if (target.kind === "division") return api.contact.sendMailToDivisionManager({ ...message, staffel: target.staffel });
  return api.contact.sendContactMail({ ...message, sendCopyToSender: isCopyWanted });
}

/**
 * A message form: name, address, subject, text, a copy to oneself (association only) and the proof-of-work check.
 * Sends it through the site's origin; the recipient's address never reaches the browser.
 */
export function ContactForm({ target, recipientLabel }: { target: ContactTarget; recipientLabel: string }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" | "failed"; message?: string }>({
    kind: "idle",
  });
  const [attempt, setAttempt] = useState(0);
  // A copy goes only to the address of the signed-in visitor's account (the API checks the token): never to an
  // address typed into the form.
  const session = useSessionContext();
  const token = session.status === "authenticated" ? session.user?.token : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      (["sender", "address", "subject", "content", CAPTCHA_FIELD] as const).map((field) => [
        field,
        String(data.get(field) ?? ""),
      ]),
    ) as Record<Field, string>;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      (form.current?.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    const message: Message = {
      sender: values.sender.trim(),
      address: values.address.trim(),
      subject: values.subject.trim(),
      content: values.content.trim(),
      [CAPTCHA_FIELD]: values[CAPTCHA_FIELD],
    };
    const isCopyWanted = target.kind === "association" && Boolean(token) && data.get("sendCopyToSender") === "on";
    try {
      await sendMessage(target, message, isCopyWanted, token);
      form.current?.reset();
      setAttempt((value) => value + 1);
      setStatus({ kind: "sent", message: `Danke! Deine Nachricht an ${recipientLabel} ist unterwegs.` });
    } catch (error) {
      if (!(error instanceof ApiCallError)) {
        setStatus({ kind: "failed", message: TEXTS.offline });
        return;
      }
      // A solved check counts once: every answer but success needs a new one.
      setAttempt((value) => value + 1);
      const refusal = refusalOf(error, recipientLabel);
      if (refusal.field) {
        setErrors({ [refusal.field]: refusal.message });
        setStatus({ kind: "idle" });
      } else {
        setStatus({ kind: "failed", message: refusal.message });
      }
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const input = (
    field: Exclude<Field, typeof CAPTCHA_FIELD>,
    type: "text" | "email" = "text",
    autoComplete?: string,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {LABELS[field]}
      </label>
      <input
        id={`${id}-${field}`}
        className="input"
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={LIMITS[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      />
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="field__error">
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={form} className="account-form contact-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Nachricht an {recipientLabel}</h2>
      {input("sender", "text", "name")}
      {input("address", "email", "email")}
      {input("subject")}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-content`}>
          {LABELS.content}
        </label>
        <textarea
          id={`${id}-content`}
          className="input"
          name="content"
          rows={7}
          maxLength={LIMITS.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy("content")}
        />
        {errors.content ? (
          <p id={`${id}-content-error`} className="field__error">
            {errors.content}
          </p>
        ) : null}
      </div>
      {target.kind === "association" && token ? (
        <div className="field check">
          <input id={`${id}-copy`} name="sendCopyToSender" type="checkbox" />
          <label htmlFor={`${id}-copy`}>Eine Kopie an die Adresse meines Kontos senden</label>
        </div>
      ) : null}
      <div className="field" aria-describedby={describedBy(CAPTCHA_FIELD)}>
        <CaptchaWidget key={attempt} />
        {errors[CAPTCHA_FIELD] ? (
          <p id={`${id}-${CAPTCHA_FIELD}-error`} className="field__error">
            {errors[CAPTCHA_FIELD]}
          </p>
        ) : null}
      </div>
      <p className="field__hint">
        Wir verwenden deine Angaben nur, um die Nachricht zuzustellen; die Empfänger antworten dir per E-Mail. Die
        Sicherheitsprüfung rechnet kurz in deinem Browser und setzt keine Cookies.
      </p>
      <button type="submit" className="button button--primary" disabled={status.kind === "sending"}>
        {status.kind === "sending" ? "Wird gesendet …" : "Nachricht senden"}
      </button>
      <p
        role="status"
        className={
          status.kind === "sent"
            ? "form-message form-message--success"
            : status.kind === "failed"
              ? "form-message"
              : undefined
        }
      >
        {status.kind === "sent" || status.kind === "failed" ? status.message : ""}
      </p>
    </form>
  );
}
