import type { Metadata } from "next";
import { CodeConfirmation } from "@/components/session/code-confirmation";
import { IncompleteLink } from "@/components/session/incomplete-link";
import { pageMetadata } from "@/lib/metadata";
import { linkValues, type Query } from "@/lib/session/link-query";

export const metadata: Metadata = pageMetadata({
  titleParts: ["E-Mail-Adresse bestätigen"],
  description: "Bestätige die neue E-Mail-Adresse deines Kontos.",
  path: "/mein-account/email-bestaetigen",
  allowRobotsIndex: false,
});

/** `/mein-account/email-bestaetigen?userid=&code=`: the link mailed to a new address (`confirmChangeEmail`). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["userid", "code"]);
  return (
    <div className="page account-page">
      <h1>Neue E-Mail-Adresse bestätigen</h1>
      {values ? (
        <>
          <p>Mit einem Klick wird diese Adresse die deines Kontos. Die bisherige gilt dann nicht mehr.</p>
          <CodeConfirmation
            kind="email-aendern"
            values={values}
            buttonLabel="Adresse bestätigen"
            success="Geschafft: {email} ist jetzt die E-Mail-Adresse deines Kontos. Melde dich künftig damit an."
          />
        </>
      ) : (
        <IncompleteLink />
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
