import "server-only";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import type { PlayerPageData, PlayerProfile } from "@/components/players/player-types";
import { getPlayerPage } from "@/lib/api/players";
import { playerLink } from "@/lib/links";
import { decodeIdSegment, decodeSegment, readOrNotFound } from "@/lib/route-params";

/** How the address names the player: by player id (`/spieler/…/{id}`) or by profile reference (`/spieler/userid/…`). */
export type PlayerAddress = { kind: "player"; idSegment: string } | { kind: "reference"; idSegment: string };

/**
 * The player page's data by the address, in one API call shared by metadata and page within one request. Unknown
 * ids, malformed ones and profiles that are not public (the API answers all of them alike) are a real 404. The
 * address's kind only decides the canonical check: the call takes a player id and a profile reference alike.
 */
export const loadPlayer = cache(
  async (_kind: PlayerAddress["kind"], idSegment: string): Promise<PlayerPageData> =>
    readOrNotFound(() => getPlayerPage(decodeIdSegment(idSegment))),
);

const linkFields = (profile: PlayerProfile) => ({ firstname: profile.firstName, lastname: profile.lastName });

/** The player page's canonical address: by player id, as every link of the site builds it (lib/links `playerLink`). */
export function playerPath(profile: PlayerProfile): string {
  return playerLink({ playerId: profile.playerId, ...linkFields(profile) })!;
}

/** The address the visitor used, under the player's slug. */
function addressPath(profile: PlayerProfile, address: PlayerAddress): string {
  if (address.kind === "player") return playerPath(profile);
  return playerLink({ userRef: decodeSegment(address.idSegment), ...linkFields(profile) })!;
}

/**
 * A name segment other than the player's slug moves (308) to the same id under the slug; a player address holding
 * a profile reference instead of the player id moves to the player id's page.
 */
export function redirectUnlessCanonical(profile: PlayerProfile, address: PlayerAddress, nameSegment: string): void {
  const path = addressPath(profile, address);
  const expected = path.split("/").at(-2) ?? "-";
  const isOtherId = address.kind === "player" && decodeIdSegment(address.idSegment) !== profile.playerId;
  if (isOtherId || decodeSegment(nameSegment) !== decodeSegment(expected)) permanentRedirect(path);
}
