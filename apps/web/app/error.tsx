"use client";

import { t } from "../lib/i18n/messages";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="page">
      <h1>{t("error.title")}</h1>
      <p>{t("errorDialog.message")}</p>
      <button type="button" className="button button--primary button--medium" onClick={reset}>
        {t("error.retry")}
      </button>
    </div>
  );
}
