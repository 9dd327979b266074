import type { Match, MatchTeam } from "./match-types";

/** Whether both teams of a match exist; a "match" with one team is that team's bye, not a match. */
export function hasBothTeams(match: Match): boolean {
  return match.homeTeam !== null && match.guestTeam !== null;
}

/**
 * The teams without a match on a matchday: those of bye entries in the plan and those the API lists as not
 * playing, each once, in the order they come.
 */
export function teamsWithBye(matches: readonly Match[], notPlaying: readonly MatchTeam[] = []): MatchTeam[] {
  const seen = new Set<string>();
  const teams: MatchTeam[] = [];
  const fromMatches = matches.filter((match) => !hasBothTeams(match)).map((match) => match.homeTeam ?? match.guestTeam);
  for (const team of [...fromMatches, ...notPlaying]) {
    if (!team || seen.has(team.teamId)) continue;
    seen.add(team.teamId);
    teams.push(team);
  }
  return teams;
}
