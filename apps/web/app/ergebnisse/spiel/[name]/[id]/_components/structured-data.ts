import { matchHref } from "../../../../../../components/matches/match-links";
import type { Match } from "../../../../../../components/matches/match-types";

const EVENT_STATUS: Record<string, string> = {
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
  rescheduled: "https://schema.org/EventRescheduled",
};

/** schema.org `SportsEvent` for a match, as a JSON string safe to place in a script element. */
export function matchStructuredData(match: Match, site: string): string {
  const team = (side: Match["homeTeam"]) =>
    side
      ? { "@type": "SportsTeam", name: side.name, memberOf: { "@type": "SportsOrganization", name: side.clubName } }
      : undefined;
  const status = match.cancelled
    ? EVENT_STATUS.postponed
    : match.rescheduledTo
      ? EVENT_STATUS.rescheduled
      : "https://schema.org/EventScheduled";
  const data = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`,
    sport: "Fußball",
    startDate: match.kickoff ?? undefined,
    eventStatus: status,
    url: `${site}${matchHref(match) ?? ""}`,
    homeTeam: team(match.homeTeam),
    awayTeam: team(match.guestTeam),
    location: match.venue
      ? {
          "@type": "Place",
          name: match.venue.name,
          address: [match.venue.street, [match.venue.postalCode, match.venue.city].filter(Boolean).join(" ")]
            .filter(Boolean)
            .join(", "),
        }
      : undefined,
    superEvent: { "@type": "SportsEvent", name: match.competitionName },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
