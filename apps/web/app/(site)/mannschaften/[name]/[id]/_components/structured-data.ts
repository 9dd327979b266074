import type { TeamProfile } from "@/components/teams/team-types";

/**
 * schema.org `SportsTeam` for a team: only what the page shows. `memberOf` is the club (with its page), `location`
 * the ground where the page shows one (the venue flag).
 */
export function teamStructuredData(
  profile: TeamProfile,
  urls: { page: string; club: string | null },
): Record<string, unknown> {
  const venue = profile.venue;
  return {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: profile.teamName,
    sport: "Fußball",
    url: urls.page,
    memberOf: { "@type": "SportsOrganization", name: profile.clubName, url: urls.club ?? undefined },
    location: venue
      ? {
          "@type": "Place",
          name: venue.name,
          address:
            venue.street || venue.city
              ? {
                  "@type": "PostalAddress",
                  streetAddress: venue.street ?? undefined,
                  postalCode: venue.postalCode ?? undefined,
                  addressLocality: venue.city ?? undefined,
                  addressCountry: "DE",
                }
              : undefined,
        }
      : undefined,
    coach: profile.teamPositions
      .filter((official) => official.functionName === "Trainer")
      .map((official) => ({ "@type": "Person", name: `${official.firstName} ${official.lastName}`.trim() })),
  };
}
