/** A match and a team as the API sends them (website.md section 3): the contract's named shapes. */
export type { Match, MatchTeam } from "@spielfeld/api-client";
