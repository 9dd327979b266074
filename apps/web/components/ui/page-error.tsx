"use client";

import { t } from "../../lib/i18n/messages";

/** What an error boundary shows: what could not be loaded, and a button to try again. */
export function PageError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" className="button button--primary button--medium" onClick={onRetry}>
        {t("error.retry")}
      </button>
    </div>
  );
}
