"use client";

import { PageError } from "@/components/ui/page-error";

export default function TeamError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Mannschaft"
      message="Die Mannschaftsseite kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
