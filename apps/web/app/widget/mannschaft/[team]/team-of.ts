import type { Match, MatchTeam } from "@spielfeld/api-client";

/** The team a widget is about, as its matches name it (by permanent or season team id). */
export function teamOf(teamId: string, matches: readonly Match[]): MatchTeam | null {
  for (const match of matches) {
    for (const team of [match.homeTeam, match.guestTeam]) {
      if (team && (team.teamPermanentId === teamId || team.teamId === teamId)) return team;
    }
  }
  return null;
}
