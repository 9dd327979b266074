import type { Metadata } from "next";
import { CodeConfirmation } from "@/components/session/code-confirmation";
import { IncompleteLink } from "@/components/session/incomplete-link";
import { pageMetadata } from "@/lib/metadata";
import { linkValues, type Query } from "@/lib/session/link-query";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Schiedsrichterprofil löschen"],
  description: "Bestätige, dass dein Schiedsrichterprofil gelöscht wird.",
  path: "/profil-bearbeiten/schiedsrichterprofil-loeschen",
  allowRobotsIndex: false,
});

/**
 * `/profil-bearbeiten/schiedsrichterprofil-loeschen?userid=&verification=`: the link mailed after
 * "Schiedsrichterprofil löschen" (`confirmDeleteRefereeProfile`). Nothing happens on opening it (mail filters open links), only on the click.
 */
export default async function ConfirmRefereeProfileDeletionPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["userid", "verification"]);
  return (
    <div className="page account-page">
      <h1>Schiedsrichterprofil löschen</h1>
      {values ? (
        <>
          <p>
            Nach dem Klick ist dein Schiedsrichterprofil nicht mehr öffentlich: keine Profilseite und kein Suchtreffer.
            Bei deinen Spielen steht dein Name weiter als Schiedsrichter, denn das Schiedsrichteramt ist öffentlich,
            aber ohne Link. Dein Konto bleibt bestehen.
          </p>
          <CodeConfirmation
            kind="schiedsrichterprofil-loeschen"
            values={values}
            buttonLabel="Schiedsrichterprofil löschen"
            success="Dein Schiedsrichterprofil ist gelöscht. Dein Konto ist nicht mehr damit verbunden."
          />
        </>
      ) : (
        <IncompleteLink />
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
