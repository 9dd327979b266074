"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { markIncompleteDates } from "@/lib/forms";
import { type FormState, fieldErrorOf } from "@/lib/session/form-errors";
import { useIsScripted } from "@/lib/use-is-scripted";
import { CaptchaWidget } from "../content/captcha-widget";
import { useSessionContext } from "./session-provider";
import "./account.css";

export interface FieldSpec {
  name: string;
  label: string;
  type?:
    | "text"
    | "email"
    | "password"
    | "date"
    | "tel"
    | "number"
    | "checkbox"
    | "select"
    | "hidden"
    | "captcha"
    | "file";
  /** A file field's accepted types (`image/jpeg,image/png`). */
  accept?: string;
  /** A select's choices (the first is the empty one where a choice may be left out). */
  options?: readonly { value: string; label: string }[];
  /** A checkbox's state before any answer. */
  defaultChecked?: boolean;
  min?: number;
  max?: number;
  autoComplete?: string;
  defaultValue?: string;
  hint?: string;
  required?: boolean;
  /** Fixed by the club's registration: shown, not sent. */
  readOnly?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  inputMode?: "numeric" | "tel" | "email";
}

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

function Field({ spec, state, formId }: { spec: FieldSpec; state: FormState; formId: string }) {
  const id = `${formId}-${spec.name}`;
  if (spec.type === "hidden") return <input type="hidden" name={spec.name} value={spec.defaultValue ?? ""} />;
  const message = fieldErrorOf(state, spec.name);
  const isWrong = message !== undefined;
  const described = [spec.hint ? `${id}-hinweis` : null, isWrong ? `${id}-fehler` : null].filter(Boolean).join(" ");
  // After an answer, the form shows what was sent (React resets a form after its action), never a password or file.
  const kept = spec.type === "password" || spec.type === "file" ? undefined : state.values[spec.name];
  const common = {
    id,
    name: spec.readOnly ? undefined : spec.name,
    "aria-invalid": isWrong ? true : undefined,
    "aria-describedby": described || undefined,
  };
  const error = isWrong ? (
    <span className="field__error" id={`${id}-fehler`}>
      {message}
    </span>
  ) : null;
  const hint = spec.hint ? (
    <span className="field__hint" id={`${id}-hinweis`}>
      {spec.hint}
    </span>
  ) : null;
  if (spec.type === "checkbox") {
    // After an answer the box shows what was sent ("on" or ""), where the answer kept it; else as it came.
    const sent = state.values[spec.name];
    const isChecked = state.status === "idle" || sent === undefined ? spec.defaultChecked : sent === "on";
    return (
      <div className="field">
        <span className="check">
          <input type="checkbox" {...common} required={spec.required} defaultChecked={isChecked} />
          <label htmlFor={id}>{spec.label}</label>
        </span>
        {hint}
        {error}
      </div>
    );
  }
  if (spec.type === "captcha") {
    // A new puzzle after every answer: a solution counts once.
    return (
      <div className="field">
        <CaptchaWidget key={JSON.stringify(state)} />
        {error}
      </div>
    );
  }
  if (spec.type === "select") {
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {spec.label}
        </label>
        {hint}
        {/* Keyed by its value: a form's reset after the answer picks the option marked at mount, so a select made
            anew marks the value just sent (an input follows its new default by itself). */}
        <select
          key={kept ?? spec.defaultValue}
          className="input"
          defaultValue={kept ?? spec.defaultValue}
          required={spec.required}
          {...common}
        >
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error}
      </div>
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {spec.label}
      </label>
      {hint}
      <input
        className="input"
        type={spec.type ?? "text"}
        autoComplete={spec.autoComplete}
        defaultValue={kept ?? spec.defaultValue}
        required={spec.required}
        readOnly={spec.readOnly}
        maxLength={spec.maxLength}
        minLength={spec.minLength}
        pattern={spec.pattern}
        inputMode={spec.inputMode}
        min={spec.min}
        max={spec.max}
        accept={spec.accept}
        {...common}
      />
      {/* Set on submit (markIncompleteDates): the browser sends half a date as none. */}
      {spec.type === "date" && !spec.readOnly ? (
        <input type="hidden" name={`${spec.name}_incomplete`} defaultValue="" />
      ) : null}
      {error}
    </div>
  );
}

/**
 * One form of the account area, answered by a server action (it works without JavaScript): its fields with
 * hints, the refused field marked and named, a message for everything else, and the success text. A form whose
 * action checks every field itself (`checksEveryField`) leaves the browser's checks out: its answer names each wrong
 * field beside it, in German and all at once, with their count above the form.
 */
export function AccountForm({
  id,
  action,
  fields,
  submitLabel,
  success,
  isDanger = false,
  checksEveryField = false,
}: {
  id: string;
  action: Action;
  fields: FieldSpec[];
  submitLabel: string;
  /** Shown after success; `{value}` stands for the value the action answered under `values.value`. */
  success: string;
  isDanger?: boolean;
  checksEveryField?: boolean;
}) {
  const [state, formAction, isPending] = useActionState(action, { status: "idle", values: {} } as FormState);
  // The browser's own checks stay until the page's scripts run: without them a half-typed date goes as none, unmarked
  // (and would clear a stored one).
  const isScripted = useIsScripted();
  const { update } = useSessionContext();
  const message = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === "idle") return;
    // The answer takes the focus (the refused field, else the message), and a change may touch the session.
    const refused = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (refused ?? message.current)?.focus();
    if (state.status === "sent") void update();
  }, [state, update]);
  // One refused field: its message stands beside it (the alert repeats it for screen readers only). Several: their
  // count above the form.
  const isFieldError =
    state.status === "error" &&
    state.errors === undefined &&
    // A hidden field or the captcha has no control of its own to carry the message: the form's message shows it.
    fields.some((field) => field.name === state.field && field.type !== "hidden" && field.type !== "captcha");
  return (
    <form
      className="account-form"
      action={formAction}
      id={id}
      ref={form}
      noValidate={checksEveryField && isScripted}
      onSubmit={(event) => markIncompleteDates(event.currentTarget)}
    >
      {state.status === "sent" ? (
        <p className="form-message form-message--success" role="status" tabIndex={-1} ref={message}>
          {success.replace(/\{(\w+)\}/g, (whole, name: string) => state.values[name] ?? whole)}
        </p>
      ) : null}
      {state.status === "error" ? (
        <p className={isFieldError ? "visually-hidden" : "form-message"} role="alert" tabIndex={-1} ref={message}>
          {state.message}
        </p>
      ) : null}
      {fields.map((spec) => (
        <Field key={spec.name} spec={spec} state={state} formId={id} />
      ))}
      <div>
        <button
          type="submit"
          className={`button ${isDanger ? "button--primary button--danger" : "button--primary"} button--medium`}
          disabled={isPending}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
