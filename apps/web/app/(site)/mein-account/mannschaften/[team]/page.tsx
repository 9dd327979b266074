import { ApiCallError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AccountForm } from "@/components/session/account-form";
import { TeamPhoto } from "@/components/teams/team-photo";
import { AppLink } from "@/components/ui/app-link";
import { teamLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { decodeIdSegment } from "@/lib/route-params";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../../_components/account-subpage";
import { publishSquad, removePhoto, updateSections, uploadPhoto } from "../actions";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Mannschaft verwalten"],
  description: "Für Team-Admins: Kader veröffentlichen, Abschnitte der Mannschaftsseite, Mannschaftsfoto.",
  path: "/mein-account/mannschaften",
  allowRobotsIndex: false,
});

/** The six sections a team's admins switch, with what each shows on the team page. */
const SECTIONS = [
  { key: "news", label: "Neuigkeiten", effect: "die Nachrichten der Mannschaft" },
  { key: "trend", label: "Statistik", effect: "Statistik und Fieberkurve" },
  { key: "scorers", label: "Torschützen", effect: "die Torschützen der Mannschaft" },
  { key: "fairplay", label: "Fair-Play", effect: "den Platz in der Fair-Play-Tabelle" },
  { key: "venue", label: "Spielstätte", effect: "die Spielstätte mit Adresse" },
  { key: "history", label: "Erfolge", effect: "die Erfolge früherer Jahre" },
] as const;

/**
 * `/mein-account/mannschaften/{team}`: one team its admin keeps (docs/team-administration.md): the squad per season
 * with a preview of what publishing shows, the sections of the team page, and the photo. The API answers 403 for a
 * team the account does not administer, which the page shows as not found.
 */
