"use client";

import { useActionState, useEffect, useRef } from "react";
import type { FormState } from "@/lib/session/form-errors";
import { resendActivation } from "./actions";

const IDLE: FormState = { status: "idle", values: {} };

/**
 * "Aktivierungsmail erneut senden": with the address the page knows (after the registration, on the mail's link) a
 * button alone, otherwise a field for it. The confirmation says the same for any address, as the API answers.
 */
export function ResendActivationForm({ address, defaultAddress }: { address?: string; defaultAddress?: string }) {
  const [state, action, isPending] = useActionState(resendActivation, IDLE);
  const field = useRef<HTMLInputElement>(null);
  // A refused address takes the visitor back to the field (its label and message are read out).
  useEffect(() => {
    if (state.status === "error" && state.field === "address") field.current?.focus();
  }, [state]);
  if (state.status === "sent") {
    return (
      <div className="form-message form-message--success" role="status">
        <p>
          Wir haben die Aktivierungsmail noch einmal an {state.values.address} geschickt, sofern es dazu ein Konto gibt,
          das auf seine Aktivierung wartet. Nur der Link in der neuesten E-Mail gilt, 48 Stunden lang.
        </p>
        <p>Keine E-Mail bekommen? Schau bitte auch im Spam-Ordner nach.</p>
      </div>
    );
  }
  const hasField = address === undefined;
  // A refused address is said at the field where there is one; everything else (and with no field, that too) above.
  const isWrong = hasField && state.status === "error" && state.field === "address";
  return (
    <form className="account-form" action={action}>
      {state.status === "error" && !isWrong ? (
        <p className="form-message" role="alert">
          {state.message}
        </p>
      ) : null}
      {!hasField ? (
        <input type="hidden" name="adresse" value={address} />
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="erneut-adresse">
            E-Mail-Adresse
          </label>
          <input
            className="input"
            id="erneut-adresse"
            ref={field}
            name="adresse"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.values.address ?? defaultAddress}
            aria-invalid={isWrong ? true : undefined}
            aria-describedby={isWrong ? "erneut-adresse-fehler" : undefined}
          />
          {isWrong ? (
            <span className="field__error" id="erneut-adresse-fehler">
              {state.message}
            </span>
          ) : null}
        </div>
      )}
      <div>
        <button type="submit" className="button button--secondary button--large" disabled={isPending}>
          Aktivierungsmail erneut senden
        </button>
      </div>
    </form>
  );
}
