import type { Metadata } from "next";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { apiClient } from "@/lib/api/client";
import { clubChosen } from "@/lib/api/clubs-named";
import { pageMetadata } from "@/lib/metadata";
import { firstValue } from "@/lib/session/link-query";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../mein-account/_components/account-subpage";
import { changeNickname, updatePersonalData } from "../mein-account/actions";
import { PlayerProfileSection } from "./_components/player-profile-section";
import { RefereeProfileSection } from "./_components/referee-profile-section";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Profil bearbeiten"],
  description:
    "Ändere deinen Spitznamen und deine persönlichen Daten, und verbinde dein Konto mit deinem Spieler- oder Schiedsrichterprofil.",
  path: "/profil-bearbeiten",
  allowRobotsIndex: false,
});

interface PersonalData {
  firstname: string;
  lastname: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  mobilePhone: string | null;
  email: string;
  dateOfBirth: string | null;
  readOnly: { firstname: boolean; lastname: boolean; dateOfBirth: boolean };
}

const FIXED_HINT = "Kommt aus der Spielberechtigung deines Vereins; ändern kann das nur dein Verein.";

/**
 * `/profil-bearbeiten`: nickname and personal data (what a linked player profile fixes is shown, not editable), and
 * the player profile: claimed, waiting for the club's code, or linked. `?verein=` searches the club to claim with,
 * `?vereinId=` chooses it.
 */
export default async function EditProfilePage({
  searchParams,
}: {
  searchParams: Promise<{ verein?: string | string[]; vereinId?: string | string[] }>;
}) {
  const session = await requireSession("/profil-bearbeiten");
  const query = await searchParams;
  const clubSearch = firstValue(query.verein).trim().slice(0, 80);
  const chosenClubId = firstValue(query.vereinId).trim();
  const [data, registerInfo, refereeInfo, refereeMasterData, chosenClub] = await Promise.all([
    privateRead(session, "/profil-bearbeiten", (api) => api.account.getPersonalData1()),
    privateRead(session, "/profil-bearbeiten", (api) => api.players.getPlayerRegisterInfo()),
    privateRead(session, "/profil-bearbeiten", (api) => api.referees.getRefereeRegisterInfo()),
    apiClient({ revalidate: 3600, tags: [] }).referees.getRefereeMasterData(),
    clubChosen(chosenClubId),
  ]);
  // A linked profile: everything its holder can change, and who sees it.
  const editing =
    registerInfo.playerProfile.status === "active"
      ? await Promise.all([
          privateRead(session, "/profil-bearbeiten", (api) => api.players.getPlayerProfileForEdit()),
          privateRead(session, "/profil-bearbeiten", (api) => api.players.getAccountPlayerData()),
        ]).then(([edit, access]) => ({ edit, access }))
      : null;
  const refereeEdit =
    refereeInfo.refereeProfile.status === "active"
      ? await privateRead(session, "/profil-bearbeiten", (api) => api.referees.getRefereeProfileForEdit())
      : null;
  const fixed = (isFixed: boolean) => (isFixed ? { readOnly: true, hint: FIXED_HINT } : {});
  const personal: FieldSpec[] = [
    {
      name: "firstname",
      label: "Vorname",
      autoComplete: "given-name",
      defaultValue: data.firstname,
      required: true,
      maxLength: 80,
      ...fixed(data.readOnly.firstname),
    },
    {
      name: "lastname",
      label: "Nachname",
      autoComplete: "family-name",
      defaultValue: data.lastname,
      required: true,
      maxLength: 80,
      ...fixed(data.readOnly.lastname),
    },
    {
      name: "date_of_birth",
      label: "Geburtsdatum",
      type: "date",
      autoComplete: "bday",
      defaultValue: data.dateOfBirth ?? "",
      ...fixed(data.readOnly.dateOfBirth),
    },
    {
      name: "street",
      label: "Straße und Hausnummer",
      autoComplete: "street-address",
      defaultValue: data.street ?? "",
      maxLength: 120,
    },
    {
      name: "zip",
      label: "Postleitzahl",
      autoComplete: "postal-code",
      defaultValue: data.zip ?? "",
      inputMode: "numeric",
      pattern: "[0-9]{5}",
    },
    { name: "city", label: "Ort", autoComplete: "address-level2", defaultValue: data.city ?? "", maxLength: 80 },
    { name: "mobile", label: "Mobilnummer", type: "tel", autoComplete: "tel", defaultValue: data.mobilePhone ?? "" },
  ];
  return (
    <AccountSubpage title="Profil bearbeiten">
      <h2>Spitzname</h2>
      <AccountForm
        id="spitzname"
        action={changeNickname}
        fields={[
          {
            name: "nickname",
            label: "Spitzname",
            autoComplete: "nickname",
            defaultValue: session.nickname,
            required: true,
            minLength: 3,
            maxLength: 30,
            hint: "3 bis 30 Zeichen; so erscheinst du auf der Seite.",
          },
        ]}
        submitLabel="Spitznamen speichern"
        success="Dein Spitzname ist jetzt „{nickname}“."
      />
      <h2>Persönliche Daten</h2>
      <p>Leere Felder werden gelöscht. Deine E-Mail-Adresse änderst du unter „E-Mail-Adresse und Passwort“.</p>
      <AccountForm
        id="persoenlich"
        action={updatePersonalData}
        fields={personal}
        checksEveryField
        submitLabel="Daten speichern"
        success="Deine Daten sind gespeichert."
      />
      <PlayerProfileSection
        info={registerInfo}
        clubSearch={clubSearch}
        chosenClub={chosenClub}
        editing={editing}
        account={{ firstname: data.firstname, lastname: data.lastname, dateOfBirth: data.dateOfBirth }}
      />
      <RefereeProfileSection
        info={refereeInfo}
        edit={refereeEdit}
        masterData={refereeMasterData}
        account={{ firstname: data.firstname, lastname: data.lastname, dateOfBirth: data.dateOfBirth }}
      />
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
