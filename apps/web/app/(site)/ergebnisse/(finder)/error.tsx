"use client";

import { PageError } from "@/components/ui/page-error";

export default function ResultsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Ergebnisse & Wettbewerbe"
      message={
        "Die Ergebnisse und Wettbewerbe können gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      }
      onRetry={reset}
    />
  );
}
