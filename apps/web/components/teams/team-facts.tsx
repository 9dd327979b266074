import { competitionLink, playerLink } from "@/lib/links";
import { ScrollRegion } from "../tables/scroll-region";
import { AppLink } from "../ui/app-link";
import type { TeamProfile } from "./team-types";

type Scorers = NonNullable<TeamProfile["scorerTableEntries"]>;
type FairPlay = NonNullable<TeamProfile["fairplayTableEntry"]>;
type Venue = NonNullable<TeamProfile["venue"]>;
type Success = NonNullable<TeamProfile["teamSuccess"]>[number];

const place = (position: number, shared: boolean) => (shared ? `${position}.*` : `${position}.`);

/** The team's players in its league's scorer list, with their places in it; hidden players are not linked. */
export function TeamScorers({ scorers }: { scorers: Scorers }) {
  const href = `${competitionLink({ id: scorers.compoundId })}/torjaeger`;
  return (
    <>
      {scorers.entries.length === 0 ? (
        <p className="team__note">Noch kein Spieler dieser Mannschaft hat in {scorers.competitionName} getroffen.</p>
      ) : (
        <ScrollRegion label={`Torschützen in ${scorers.competitionName}`}>
          <table className="team__table">
            <caption>Torschützen in {scorers.competitionName}</caption>
            <thead>
              <tr>
                <th scope="col" className="team__number">
                  <abbr title="Platz in der Torjägerliste">Pl.</abbr>
                </th>
                <th scope="col">Name</th>
                <th scope="col" className="team__number">
                  Tore
                </th>
                <th scope="col" className="team__number">
                  <abbr title="davon Elfmeter">Elfm.</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {scorers.entries.map((entry, index) => {
                const name = [entry.firstName, entry.lastName].filter(Boolean).join(" ");
                const link = playerLink({
                  playerId: entry.playerId,
                  firstname: entry.firstName,
                  lastname: entry.lastName,
                });
                return (
                  <tr key={entry.playerId ?? `hidden-${index}`}>
                    <td className="team__number">{place(entry.position, entry.sharedPlace)}</td>
                    <th scope="row" className="team__player">
                      {link ? <AppLink href={link}>{name}</AppLink> : name}
                    </th>
                    <td className="team__number">{entry.goals}</td>
                    <td className="team__number">{entry.penaltyGoals}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {scorers.entries.some((entry) => entry.sharedPlace) ? (
        <p className="team__meta">* Die Spieler teilen sich den Platz.</p>
      ) : null}
      <p>
        <AppLink className="team__more" href={href}>
          Torjägerliste: {scorers.competitionName}
        </AppLink>
      </p>
    </>
  );
}

/** The team's row of its league's fair-play table. */
export function TeamFairPlay({ fairPlay }: { fairPlay: FairPlay }) {
  const { entry } = fairPlay;
  return (
    <>
      <dl className="team__facts">
        <dt>Platz</dt>
        <dd>{place(entry.position, entry.sharedPlace)}</dd>
        <dt>Spiele</dt>
        <dd>{entry.matchesPlayed}</dd>
        <dt>Gelbe Karten</dt>
        <dd>{entry.yellowCards}</dd>
        <dt>Gelb-Rote Karten</dt>
        <dd>{entry.yellowRedCards}</dd>
        <dt>Rote Karten</dt>
        <dd>{entry.redCards}</dd>
        <dt>Sperrspiele</dt>
        <dd>{entry.suspendedMatches}</dd>
        <dt>Punkte</dt>
        <dd>
          {entry.points}
          {entry.pointsPerMatch !== null ? ` (${entry.pointsPerMatch.toFixed(2).replace(".", ",")} pro Spiel)` : ""}
        </dd>
      </dl>
      <p>
        <AppLink className="team__more" href={`${competitionLink({ id: fairPlay.compoundId })}/fairplay`}>
          Fair-Play-Tabelle: {fairPlay.competitionName}
        </AppLink>
      </p>
    </>
  );
}

/** The ground of most home matches, with a map search for its address (external, new tab). */
export function TeamVenue({ venue }: { venue: Venue }) {
  const address = [venue.street, [venue.postalCode, venue.city].filter(Boolean).join(" ")].filter(Boolean);
  return (
    <div>
      <p className="team__venue-name">{venue.name}</p>
      {address.length > 0 ? (
        <>
          <p className="team__address">
            {address.map((line) => (
              <span key={line} className="team__line">
                {line}
              </span>
            ))}
          </p>
          <a
            className="team__map"
            href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address.join(", "))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {venue.name} auf der Karte (öffnet in neuem Tab)
          </a>
        </>
      ) : null}
    </div>
  );
}

/** The team's officials: function and name (contact data only where the official made it public). */
export function TeamOfficials({ officials }: { officials: TeamProfile["teamPositions"] }) {
  return (
    <dl className="team__facts">
      {officials.map((official) => (
        <div key={`${official.functionName}-${official.firstName}-${official.lastName}`} className="team__fact">
          <dt>{official.functionName}</dt>
          <dd>
            {[official.firstName, official.lastName].filter(Boolean).join(" ")}
            {official.email ? (
              <a className="team__line" href={`mailto:${official.email}`}>
                {official.email}
              </a>
            ) : null}
            {official.phone ? (
              <a className="team__line" href={`tel:${official.phone.replace(/[^+\d]/g, "")}`}>
                {official.phone}
              </a>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const ACHIEVEMENTS: Record<string, string> = { champion: "Meister", promotion: "Aufstieg", cupWinner: "Pokalsieger" };

/** Every ended season: the final place in each league and the cups won, newest season first. */
export function TeamSuccess({ success }: { success: Success[] }) {
  if (success.length === 0) return <p className="team__note">Noch keine abgeschlossene Saison.</p>;
  return (
    <ScrollRegion label="Platzierungen nach Saison">
      <table className="team__table">
        <caption className="visually-hidden">Erfolge und Platzierungen nach Saison</caption>
        <thead>
          <tr>
            <th scope="col">Saison</th>
            <th scope="col">Wettbewerb</th>
            <th scope="col" className="team__number">
              Platz
            </th>
            <th scope="col">Erfolg</th>
          </tr>
        </thead>
        <tbody>
          {success.map((entry) => (
            <tr key={`${entry.season}-${entry.compoundId}`}>
              <td>{entry.seasonLabel}</td>
              <td>{entry.competitionName}</td>
              <td className="team__number">{entry.position !== null ? `${entry.position}.` : "–"}</td>
              <td>{entry.achievement ? (ACHIEVEMENTS[entry.achievement] ?? entry.achievement) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
