import type { Match } from "@spielfeld/api-client";
import { matchStatus, scoreText } from "@/components/matches/match-status";
import { StatusChip } from "@/components/matches/status-chip";
import { formatKickoff } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { WidgetLink } from "./widget-frame";

/**
 * A widget's list of matches: when, who against whom, the result and a running match's state; each linked to its
 * match page. Score and state are the places live events write into (live-dom.ts).
 */
export function WidgetMatches({ matches, label, empty }: { matches: readonly Match[]; label: string; empty: string }) {
  if (matches.length === 0) return <p className="widget__empty">{empty}</p>;
  return (
    <ul className="widget__list" aria-label={label}>
      {matches.map((match) => {
        const title = `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`;
        const href = matchLink(match);
        const status = matchStatus(match);
        const isShown = status !== null && status.kind !== "finished";
        return (
          <li key={match.id} className="widget__match" data-live-match={match.id}>
            <span>{href ? <WidgetLink href={href}>{title}</WidgetLink> : title}</span>
            <span className="widget__score" data-live-score>
              {scoreText(match)}
            </span>
            <span className="widget__state" data-live-state="list" hidden={!isShown}>
              {isShown && status ? <StatusChip status={status} /> : null}
            </span>
            <span className="widget__when">
              {formatKickoff(match.kickoff, match.kickoffTimeKnown)} · {match.competitionShortName}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
