import type { ClubTeamsSuccess } from "@spielfeld/api-client";
import { ScrollRegion } from "@/components/tables/scroll-region";
import { getClubTeamsSuccess } from "@/lib/api/clubs";

type Entry = ClubTeamsSuccess["championship"][number];

const KINDS = [
  { key: "championship", title: "Meisterschaft" },
  { key: "indoorChampionship", title: "Hallenmeisterschaft" },
  { key: "futsal", title: "Futsal" },
  { key: "beachSoccer", title: "Beachsoccer" },
] as const;

function place(entry: Entry): string {
  if (entry.position === null) return "–";
  if (entry.champion) return `${entry.position}. (Meister)`;
  // Not yet the final table: the place can still change.
  return entry.finalTable ? `${entry.position}.` : `${entry.position}. (vorläufig)`;
}

/**
 * A page of the club's fixtures reads the success history on its own (the club page itself has it in its one call):
 * streamed, so the club's own data is not kept waiting.
 */
export async function ClubSuccessOfClub({ clubId }: { clubId: string }) {
  return <ClubSuccess success={await getClubTeamsSuccess(clubId)} />;
}

/** The club's success history: its teams' places in every season, newest first, by kind of competition. */
export function ClubSuccess({ success }: { success: ClubTeamsSuccess }) {
  const kinds = KINDS.map((kind) => ({ ...kind, entries: success[kind.key] })).filter(
    (kind) => kind.entries.length > 0,
  );
  return (
    <section id="erfolge" data-section-target className="club__section" aria-labelledby="club-success-title">
      <h2 id="club-success-title">Erfolge und Platzierungen</h2>
      {kinds.length === 0 ? <p>Noch keine Platzierungen.</p> : null}
      {kinds.map((kind) => (
        <ScrollRegion key={kind.key} label={`Platzierungen ${kind.title}`}>
          <table className="club__success">
            <caption>{kind.title}</caption>
            <thead>
              <tr>
                <th scope="col">Saison</th>
                <th scope="col">Mannschaft</th>
                <th scope="col">Wettbewerb</th>
                <th scope="col" className="club__number">
                  Platz
                </th>
                <th scope="col" className="club__number">
                  Punkte
                </th>
                <th scope="col" className="club__number">
                  Spiele
                </th>
              </tr>
            </thead>
            <tbody>
              {kind.entries.map((entry) => (
                <tr
                  key={`${entry.compoundId}-${entry.teamId}`}
                  className={entry.champion ? "club__champion" : undefined}
                >
                  <td>{entry.season.label}</td>
                  <td>{entry.teamName}</td>
                  <td>{entry.competitionName}</td>
                  <td className="club__number">{place(entry)}</td>
                  <td className="club__number">{entry.points ?? "–"}</td>
                  <td className="club__number">{entry.matchesPlayed ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </section>
  );
}
