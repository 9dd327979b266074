import Link from "next/link";
import { matchLink } from "../../lib/links";
import "./matches.css";
import { formatKickoffClock, formatKickoffDate } from "../../lib/dates";
import { describeState } from "./match-links";
import type { Match } from "./match-types";

interface MatchListProps {
  matches: readonly Match[];
  /** Show the competition above each match (lists across competitions). */
  showCompetition?: boolean;
  /** Accessible name of the list, e.g. "Spiele des 11. Spieltags". */
  label: string;
  /** Level of the day headings, so the list fits the page's outline. */
  headingLevel?: 3 | 4 | 5;
}

function teamName(team: Match["homeTeam"]): string {
  return team ? team.name : "spielfrei";
}

/** Results and fixtures grouped by day: kickoff, teams, result notation; linked when both teams exist. */
export function MatchList({ matches, showCompetition = false, label, headingLevel = 3 }: MatchListProps) {
  const DayHeading = `h${headingLevel}` as const;
  if (matches.length === 0) return <p className="match-list__empty">Keine Spiele.</p>;
  const days = new Map<string, Match[]>();
  for (const match of matches) {
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
                <MatchRow match={match} showCompetition={showCompetition} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function MatchRow({ match, showCompetition }: { match: Match; showCompetition: boolean }) {
  const href = matchLink(match);
  const state = describeState(match);
  const home = teamName(match.homeTeam);
  const guest = teamName(match.guestTeam);
  const content = (
    <>
      <span className="match-row__time">{formatKickoffClock(match.kickoff, match.kickoffTimeKnown)}</span>
      <span className="match-row__team match-row__team--home">{home}</span>
      <span className={`match-row__result${match.live ? " match-row__result--live" : ""}`}>{match.result.text}</span>
      <span className="match-row__team match-row__team--guest">{guest}</span>
      {state ? <span className="match-row__state">{state}</span> : null}
      {showCompetition ? <span className="match-row__competition">{match.competitionName}</span> : null}
    </>
  );
  return href ? (
    <Link className="match-row" href={href} prefetch={false}>
      {content}
    </Link>
  ) : (
    <div className="match-row">{content}</div>
  );
}
