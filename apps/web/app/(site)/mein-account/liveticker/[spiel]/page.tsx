import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ReporterConsole, type Reporting } from "../../../../../components/reporting/reporter-console";
import { AppLink } from "../../../../../components/ui/app-link";
import { pageMetadata } from "../../../../../lib/metadata";
import { getPrivate } from "../../../../../lib/session/account-api";
import { requireSession } from "../../../../../lib/session/page-session";
import "../../../../../components/session/account.css";

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
  const response = await getPrivate(`getMatchReporting/spiel/${encodeURIComponent(spiel)}`, session.accessToken);
  if (response.status === 401) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  if (response.status === 404 || response.status === 400) notFound();
  if (response.status === 403 || response.status === 409) {
    return (
      <div className="page account-page">
        <h1>Spiel live erfassen</h1>
        <p className="form-message" role="alert">
          {response.status === 403
            ? "Dieses Spiel darfst du nicht erfassen: Das können die Team-Admins beider Vereine, die Reporter, die ein Verein benannt hat, und der Staffelleiter."
            : "Dieses Spiel wird nicht live erfasst."}
        </p>
        <p>
          <AppLink href="/mein-account/liveticker">Zu deinen Spielen</AppLink>
        </p>
      </div>
    );
  }
  if (!response.ok) throw new Error(`getMatchReporting failed with status ${response.status}`);
  const reporting = (await response.json()) as Reporting;
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
