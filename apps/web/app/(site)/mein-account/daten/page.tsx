import type { Metadata } from "next";
import { AccountForm } from "@/components/session/account-form";
import { pageMetadata } from "@/lib/metadata";
import { requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../_components/account-subpage";
import { deleteAccount } from "../actions";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Meine Daten"],
  description: "Lade alles herunter, was wir über dein Konto speichern, oder lösche dein Konto.",
  path: "/mein-account/daten",
  allowRobotsIndex: false,
});

/** `/mein-account/daten`: the data export (DSGVO Art. 15 and 20) and the account's deletion (Art. 17). */
export default async function DataPage() {
  await requireSession("/mein-account/daten");
  return (
    <AccountSubpage title="Meine Daten">
      <h2>Daten herunterladen</h2>
      <p>
        Du bekommst alles, was wir zu deinem Konto speichern – Kontodaten, Favoriten, Einwilligungen und die E-Mails,
        die wir dir geschickt haben – als JSON-Datei, die auch andere Dienste lesen können.
      </p>
      <p>
        <a className="button button--secondary button--medium" href="/mein-account/daten/export" download>
          Meine Daten herunterladen (JSON)
        </a>
      </p>
      <h2>Konto löschen</h2>
      <p>
        Dein Konto, deine Favoriten und Einwilligungen werden sofort und endgültig gelöscht; du wirst überall
        abgemeldet. Beiträge, die du geschrieben hast, bleiben ohne deinen Namen stehen. Ein Spielerprofil, das dein
        Verein gemeldet hat, bleibt beim Verein.
      </p>
      <AccountForm
        id="loeschen"
        action={deleteAccount}
        fields={[
          {
            name: "password",
            label: "Dein Passwort",
            type: "password",
            autoComplete: "current-password",
            required: true,
            hint: "Damit niemand an einem offenen Gerät dein Konto löscht.",
          },
          {
            name: "bestaetigt",
            label: "Ja, ich möchte mein Konto mit allen Daten endgültig löschen.",
            type: "checkbox",
            required: true,
          },
        ]}
        submitLabel="Konto endgültig löschen"
        success=""
        isDanger
      />
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
