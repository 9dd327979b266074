import type { CallParameters } from "@spielfeld/api-client";
import { browserApiUrl } from "@/lib/browser-api";
import { env } from "@/lib/env";
import "./calendar.css";

/** The iCalendar feeds of the API: a team's, a club's and a competition's matches. */
type CalendarOperation = "getTeamCalendar" | "getClubCalendar" | "getCompetitionCalendar";

/** One feed of the API: its call and the call's parameters. */
export interface CalendarFeed<K extends CalendarOperation> {
  operation: K;
  parameters: CallParameters<K>;
}

/**
 * The two addresses of an iCalendar feed of the API: a `webcal://` subscription, which calendar apps keep up to
 * date, and the same feed as a file to download once. Both go through the website's `/rest` forwarding, so they
 * name the site's own host.
 */
export function calendarAddresses<K extends CalendarOperation>(
  feed: CalendarFeed<K>,
  siteUrl: string,
): { subscribe: string; download: string } {
  const site = new URL(siteUrl);
  const download = browserApiUrl(feed.operation, feed.parameters);
  return { subscribe: `webcal://${site.host}${download}`, download };
}

interface CalendarLinksProps<K extends CalendarOperation> {
  feed: CalendarFeed<K>;
  /** What the calendar holds, for the file's name and the links' context (e.g. "Spiele von FC Beispiel II"). */
  label: string;
  /** The downloaded file's name, without extension. */
  fileName: string;
}

/** "Kalender abonnieren" and "Als iCal-Datei herunterladen" for one feed of the API; plain links, no script. */
export function CalendarLinks<K extends CalendarOperation>({ feed, label, fileName }: CalendarLinksProps<K>) {
  const { subscribe, download } = calendarAddresses(feed, env().siteUrl);
  return (
    <ul className="calendar-links" aria-label={`Kalender: ${label}`}>
      <li>
        <a className="calendar-links__link" href={subscribe}>
          Kalender abonnieren
        </a>
      </li>
      <li>
        <a className="calendar-links__link" href={download} download={`${fileName}.ics`}>
          Als iCal-Datei herunterladen
        </a>
      </li>
    </ul>
  );
}
