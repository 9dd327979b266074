import type { ApiClient } from "@spielfeld/api-client";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { AppLink } from "@/components/ui/app-link";
import { formatDateTime } from "@/lib/dates";
import { refereeLink } from "@/lib/links";
import {
  activateRefereeProfile,
  deleteRefereeProfile,
  parentalConsentRequestReferee,
  registerRefereeProfile,
  saveRefereeCareer,
  saveRefereeSpecialMatches,
  saveRefereeStatisticTypes,
  updateRefereeProfile,
} from "../actions";

type RegisterInfo = Awaited<ReturnType<ApiClient["referees"]["getRefereeRegisterInfo"]>>;
type ProfileForEdit = Awaited<ReturnType<ApiClient["referees"]["getRefereeProfileForEdit"]>>;
type MasterData = Awaited<ReturnType<ApiClient["referees"]["getRefereeMasterData"]>>;

const ELIGIBILITY_WORDS: Record<RegisterInfo["referee"]["reason"], string> = {
  eligible: "Wir haben einen Schiedsrichter mit deinem Namen und Geburtsdatum gefunden.",
  "already-linked": "Dein Konto ist mit einem Schiedsrichterprofil verbunden.",
  pending: "Deine Anfrage liegt bei deinem Verein.",
  "no-date-of-birth":
    "In deinem Konto steht kein Geburtsdatum. Gib unten an, wie du in deinem Schiedsrichterausweis stehst.",
  "too-young": "Für ein Schiedsrichterprofil bist du noch zu jung.",
  "no-record":
    "Mit dem Namen und Geburtsdatum deines Kontos haben wir keinen Schiedsrichter gefunden. Gib unten an, wie du in deinem Schiedsrichterausweis stehst.",
};

/** Two empty rows below the saved ones: room to add without scripts. */
const EXTRA_ROWS = 2;

/**
 * `/profil-bearbeiten#schiedsrichterprofil`: claim the association's referee record (the code goes to the officials
 * of the referee's club), then the profile's flags, career, special matches and statistics, and its deletion.
 */
export function RefereeProfileSection({
  info,
  edit,
  masterData,
  account,
}: {
  info: RegisterInfo;
  edit: ProfileForEdit | null;
  masterData: MasterData;
  account: { firstname: string; lastname: string; dateOfBirth: string | null };
}) {
  const { refereeProfile: status, referee: eligibility } = info;
  return (
    <section id="schiedsrichterprofil" aria-labelledby="schiedsrichterprofil-titel" className="player-claim">
      <h2 id="schiedsrichterprofil-titel">Schiedsrichterprofil</h2>
      {status.status === "active" && edit ? (
        <RefereeEditor edit={edit} masterData={masterData} />
      ) : status.status === "pending" ? (
        <>
          <p>
            Deine Anfrage liegt seit {status.requestedAt ? `dem ${formatDateTime(status.requestedAt)}` : "kurzem"} bei{" "}
            {status.clubName ?? "deinem Verein"}. Die Verantwortlichen haben einen Code bekommen: Frag sie danach und
            gib ihn hier ein.
          </p>
          <AccountForm
            id="schiedsrichterprofil-code"
            action={activateRefereeProfile}
            fields={[
              {
                name: "activation-code",
                label: "Code von deinem Verein",
                autoComplete: "one-time-code",
                required: true,
                maxLength: 64,
                hint: "12 Zeichen; Groß- und Kleinschreibung und Bindestriche spielen keine Rolle.",
              },
            ]}
            submitLabel="Profil übernehmen"
            success="Dein Konto ist jetzt mit deinem Schiedsrichterprofil verbunden."
          />
        </>
      ) : eligibility.reason === "too-young" ? (
        <p>
          {ELIGIBILITY_WORDS["too-young"]} Ein Schiedsrichterprofil gibt es ab {eligibility.minimumAge} Jahren.
        </p>
      ) : (
        <>
          <p>
            {ELIGIBILITY_WORDS[eligibility.reason]} Dein Schiedsrichterprofil zeigt deine Spiele, Stationen und
            besondere Spiele; du bestimmst, was davon öffentlich ist. Die Verantwortlichen deines Vereins bestätigen die
            Anfrage mit einem Code, den sie dir persönlich geben.
            {eligibility.parentalConsentRequired
              ? " Weil du noch nicht 18 bist, bleibt dein Profil privat, bis deine Eltern einwilligen."
              : ""}
          </p>
          <AccountForm
            id="schiedsrichterprofil-anfrage"
            action={registerRefereeProfile}
            fields={[
              {
                name: "firstname",
                label: "Vorname",
                autoComplete: "given-name",
                defaultValue: account.firstname,
                required: true,
                maxLength: 80,
              },
              {
                name: "lastname",
                label: "Nachname",
                autoComplete: "family-name",
                defaultValue: account.lastname,
                required: true,
                maxLength: 80,
              },
              {
                name: "date_of_birth",
                label: "Geburtsdatum",
                type: "date",
                autoComplete: "bday",
                defaultValue: account.dateOfBirth ?? "",
                required: true,
              },
              {
                name: "identification",
                label: "Nummer deines Schiedsrichterausweises",
                required: true,
                minLength: 3,
                maxLength: 20,
                hint: "Dein Verein sieht sie in seiner E-Mail und kann sie mit deinem Ausweis vergleichen.",
              },
              {
                name: "mobile",
                label: "Mobilnummer (freiwillig)",
                type: "tel",
                autoComplete: "tel",
                hint: "Nur für deinen Verein, falls er dich erreichen möchte.",
              },
            ]}
            submitLabel="Schiedsrichterprofil anfragen"
            success="Deine Anfrage ist an deinen Verein gegangen."
          />
        </>
      )}
    </section>
  );
}

