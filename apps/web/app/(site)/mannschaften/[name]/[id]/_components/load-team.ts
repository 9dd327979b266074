import "server-only";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getTeamPage } from "@/lib/api/teams";
import { teamLink } from "@/lib/links";
import { decodeIdSegment, decodeSegment, readOrNotFound } from "@/lib/route-params";

/**
 * The team page's data by the id segment of the address (a season's team id or a permanent id), in one API call
 * shared by metadata and page within one request; unknown and malformed ids are a real 404. The team's seasons give
 * the season's label and the canonical address.
 */
export const loadTeam = cache(async (idSegment: string) => {
  const id = decodeIdSegment(idSegment);
  const page = await readOrNotFound(() => getTeamPage(id));
  const { profile } = page;
  const season = page.permanentIds.teamSeasons.find((entry) => entry.teamSeasonId === profile.teamSeasonId);
  const isCurrent = season?.isCurrent ?? false;
  return {
    id,
    page,
    profile,
    seasonLabel: season?.seasonLabel ?? profile.season,
    isCurrent,
    /** The current season's team is one page under two ids; the permanent id names it for good. */
    canonicalId: isCurrent ? profile.teamPermanentId : profile.teamSeasonId,
  };
});

export type LoadedTeam = Awaited<ReturnType<typeof loadTeam>>;
export type TeamProfile = LoadedTeam["profile"];
export type TeamPageData = LoadedTeam["page"];

/** The team page's address for an id as every link of the site builds it (lib/links `teamLink`). */
export function teamPath(profile: TeamProfile, id: string): string {
  return teamLink({ id, clubId: profile.clubId, name: profile.teamName })!;
}

/** A name segment other than the team's slug moves (308) to the same id under the team's slug. */
export function redirectUnlessCanonical(team: LoadedTeam, nameSegment: string): void {
  const path = teamPath(team.profile, team.id);
  const expected = path.split("/")[2] ?? "-";
  if (decodeSegment(nameSegment) !== decodeSegment(expected)) permanentRedirect(path);
}
