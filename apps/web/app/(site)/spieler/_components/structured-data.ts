import { type PlayerProfile, type PlayerTeam, playerName } from "@/components/players/player-types";

/**
 * schema.org `Person` for a public player profile: only what the page shows. The teams are `memberOf` (each a
 * `SportsTeam` of its club), the club is the `affiliation`; nationality and date of birth only where the player
 * shows them (the API sends them as null otherwise, so a hidden value cannot reach this).
 */
export function playerStructuredData(
  profile: PlayerProfile,
  urls: { page: string; club: string | null; team: (team: PlayerTeam) => string | null },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: playerName(profile),
    alternateName: profile.nickname ?? undefined,
    url: urls.page,
    nationality: profile.nationality ?? undefined,
    birthDate: profile.dateOfBirth ?? undefined,
    affiliation: profile.club
      ? { "@type": "SportsOrganization", name: profile.club.clubName, url: urls.club ?? undefined }
      : undefined,
    memberOf: profile.teams.map((team) => ({
      "@type": "SportsTeam",
      name: team.teamName,
      sport: "Fußball",
      url: urls.team(team) ?? undefined,
    })),
  };
}
