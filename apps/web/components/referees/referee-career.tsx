import { formatDate } from "@/lib/dates";
import { competitionLink, matchLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";
import type { RefereeProfile } from "./referee-types";

type Career = NonNullable<RefereeProfile["career"]>;

/** The referee's way up the levels, oldest first; an open end is "heute". */
export function RefereeCareer({ career }: { career: Career }) {
  if (career.length === 0) return <p className="referee__note">Noch keine Stationen erfasst.</p>;
  return (
    <ol className="referee__list">
      {career.map((step) => (
        <li key={`${step.fromYear}-${step.description}`}>
          <span className="referee__years">
            {step.fromYear}–{step.toYear ?? "heute"}
          </span>{" "}
          {step.description}
        </li>
      ))}
    </ol>
  );
}

/** Special matches with the referee's remark, newest first, linked where the match is in our data. */
export function RefereeSpecialMatches({ matches }: { matches: RefereeProfile["specialMatches"] }) {
  if (matches.length === 0) return <p className="referee__note">Keine besonderen Spiele eingetragen.</p>;
  return (
    <ul className="referee__list">
      {matches.map((entry) => {
        const href = entry.matchId ? matchLink({ id: entry.matchId, homeTeam: true, guestTeam: true }) : null;
        return (
          <li key={entry.id}>
            <span className="referee__years">{formatDate(entry.playedOn)}</span>{" "}
            {href ? <AppLink href={href}>{entry.description}</AppLink> : entry.description}
            {entry.remark ? <p className="referee__remark">{entry.remark}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The current season's competitions the referee led matches in, most matches first. */
export function RefereeCompetitions({ competitions }: { competitions: RefereeProfile["competitions"] }) {
  if (competitions.length === 0) return <p className="referee__note">In dieser Saison noch kein Spiel geleitet.</p>;
  return (
    <ul className="referee__list">
      {competitions.map((competition) => (
        <li key={competition.compoundId}>
          <AppLink href={competitionLink({ id: competition.compoundId })}>{competition.name}</AppLink>
          {competition.matchesAsReferee !== null ? (
            <span className="referee__count">
              {competition.matchesAsReferee} {competition.matchesAsReferee === 1 ? "Spiel" : "Spiele"} geleitet
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
