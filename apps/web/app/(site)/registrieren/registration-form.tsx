"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { markIncompleteDates } from "@/lib/forms";
import { type FormState, fieldErrorOf } from "@/lib/session/form-errors";
import { useIsScripted } from "@/lib/use-is-scripted";
import { register } from "./actions";
import { ResendActivationForm } from "./aktivieren/resend-form";
import { useNicknameCheck } from "./use-nickname-check";

const EMPTY: FormState = { status: "idle", values: {} };

function Field({
  name,
  label,
  state,
  hint,
  ...input
}: {
  name: string;
  label: string;
  state: FormState;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = fieldErrorOf(state, name);
  const isWrong = error !== undefined;
  const described = [hint ? `${name}-hinweis` : null, isWrong ? `${name}-fehler` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={`registrieren-${name}`}>
        {label}
      </label>
      {hint ? (
        <span className="field__hint" id={`${name}-hinweis`}>
          {hint}
        </span>
      ) : null}
      <input
        className="input"
        id={`registrieren-${name}`}
        name={name}
        aria-invalid={isWrong ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {isWrong ? (
        <span className="field__error" id={`${name}-fehler`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The registration form (`registerAccount`); a server action answers it, with or without JavaScript. */
export function RegistrationForm({ genders }: { genders: { id: number; name: string }[] }) {
  const [state, action, isPending] = useActionState(register, EMPTY);
  const kept = state.values;
  const [firstname, setFirstname] = useState(kept.firstname ?? "");
  const [lastname, setLastname] = useState(kept.lastname ?? "");
  const [nickname, setNickname] = useState(kept.nickname ?? "");
  const check = useNicknameCheck(nickname, firstname, lastname);
  // Kept on the device between answers: the server never sends a password back into the page.
  const [password, setPassword] = useState("");
  const form = useRef<HTMLFormElement>(null);
  // The browser's own checks stay until the page's scripts run: without them a half-typed date goes as none, unmarked.
  const isScripted = useIsScripted();
  // An answer that refuses fields takes the visitor to the first of them (its label and message are read out).
  useEffect(() => {
    if (state.status === "error") form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  if (state.status === "sent") {
    return (
      <>
        <div className="form-message form-message--success" role="status">
          <p>
            <strong>Fast geschafft!</strong> Wir haben eine E-Mail an {state.values.address} geschickt. Bitte öffne den
            Link darin, um dein Konto zu aktivieren. Der Link gilt 48 Stunden.
          </p>
          <p>Keine E-Mail bekommen? Schau bitte auch im Spam-Ordner nach, oder lass sie dir noch einmal schicken.</p>
        </div>
        <ResendActivationForm address={state.values.address ?? ""} />
      </>
    );
  }
  // Fields with their message beside them; a refusal of any other field is said above the form.
  const INLINE = ["firstname", "lastname", "nickname", "address", "password", "date_of_birth", "terms"];
  // Several fields at once: the count above the form, each message beside its field.
  const isGeneralError =
    state.status === "error" && (state.errors !== undefined || !state.field || !INLINE.includes(state.field));
  const termsError = fieldErrorOf(state, "terms");
  const nicknameHint =
    check.state === "free"
      ? `„${nickname.trim()}“ ist noch frei.`
      : check.state === "taken"
        ? `„${nickname.trim()}“ ist schon vergeben.`
        : "3 bis 30 Zeichen; so erscheinst du auf der Seite.";
  return (
    // noValidate once scripted: the site checks every field itself and says what is wrong in German, all at once,
    // instead of the browser's one bubble at a time in the browser's language.
    <form
      ref={form}
      className="account-form"
      action={action}
      noValidate={isScripted}
      onSubmit={(event) => markIncompleteDates(event.currentTarget)}
    >
      {isGeneralError ? (
        <p className="form-message" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === "error" && !isGeneralError ? (
        <p className="visually-hidden" role="alert">
          {state.message}
        </p>
      ) : null}
      <Field
        name="firstname"
        label="Vorname"
        state={state}
        autoComplete="given-name"
        required
        maxLength={80}
        value={firstname}
        onChange={(event) => setFirstname(event.target.value)}
      />
      <Field
        name="lastname"
        label="Nachname"
        state={state}
        autoComplete="family-name"
        required
        maxLength={80}
        value={lastname}
        onChange={(event) => setLastname(event.target.value)}
      />
      <Field
        name="nickname"
        label="Spitzname"
        hint={nicknameHint}
        state={state}
        autoComplete="nickname"
        required
        minLength={3}
        maxLength={30}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
      />
      <div aria-live="polite">
        {check.proposals.length > 0 ? (
          <div className="field">
            <span className="field__hint" id="vorschlaege">
              Vorschläge – zum Übernehmen antippen:
            </span>
            <ul className="proposals" aria-labelledby="vorschlaege">
              {check.proposals.map((proposal) => (
                <li key={proposal}>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setNickname(proposal)}
                  >
                    {proposal}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Field
        name="address"
        label="E-Mail-Adresse"
        state={state}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={kept.address}
      />
      <Field
        name="password"
        label="Passwort"
        hint={
          // Without JavaScript the page comes back with the field empty: it asks for the password again.
          state.status === "error" && !fieldErrorOf(state, "password") && password === ""
            ? "Bitte gib dein Passwort noch einmal ein. Mindestens 8 Zeichen."
            : "Mindestens 8 Zeichen. Ein langer Satz ist sicherer als ein kurzes Wort mit Sonderzeichen."
        }
        state={state}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Field
        name="date_of_birth"
        label="Geburtsdatum (freiwillig)"
        hint="Unter 16 Jahren braucht es für Newsletter und Werbung die Zustimmung deiner Eltern."
        state={state}
        type="date"
        autoComplete="bday"
        defaultValue={kept.date_of_birth}
      />
      {/* A date field with half a date sends nothing: marked on submit, so the form says so instead. */}
      <input type="hidden" name="date_of_birth_incomplete" defaultValue="" />
      <div className="field">
        <label className="field__label" htmlFor="registrieren-gender-id">
          Geschlecht (freiwillig)
        </label>
        <select id="registrieren-gender-id" className="input" name="gender-id" defaultValue={kept["gender-id"] ?? ""}>
          <option value="">Keine Angabe</option>
          {genders.map((gender) => (
            <option key={gender.id} value={gender.id}>
              {gender.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <span className="check">
          <input
            id="registrieren-terms"
            type="checkbox"
            name="terms"
            required
            defaultChecked={kept.terms === "on"}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "terms-fehler" : undefined}
          />
          <label htmlFor="registrieren-terms">
            Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu.
          </label>
        </span>
        {termsError ? (
          <span className="field__error" id="terms-fehler">
            {termsError}
          </span>
        ) : null}
      </div>
      <div className="field">
        <span className="check">
          <input
            id="registrieren-marketing"
            type="checkbox"
            name="marketing"
            defaultChecked={kept.marketing === "on"}
          />
          <label htmlFor="registrieren-marketing">
            Ich möchte Neuigkeiten des Verbands per E-Mail bekommen (jederzeit widerrufbar; wir fragen per E-Mail noch
            einmal nach).
          </label>
        </span>
      </div>
      <div>
        <button type="submit" className="button button--primary button--large" disabled={isPending}>
          Konto anlegen
        </button>
      </div>
    </form>
  );
}
