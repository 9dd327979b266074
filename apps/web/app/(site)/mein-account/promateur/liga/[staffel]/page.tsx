import type { Metadata } from "next";
import { StandingsTable } from "@/components/tables/standings-table";
import { AppLink } from "@/components/ui/app-link";
import { formatKickoff } from "@/lib/dates";
import { pageMetadata } from "@/lib/metadata";
import { decodeIdSegment } from "@/lib/route-params";
import { ConsentNote, NoPromateurAccess, PromateurFrame } from "../../_components/promateur-frame";
import { promateurRead } from "../../_components/promateur-read";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Liga", "Promateur"],
  description: "Tabelle und Spiele einer Liga im Promateur-Bereich.",
  path: "/mein-account/promateur",
  allowRobotsIndex: false,
});

/**
 * `/mein-account/promateur/liga/{staffel}`: one league of the tier: its table and every match by matchday, the played
 * ones leading to their report.
 */
export default async function PromateurLeaguePage({ params }: { params: Promise<{ staffel: string }> }) {
  const competitionId = decodeIdSegment((await params).staffel);
  const path = `/mein-account/promateur/liga/${encodeURIComponent(competitionId)}`;
  const info = await promateurRead(path, (api) =>
    api.promateur.getCompetitionInfoPromateur({ staffel: competitionId }),
  );
  if (!info) return <NoPromateurAccess />;
  const table = info.tableAvailable
    ? await promateurRead(path, (api) => api.promateur.getAmateurTablePromateur({ staffel: competitionId }))
    : null;
  const matchdays = new Map<string, typeof info.matches>();
  for (const match of info.matches) {
    const key = match.matchday !== null ? `${match.matchday}. Spieltag` : (match.roundName ?? "Weitere Spiele");
    matchdays.set(key, [...(matchdays.get(key) ?? []), match]);
  }
  // The latest matchday with a played match opens; the others stay closed until asked for.
  const latestPlayed = [...matchdays]
    .filter(([, matches]) => matches.some((match) => match.homeGoals !== null))
    .at(-1)?.[0];
  return (
    <PromateurFrame title={info.name}>
      <p>
        {[info.teamType.name, info.leagueLevel?.name, info.playingArea.name, `Saison ${info.season.label}`]
          .filter(Boolean)
          .join(" · ")}
        {info.isPilot ? " · Pilotliga" : ""}
      </p>
      <ConsentNote />
      {table ? (
        <section aria-labelledby="tabelle">
          <h2 id="tabelle">Tabelle</h2>
          <StandingsTable table={table} caption={`Tabelle ${info.name}`} />
        </section>
      ) : null}
      <section aria-labelledby="spiele">
        <h2 id="spiele">Spiele</h2>
        {[...matchdays].map(([label, matches]) => (
          <details key={label} className="promateur__matchday" open={label === latestPlayed}>
            <summary>
              <h3 className="promateur__matchday-title">{label}</h3>
            </summary>
            <ul className="promateur__list">
              {matches.map((match) => {
                const title = `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`;
                const played = match.homeGoals !== null && match.homeTeam && match.guestTeam;
                return (
                  <li key={match.id}>
                    {played ? (
                      <AppLink href={`/mein-account/promateur/spiel/${encodeURIComponent(match.id)}`}>
                        {title} {match.result.text}
                      </AppLink>
                    ) : (
                      <>
                        {title} {match.result.text}
                      </>
                    )}
                    <span className="promateur__meta">{formatKickoff(match.kickoff, match.kickoffTimeKnown)}</span>
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
      </section>
    </PromateurFrame>
  );
}

export const dynamic = "force-dynamic";