function RefereeEditor({ edit, masterData }: { edit: ProfileForEdit; masterData: MasterData }) {
  const { profile, career, specialMatches } = edit;
  const name = `${profile.firstName} ${profile.lastName}`;
  const careerRows = [...career, ...Array.from({ length: EXTRA_ROWS }, () => null)];
  const matchRows = [...specialMatches, ...Array.from({ length: EXTRA_ROWS }, () => null)];
  const careerFields: FieldSpec[] = careerRows.flatMap((entry, index) => [
    {
      name: `station-von-${index}`,
      label: `Station ${index + 1}: von (Jahr)`,
      type: "number",
      min: 1950,
      max: 2100,
      inputMode: "numeric",
      defaultValue: entry ? String(entry.fromYear) : "",
    },
    {
      name: `station-bis-${index}`,
      label: `Station ${index + 1}: bis (Jahr, leer für heute)`,
      type: "number",
      min: 1950,
      max: 2100,
      inputMode: "numeric",
      defaultValue: entry?.toYear ? String(entry.toYear) : "",
    },
    {
      name: `station-beschreibung-${index}`,
      label: `Station ${index + 1}: Spielklasse oder Aufgabe`,
      maxLength: 120,
      defaultValue: entry?.description ?? "",
    },
  ]);
  const matchFields: FieldSpec[] = matchRows.flatMap((entry, index) => [
    {
      name: `spiel-datum-${index}`,
      label: `Spiel ${index + 1}: Datum`,
      type: "date",
      defaultValue: entry?.playedOn ?? "",
    },
    {
      name: `spiel-beschreibung-${index}`,
      label: `Spiel ${index + 1}: Begegnung oder Anlass`,
      maxLength: 120,
      defaultValue: entry?.description ?? "",
    },
    {
      name: `spiel-bemerkung-${index}`,
      label: `Spiel ${index + 1}: Bemerkung (freiwillig)`,
      maxLength: 200,
      defaultValue: entry?.remark ?? "",
    },
    { name: `spiel-id-${index}`, label: "Spiel", type: "hidden", defaultValue: entry?.matchId ?? "" },
  ]);
  const shown = new Set(edit.statisticTypes);
  return (
    <>
      <p>
        Dein Konto ist mit dem Schiedsrichterprofil von {name}
        {edit.club ? ` (${edit.club.clubName})` : ""} verbunden.{" "}
        {profile.isPublic
          ? "Es ist öffentlich."
          : profile.parentalConsentRequired
            ? "Es bleibt privat, bis deine Eltern einwilligen."
            : "Es ist nicht öffentlich."}
      </p>
      {profile.isPublic ? (
        <p>
          <AppLink href={refereeLink({ id: profile.refereeId, name }) ?? "/"}>
            Mein Schiedsrichterprofil ansehen
          </AppLink>
        </p>
      ) : null}
      {profile.parentalConsentRequired ? (
        <>
          <h3>Einwilligung deiner Eltern</h3>
          <AccountForm
            id="schiedsrichterprofil-eltern"
            action={parentalConsentRequestReferee}
            fields={[
              {
                name: "email-address-parents",
                label: "E-Mail-Adresse eines Elternteils",
                type: "email",
                autoComplete: "off",
                required: true,
                hint: "Eine andere Adresse als deine eigene. Wir schicken einen Link, mit dem sie einwilligen können.",
              },
            ]}
            submitLabel="Einwilligung anfragen"
            success="Wir haben deinen Eltern eine E-Mail mit einem Link geschickt."
          />
        </>
      ) : null}
      <h3>Was andere sehen</h3>
      <AccountForm
        id="schiedsrichterprofil-angaben"
        action={updateRefereeProfile}
        fields={[
          {
            name: "nickname",
            label: "Spitzname im Profil (freiwillig)",
            defaultValue: profile.nickname ?? "",
            maxLength: 40,
          },
          {
            name: "performance-visible",
            label: "Meine Spiele und Statistiken zeigen",
            type: "checkbox",
            defaultChecked: profile.visibility.performance,
          },
          {
            name: "cards-visible",
            label: "Die Karten meiner Spiele zeigen",
            type: "checkbox",
            defaultChecked: profile.visibility.cards,
          },
          {
            name: "date-visible",
            label: "Geburtsdatum zeigen",
            type: "checkbox",
            defaultChecked: profile.visibility.dateOfBirth,
          },
          {
            name: "career-visible",
            label: "Laufbahn zeigen",
            type: "checkbox",
            defaultChecked: profile.visibility.career,
          },
          {
            name: "citizenship-visible",
            label: "Nationalität zeigen",
            type: "checkbox",
            defaultChecked: profile.visibility.nationality,
          },
        ]}
        submitLabel="Profil speichern"
        success="Gespeichert."
      />
      <h3>Statistiken auf deiner Seite</h3>
      <AccountForm
        id="schiedsrichterprofil-statistiken"
        action={saveRefereeStatisticTypes}
        fields={masterData.statisticTypes.map((type) => ({
          name: `statistik-${type.id}`,
          label: type.name,
          type: "checkbox" as const,
          defaultChecked: shown.has(type.id),
        }))}
        submitLabel="Statistiken speichern"
        success="Gespeichert."
      />
      <h3>Laufbahn</h3>
      <p>Zum Löschen einer Station leere ihr Feld „Spielklasse oder Aufgabe“.</p>
      <AccountForm
        id="schiedsrichterprofil-stationen"
        action={saveRefereeCareer}
        fields={careerFields}
        submitLabel="Laufbahn speichern"
        success="Gespeichert."
      />
      <h3>Besondere Spiele</h3>
      <p>Zum Löschen eines Spiels leere sein Feld „Begegnung oder Anlass“.</p>
      <AccountForm
        id="schiedsrichterprofil-spiele"
        action={saveRefereeSpecialMatches}
        fields={matchFields}
        submitLabel="Besondere Spiele speichern"
        success="Gespeichert."
      />
      <h3>Schiedsrichterprofil löschen</h3>
      <p>
        Danach ist dein Schiedsrichterprofil nicht mehr öffentlich: keine Profilseite und kein Suchtreffer. Dein Konto
        bleibt bestehen. Wir schicken dir zuerst eine E-Mail mit einem Link zum Bestätigen.
      </p>
      <AccountForm
        id="schiedsrichterprofil-loeschen"
        action={deleteRefereeProfile}
        fields={[]}
        isDanger
        submitLabel="Schiedsrichterprofil löschen"
        success="Wir haben dir eine E-Mail geschickt. Bestätige das Löschen mit dem Link darin; er gilt 48 Stunden."
      />
    </>
  );
}
