"use client";

import { PageError } from "@/components/ui/page-error";

export default function ClubError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Verein"
      message="Die Vereinsseite kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
