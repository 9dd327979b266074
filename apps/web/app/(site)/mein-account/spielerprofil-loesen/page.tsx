import type { Metadata } from "next";
import { AccountForm } from "@/components/session/account-form";
import { pageMetadata } from "@/lib/metadata";
import { requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../_components/account-subpage";
import { releasePlayerProfile, releaseRefereeProfile } from "./actions";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Profil vom falschen Konto lösen"],
  description:
    "Für die Verantwortlichen eines Vereins: ein Spieler- oder Schiedsrichterprofil vom falschen Konto lösen.",
  path: "/mein-account/spielerprofil-loesen",
  allowRobotsIndex: false,
});

/** The two kinds of profile an official may release, each with its form. */
const RELEASES = [
  {
    id: "spielerprofil-loesen",
    title: "Spielerprofil",
    field: "spielerprofil",
    action: releasePlayerProfile,
    hint: "Öffne die Profilseite und kopiere die Adresse aus dem Browser.",
  },
  {
    id: "schiedsrichterprofil-loesen",
    title: "Schiedsrichterprofil",
    field: "schiedsrichterprofil",
    action: releaseRefereeProfile,
    hint: "Öffne die Seite der Schiedsrichterin oder des Schiedsrichters und kopiere die Adresse.",
  },
] as const;

/**
 * `/mein-account/spielerprofil-loesen`: the dispute's way out (docs/player-profiles.md). An official of the
 * player's or referee's club ends a wrong account's hold of the profile; the API checks that the caller is one.
 */
export default async function ReleaseProfilePage() {
  await requireSession("/mein-account/spielerprofil-loesen");
  return (
    <AccountSubpage title="Profil vom falschen Konto lösen">
      <p>
        Für Team-Admins eines Vereins: Hat ein Konto das Spieler- oder Schiedsrichterprofil einer Person deines Vereins
        übernommen, die es nicht ist, löst du die Verbindung hier. Das Konto bekommt eine E-Mail; die richtige Person
        kann das Profil danach über den Verein neu anfragen. Lösen kann nur, wer eine Mannschaft des Vereins verwaltet,
        zu dem das Profil gehört.
      </p>
      {RELEASES.map((release) => (
        <section key={release.id} aria-labelledby={`${release.id}-titel`}>
          <h2 id={`${release.id}-titel`}>{release.title}</h2>
          <AccountForm
            id={release.id}
            action={release.action}
            fields={[
              {
                name: release.field,
                label: "Adresse der Profilseite",
                type: "text",
                required: true,
                maxLength: 300,
                hint: release.hint,
              },
            ]}
            submitLabel="Verbindung lösen"
            isDanger
            success="Die Verbindung ist gelöst. Das Konto hat eine E-Mail bekommen."
          />
        </section>
      ))}
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