export default async function TeamAdminPage({
  params,
  searchParams,
}: {
  params: Promise<{ team: string }>;
  searchParams: Promise<{ saison?: string | string[] }>;
}) {
  const { team } = await params;
  const teamId = decodeIdSegment(team);
  const path = `/mein-account/mannschaften/${encodeURIComponent(teamId)}`;
  const session = await requireSession(path);
  const info = await privateRead(session, path, (api) => api.clubs.getTeamAdminInfo({ "team-id": teamId })).catch(
    (error: unknown) => {
      if (error instanceof ApiCallError && (error.status === 403 || error.status === 404 || error.status === 400)) {
        notFound();
      }
      throw error;
    },
  );
  const { teamAdmin } = info;
  const asked = [(await searchParams).saison].flat()[0];
  const previewSeason =
    teamAdmin.squads.find((squad) => squad.season === asked) ??
    teamAdmin.squads.find((squad) => squad.isCurrent) ??
    teamAdmin.squads[0];
  const preview = previewSeason
    ? await privateRead(session, path, (api) =>
        api.clubs.getTeamSquadPreview({ saison: previewSeason.season, "team-id": teamAdmin.teamPermanentId }),
      )
    : null;
  const hiddenCount = previewSeason && preview ? previewSeason.squadSize - preview.entries.length : 0;
  const publicPage = teamLink({ id: teamAdmin.teamPermanentId, clubId: teamAdmin.clubId, name: teamAdmin.teamName });
  const teamField = { name: "team-id", label: "", type: "hidden" as const, defaultValue: teamAdmin.teamPermanentId };
  return (
    <AccountSubpage
      title={teamAdmin.teamName}
      intro={
        <>
          {teamAdmin.clubName}
          {publicPage ? (
            <>
              {" · "}
              <AppLink href={publicPage}>Mannschaftsseite ansehen</AppLink>
            </>
          ) : null}
        </>
      }
    >
      <p>
        <AppLink href="/mein-account/mannschaften">← Meine Mannschaften</AppLink>
      </p>

      <section aria-labelledby="kader-titel">
        <h2 id="kader-titel">Kader veröffentlichen</h2>
        <p>
          Ein veröffentlichter Kader steht auf der Mannschaftsseite und den Seiten der Spieler. Spieler, deren Profil
          nicht öffentlich ist, erscheinen dort nie.
        </p>
        <ul className="account-squads">
          {teamAdmin.squads.map((squad) => (
            <li key={squad.teamSeasonId}>
              <p>
                <strong>Saison {squad.seasonLabel}</strong>: {squad.squadSize} Spieler,{" "}
                {squad.publishData ? "veröffentlicht" : "nicht veröffentlicht"} ·{" "}
                <AppLink href={`${path}?saison=${squad.season}#vorschau`}>Vorschau</AppLink>
              </p>
              <AccountForm
                id={`kader-${squad.season}`}
                action={publishSquad}
                fields={[
                  teamField,
                  { name: "saison", label: "", type: "hidden", defaultValue: squad.season },
                  { name: "publish", label: "", type: "hidden", defaultValue: String(!squad.publishData) },
                ]}
                submitLabel={
                  squad.publishData
                    ? `Kader ${squad.seasonLabel} zurückziehen`
                    : `Kader ${squad.seasonLabel} veröffentlichen`
                }
                success="Gespeichert."
              />
            </li>
          ))}
        </ul>
        {preview && previewSeason ? (
          <>
            <h3 id="vorschau">Vorschau: Kader {previewSeason.seasonLabel}, wie ihn alle sehen</h3>
            {preview.entries.length === 0 ? (
              <p>In diesem Kader steht niemand mit öffentlichem Profil.</p>
            ) : (
              <ul>
                {preview.entries.map((entry) => (
                  <li key={entry.playerId}>
                    {entry.jerseyNumber ? `${entry.jerseyNumber} · ` : ""}
                    {entry.firstName} {entry.lastName}
                  </li>
                ))}
              </ul>
            )}
            <p>
              {hiddenCount === 1
                ? "Ein weiterer Spieler des Kaders hat kein öffentliches Profil und wird nicht genannt."
                : hiddenCount > 1
                  ? `${hiddenCount} weitere Spieler des Kaders haben kein öffentliches Profil und werden nicht genannt.`
                  : "Alle Spieler des Kaders werden genannt."}{" "}
              {previewSeason.publishData ? "Der Kader ist veröffentlicht." : "Der Kader ist noch nicht veröffentlicht."}
            </p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="abschnitte-titel">
        <h2 id="abschnitte-titel">Abschnitte der Mannschaftsseite</h2>
        <p>Was die Mannschaftsseite der laufenden Saison zeigt. Eine Änderung gilt sofort.</p>
        <AccountForm
          id="abschnitte"
          action={updateSections}
          fields={[
            teamField,
            ...SECTIONS.map((section) => ({
              name: `team-${section.key}-visible`,
              label: section.label,
              type: "checkbox" as const,
              defaultChecked: teamAdmin.config[section.key],
              hint: `Zeigt ${section.effect}.`,
            })),
          ]}
          submitLabel="Abschnitte speichern"
          success="Gespeichert. Die Mannschaftsseite zeigt jetzt die gewählten Abschnitte."
        />
      </section>

      <section aria-labelledby="foto-titel">
        <h2 id="foto-titel">Mannschaftsfoto</h2>
        {teamAdmin.imageUrl ? (
          <TeamPhoto url={teamAdmin.imageUrl} teamName={teamAdmin.teamName} />
        ) : (
          <p>Die Mannschaft hat noch kein Foto.</p>
        )}
        <AccountForm
          id="foto"
          action={uploadPhoto}
          fields={[
            teamField,
            {
              name: "image",
              label: teamAdmin.imageUrl ? "Neues Foto" : "Foto",
              type: "file",
              accept: "image/jpeg,image/png,image/webp",
              required: true,
              hint: "JPEG, PNG oder WebP, höchstens 5 MB und 40 Megapixel. Wir speichern das Foto ohne seine Metadaten (etwa den Ort der Aufnahme).",
            },
          ]}
          submitLabel="Foto hochladen"
          success="Das Foto steht jetzt auf der Mannschaftsseite."
        />
        <AccountForm
          id="foto-entfernen"
          action={removePhoto}
          fields={[teamField]}
          submitLabel="Foto entfernen"
          isDanger
          success="Das Foto ist entfernt."
        />
      </section>
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
