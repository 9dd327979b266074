"use client";

import { PageError } from "@/components/ui/page-error";

export default function CompetitionError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Wettbewerb"
      message="Der Wettbewerb kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
