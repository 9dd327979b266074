import { env } from "../../lib/env";
import "./calendar.css";

/**
 * The two addresses of an iCalendar feed of the API (`apiPath` like `/v1/public/getTeamCalendar/team-id/…`): a
 * `webcal://` subscription, which calendar apps keep up to date, and the same feed as a file to download once.
 * Both go through the website's `/rest` forwarding, so they name the site's own host.
 */
export function calendarAddresses(apiPath: string, siteUrl: string): { subscribe: string; download: string } {
  const site = new URL(siteUrl);
  const download = `/rest${apiPath}`;
  return { subscribe: `webcal://${site.host}${download}`, download };
}

interface CalendarLinksProps {
  apiPath: string;
  /** What the calendar holds, for the file's name and the links' context (e.g. "Spiele von FC Beispiel II"). */
  label: string;
  /** The downloaded file's name, without extension. */
  fileName: string;
}

/** "Kalender abonnieren" and "Als iCal-Datei herunterladen" for one feed of the API; plain links, no script. */
export function CalendarLinks({ apiPath, label, fileName }: CalendarLinksProps) {
  const { subscribe, download } = calendarAddresses(apiPath, env().siteUrl);
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
