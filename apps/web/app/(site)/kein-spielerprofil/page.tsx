import type { Metadata } from "next";
import { AccountForm } from "@/components/session/account-form";
import { ClubChooser } from "@/components/session/club-chooser";
import { AppLink } from "@/components/ui/app-link";
import { clubChosen } from "@/lib/api/clubs-named";
import { pageMetadata } from "@/lib/metadata";
import { firstValue, type Query } from "@/lib/session/link-query";
import { confirmBlacklist, requestBlacklist } from "./actions";
import "@/components/session/account.css";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Kein Spielerprofil"],
  description:
    "Du spielst in einem Verein, möchtest auf dieser Website aber nicht mit Namen erscheinen? So beantragst du, dass es kein Spielerprofil von dir gibt.",
  path: "/kein-spielerprofil",
});

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * `/kein-spielerprofil`: a person (or a minor's parents) asks that no player profile of them exists, also without an
 * account (docs/player-profiles.md, "The blacklist"). The club is chosen by a search that reloads the page; the code
 * the club's officials get is entered under `?spieler=` (the link in their mail), `#bestaetigen`.
 */
export default async function NoPlayerProfilePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const clubSearch = firstValue(query.verein).trim().slice(0, 80);
  const chosenClubId = firstValue(query.vereinId).trim();
  const playerId = firstValue(query.spieler).trim();
  const step = firstValue(query.schritt) === "aufheben" ? "aufheben" : "bestaetigen";
  const chosenClub = await clubChosen(chosenClubId);
  return (
    <div className="page account-page">
      <h1>Kein Spielerprofil</h1>
      <p>
        Die Vereine melden ihre Spielerinnen und Spieler dem Verband; daraus entstehen hier Aufstellungen,
        Torschützenlisten und Spielerprofile. Wenn du das nicht möchtest, kannst du beantragen, dass du nirgends mit
        Namen erscheinst: keine Profilseite, kein Suchtreffer, und in Aufstellungen, Spielberichten und Statistiken
        steht „Nicht öffentlich“. Du brauchst dafür kein Konto. Für Kinder und Jugendliche können das ihre Eltern tun.
      </p>
      <p>
        Damit niemand das für eine andere Person beantragt, bekommen die Verantwortlichen deines Vereins einen Code. Sie
        geben ihn dir persönlich, zusammen mit dem Link zum Bestätigen. Hast du ein Konto mit Spielerprofil, kannst du
        es auch unter <AppLink href="/profil-bearbeiten#spielerprofil">Profil bearbeiten</AppLink> verbergen oder
        löschen.
      </p>
      {ID.test(playerId) ? (
        <section id="bestaetigen" aria-labelledby="bestaetigen-titel">
          <h2 id="bestaetigen-titel">
            {step === "aufheben" ? "Wieder genannt werden: bestätigen" : "Antrag bestätigen"}
          </h2>
          <AccountForm
            id="kein-spielerprofil-code"
            action={confirmBlacklist}
            fields={[
              { name: "playerId", label: "Spieler", type: "hidden", defaultValue: playerId },
              { name: "schritt", label: "Schritt", type: "hidden", defaultValue: step },
              {
                name: "activation-code",
                label: "Code von deinem Verein",
                autoComplete: "one-time-code",
                required: true,
                maxLength: 64,
                hint: "12 Zeichen; Groß- und Kleinschreibung und Bindestriche spielen keine Rolle.",
              },
            ]}
            submitLabel="Bestätigen"
            success={
              step === "aufheben"
                ? "Bestätigt: Du erscheinst wieder mit Namen."
                : "Bestätigt: Du erscheinst auf dieser Website nirgends mehr mit Namen."
            }
          />
        </section>
      ) : null}
      <section aria-labelledby="antrag-titel">
        <h2 id="antrag-titel">Antrag stellen</h2>
        <ClubChooser page="/kein-spielerprofil" anchor="antrag-titel" search={clubSearch} />
        {chosenClub ? (
          <>
            <p>
              Verein: <strong>{chosenClub.name}</strong>
            </p>
            <AccountForm
              id="kein-spielerprofil-antrag"
              action={requestBlacklist}
              fields={[
                {
                  name: "wunsch",
                  label: "Was möchtest du?",
                  type: "select",
                  options: [
                    { value: "keins", label: "Nirgends mit Namen erscheinen" },
                    { value: "wieder", label: "Wieder mit Namen erscheinen (nach einem früheren Antrag)" },
                  ],
                  defaultValue: "keins",
                },
                { name: "firstname", label: "Vorname", autoComplete: "given-name", required: true, maxLength: 80 },
                { name: "lastname", label: "Nachname", autoComplete: "family-name", required: true, maxLength: 80 },
                { name: "date_of_birth", label: "Geburtsdatum", type: "date", autoComplete: "bday", required: true },
                {
                  name: "mobile",
                  label: "Mobilnummer",
                  type: "tel",
                  autoComplete: "tel",
                  required: true,
                  hint: "Nur für die Verantwortlichen deines Vereins, falls sie Fragen haben.",
                },
                { name: "clubId", label: "Verein", type: "hidden", defaultValue: chosenClub.id },
                { name: "captcha-solution", label: "Sicherheitsprüfung", type: "captcha" },
              ]}
              submitLabel="Antrag senden"
              success="Danke. Wenn es bei diesem Verein eine Person mit diesen Angaben gibt, haben die Verantwortlichen jetzt einen Code. Sie geben ihn dir mit dem Link zum Bestätigen."
            />
          </>
        ) : (
          <p>Wähle zuerst deinen Verein; dann gibst du an, wie du in deinem Spielerpass stehst.</p>
        )}
      </section>
    </div>
  );
}

export const dynamic = "force-dynamic";
