"use client";

import { PageError } from "@/components/ui/page-error";

export default function MatchError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Spiel"
      message="Das Spiel kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
