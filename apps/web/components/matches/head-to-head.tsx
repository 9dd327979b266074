import type { CallResult } from "@spielfeld/api-client";
import { formatKickoffDate } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";

type TeamComparison = CallResult<"getTeamComparsion">;

/** The earlier meetings of two teams: a sentence with their count and draws, then each meeting linked. */
export function HeadToHeadMeetings({
  comparison,
  listClassName,
}: {
  comparison: TeamComparison;
  listClassName: string;
}) {
  const { headToHead } = comparison;
  return (
    <>
      <p>
        {headToHead.played === 0
          ? "Die beiden Mannschaften sind noch nicht aufeinandergetroffen."
          : `${headToHead.played} frühere ${headToHead.played === 1 ? "Begegnung" : "Begegnungen"}, ${headToHead.draws} davon unentschieden.${
              // The API lists the most recent meetings only: the list says how many of them it shows.
              comparison.matches.length > 0 && comparison.matches.length < headToHead.played
                ? ` Die letzten ${comparison.matches.length}:`
                : ""
            }`}
      </p>
      {comparison.matches.length > 0 ? (
        <ul className={listClassName}>
          {comparison.matches.map((meeting) => {
            const href = matchLink(meeting);
            const text = `${meeting.kickoff ? formatKickoffDate(meeting.kickoff) : "Termin offen"}: ${meeting.homeTeam?.name ?? ""} – ${meeting.guestTeam?.name ?? ""} ${meeting.result.text}`;
            return <li key={meeting.id}>{href ? <AppLink href={href}>{text}</AppLink> : text}</li>;
          })}
        </ul>
      ) : null}
    </>
  );
}
