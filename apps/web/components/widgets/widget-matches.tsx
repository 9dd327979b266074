import type { Match } from "@spielfeld/api-client";
import { scoreText } from "@/components/matches/match-status";
import { formatKickoff } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { WidgetLink } from "./widget-frame";

/** A widget's list of matches: when, who against whom, the result; each linked to its match page. */
export function WidgetMatches({ matches, label, empty }: { matches: readonly Match[]; label: string; empty: string }) {
  if (matches.length === 0) return <p className="widget__empty">{empty}</p>;
  return (
    <ul className="widget__list" aria-label={label}>
      {matches.map((match) => {
        const title = `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`;
        const href = matchLink(match);
        return (
          <li key={match.id} className="widget__match">
            <span>{href ? <WidgetLink href={href}>{title}</WidgetLink> : title}</span>
            <span className="widget__score">{scoreText(match)}</span>
            <span className="widget__when">
              {formatKickoff(match.kickoff, match.kickoffTimeKnown)} · {match.competitionShortName}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
