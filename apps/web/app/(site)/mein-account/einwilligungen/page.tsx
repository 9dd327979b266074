import type { Metadata } from "next";
import { AccountForm } from "@/components/session/account-form";
import { pageMetadata } from "@/lib/metadata";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../_components/account-subpage";
import { confirmTerms, requestParentalConsent, updateMarketing } from "../actions";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Einwilligungen"],
  description: "Newsletter, Nutzungsbedingungen und die Einwilligung deiner Eltern.",
  path: "/mein-account/einwilligungen",
  allowRobotsIndex: false,
});

interface MarketingConsent {
  marketingAgreed: boolean;
  confirmedAt: string | null;
  confirmationPending: boolean;
}

/** Whole years between a date of birth and today (Europe/Berlin is close enough for a hint). */
function ageOf(dateOfBirth: string | null, today = new Date()): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));

export default async function ConsentsPage() {
  const path = "/mein-account/einwilligungen";
  const session = await requireSession(path);
  const [marketing, info, personal] = await Promise.all([
    privateRead(session, path, (api) => api.account.getMarketingConsent()),
    privateRead(session, path, (api) => api.account.getUserInfo()),
    privateRead(session, path, (api) => api.account.getPersonalData1()),
  ]);
  const age = ageOf(personal.dateOfBirth);
  return (
    <AccountSubpage title="Einwilligungen">
      <h2>Neuigkeiten per E-Mail</h2>
      {marketing.marketingAgreed ? (
        <>
          <p>
            Du bekommst Neuigkeiten des Verbands per E-Mail
            {marketing.confirmedAt ? ` (bestätigt am ${dateText(marketing.confirmedAt)})` : ""}.
          </p>
          <AccountForm
            id="werbung"
            action={updateMarketing}
            fields={[{ name: "marketing-agreed", label: "", type: "hidden", defaultValue: "false" }]}
            submitLabel="Keine Neuigkeiten mehr schicken"
            success="Erledigt: Wir schicken dir keine Neuigkeiten mehr."
          />
        </>
      ) : (
        <>
          <p>
            {marketing.confirmationPending
              ? "Wir warten noch auf deine Bestätigung: Bitte öffne den Link in der E-Mail, die wir dir geschickt haben."
              : "Du bekommst keine Neuigkeiten per E-Mail."}
          </p>
          <AccountForm
            id="werbung"
            action={updateMarketing}
            fields={[{ name: "marketing-agreed", label: "", type: "hidden", defaultValue: "true" }]}
            submitLabel={
              marketing.confirmationPending ? "Bestätigungslink noch einmal schicken" : "Neuigkeiten bestellen"
            }
            success="Fast geschafft: Bitte bestätige den Link, den wir dir per E-Mail geschickt haben."
          />
        </>
      )}
      <h2>Nutzungsbedingungen</h2>
      {info.termsConfirmationRequired ? (
        <>
          <p>Die Nutzungsbedingungen haben sich geändert. Bitte stimme der neuen Fassung zu.</p>
          <AccountForm
            id="bedingungen"
            action={confirmTerms}
            fields={[]}
            submitLabel="Den neuen Nutzungsbedingungen zustimmen"
            success="Danke, deine Zustimmung ist gespeichert."
          />
        </>
      ) : (
        <p>Du hast der aktuellen Fassung der Nutzungsbedingungen zugestimmt.</p>
      )}
      {age !== null && age < 18 ? (
        <>
          <h2>Einwilligung deiner Eltern</h2>
          <p>
            {age < 16
              ? "Unter 16 Jahren brauchen Neuigkeiten per E-Mail die Einwilligung eines Elternteils."
              : "Bis du 18 bist, zeigen wir dein Spielerprofil nur mit der Einwilligung eines Elternteils."}{" "}
            Wir schicken deinen Eltern einen Link, mit dem sie zustimmen können.
          </p>
          <AccountForm
            id="eltern"
            action={requestParentalConsent}
            fields={[
              ...(info.playerProfile
                ? [{ name: "player-id", label: "", type: "hidden" as const, defaultValue: info.playerProfile }]
                : []),
              {
                name: "email-address-parents",
                label: "E-Mail-Adresse eines Elternteils",
                type: "email",
                required: true,
              },
            ]}
            submitLabel="Link an meine Eltern schicken"
            success="Wir haben einen Link an {parent} geschickt."
          />
        </>
      ) : null}
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
