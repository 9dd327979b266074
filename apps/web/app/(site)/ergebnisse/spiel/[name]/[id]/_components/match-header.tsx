import { surfaceLabel } from "@/components/clubs/venue-surface";
import { describeScoreLines, matchStatus, scoreText } from "@/components/matches/match-status";
import type { Match, MatchTeam } from "@/components/matches/match-types";
import { StatusChip } from "@/components/matches/status-chip";
import { AppLink } from "@/components/ui/app-link";
import { Crest } from "@/components/ui/crest";
import { formatKickoff } from "@/lib/dates";
import { env } from "@/lib/env";
import { clubLink, competitionLink, normaliseLink, teamLink } from "@/lib/links";

/** One side of the scoreboard: crest above the team's name, the name a quiet link to the team. */
function TeamSide({ team, side }: { team: MatchTeam | null; side: "home" | "guest" }) {
  const className = `scoreboard__team scoreboard__team--${side}`;
  if (!team) {
    return (
      <span className={className}>
        <Crest logoId={null} clubName="spielfrei" size="large" />
        <span className="team-name">spielfrei</span>
      </span>
    );
  }
  const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.name });
  const name = (
    <>
      <span className="team-name">{team.name}</span>
      {team.withdrawn ? <abbr title="zurückgezogen"> zg.</abbr> : null}
      {team.withoutRating ? <abbr title="ohne Wertung, außer Konkurrenz"> oW</abbr> : null}
    </>
  );
  return (
    <span className={className}>
      <Crest logoId={team.clubLogoId} clubName={team.clubName} size="large" isPriority />
      {href ? (
        <a className="scoreboard__name" href={normaliseLink(href, env().siteUrl).href}>
          {name}
        </a>
      ) : (
        <span className="scoreboard__name">{name}</span>
      )}
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

/** How the result came about when not on the pitch. */
function describeDecision(match: Match): string[] {
  const details: string[] = [];
  if (match.ratingType === "rating") details.push("Spielwertung");
  if (match.ratingType === "court_verdict") details.push("Sportgerichtsurteil");
  if (match.ratingType === "administrative") details.push("Verwaltungsentscheid");
  return details;
}

/**
 * The match as a scoreboard: crest and name of each team around the score in German notation, the state as a chip
 * (the site's one live colour while it runs), half-time and extra-time lines; kickoff, venue and the competition
 * beneath.
 */
export function MatchHeader({ match }: { match: Match }) {
  const status = matchStatus(match);
  const scoreLines = describeScoreLines(match);
  const decision = describeDecision(match);
  const competition = competitionLink({
    id: match.compoundId,
    name: match.competitionName,
    isTopLeague: match.isTopLeague,
  });
  return (
    <header className="match-header" data-live-match={match.id}>
      <div className="scoreboard">
        <h1 className="scoreboard__title">
          <TeamSide team={match.homeTeam} side="home" />
          <span className="visually-hidden"> – </span>
          <TeamSide team={match.guestTeam} side="guest" />
        </h1>
        <div className="scoreboard__middle">
          <p className="scoreboard__score">
            <span className="visually-hidden">Ergebnis: </span>
            <span className="match-header__result" data-live-score>
              {scoreText(match)}
            </span>
          </p>
          <p className="scoreboard__status match-header__state" data-live-state="board" hidden={!status}>
            {status ? <StatusChip status={status} /> : null}
          </p>
          <div data-live-lines>
            {scoreLines.map((line) => (
              <p key={line} className="scoreboard__line">
                {line}
              </p>
            ))}
          </div>
          {/* Goals of a running match are read out as they are reported (live-updates.tsx). */}
          <p className="visually-hidden" aria-live="polite" data-live-announcer />
        </div>
      </div>
      <p className="match-header__competition">
        <AppLink href={competition}>{match.competitionName}</AppLink>
        {match.matchday ? ` · ${match.matchday}. Spieltag` : match.roundName ? ` · ${match.roundName}` : ""}
      </p>
      {decision.length > 0 ? <p className="match-header__details">{decision.join(" · ")}</p> : null}
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
              <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(match.rescheduledTo.id)}`}>
                {formatKickoff(match.rescheduledTo.kickoff)}
              </AppLink>
            </dd>
          </div>
        ) : null}
        {match.rescheduledFrom ? (
          <div>
            <dt>Ursprünglich angesetzt</dt>
            <dd>
              <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(match.rescheduledFrom.id)}`}>
                {formatKickoff(match.rescheduledFrom.kickoff)}
              </AppLink>
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
              {surfaceLabel(match.venue.surface) ? ` (${surfaceLabel(match.venue.surface)})` : ""}
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
      <ClubLinks match={match} />
    </header>
  );
}
