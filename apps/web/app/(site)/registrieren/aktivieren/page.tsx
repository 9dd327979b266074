import type { Metadata } from "next";
import { AppLink as Link } from "../../../../components/ui/app-link";
import "../../../../components/session/account.css";
import { pageMetadata } from "../../../../lib/metadata";
import { ActivationForm } from "./activation-form";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Konto aktivieren"],
  description: "Aktiviere dein Konto mit dem Link aus unserer E-Mail.",
  path: "/registrieren/aktivieren",
  allowRobotsIndex: false,
});

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** `/registrieren/aktivieren?adresse=&code=`: the activation mail's link. */
export default async function ActivationPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const address = first(query.adresse);
  const code = first(query.code);
  return (
    <div className="page account-page">
      <h1>Konto aktivieren</h1>
      {address && code ? (
        <ActivationForm address={address} code={code} />
      ) : (
        <p className="form-message" role="alert">
          Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail vollständig oder{" "}
          <Link href="/registrieren">registriere dich noch einmal</Link>.
        </p>
      )}
    </div>
  );
}

export const dynamic = "force-dynamic";
