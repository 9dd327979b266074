import type { ApiClient } from "@spielfeld/api-client";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { ClubChooser } from "@/components/session/club-chooser";
import { AppLink } from "@/components/ui/app-link";
import { formatDateTime } from "@/lib/dates";
import { playerLink } from "@/lib/links";
import { activatePlayerProfile, registerPlayerProfile } from "../actions";
import { PlayerProfileEditor } from "./player-profile-editor";

type RegisterInfo = Awaited<ReturnType<ApiClient["players"]["getPlayerRegisterInfo"]>>;

interface ChosenClub {
  id: string;
  name: string;
}

const ELIGIBILITY_WORDS: Record<RegisterInfo["eligibility"]["reason"], string> = {
  eligible: "Wir haben einen Spieler mit deinem Namen und Geburtsdatum gefunden.",
  "already-linked": "Dein Konto ist mit einem Spielerprofil verbunden.",
  pending: "Deine Anfrage liegt bei deinem Verein.",
  "no-date-of-birth":
    "In deinem Konto steht kein Geburtsdatum. Gib unten an, wie du in deinem Spielerpass stehst, und wähle deinen Verein.",
  "too-young": "Für ein Spielerprofil bist du noch zu jung.",
  "no-record":
    "Mit dem Namen und Geburtsdatum deines Kontos haben wir keinen Spieler gefunden. Gib unten an, wie du in deinem Spielerpass stehst.",
};

/**
 * `/profil-bearbeiten#spielerprofil`: claim the association's record of yourself (docs/player-profiles.md). The
 * club is chosen by a search that reloads the page (it works without scripts); the claim's code goes to the club's
 * officials, and the visitor enters it here.
 */
export async function PlayerProfileSection({
  info,
  clubSearch,
  chosenClub,
  editing,
  account,
}: {
  info: RegisterInfo;
  clubSearch: string;
  chosenClub: ChosenClub | null;
  editing: Parameters<typeof PlayerProfileEditor>[0] | null;
  account: { firstname: string; lastname: string; dateOfBirth: string | null };
}) {
  const { playerProfile: profile, eligibility, personMapping } = info;
  return (
    <section id="spielerprofil" aria-labelledby="spielerprofil-titel" className="player-claim">
      <h2 id="spielerprofil-titel">Spielerprofil</h2>
      {profile.status === "active" && profile.playerId ? (
        <>
          <p>
            Dein Konto ist mit deinem Spielerprofil bei {profile.clubName ?? "deinem Verein"} verbunden.{" "}
            {profile.isPublic
              ? "Es ist öffentlich."
              : profile.parentalConsentRequired
                ? "Es bleibt privat, bis deine Eltern einwilligen; die Einwilligung fragst du unter „Einwilligungen“ an."
                : "Es ist nicht öffentlich."}
          </p>
          <p>
            <AppLink
              href={
                playerLink({ playerId: profile.playerId, firstname: account.firstname, lastname: account.lastname }) ??
                "/"
              }
            >
              Mein Spielerprofil ansehen
            </AppLink>
            {profile.parentalConsentRequired ? (
              <>
                {" · "}
                <AppLink href="/mein-account/einwilligungen">Einwilligung der Eltern anfragen</AppLink>
              </>
            ) : null}
          </p>
          {editing ? <PlayerProfileEditor {...editing} /> : null}
        </>
      ) : profile.status === "pending" ? (
        <>
          <p>
            Deine Anfrage liegt seit {profile.requestedAt ? `dem ${formatDateTime(profile.requestedAt)}` : "kurzem"} bei{" "}
            {profile.clubName ?? "deinem Verein"}. Die Verantwortlichen deines Vereins haben einen Code bekommen: Frag
            sie danach, etwa beim nächsten Training, und gib ihn hier ein.
          </p>
          <AccountForm
            id="spielerprofil-code"
            action={activatePlayerProfile}
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
            success="Dein Konto ist jetzt mit deinem Spielerprofil verbunden."
          />
        </>
      ) : (
        <ClaimForm
          eligibility={eligibility}
          personMapping={personMapping}
          clubSearch={clubSearch}
          chosenClub={chosenClub}
          account={account}
        />
      )}
    </section>
  );
}

async function ClaimForm({
  eligibility,
  personMapping,
  clubSearch,
  chosenClub,
  account,
}: {
  eligibility: RegisterInfo["eligibility"];
  personMapping: RegisterInfo["personMapping"];
  clubSearch: string;
  chosenClub: ChosenClub | null;
  account: { firstname: string; lastname: string; dateOfBirth: string | null };
}) {
  if (eligibility.reason === "too-young") {
    return (
      <p>
        {ELIGIBILITY_WORDS["too-young"]} Ein Spielerprofil gibt es ab {eligibility.minimumAge} Jahren.
      </p>
    );
  }
  const fields: FieldSpec[] = [
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
    { name: "clubId", label: "Verein", type: "hidden", defaultValue: chosenClub?.id ?? "" },
    {
      name: "mobile",
      label: "Mobilnummer (freiwillig)",
      type: "tel",
      autoComplete: "tel",
      hint: "Nur für deinen Verein, falls er dich erreichen möchte.",
    },
    {
      name: "agree_terms",
      label: "Ich stimme den Nutzungsbedingungen für Spielerprofile zu.",
      type: "checkbox",
      required: true,
    },
    {
      name: "agree_promateur",
      label: "Scouts im Promateur-Bereich dürfen meine Spieldaten sehen (freiwillig).",
      type: "checkbox",
    },
  ];
  // A minor's consent to the promateur tier would need a parent's: the API takes none from the form.
  const shown = fields.filter((field) => field.name !== "agree_promateur" || !eligibility.parentalConsentRequired);
  return (
    <>
      <p>
        {ELIGIBILITY_WORDS[eligibility.reason]} Dein Spielerprofil zeigt deine Einsätze, Tore und Stationen; du
        bestimmst, was davon öffentlich ist. Damit niemand ein fremdes Profil übernimmt, bestätigen die Verantwortlichen
        deines Vereins die Anfrage mit einem Code, den sie dir persönlich geben.
        {eligibility.parentalConsentRequired
          ? " Weil du noch nicht 18 bist, bleibt dein Profil privat, bis deine Eltern einwilligen."
          : ""}
      </p>
      {personMapping.length > 0 ? (
        <ul className="player-claim__found">
          {personMapping.map((record) => (
            <li key={record.playerId}>
              {record.clubName ?? "Ohne Verein"}
              {record.clubId ? (
                <>
                  {" – "}
                  <AppLink href={`/profil-bearbeiten?vereinId=${encodeURIComponent(record.clubId)}#spielerprofil`}>
                    diesen Verein wählen
                  </AppLink>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ClubChooser page="/profil-bearbeiten" anchor="spielerprofil" search={clubSearch} />
      {chosenClub ? (
        <>
          <p>
            Verein: <strong>{chosenClub.name}</strong>
          </p>
          <AccountForm
            id="spielerprofil-anfrage"
            action={registerPlayerProfile}
            fields={shown}
            submitLabel="Spielerprofil anfragen"
            success="Deine Anfrage ist an deinen Verein gegangen."
          />
        </>
      ) : (
        <p>Wähle zuerst deinen Verein; dann gibst du an, wie du in deinem Spielerpass stehst.</p>
      )}
      <p>
        Du möchtest gar nicht mit Namen erscheinen?{" "}
        <AppLink href="/kein-spielerprofil">Beantrage, dass es kein Spielerprofil von dir gibt.</AppLink>
      </p>
    </>
  );
}
