import type { CallResult } from "@spielfeld/api-client";
import { formatBerlinTime } from "@/lib/dates";

export type TickerEntry = CallResult<"getMatchPage">["ticker"]["tickers"][number];

/**
 * A live ticker's entries, newest first, as the reporters wrote them: the minute (or the time of an entry before
 * the kickoff) and the text. New entries arrive on top from the stream (live-dom.ts `applyTicker`, same markup).
 */
export function TickerEntries({ entries }: { entries: readonly TickerEntry[] }) {
  return entries.map((entry) => (
    <li key={entry.id} className="ticker__entry" data-ticker-id={entry.id}>
      <span className="ticker__minute">
        {entry.minute !== null
          ? `${entry.minute}.${entry.addedMinute ? `+${entry.addedMinute}` : ""} Min.`
          : formatBerlinTime(entry.createdAt)}
      </span>{" "}
      <span className="ticker__text">{entry.text}</span>
    </li>
  ));
}
