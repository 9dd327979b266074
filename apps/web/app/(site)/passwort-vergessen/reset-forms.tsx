"use client";

import { useActionState } from "react";
import type { FormState } from "@/lib/session/form-errors";
import { requestReset, setNewPassword } from "./actions";

const IDLE: FormState = { status: "idle", values: {} };

function FieldError({ state, name }: { state: FormState; name: string }) {
  return state.status === "error" && state.field === name ? (
    <span className="field__error" id={`${name}-fehler`}>
      {state.message}
    </span>
  ) : null;
}

function GeneralError({ state, fields }: { state: FormState; fields: string[] }) {
  if (state.status !== "error") return null;
  const isGeneral = !state.field || !fields.includes(state.field);
  return (
    <p className={isGeneral ? "form-message" : "visually-hidden"} role="alert">
      {state.message}
    </p>
  );
}

/** `/passwort-vergessen`: the name of the account; the mail goes to its address. */
export function ResetRequestForm() {
  const [state, action, isPending] = useActionState(requestReset, IDLE);
  if (state.status === "sent") {
    return (
      <div className="form-message form-message--success" role="status">
        <p>
          Wenn es zu „{state.values.username}“ ein Konto gibt, haben wir eine E-Mail mit einem Link geschickt. Der Link
          gilt zwei Stunden.
        </p>
        <p>Keine E-Mail bekommen? Schau bitte auch im Spam-Ordner nach.</p>
      </div>
    );
  }
  const isWrong = state.status === "error" && state.field === "username";
  return (
    <form className="account-form" action={action}>
      <GeneralError state={state} fields={["username"]} />
      <div className="field">
        <label className="field__label" htmlFor="vergessen-nutzer">
          E-Mail-Adresse oder Spitzname
        </label>
        <input
          className="input"
          id="vergessen-nutzer"
          name="username"
          autoComplete="username"
          required
          defaultValue={state.values.username}
          aria-invalid={isWrong ? true : undefined}
          aria-describedby={isWrong ? "username-fehler" : undefined}
        />
        <FieldError state={state} name="username" />
      </div>
      <div>
        <button type="submit" className="button button--primary button--large" disabled={isPending}>
          Link anfordern
        </button>
      </div>
    </form>
  );
}

/** `/passwort-vergessen/neu`: the new password, with the mail link's name and code. */
export function NewPasswordForm({ username, code }: { username: string; code: string }) {
  const [state, action, isPending] = useActionState(setNewPassword, IDLE);
  const isWrong = state.status === "error" && state.field === "password";
  return (
    <form className="account-form" action={action}>
      <GeneralError state={state} fields={["password"]} />
      <input type="hidden" name="nutzer" value={username} />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="username" value={username} autoComplete="username" />
      <div className="field">
        <label className="field__label" htmlFor="neu-passwort">
          Neues Passwort
        </label>
        <span className="field__hint" id="neu-passwort-hinweis">
          Mindestens 8 Zeichen. Danach bist du überall abgemeldet und meldest dich mit dem neuen Passwort an.
        </span>
        <input
          className="input"
          id="neu-passwort"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-invalid={isWrong ? true : undefined}
          aria-describedby={isWrong ? "neu-passwort-hinweis password-fehler" : "neu-passwort-hinweis"}
        />
        <FieldError state={state} name="password" />
      </div>
      <div>
        <button type="submit" className="button button--primary button--large" disabled={isPending}>
          Passwort speichern
        </button>
      </div>
    </form>
  );
}
