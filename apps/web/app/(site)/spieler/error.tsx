"use client";

import { PageError } from "@/components/ui/page-error";

export default function PlayerError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PageError
      title="Spieler"
      message="Die Spielerseite kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal."
      onRetry={reset}
    />
  );
}
