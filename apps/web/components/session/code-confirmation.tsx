"use client";

import { useActionState } from "react";
import type { ConfirmationKind } from "@/lib/session/confirm-code-action";
import { confirmCode } from "@/lib/session/confirm-code-action";
import type { FormState } from "@/lib/session/form-errors";
import "./account.css";

/**
 * A mail link's confirmation: the link's values as hidden fields and one button. A server action answers it, so
 * it works without JavaScript.
 */
export function CodeConfirmation({
  kind,
  values,
  buttonLabel,
  success,
}: {
  kind: ConfirmationKind;
  values: Record<string, string>;
  buttonLabel: string;
  /** The text after success; `{email}` stands for the confirmed address. */
  success: string;
}) {
  const [state, action, isPending] = useActionState(confirmCode, { status: "idle", values: {} } as FormState);
  if (state.status === "sent") {
    return (
      <div className="form-message form-message--success" role="status">
        <p>{success.replace("{email}", state.values.email ?? "")}</p>
      </div>
    );
  }
  return (
    <form className="account-form" action={action}>
      {state.status === "error" ? (
        <p className="form-message" role="alert">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="art" value={kind} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <button type="submit" className="button button--primary button--large" disabled={isPending}>
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
