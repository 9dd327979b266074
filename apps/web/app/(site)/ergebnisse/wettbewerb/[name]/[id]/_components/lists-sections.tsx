import { ScrollRegion } from "@/components/tables/scroll-region";
import { AppLink } from "@/components/ui/app-link";
import { getFairPlayTable, getScorerTable } from "@/lib/api/competitions";
import { playerLink } from "@/lib/links";

/** How many scorers the page lists. */
const SCORERS_SHOWN = 50;

/** The top scorers: own goals never count for the player; hidden profiles keep their place without a name. */
export async function ScorersSection({ competitionId }: { competitionId: string }) {
  const scorers = await getScorerTable({ staffel: competitionId, max: SCORERS_SHOWN });
  return (
    <section className="competition__section" aria-labelledby="scorers-title">
      <h2 id="scorers-title">Torjäger</h2>
      {scorers.entries.length === 0 ? (
        <p>In dieser Saison ist noch kein Tor gefallen.</p>
      ) : (
        <ScorersTable scorers={scorers} />
      )}
    </section>
  );
}

function ScorersTable({ scorers }: { scorers: Awaited<ReturnType<typeof getScorerTable>> }) {
  return (
    <>
      <ScrollRegion label="Torjägerliste">
        <table className="standings__table">
          <caption>
            Die besten Torschützen ({scorers.goalCount} Tore, {scorers.goalsPerMatch.toFixed(2).replace(".", ",")} pro
            Spiel)
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Platz">Pl.</abbr>
              </th>
              <th scope="col" className="standings__team">
                Spieler
              </th>
              <th scope="col" className="standings__text">
                Mannschaft
              </th>
              <th scope="col">Tore</th>
              <th scope="col">
                <abbr title="davon Strafstöße">Elfm.</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {scorers.entries.map((entry) => {
              const name = [entry.firstName, entry.lastName].filter(Boolean).join(" ");
              return (
                <tr key={`${entry.playerId ?? name}-${entry.teamId}`}>
                  <td className="standings__position">
                    {entry.sharedPlace ? `${entry.position}.*` : `${entry.position}.`}
                  </td>
                  <th scope="row" className="standings__team">
                    {entry.playerId ? (
                      <AppLink
                        href={
                          playerLink({
                            playerId: entry.playerId,
                            firstname: entry.firstName,
                            lastname: entry.lastName,
                          }) ?? ""
                        }
                      >
                        {name}
                      </AppLink>
                    ) : (
                      name
                    )}
                  </th>
                  <td className="standings__text">{entry.teamName}</td>
                  <td className="standings__points">{entry.goals}</td>
                  <td>{entry.penaltyGoals}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {scorers.total > scorers.entries.length ? (
        <p className="standings__notes">
          Die {scorers.entries.length} besten von {scorers.total} Torschützen.
        </p>
      ) : null}
    </>
  );
}

/** The fair-play table: points per card by the competition's scheme, lowest is best. */
export async function FairPlaySection({ competitionId }: { competitionId: string }) {
  const fairPlay = await getFairPlayTable(competitionId);
  return (
    <section className="competition__section" aria-labelledby="fairplay-title">
      <h2 id="fairplay-title">Fair-Play-Tabelle</h2>
      {fairPlay.entries.length === 0 ? (
        <p>Für diese Saison gibt es noch keine Fair-Play-Wertung.</p>
      ) : (
        <FairPlayTable fairPlay={fairPlay} />
      )}
    </section>
  );
}

function FairPlayTable({ fairPlay }: { fairPlay: Awaited<ReturnType<typeof getFairPlayTable>> }) {
  return (
    <>
      <ScrollRegion label="Fair-Play-Tabelle">
        <table className="standings__table">
          <caption>Fair-Play-Wertung</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Platz">Pl.</abbr>
              </th>
              <th scope="col" className="standings__team">
                Mannschaft
              </th>
              <th scope="col">
                <abbr title="Spiele">Sp.</abbr>
              </th>
              <th scope="col">
                <abbr title="Gelbe Karten">Gelb</abbr>
              </th>
              <th scope="col">
                <abbr title="Gelb-Rote Karten">G/R</abbr>
              </th>
              <th scope="col">
                <abbr title="Rote Karten">Rot</abbr>
              </th>
              <th scope="col">
                <abbr title="Punkte (weniger sind besser)">Pkt.</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {fairPlay.entries.map((entry) => (
              <tr key={entry.teamId}>
                <td className="standings__position">
                  {entry.sharedPlace ? `${entry.position}.*` : `${entry.position}.`}
                </td>
                <th scope="row" className="standings__team">
                  {entry.teamName}
                </th>
                <td>{entry.matchesPlayed}</td>
                <td>{entry.yellowCards}</td>
                <td>{entry.yellowRedCards}</td>
                <td>{entry.redCards}</td>
                <td className="standings__points">{entry.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="standings__notes">{fairPlay.scheme.description}</p>
    </>
  );
}
