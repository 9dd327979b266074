import { ApiCallError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { ReporterConsole, type Reporting } from "@/components/reporting/reporter-console";
import { AppLink } from "@/components/ui/app-link";
import { visitorApi } from "@/lib/api/client";
import { pageMetadata } from "@/lib/metadata";
import { requireSession } from "@/lib/session/page-session";
import "@/components/session/account.css";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Spiel live erfassen", "Mein Account"],
  description: "Tore, Karten, Wechsel und den Liveticker eines Spiels erfassen, während es läuft.",
  path: "/mein-account/liveticker",
  allowRobotsIndex: false,
});

interface ReporterPageProps {
  params: Promise<{ spiel: string }>;
}

/** `/mein-account/liveticker/{spiel}`: the reporter's page for one match (team admins, reporters, division managers). */
export default async function ReporterPage({ params }: ReporterPageProps) {
  const { spiel } = await params;
  const path = `/mein-account/liveticker/${encodeURIComponent(spiel)}`;
  const session = await requireSession(path);
  let reporting: Reporting;
  try {
    reporting = await visitorApi(await headers(), session.accessToken).matches.getMatchReporting({ spiel });
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    if (error.status === 401) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
    if (error.status === 404 || error.status === 400) notFound();
    if (error.status !== 403 && error.status !== 409) throw error;
    return (
      <div className="page account-page">
        <h1>Spiel live erfassen</h1>
        <p className="form-message" role="alert">
          {error.status === 403
            ? "Dieses Spiel darfst du nicht erfassen: Das können die Team-Admins beider Vereine, die Reporter, die ein Verein benannt hat, und der Staffelleiter."
            : "Dieses Spiel wird nicht live erfasst."}
        </p>
        <p>
          <AppLink href="/mein-account/liveticker">Zu deinen Spielen</AppLink>
        </p>
      </div>
    );
  }
  return (
    <div className="page account-page account-page--wide">
      <h1>Live erfassen</h1>
      <p>
        {reporting.homeTeam.name} – {reporting.guestTeam.name} ·{" "}
        <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(spiel)}`}>Zum Spiel</AppLink>
      </p>
      <ReporterConsole initial={reporting} />
    </div>
  );
}
