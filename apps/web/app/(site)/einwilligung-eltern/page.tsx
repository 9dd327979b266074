import type { Metadata } from "next";
import { CodeConfirmation } from "../../../components/session/code-confirmation";
import { IncompleteLink } from "../../../components/session/incomplete-link";
import { pageMetadata } from "../../../lib/metadata";
import { linkValues, type Query } from "../../../lib/session/link-query";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Einwilligung der Eltern"],
  description: "Eltern stimmen hier dem Konto oder Spielerprofil ihres Kindes zu.",
  path: "/einwilligung-eltern",
  allowRobotsIndex: false,
});

/**
 * `/einwilligung-eltern?userid=&verification=&role=`: a parent's consent (`confirmParentalConsent`), for an
 * account under 16 (optional consents) or a linked player profile under 18. Parents are addressed formally.
 */
export default async function ParentalConsentPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["userid", "verification", "role"]);
  return (
    <div className="page account-page">
      <h1>Einwilligung der Eltern</h1>
      {values ? (
        <>
          <p>
            Ihr Kind hat uns Ihre E-Mail-Adresse genannt und bittet um Ihre Zustimmung. Was es damit nutzen darf, steht
            in unserer E-Mail an Sie: Neuigkeiten per E-Mail und, wenn sein Verein es als Spieler gemeldet hat, ein
            öffentliches Spielerprofil. Sie können die Einwilligung jederzeit beim Verband widerrufen.
          </p>
          <CodeConfirmation
            kind="eltern"
            values={values}
            buttonLabel="Einwilligung erteilen"
            success="Vielen Dank, Ihre Einwilligung ist gespeichert."
          />
        </>
      ) : (
        <IncompleteLink isFormal />
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
