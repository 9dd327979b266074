import type { Match } from "../matches/match-types";

/** Scopes one live stream follows at most (the API's limit). */
export const MAX_LIVE_SCOPES = 60;

/**
 * The matches of a page worth following live: running ones first, then those still to be played by kickoff;
 * decided matches change no more.
 */
export function followedMatchIds(...lists: (readonly Match[] | null | undefined)[]): string[] {
  const candidates = lists
    .flatMap((list) => list ?? [])
    .filter((match) => match.homeTeam && match.guestTeam && (match.live || match.matchStatus === "scheduled"));
  const ordered = [...new Map(candidates.map((match) => [match.id, match])).values()].sort(
    (a, b) => Number(b.live) - Number(a.live) || (a.kickoff ?? "").localeCompare(b.kickoff ?? ""),
  );
  return ordered.slice(0, MAX_LIVE_SCOPES).map((match) => match.id);
}
