import { matchLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";
import "./matches.css";
import { formatKickoffClock, formatKickoffDate } from "@/lib/dates";
import { Crest } from "../ui/crest";
import { hasBothTeams } from "./byes";
import { matchStatus, scoreText } from "./match-status";
import type { Match, MatchTeam } from "./match-types";
import { StatusChip } from "./status-chip";

interface MatchListProps {
  matches: readonly Match[];
  /** Show the competition above each match (lists across competitions). */
  showCompetition?: boolean;
  /** Accessible name of the list, e.g. "Spiele des 11. Spieltags". */
  label: string;
  /** Level of the day headings, so the list fits the page's outline. */
  headingLevel?: 3 | 4 | 5;
  /** The image server's address where the list renders in the browser (see Crest). */
  imageBase?: string;
}

/**
 * Results and fixtures grouped by day: kickoff, teams with their crests, result notation and state; linked when both
 * teams exist. Byes are not matches: they are left out here (a matchday names them in its own line).
 */
export function MatchList({ matches, showCompetition = false, label, headingLevel = 3, imageBase }: MatchListProps) {
  const DayHeading = `h${headingLevel}` as const;
  const played = matches.filter(hasBothTeams);
  if (played.length === 0) return <p className="match-list__empty">Keine Spiele.</p>;
  const days = new Map<string, Match[]>();
  for (const match of played) {
    const day = match.kickoff ? formatKickoffDate(match.kickoff) : "Termin offen";
    days.set(day, [...(days.get(day) ?? []), match]);
  }
  return (
    <section className="match-list" aria-label={label}>
      {[...days.entries()].map(([day, dayMatches]) => (
        <section key={day} className="match-list__day">
          <DayHeading className="match-list__date">{day}</DayHeading>
          <ul className="match-list__items">
            {dayMatches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} showCompetition={showCompetition} imageBase={imageBase} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {/* The mark explained where every reader sees it, also on touch (a title shows only to a mouse). */}
      {played.some(isKickoffTimeOpen) ? (
        <p className="match-list__legend">
          <span aria-hidden="true">** </span>Anstoßzeit steht noch nicht fest
        </p>
      ) : null}
    </section>
  );
}

function isKickoffTimeOpen(match: Match): boolean {
  return match.kickoff === null || !match.kickoffTimeKnown;
}

function TeamCell({ team, side, imageBase }: { team: MatchTeam; side: "home" | "guest"; imageBase?: string }) {
  return (
    <span className={`match-row__team match-row__team--${side}`}>
      <Crest logoId={team.clubLogoId} clubName={team.clubName} imageBase={imageBase} />
      <span className="team-name">{team.name}</span>
    </span>
  );
}

function MatchRow({
  match,
  showCompetition,
  imageBase,
}: {
  match: Match;
  showCompetition: boolean;
  imageBase?: string;
}) {
  const href = matchLink(match);
  const status = matchStatus(match);
  const content = (
    <>
      <span className="match-row__time">
        {match.kickoff !== null && match.kickoffTimeKnown ? (
          formatKickoffClock(match.kickoff)
        ) : (
          <>
            <span aria-hidden="true">**</span>
            <span className="visually-hidden">Anstoß offen</span>
          </>
        )}
      </span>
      <TeamCell team={match.homeTeam!} side="home" imageBase={imageBase} />
      <span className={`match-row__result${match.live ? " match-row__result--live" : ""}`} data-live-score>
        {scoreText(match)}
      </span>
      <TeamCell team={match.guestTeam!} side="guest" imageBase={imageBase} />
      {/* Always there, so a match that kicks off while the page is open gets its chip (live-updates.tsx). */}
      <span className="match-row__state" data-live-state="list" hidden={!status || status.kind === "finished"}>
        {status && status.kind !== "finished" ? <StatusChip status={status} /> : null}
      </span>
      {showCompetition ? <span className="match-row__competition">{match.competitionName}</span> : null}
    </>
  );
  return href ? (
    <AppLink className="match-row" href={href} data-live-match={match.id}>
      {content}
    </AppLink>
  ) : (
    <div className="match-row" data-live-match={match.id}>
      {content}
    </div>
  );
}
