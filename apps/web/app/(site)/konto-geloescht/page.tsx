import type { Metadata } from "next";
import "@/components/session/account.css";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Konto gelöscht"],
  description: "Dein Konto ist gelöscht.",
  path: "/konto-geloescht",
  allowRobotsIndex: false,
});

export default function AccountDeletedPage() {
  return (
    <div className="page account-page">
      <h1>Dein Konto ist gelöscht</h1>
      <p>
        Wir haben dein Konto mit allen Favoriten und Einwilligungen gelöscht und dich überall abgemeldet. Schön, dass du
        da warst – die Ergebnisse deiner Vereine findest du auch ohne Konto.
      </p>
      <p className="account-links">
        <AppLink href="/">Zur Startseite</AppLink>
        <AppLink href="/registrieren">Neues Konto anlegen</AppLink>
      </p>
    </div>
  );
}

/**
 * Rendered when asked for, never prerendered at build: a page built then carries no nonce, so under the nonce policy
 * (lib/security-headers.ts) its scripts would never run. Rendering it costs next to nothing.
 */
export const dynamic = "force-dynamic";
