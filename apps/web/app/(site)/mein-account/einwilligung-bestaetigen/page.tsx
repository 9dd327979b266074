import type { Metadata } from "next";
import { CodeConfirmation } from "@/components/session/code-confirmation";
import { IncompleteLink } from "@/components/session/incomplete-link";
import { pageMetadata } from "@/lib/metadata";
import { linkValues, type Query } from "@/lib/session/link-query";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Newsletter bestätigen"],
  description: "Bestätige, dass du Neuigkeiten des Verbands per E-Mail bekommen möchtest.",
  path: "/mein-account/einwilligung-bestaetigen",
  allowRobotsIndex: false,
});

/** `/mein-account/einwilligung-bestaetigen?userid=&code=`: the double opt-in of `updateMarketingConsent`. */
export default async function ConfirmMarketingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["userid", "code"]);
  return (
    <div className="page account-page">
      <h1>Neuigkeiten per E-Mail bestätigen</h1>
      {values ? (
        <>
          <p>
            Du hast dir Neuigkeiten des Verbands per E-Mail gewünscht. Bitte bestätige das; du kannst es unter „Mein
            Account“ jederzeit widerrufen.
          </p>
          <CodeConfirmation
            kind="werbung"
            values={values}
            buttonLabel="Ja, ich möchte Neuigkeiten bekommen"
            success="Danke! Ab jetzt bekommst du Neuigkeiten des Verbands per E-Mail."
          />
        </>
      ) : (
        <IncompleteLink />
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
