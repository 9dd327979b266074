import type { Metadata } from "next";
import { AppLink as Link } from "@/components/ui/app-link";
import "@/components/session/account.css";
import { getUserMasterData } from "@/lib/api/general";
import { pageMetadata } from "@/lib/metadata";
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
    return (await getUserMasterData()).genders;
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
