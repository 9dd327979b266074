import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { ConsentNote, NoPromateurAccess, PromateurFrame } from "./_components/promateur-frame";
import { promateurRead } from "./_components/promateur-read";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Promateur", "Mein Account"],
  description:
    "Für Promateur-Konten: die Pilotligen mit Tabellen, Spielberichten mit Ereignissen und Vereinshistorien.",
  path: "/mein-account/promateur",
  allowRobotsIndex: false,
});

const PATH = "/mein-account/promateur";

/** `/mein-account/promateur`: the season's pilot leagues, each leading to its table, matches and reports. */
export default async function PromateurPage() {
  const pilots = await promateurRead(PATH, (api) => api.promateur.getPilotLeagues());
  if (!pilots) return <NoPromateurAccess />;
  return (
    <PromateurFrame title="Promateur: Pilotligen">
      <p>
        Die Ligen der Saison {pilots.season.label}, die das Promateur-Pilotprojekt abdeckt. Zu jeder Liga gibt es die
        Tabelle, alle Spiele und die Spielberichte mit Ereignissen.
      </p>
      <ConsentNote />
      {pilots.leagues.length === 0 ? (
        <p>In dieser Saison gehört keine Liga zum Pilotprojekt.</p>
      ) : (
        <ul className="promateur__list">
          {pilots.leagues.map((league) => (
            <li key={league.compoundId}>
              <AppLink href={`${PATH}/liga/${encodeURIComponent(league.compoundId)}`}>{league.name}</AppLink>
              <span className="promateur__meta">
                {[
                  league.teamType.name,
                  league.leagueLevel?.name,
                  league.playingArea.name,
                  `${league.teamCount} Mannschaften`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PromateurFrame>
  );
}

export const dynamic = "force-dynamic";
