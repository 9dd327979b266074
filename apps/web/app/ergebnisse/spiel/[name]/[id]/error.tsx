"use client";

import { t } from "../../../../../lib/i18n/messages";

export default function MatchError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="page">
      <h1>Spiel</h1>
      <p>Das Spiel kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal.</p>
      <button type="button" className="button button--primary button--medium" onClick={reset}>
        {t("error.retry")}
      </button>
    </div>
  );
}
