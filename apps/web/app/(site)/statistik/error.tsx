"use client";

import { PageError } from "@/components/ui/page-error";

export default function StatisticsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Statistik"
      message="Die Statistik kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
