import type { Metadata } from "next";
import { AppLink as Link } from "@/components/ui/app-link";
import "@/components/session/account.css";
import { pageMetadata } from "@/lib/metadata";
import { ActivationForm } from "./activation-form";
import { ResendActivationForm } from "./resend-form";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Konto aktivieren"],
  description: "Aktiviere dein Konto mit dem Link aus unserer E-Mail.",
  path: "/registrieren/aktivieren",
  allowRobotsIndex: false,
});

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * `/registrieren/aktivieren?adresse=&code=`: the activation mail's link, and under it the way to have the mail sent
 * again (a link that has expired, a mail that never came). Without a query the page offers only that.
 */
export default async function ActivationPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const address = first(query.adresse);
  const code = first(query.code);
  if (!address && !code) {
    return (
      <div className="page account-page">
        <h1>Aktivierungsmail erneut senden</h1>
        <p>
          Keine E-Mail bekommen, oder ist der Link abgelaufen? Nenne uns die Adresse, mit der du dich registriert hast.
          Wir schicken dir eine neue E-Mail mit einem neuen Link; die Links älterer E-Mails gelten dann nicht mehr.
        </p>
        <ResendActivationForm />
        <p>
          Schon aktiviert? <Link href="/login">Zur Anmeldung</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page account-page">
      <h1>Konto aktivieren</h1>
      {address && code ? (
        <ActivationForm address={address} code={code} />
      ) : (
        <p className="form-message" role="alert">
          Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail vollständig,{" "}
          <Link href="/registrieren">registriere dich noch einmal</Link> oder lass dir die E-Mail noch einmal schicken.
        </p>
      )}
      <h2>Link abgelaufen oder schon benutzt?</h2>
      <p>Wir schicken dir eine neue E-Mail mit einem neuen Link; die Links älterer E-Mails gelten dann nicht mehr.</p>
      {address && code ? <ResendActivationForm address={address} /> : <ResendActivationForm defaultAddress={address} />}
    </div>
  );
}

export const dynamic = "force-dynamic";
