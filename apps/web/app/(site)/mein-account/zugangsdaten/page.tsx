import type { Metadata } from "next";
import { AccountForm } from "@/components/session/account-form";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../_components/account-subpage";
import { changeEmail, changePassword } from "../actions";

export const metadata: Metadata = pageMetadata({
  titleParts: ["E-Mail-Adresse und Passwort"],
  description: "Ändere die E-Mail-Adresse oder das Passwort deines Kontos.",
  path: "/mein-account/zugangsdaten",
  allowRobotsIndex: false,
});

export default async function CredentialsPage() {
  const session = await requireSession("/mein-account/zugangsdaten");
  const { email } = await privateRead(session, "/mein-account/zugangsdaten", (api) => api.account.getPersonalData1());
  return (
    <AccountSubpage title="E-Mail-Adresse und Passwort">
      <h2>E-Mail-Adresse</h2>
      <p>
        Jetzt: <strong>{email}</strong>. Eine neue Adresse gilt, sobald du den Link bestätigst, den wir an sie schicken;
        bis dahin bleibt die bisherige.
      </p>
      <AccountForm
        id="email"
        action={changeEmail}
        fields={[
          { name: "address", label: "Neue E-Mail-Adresse", type: "email", autoComplete: "email", required: true },
          {
            name: "password",
            label: "Dein Passwort",
            type: "password",
            autoComplete: "current-password",
            required: true,
            hint: "Damit niemand an einem offenen Gerät deine Adresse ändert.",
          },
        ]}
        submitLabel="Bestätigungslink schicken"
        success="Wir haben einen Link an {address} geschickt. Die neue Adresse gilt, sobald du ihn öffnest und bestätigst."
      />
      <h2>Passwort</h2>
      <AccountForm
        id="passwort"
        action={changePassword}
        fields={[
          {
            name: "password-old",
            label: "Bisheriges Passwort",
            type: "password",
            autoComplete: "current-password",
            required: true,
          },
          {
            name: "password",
            label: "Neues Passwort",
            type: "password",
            autoComplete: "new-password",
            required: true,
            minLength: 8,
            hint: "Mindestens 8 Zeichen. Auf allen anderen Geräten wirst du danach abgemeldet.",
          },
        ]}
        submitLabel="Passwort ändern"
        success="Dein Passwort ist geändert. Auf allen anderen Geräten bist du jetzt abgemeldet."
      />
      <p>
        Passwort vergessen? <AppLink href="/passwort-vergessen">Einen Link zum Zurücksetzen anfordern</AppLink>
      </p>
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
