import type { Match } from "@/components/matches/match-types";
import { matchLink } from "@/lib/links";

const berlinDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });
const berlinDay = (iso: string) => berlinDayFormat.format(new Date(iso));

/** schema.org's event states: a postponed match waits for a new date, an annulled or abandoned one is off. */
export function eventStatus(match: Match): string {
  if (match.cancelled) return "https://schema.org/EventPostponed";
  if (match.rescheduledTo) return "https://schema.org/EventRescheduled";
  if (match.annulled || match.aborted) return "https://schema.org/EventCancelled";
  return "https://schema.org/EventScheduled";
}

/** schema.org `SportsEvent` for a match, as a JSON string safe to place in a script element. */
export function matchStructuredData(match: Match, site: string): Record<string, unknown> {
  const team = (side: Match["homeTeam"]) =>
    side
      ? { "@type": "SportsTeam", name: side.name, memberOf: { "@type": "SportsOrganization", name: side.clubName } }
      : undefined;
  const data = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`,
    sport: "Fußball",
    // Without a known kickoff time only the day is certain.
    startDate: match.kickoff ? (match.kickoffTimeKnown ? match.kickoff : berlinDay(match.kickoff)) : undefined,
    eventStatus: eventStatus(match),
    url: `${site}${matchLink(match) ?? ""}`,
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
  return data;
}
