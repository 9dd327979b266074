import type { ApiClient } from "@spielfeld/api-client";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { formatDate } from "@/lib/dates";
import {
  deletePlayerProfile,
  savePlayerSuccess,
  updateAccountPlayerData,
  updatePlayerProfile,
  updateSquadEntry,
} from "../actions";
import { ProfilePreview } from "./profile-preview";

type ProfileForEdit = Awaited<ReturnType<ApiClient["players"]["getPlayerProfileForEdit"]>>;
type AccountPlayerData = Awaited<ReturnType<ApiClient["players"]["getAccountPlayerData"]>>;

const POSITIONS = [
  { value: "", label: "Keine Angabe" },
  { value: "goalkeeper", label: "Tor" },
  { value: "defender", label: "Abwehr" },
  { value: "midfielder", label: "Mittelfeld" },
  { value: "forward", label: "Angriff" },
] as const;

const FEET = [
  { value: "", label: "Keine Angabe" },
  { value: "right", label: "rechts" },
  { value: "left", label: "links" },
  { value: "both", label: "beidfüßig" },
] as const;

const labelsOf = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.filter((option) => option.value !== "").map((option) => [option.value, option.label]));

const number = (value: number | null) => (value === null ? "" : String(value));
const box = (value: boolean) => (value ? "on" : "");

/**
 * The linked player's own profile on `/profil-bearbeiten#spielerprofil`: the details and what the public sees of
 * them with a preview, who sees and finds the profile, each squad's own number, and the deletion by mail.
 */
