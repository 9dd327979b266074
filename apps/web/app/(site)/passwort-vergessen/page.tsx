import type { Metadata } from "next";
import "@/components/session/account.css";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { ResetRequestForm } from "./reset-forms";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Passwort vergessen"],
  description: "Lass dir einen Link schicken, mit dem du ein neues Passwort festlegst.",
  path: "/passwort-vergessen",
  allowRobotsIndex: false,
});

export default function PasswordForgottenPage() {
  return (
    <div className="page account-page">
      <h1>Passwort vergessen</h1>
      <p>Nenne uns dein Konto. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.</p>
      <ResetRequestForm />
      <p>
        Doch wieder eingefallen? <AppLink href="/login">Zur Anmeldung</AppLink>
      </p>
    </div>
  );
}

/**
 * Rendered when asked for, never prerendered at build: a page built then carries no nonce, so under the nonce policy
 * (lib/security-headers.ts) its scripts would never run. Rendering it costs next to nothing.
 */
export const dynamic = "force-dynamic";
