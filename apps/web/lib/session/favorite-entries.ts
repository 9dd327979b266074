import { describeFavourites, type FavouriteItem } from "@spielfeld/football";
import type { FavoriteKind, FavoriteLists } from "@/components/session/favorites-provider";
import { clubLink, competitionLink, playerLink, teamLink } from "../links";

/** One favourite as the site shows it (website.md section 3: id, description, display name, picture, link). */
export interface FavoriteEntry {
  kind: FavoriteKind;
  id: string;
  name: string;
  description: string | null;
  picture: { kind: "crest" | "photo" | "league" | "competition"; url: string | null };
  href: string | null;
}

/** The kinds in the order the site lists them, each with the heading that names it. */
export const FAVORITE_KINDS: readonly { kind: FavoriteKind; title: string }[] = [
  { kind: "team", title: "Mannschaften" },
  { kind: "club", title: "Vereine" },
  { kind: "competition", title: "Wettbewerbe" },
  { kind: "player", title: "Spieler" },
];

const imageUrl = (item: FavouriteItem) => (item.picture.kind === "image" ? item.picture.url : null);

/**
 * The favourites of each kind, named, described and sorted by the rules of packages/football (website.md sections 3
 * and 5: German collation, people and teams by description then name, the others by name), each with its link.
 */
export function favoriteEntries(lists: FavoriteLists): Record<FavoriteKind, FavoriteEntry[]> {
  const described = describeFavourites(lists);
  const teams = new Map(lists.teams.map((team) => [team.objectRef, team]));
  const players = new Map(lists.players.map((player) => [player.objectRef, player]));
  return {
    club: described.clubs.map((item) => ({
      kind: "club",
      ...item,
      picture: { kind: "crest", url: imageUrl(item) },
      href: clubLink({ id: item.id, name: item.name }),
    })),
    team: described.teams.map((item) => ({
      kind: "team",
      ...item,
      picture: { kind: "crest", url: imageUrl(item) },
      href: teamLink({ id: item.id, clubId: teams.get(item.id)?.clubId, name: item.name }),
    })),
    competition: described.competitions.map((item) => ({
      kind: "competition",
      ...item,
      picture: { kind: item.picture.kind === "leagueIcon" ? "league" : "competition", url: null },
      href: competitionLink({ id: item.id }),
    })),
    player: described.players.map((item) => {
      const player = players.get(item.id);
      return {
        kind: "player",
        ...item,
        picture: { kind: "photo", url: imageUrl(item) },
        href: playerLink({ playerId: item.id, firstname: player?.firstName, lastname: player?.lastName }),
      };
    }),
  };
}
