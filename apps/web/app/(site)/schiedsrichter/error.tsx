"use client";

import { PageError } from "@/components/ui/page-error";

export default function RefereeError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Schiedsrichter"
      message="Die Schiedsrichterseite kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
