import type { Metadata } from "next";
import "@/components/session/account.css";
import { IncompleteLink } from "@/components/session/incomplete-link";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { linkValues, type Query } from "@/lib/session/link-query";
import { NewPasswordForm } from "../reset-forms";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Neues Passwort"],
  description: "Lege ein neues Passwort für dein Konto fest.",
  path: "/passwort-vergessen/neu",
  allowRobotsIndex: false,
});

/** `/passwort-vergessen/neu?nutzer=&code=`: the reset mail's link. */
export default async function NewPasswordPage({ searchParams }: { searchParams: Promise<Query> }) {
  const values = linkValues(await searchParams, ["nutzer", "code"]);
  return (
    <div className="page account-page">
      <h1>Neues Passwort festlegen</h1>
      {values ? (
        <>
          <p>
            Konto: <strong>{values.nutzer}</strong>
          </p>
          <NewPasswordForm username={values.nutzer!} code={values.code!} />
        </>
      ) : (
        <IncompleteLink>
          <AppLink href="/passwort-vergessen">Einen neuen Link anfordern</AppLink>
        </IncompleteLink>
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
