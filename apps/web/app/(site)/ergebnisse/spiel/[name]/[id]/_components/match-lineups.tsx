import type { Match } from "@spielfeld/api-client";
import { AppLink } from "@/components/ui/app-link";
import { playerLink, refereeLink } from "@/lib/links";
import type { MatchReport } from "./load-match";

type Side = MatchReport["home"];
type Player = Side["players"][number];

/** A named player links to the public profile; one who is not public is named as such, without a link. */
function LineupName({ player }: { player: Player }) {
  const name = [player.firstName, player.lastName].filter(Boolean).join(" ");
  const href = player.playerId
    ? playerLink({ playerId: player.playerId, firstname: player.firstName, lastname: player.lastName })
    : null;
  return href ? <AppLink href={href}>{name}</AppLink> : name;
}

function PlayerItem({ player }: { player: Player }) {
  return (
    <li>
      <span className="lineup__number">{player.number ?? ""}</span> <LineupName player={player} />
      {player.captain ? <abbr title="Kapitän"> (K)</abbr> : null}
      {player.keeper ? <abbr title="Torwart"> (TW)</abbr> : null}
    </li>
  );
}

function TeamSheet({ side, name }: { side: Side; name: string }) {
  const starters = side.players.filter((player) => !player.substitute);
  const substitutes = side.players.filter((player) => player.substitute);
  return (
    <section className="lineup" aria-label={`Aufstellung ${name}`}>
      <h3>{name}</h3>
      <h4>Startelf</h4>
      <ul className="lineup__players">
        {starters.map((player) => (
          <PlayerItem key={`${player.number}-${player.lastName}-${player.firstName}`} player={player} />
        ))}
      </ul>
      {substitutes.length > 0 ? (
        <>
          <h4>Auswechselspieler</h4>
          <ul className="lineup__players">
            {substitutes.map((player) => (
              <PlayerItem key={`${player.number}-${player.lastName}-${player.firstName}`} player={player} />
            ))}
          </ul>
        </>
      ) : null}
      {side.officials.length > 0 ? (
        <>
          <h4>Trainer und Betreuer</h4>
          {/* Team officials have no public profile on the site: their names stay text. */}
          <ul className="lineup__players lineup__officials">
            {side.officials.map((official) => (
              <li key={`${official.functionName}-${official.name}`}>
                {official.name} ({official.functionName})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Both team sheets: starting eleven, substitutes, captain and keeper marked, team officials. */
export function MatchLineups({
  report,
  homeName,
  guestName,
}: {
  report: MatchReport;
  homeName: string;
  guestName: string;
}) {
  if (!report.lineupAvailable) return null;
  return (
    <section className="match-section" aria-labelledby="lineups-title">
      <h2 id="lineups-title">Aufstellungen</h2>
      <div className="lineups">
        <TeamSheet side={report.home} name={homeName} />
        <TeamSheet side={report.guest} name={guestName} />
      </div>
    </section>
  );
}

/**
 * Referee and assistants as the match report names them, each linked to the referee page where the match object
 * carries the referee's id (only while the referee's profile is public).
 */
export function MatchOfficials({ report, match }: { report: MatchReport; match: Match }) {
  const { referee, assistant1, assistant2, fourthOfficial } = report.matchInfo;
  const officials = [
    ["Schiedsrichter", referee, match.refereeId],
    ["Schiedsrichter-Assistent 1", assistant1, match.assistant1Id],
    ["Schiedsrichter-Assistent 2", assistant2, match.assistant2Id],
    ["Vierter Offizieller", fourthOfficial, match.fourthOfficialId],
  ].filter((entry): entry is [string, string, string | null] => entry[1] !== null);
  if (officials.length === 0) return null;
  return (
    <section className="match-section" aria-labelledby="officials-title">
      <h2 id="officials-title">Schiedsrichter</h2>
      <dl className="match-facts">
        {officials.map(([role, name, id]) => {
          const href = refereeLink({ id, name });
          return (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{href ? <AppLink href={href}>{name}</AppLink> : name}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
