"use client";

import { t } from "@/lib/i18n/messages";
import { useSiteNames } from "../frame/site-names";

/**
 * What an error boundary shows: what could not be loaded, and a button to try again. The document's title says that
 * the page failed (`Fehler: Verein | BAFV`; React places the element in the head), so a screen reader announces it
 * first, not the title of the page that could not be shown.
 */
export function PageError({
  title,
  message,
  onRetry,
  documentTitle = `${t("errorDialog.title")}: ${title}`,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  documentTitle?: string;
}) {
  const { shortName } = useSiteNames();
  return (
    <div className="page">
      <title>{`${documentTitle} | ${shortName}`}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" className="button button--primary button--medium" onClick={onRetry}>
        {t("error.retry")}
      </button>
    </div>
  );
}
