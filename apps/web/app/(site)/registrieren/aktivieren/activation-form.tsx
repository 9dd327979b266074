"use client";

import { useActionState } from "react";
import type { FormState } from "@/lib/session/form-errors";
import { activate } from "./actions";

export function ActivationForm({ address, code }: { address: string; code: string }) {
  const [state, action, isPending] = useActionState(activate, { status: "idle", values: {} } as FormState);
  return (
    <form className="account-form" action={action}>
      {state.status === "error" ? (
        <p className="form-message" role="alert">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="adresse" value={address} />
      <input type="hidden" name="code" value={code} />
      <p>
        Konto für <strong>{address}</strong>
      </p>
      <div>
        <button type="submit" className="button button--primary button--large" disabled={isPending}>
          Konto aktivieren
        </button>
      </div>
    </form>
  );
}
