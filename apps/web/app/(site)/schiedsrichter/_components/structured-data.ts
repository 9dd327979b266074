import { type RefereeProfile, refereeName } from "@/components/referees/referee-types";

/**
 * schema.org `Person` for a public referee profile: name, the office, the club as `affiliation`; nationality and
 * date of birth only where the referee shows them (the API sends them as null otherwise).
 */
export function refereeStructuredData(
  referee: RefereeProfile,
  urls: { page: string; club: string | null },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: refereeName(referee),
    jobTitle: "Schiedsrichter",
    url: urls.page,
    nationality: referee.profile.nationality ?? undefined,
    birthDate: referee.profile.dateOfBirth ?? undefined,
    affiliation: referee.club
      ? { "@type": "SportsOrganization", name: referee.club.name, url: urls.club ?? undefined }
      : undefined,
  };
}
