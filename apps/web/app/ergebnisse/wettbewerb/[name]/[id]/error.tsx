"use client";

import { t } from "../../../../../lib/i18n/messages";

export default function CompetitionError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="page">
      <h1>Wettbewerb</h1>
      <p>Der Wettbewerb kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal.</p>
      <button type="button" className="button button--primary button--medium" onClick={reset}>
        {t("error.retry")}
      </button>
    </div>
  );
}
