import Link from "next/link";
import { describeState } from "../../../../../../../components/matches/match-links";
import type { Match, MatchTeam } from "../../../../../../../components/matches/match-types";
import { formatKickoff } from "../../../../../../../lib/dates";
import { env } from "../../../../../../../lib/env";
import { clubLink, competitionLink, normaliseLink, teamLink } from "../../../../../../../lib/links";

function TeamName({ team }: { team: MatchTeam | null }) {
  if (!team) return <span className="match-header__team">spielfrei</span>;
  const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.name });
  return (
    <span className="match-header__team">
      {href ? <a href={normaliseLink(href, env().siteUrl).href}>{team.name}</a> : team.name}
      {team.withdrawn ? <abbr title="zurückgezogen"> zg.</abbr> : null}
      {team.withoutRating ? <abbr title="ohne Wertung, außer Konkurrenz"> oW</abbr> : null}
    </span>
  );
}

/** The clubs behind the two teams, each linked to its club page. */
function ClubLinks({ match }: { match: Match }) {
  const clubs = [match.homeTeam, match.guestTeam].flatMap((team) => {
    const href = team ? clubLink({ id: team.clubId, name: team.clubName }) : null;
    return team && href ? [{ name: team.clubName, href: normaliseLink(href, env().siteUrl).href }] : [];
  });
  if (clubs.length === 0) return null;
  return (
    <p className="match-header__clubs">
      Vereine:{" "}
      {clubs.map((club, index) => (
        <span key={club.href}>
          {index > 0 ? " · " : ""}
          <a href={club.href}>{club.name}</a>
        </span>
      ))}
    </p>
  );
}

function describeScoreDetails(match: Match): string[] {
  const details: string[] = [];
  if (match.halftime) details.push(`Halbzeit ${match.halftime.home}:${match.halftime.guest}`);
  if (match.extraTime) details.push(`nach Verlängerung ${match.extraTime.home}:${match.extraTime.guest}`);
  if (match.penalties) details.push(`Elfmeterschießen ${match.penalties.home}:${match.penalties.guest}`);
  if (match.ratingType === "rating") details.push("Spielwertung");
  if (match.ratingType === "court_verdict") details.push("Sportgerichtsurteil");
  if (match.ratingType === "administrative") details.push("Verwaltungsentscheid");
  return details;
}

const SURFACES: Record<string, string> = {
  natural_grass: "Rasen",
  artificial_turf: "Kunstrasen",
  hybrid_grass: "Hybridrasen",
  clay: "Hartplatz",
  indoor: "Halle",
  sand: "Sand",
};

/** Teams, score in German notation with its state, kickoff, venue and the competition the match belongs to. */
export function MatchHeader({ match }: { match: Match }) {
  const state = describeState(match);
  const details = describeScoreDetails(match);
  const competition = competitionLink({
    id: match.compoundId,
    name: match.competitionName,
    isTopLeague: match.isTopLeague,
  });
  return (
    <header className="match-header">
      <p className="match-header__competition">
        <Link href={competition}>{match.competitionName}</Link>
        {match.matchday ? ` · ${match.matchday}. Spieltag` : match.roundName ? ` · ${match.roundName}` : ""}
      </p>
      <h1 className="match-header__title">
        <TeamName team={match.homeTeam} />
        <span className="match-header__versus"> – </span>
        <TeamName team={match.guestTeam} />
      </h1>
      <p className="match-header__score">
        <span className="visually-hidden">Ergebnis: </span>
        <span className={`match-header__result${match.live ? " match-header__result--live" : ""}`}>
          {match.result.text}
        </span>
        {state ? <span className="match-header__state"> {state}</span> : null}
      </p>
      <ClubLinks match={match} />
      {details.length > 0 ? <p className="match-header__details">{details.join(" · ")}</p> : null}
      {match.cancellationReason ? <p className="match-header__details">Grund: {match.cancellationReason}</p> : null}
      <dl className="match-facts">
        <div>
          <dt>Anstoß</dt>
          <dd>
            <time dateTime={match.kickoff ?? undefined}>{formatKickoff(match.kickoff, match.kickoffTimeKnown)}</time>
          </dd>
        </div>
        {match.rescheduledTo ? (
          <div>
            <dt>Verlegt auf</dt>
            <dd>
              <Link href={`/ergebnisse/spiel/-/${encodeURIComponent(match.rescheduledTo.id)}`}>
                {formatKickoff(match.rescheduledTo.kickoff)}
              </Link>
            </dd>
          </div>
        ) : null}
        {match.rescheduledFrom ? (
          <div>
            <dt>Ursprünglich angesetzt</dt>
            <dd>
              <Link href={`/ergebnisse/spiel/-/${encodeURIComponent(match.rescheduledFrom.id)}`}>
                {formatKickoff(match.rescheduledFrom.kickoff)}
              </Link>
            </dd>
          </div>
        ) : null}
        {match.venue ? (
          <div>
            <dt>Spielstätte</dt>
            <dd>
              {match.venue.name}
              {match.venue.street ? `, ${match.venue.street}` : ""}
              {match.venue.city ? `, ${[match.venue.postalCode, match.venue.city].filter(Boolean).join(" ")}` : ""}
              {SURFACES[match.venue.surface] ? ` (${SURFACES[match.venue.surface]})` : ""}
            </dd>
          </div>
        ) : null}
        {match.matchNumber ? (
          <div>
            <dt>Spielnummer</dt>
            <dd>{match.matchNumber}</dd>
          </div>
        ) : null}
        {match.spectators !== null ? (
          <div>
            <dt>Zuschauer</dt>
            <dd>{match.spectators.toLocaleString("de-DE")}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
