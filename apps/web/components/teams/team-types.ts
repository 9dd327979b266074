import type { CallResult } from "@spielfeld/api-client";

export type TeamProfile = CallResult<"getTeamProfile">;
export type TeamCompetition = TeamProfile["competitions"][number];
export type SquadAnswer = CallResult<"getTeamSquadForSeason">;
export type SquadEntry = SquadAnswer["entries"][number];
export type TeamStatistics = CallResult<"getTeamStatistics">;

/**
 * The media id inside a crest address as the API hands it out (`…/getMediaImage/id/{id}`); the crest component
 * builds its own sizes from the id. null for a private or missing logo, which the API sends as null.
 */
export function logoIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /\/getMediaImage\/id\/([^/?#]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The competition the page calls the team's current one: the league whose table the profile shows, else its first
 * championship, else its first competition.
 */
export function currentCompetition(profile: TeamProfile): TeamCompetition | null {
  const { competitions, tableEntry } = profile;
  return (
    competitions.find((competition) => competition.compoundId === tableEntry?.compoundId) ??
    competitions.find((competition) => competition.competitionType === "Championship") ??
    competitions[0] ??
    null
  );
}

/** The rows of a table around the team's place: `around` above and below, more at either end to keep the count. */
export function excerptRange(total: number, index: number, around: number): [number, number] {
  const size = Math.min(total, 2 * around + 1);
  const start = Math.max(0, Math.min(index - around, total - size));
  return [start, start + size];
}
