import type { Metadata } from "next";
import { AppLink as Link } from "../../../components/ui/app-link";
import "../../../components/session/account.css";
import { env } from "../../../lib/env";
import { pageMetadata } from "../../../lib/metadata";
import { RegistrationForm } from "./registration-form";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Registrieren"],
  description: "Lege ein kostenloses Konto an und folge deinen Vereinen, Mannschaften, Wettbewerben und Spielern.",
  path: "/registrieren",
  allowRobotsIndex: true,
});

/** The genders of the registration form (`getUserMasterData`); without them the field offers "Keine Angabe" only. */
async function genders(): Promise<{ id: number; name: string }[]> {
  try {
    const response = await fetch(`${env().apiUrl}/v1/public/getUserMasterData`, { next: { revalidate: 3600 } });
    if (!response.ok) return [];
    return ((await response.json()) as { genders: { id: number; name: string }[] }).genders;
  } catch {
    return [];
  }
}

export default async function RegistrationPage() {
  return (
    <div className="page account-page">
      <h1>Registrieren</h1>
      <p>
        Mit einem kostenlosen Konto folgst du deinen Vereinen, Mannschaften, Wettbewerben und Spielern. Wir schicken dir
        danach eine E-Mail, mit der du dein Konto aktivierst.
      </p>
      <RegistrationForm genders={await genders()} />
      <p>
        Schon registriert? <Link href="/login">Zur Anmeldung</Link>
      </p>
    </div>
  );
}

export const dynamic = "force-dynamic";
