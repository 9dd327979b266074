import { EVENT_LABELS, EventText, eventMinute, shownEvents } from "@/components/matches/match-events";
import { AppLink } from "@/components/ui/app-link";
import type { MatchReport } from "./load-match";

/**
 * The events in the order they happened: goals with the running score, cards and substitutions. The substitution
 * pair is one entry (the player coming in, for the player going out).
 */
export function MatchEvents({
  report,
  homeName,
  guestName,
}: {
  report: MatchReport;
  homeName: string;
  guestName: string;
}) {
  const events = shownEvents(report.events);
  if (events.length === 0) return null;
  return (
    <section className="match-section" aria-labelledby="events-title">
      <h2 id="events-title">Spielverlauf</h2>
      <ol className="match-events">
        {events.map((event) => (
          <li key={event.id} className={`match-events__item match-events__item--${event.side}`}>
            <span className="match-events__minute">{eventMinute(event)}</span>
            <span className={`match-events__type match-events__type--${event.type}`}>
              {EVENT_LABELS[event.type] ?? "Ereignis"}
            </span>
            <span className="match-events__text">
              <EventText event={event} Link={AppLink} />{" "}
              <span className="match-events__team">({event.side === "home" ? homeName : guestName})</span>
            </span>
            {event.score ? (
              <span className="match-events__score">
                {event.score.home}:{event.score.guest}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
