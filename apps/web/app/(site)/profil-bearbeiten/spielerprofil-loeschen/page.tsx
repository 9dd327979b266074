import type { Metadata } from "next";
import { CodeConfirmation } from "@/components/session/code-confirmation";
import { IncompleteLink } from "@/components/session/incomplete-link";
import { pageMetadata } from "@/lib/metadata";
import { linkValues, type Query } from "@/lib/session/link-query";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Spielerprofil löschen"],
  description: "Bestätige, dass dein Spielerprofil gelöscht wird.",
  path: "/profil-bearbeiten/spielerprofil-loeschen",
  allowRobotsIndex: false,
});

/**
 * `/profil-bearbeiten/spielerprofil-loeschen?userid=&verification=`: the link mailed after "Spielerprofil löschen"
 * (`confirmDeletePlayerProfile`). Nothing happens on opening it (mail filters open links), only on the click.
 */
export default async function ConfirmPlayerProfileDeletionPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["userid", "verification"]);
  return (
    <div className="page account-page">
      <h1>Spielerprofil löschen</h1>
      {values ? (
        <>
          <p>
            Nach dem Klick ist dein Spielerprofil nicht mehr öffentlich: keine Profilseite, kein Suchtreffer, und in
            Aufstellungen, Spielberichten und Statistiken steht „Nicht öffentlich“ statt deines Namens. Dein Konto
            bleibt bestehen; die Ergebnisse der Spiele bleiben, wie sie waren.
          </p>
          <CodeConfirmation
            kind="spielerprofil-loeschen"
            values={values}
            buttonLabel="Spielerprofil löschen"
            success="Dein Spielerprofil ist gelöscht. Dein Konto ist nicht mehr damit verbunden."
          />
        </>
      ) : (
        <IncompleteLink />
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
