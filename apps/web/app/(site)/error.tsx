"use client";

import { PageError } from "@/components/ui/page-error";
import { t } from "@/lib/i18n/messages";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title={t("error.title")}
      documentTitle={t("errorDialog.title")}
      message={t("errorDialog.message")}
      onRetry={reset}
    />
  );
}
