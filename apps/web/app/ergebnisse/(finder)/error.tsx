"use client";

import { t } from "../../../lib/i18n/messages";

export default function ResultsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="page">
      <h1>Ergebnisse &amp; Wettbewerbe</h1>
      <p>Die Ergebnisse und Wettbewerbe können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.</p>
      <button type="button" className="button button--primary button--medium" onClick={reset}>
        {t("error.retry")}
      </button>
    </div>
  );
}
