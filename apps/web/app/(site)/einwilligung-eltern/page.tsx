import type { Metadata } from "next";
import { CodeConfirmation } from "@/components/session/code-confirmation";
import { IncompleteLink } from "@/components/session/incomplete-link";
import { pageMetadata } from "@/lib/metadata";
import { linkValues, type Query } from "@/lib/session/link-query";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Einwilligung der Eltern"],
  description: "Eltern stimmen hier dem Konto oder Spielerprofil ihres Kindes zu.",
  path: "/einwilligung-eltern",
  allowRobotsIndex: false,
});

/**
 * `/einwilligung-eltern?userid=&verification=&role=`: a parent's consent (`confirmParentalConsent`), for an
 * account under 16 (optional consents) or a linked player profile under 18. Parents, too, are addressed with "du".
 */
export default async function ParentalConsentPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["userid", "verification", "role"]);
  return (
    <div className="page account-page">
      <h1>Einwilligung der Eltern</h1>
      {values ? (
        <>
          <p>
            Dein Kind hat uns deine E-Mail-Adresse genannt und bittet um deine Zustimmung. Was es damit nutzen darf,
            steht in unserer E-Mail an dich: Neuigkeiten per E-Mail und, wenn sein Verein es als Spieler gemeldet hat,
            ein öffentliches Spielerprofil. Du kannst die Einwilligung jederzeit beim Verband widerrufen.
          </p>
          <CodeConfirmation
            kind="eltern"
            values={values}
            buttonLabel="Einwilligung erteilen"
            success="Vielen Dank, deine Einwilligung ist gespeichert."
          />
        </>
      ) : (
        <IncompleteLink />
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
