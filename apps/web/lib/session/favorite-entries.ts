import { classifyCompetitionType } from "@spielfeld/football";
import type { FavoriteKind, FavoriteLists } from "../../components/session/favorites-provider";
import { clubLink, competitionLink, playerLink, teamLink } from "../links";

/** One favourite as the account page shows it (website.md section 3: id, description, display name, picture, link). */
export interface FavoriteEntry {
  kind: FavoriteKind;
  id: string;
  name: string;
  description: string | null;
  picture: { kind: "crest" | "photo" | "league" | "competition"; url: string | null };
  href: string | null;
}

const collator = new Intl.Collator("de", { sensitivity: "base", numeric: true });

const byName = (a: FavoriteEntry, b: FavoriteEntry) => collator.compare(a.name, b.name);
const byDescriptionThenName = (a: FavoriteEntry, b: FavoriteEntry) =>
  collator.compare(a.description ?? "", b.description ?? "") || byName(a, b);

/**
 * The favourites of each kind in the order of website.md section 5, by German collation: people and teams by
 * description, then name; clubs and competitions by name.
 */
export function favoriteEntries(lists: FavoriteLists): Record<FavoriteKind, FavoriteEntry[]> {
  const clubs = lists.clubs.map<FavoriteEntry>((club) => ({
    kind: "club",
    id: club.id,
    name: club.name,
    description: null,
    picture: { kind: "crest", url: club.clubLogoUrl },
    href: clubLink({ id: club.id, name: club.name }),
  }));
  const teams = lists.teams.map<FavoriteEntry>((team) => ({
    kind: "team",
    id: team.teamPermanentId,
    name: team.teamName,
    description: team.teamTypeName,
    picture: { kind: "crest", url: team.clubLogoUrl },
    href: teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName }),
  }));
  const competitions = lists.competitions.map<FavoriteEntry>((competition) => {
    const type = competition.competitionType ?? "";
    const isChampionship = type !== "" && classifyCompetitionType(type) === "Championship";
    return {
      kind: "competition",
      id: competition.objectRef,
      name: competition.season ? `${competition.competitionName} – ${competition.season}` : competition.competitionName,
      description: competition.teamType ? `${type} – ${competition.teamType}` : type || null,
      picture: { kind: isChampionship ? "league" : "competition", url: null },
      href: competitionLink({ id: competition.objectRef }),
    };
  });
  const players = lists.players.map<FavoriteEntry>((player) => ({
    kind: "player",
    id: player.objectRef,
    name: [player.firstName, player.lastName].filter(Boolean).join(" "),
    description: player.clubName,
    picture: { kind: "photo", url: player.playerImageUrl },
    href: playerLink({ playerId: player.objectRef, firstname: player.firstName, lastname: player.lastName }),
  }));
  return {
    club: clubs.sort(byName),
    team: teams.sort(byDescriptionThenName),
    competition: competitions.sort(byName),
    player: players.sort(byDescriptionThenName),
  };
}
