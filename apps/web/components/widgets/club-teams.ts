import type { ClubTeam } from "@spielfeld/api-client";

/** A club's teams of the season, each once (a team playing several kinds of competition is in each group). */
export function clubTeamsOnce(club: { teams: Record<"championship" | "indoor" | "futsal" | "beach", ClubTeam[]> }) {
  const { championship, indoor, futsal, beach } = club.teams;
  return [...new Map([...championship, ...indoor, ...futsal, ...beach].map((team) => [team.teamId, team])).values()];
}