export function PlayerProfileEditor({ edit, access }: { edit: ProfileForEdit; access: AccountPlayerData }) {
  const { playerProfile: profile, teams, playerImages } = edit;
  const details: FieldSpec[] = [
    {
      name: "nickname",
      label: "Spitzname im Profil (freiwillig)",
      defaultValue: profile.nickname ?? "",
      maxLength: 40,
      hint: "Steht auf deiner Profilseite unter deinem Namen.",
    },
    {
      name: "playing-position",
      label: "Position",
      type: "select",
      options: POSITIONS,
      defaultValue: profile.position ?? "",
    },
    {
      name: "height",
      label: "Größe in cm (freiwillig)",
      type: "number",
      min: 100,
      max: 230,
      inputMode: "numeric",
      defaultValue: number(profile.height),
    },
    {
      name: "weight",
      label: "Gewicht in kg (freiwillig)",
      type: "number",
      min: 30,
      max: 200,
      inputMode: "numeric",
      defaultValue: number(profile.weight),
    },
    { name: "foot-type", label: "Starker Fuß", type: "select", options: FEET, defaultValue: profile.foot ?? "" },
    {
      name: "jersey-number",
      label: "Rückennummer (freiwillig)",
      type: "number",
      min: 1,
      max: 99,
      inputMode: "numeric",
      defaultValue: number(profile.jerseyNumber),
      hint: "Steht auf deiner Profilseite.",
    },
    { name: "is-captain", label: "Ich bin Kapitän oder Kapitänin", type: "checkbox", defaultChecked: profile.captain },
    {
      name: "performance-visible",
      label: "Einsätze, Minuten, Tore und Wechsel zeigen",
      type: "checkbox",
      defaultChecked: profile.visibility.performance,
      hint: "Ohne diesen Haken steht bei Toren und Wechseln „Nicht öffentlich“ statt deines Namens.",
    },
    {
      name: "cards-visible",
      label: "Karten zeigen",
      type: "checkbox",
      defaultChecked: profile.visibility.cards,
      hint: "Nur zusammen mit den Einsätzen.",
    },
    {
      name: "club-history-visible",
      label: "Frühere Mannschaften und Vereine zeigen",
      type: "checkbox",
      defaultChecked: profile.visibility.clubHistory,
    },
    {
      name: "date-visible",
      label: "Geburtsdatum zeigen",
      type: "checkbox",
      defaultChecked: profile.visibility.dateOfBirth,
    },
    {
      name: "citizenship-visible",
      label: "Nationalität zeigen",
      type: "checkbox",
      defaultChecked: profile.visibility.nationality,
    },
    ...(playerImages.length > 0
      ? [
          {
            name: "image-source",
            label: "Bildquelle deiner Fotos",
            defaultValue: profile.imageSource ?? "",
            maxLength: 120,
            hint: "Wer die Fotos gemacht hat, zum Beispiel „Foto: Vereinsarchiv“.",
          } satisfies FieldSpec,
        ]
      : []),
  ];
  const visibility: FieldSpec[] = [
    {
      name: "profile-visible",
      label: "Mein Profil ist öffentlich",
      type: "checkbox",
      defaultChecked: access.playerProfileVisible,
      hint: "Ohne diesen Haken gibt es keine Profilseite, und überall steht „Nicht öffentlich“ statt deines Namens.",
    },
    {
      name: "player-visible",
      label:
        "Meine Angaben auf der Profilseite zeigen (Spitzname, Position, Größe, Gewicht, starker Fuß, Rückennummer)",
      hint: "Die Kaderliste deiner Mannschaft zeigt Rückennummer und Position, wie dein Verein sie eingetragen hat.",
      type: "checkbox",
      defaultChecked: access.playerDataVisible,
    },
    {
      name: "profile-searchable",
      label: "In der Suche dieser Website auffindbar",
      type: "checkbox",
      defaultChecked: access.searchableFbde,
    },
    {
      name: "profile-searchable-ext",
      label: "Suchmaschinen dürfen meine Profilseite zeigen",
      type: "checkbox",
      defaultChecked: access.searchableExtern,
    },
  ];
  const currentTeams = teams.filter((team) => team.isEditable);
  return (
    <>
      <h3 id="spielerprofil-angaben-titel">Angaben und was andere davon sehen</h3>
      <div className="profile-editor-frame">
        <div className="profile-editor">
          <div className="profile-editor__forms">
            <AccountForm
              id="spielerprofil-angaben"
              action={updatePlayerProfile}
              fields={details}
              submitLabel="Profil speichern"
              success="Gespeichert."
            />
            <h3>Wer dich sieht und findet</h3>
            <AccountForm
              id="spielerprofil-sichtbarkeit"
              action={updateAccountPlayerData}
              fields={visibility}
              submitLabel="Sichtbarkeit speichern"
              success="Gespeichert."
            />
          </div>
          <aside className="profile-editor__preview" aria-labelledby="vorschau-titel">
            <h3 id="vorschau-titel">So sehen andere dein Profil</h3>
            <ProfilePreview
              formIds={["spielerprofil-angaben", "spielerprofil-sichtbarkeit"]}
              facts={{
                name: `${profile.firstName} ${profile.lastName}`,
                awaitsConsent: profile.parentalConsentRequired,
                dateOfBirth: formatDate(profile.dateOfBirth),
                nationality: profile.nationality,
                clubName: edit.club?.clubName ?? null,
                labels: { "playing-position": labelsOf(POSITIONS), "foot-type": labelsOf(FEET) },
                values: {
                  nickname: profile.nickname ?? "",
                  "playing-position": profile.position ?? "",
                  height: number(profile.height),
                  weight: number(profile.weight),
                  "foot-type": profile.foot ?? "",
                  "jersey-number": number(profile.jerseyNumber),
                  "is-captain": box(profile.captain),
                  "performance-visible": box(profile.visibility.performance),
                  "cards-visible": box(profile.visibility.cards),
                  "club-history-visible": box(profile.visibility.clubHistory),
                  "date-visible": box(profile.visibility.dateOfBirth),
                  "citizenship-visible": box(profile.visibility.nationality),
                  "profile-visible": box(access.playerProfileVisible),
                  "player-visible": box(access.playerDataVisible),
                  "profile-searchable": box(access.searchableFbde),
                  "profile-searchable-ext": box(access.searchableExtern),
                },
              }}
            />
          </aside>
        </div>
      </div>
      {currentTeams.length > 0 ? (
        <>
          <h3>In deinen Mannschaften</h3>
          <p>Rückennummer, Position und Kapitänsamt können in jeder Mannschaft anders sein.</p>
          {currentTeams.map((team) => (
            <section key={`${team.season}-${team.teamId}`} aria-label={`${team.teamName}, ${team.seasonLabel}`}>
              <h4>
                {team.teamName} <span className="profile-editor__season">({team.seasonLabel})</span>
              </h4>
              <AccountForm
                id={`kader-${team.teamId}`}
                action={updateSquadEntry}
                fields={[
                  { name: "saison", label: "Saison", type: "hidden", defaultValue: team.season },
                  { name: "team-id", label: "Mannschaft", type: "hidden", defaultValue: team.teamId },
                  {
                    name: "jersey-number",
                    label: "Rückennummer",
                    type: "number",
                    min: 1,
                    max: 99,
                    inputMode: "numeric",
                    defaultValue: number(team.jerseyNumber),
                  },
                  {
                    name: "playing-position",
                    label: "Position",
                    type: "select",
                    options: POSITIONS,
                    defaultValue: team.position ?? "",
                  },
                  {
                    name: "is-captain",
                    label: "Kapitän oder Kapitänin",
                    type: "checkbox",
                    defaultChecked: team.captain,
                  },
                ]}
                submitLabel="Für diese Mannschaft speichern"
                success="Gespeichert."
              />
            </section>
          ))}
        </>
      ) : null}
      <h3>Weitere Erfolge</h3>
      <p>
        Titel, Auswahlberufungen oder Erfolge bei anderen Verbänden, die unsere Daten nicht kennen. Deine Profilseite
        zeigt sie getrennt, als von dir eingetragen. Zum Löschen eines Eintrags leere sein Feld „Erfolg“.
      </p>
      <AccountForm
        id="spielerprofil-erfolge"
        action={savePlayerSuccess}
        fields={[...edit.successEntries, null, null].flatMap((entry, index) => [
          {
            name: `erfolg-jahr-${index}`,
            label: `Eintrag ${index + 1}: Jahr`,
            type: "number" as const,
            min: 1950,
            max: 2100,
            inputMode: "numeric" as const,
            defaultValue: entry ? String(entry.year) : "",
          },
          {
            name: `erfolg-beschreibung-${index}`,
            label: `Eintrag ${index + 1}: Erfolg`,
            maxLength: 120,
            defaultValue: entry?.title ?? "",
          },
          {
            name: `erfolg-notiz-${index}`,
            label: `Eintrag ${index + 1}: Anmerkung (freiwillig)`,
            maxLength: 300,
            defaultValue: entry?.description ?? "",
          },
        ])}
        submitLabel="Erfolge speichern"
        success="Gespeichert."
      />
      <h3>Spielerprofil löschen</h3>
      <p>
        Danach ist dein Spielerprofil nicht mehr öffentlich: keine Profilseite, kein Suchtreffer, und in Aufstellungen,
        Spielberichten und Statistiken steht „Nicht öffentlich“ statt deines Namens. Dein Konto bleibt bestehen. Wir
        schicken dir zuerst eine E-Mail mit einem Link zum Bestätigen.
      </p>
      <AccountForm
        id="spielerprofil-loeschen"
        action={deletePlayerProfile}
        fields={[]}
        isDanger
        submitLabel="Spielerprofil löschen"
        success="Wir haben dir eine E-Mail geschickt. Bestätige das Löschen mit dem Link darin; er gilt 48 Stunden."
      />
    </>
  );
}
