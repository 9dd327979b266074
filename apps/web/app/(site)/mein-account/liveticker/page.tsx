import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { formatKickoff } from "@/lib/dates";
import { pageMetadata } from "@/lib/metadata";
import { privateRead, requireSession } from "@/lib/session/page-session";
import "@/components/session/account.css";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Spiele live erfassen", "Mein Account"],
  description: "Die Spiele von heute, die du für deinen Verein live erfassen darfst.",
  path: "/mein-account/liveticker",
  allowRobotsIndex: false,
});

interface ReportableMatches {
  matches: {
    matchId: string;
    kickoffAt: string | null;
    homeTeam: string;
    guestTeam: string;
    competitionName: string;
    status: string;
  }[];
}

const STATUS = { scheduled: "", live: " · läuft", provisional: " · vorläufiges Ergebnis" } as Record<string, string>;

/** `/mein-account/liveticker`: today's and running matches the signed-in reporter may write. */
export default async function ReportableMatchesPage() {
  const path = "/mein-account/liveticker";
  const session = await requireSession(path);
  const { matches } = await privateRead(session, path, (api) => api.matches.getReportableMatches());
  return (
    <div className="page account-page account-page--wide">
      <h1>Spiele live erfassen</h1>
      <p>
        Team-Admins, die Reporter ihres Vereins und Staffelleiter erfassen hier Tore, Karten, Wechsel und den
        Liveticker, während das Spiel läuft.
      </p>
      {matches.length === 0 ? (
        <p>Heute gibt es kein Spiel, das du erfassen darfst.</p>
      ) : (
        <ul className="account-links account-links--list">
          {matches.map((match) => (
            <li key={match.matchId}>
              <AppLink href={`/mein-account/liveticker/${encodeURIComponent(match.matchId)}`}>
                {match.homeTeam} – {match.guestTeam}
              </AppLink>
              <br />
              <span className="field__hint">
                {formatKickoff(match.kickoffAt)} · {match.competitionName}
                {STATUS[match.status] ?? ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <AppLink href="/mein-account">Zurück zu Mein Account</AppLink>
      </p>
    </div>
  );
}
