import { compareGerman } from "../shared/german-collation.js";
import { classifyCompetitionType } from "./competition-type.js";

/** A value wrapped the way the favourites response sends it. */
export interface ValueField {
  value: string;
}

export interface FavouritePlayer {
  objectRef: string;
  firstName: string;
  lastName: string;
  playerImageUrl: string | null;
  clubName: string | null;
}

export interface FavouriteCompetition {
  objectRef: string;
  competitionName: string;
  teamType?: ValueField | null;
  competitionType: ValueField;
  season: ValueField;
}

export interface FavouriteTeam {
  objectRef: string;
  teamName: string;
  clubLogoUrl: string | null;
  clubId: string;
  teamTypeName: string | null;
}

export interface FavouriteClub {
  objectRef: string;
  clubName: string;
  clubLogoUrl: string | null;
}

export interface FavouritesResponse {
  players: readonly FavouritePlayer[];
  competitions: readonly FavouriteCompetition[];
  teams: readonly FavouriteTeam[];
  clubs: readonly FavouriteClub[];
}

export type FavouritePicture =
  | { kind: "image"; url: string }
  | { kind: "leagueIcon" }
  | { kind: "competitionIcon" }
  | { kind: "none" };

export interface FavouriteItem {
  id: string;
  name: string;
  description: string | null;
  picture: FavouritePicture;
}

export interface FavouriteLists {
  players: FavouriteItem[];
  competitions: FavouriteItem[];
  teams: FavouriteItem[];
  clubs: FavouriteItem[];
}

/** Shapes the favourites for display and sorts them (website.md sections 3 and 5). */
export function describeFavourites(response: FavouritesResponse): FavouriteLists {
  return {
    players: sortByDescriptionThenName(response.players.map(describeFavouritePlayer)),
    competitions: sortByName(response.competitions.map(describeFavouriteCompetition)),
    teams: sortByDescriptionThenName(response.teams.map(describeFavouriteTeam)),
    clubs: sortByName(response.clubs.map(describeFavouriteClub)),
  };
}

export function describeFavouritePlayer(player: FavouritePlayer): FavouriteItem {
  return {
    id: player.objectRef,
    name: [player.firstName, player.lastName].filter(Boolean).join(" "),
    description: player.clubName,
    picture: toImage(player.playerImageUrl),
  };
}

export function describeFavouriteCompetition(competition: FavouriteCompetition): FavouriteItem {
  const type = competition.competitionType.value;
  const teamType = competition.teamType?.value;
  return {
    id: competition.objectRef,
    name: `${competition.competitionName} - ${formatSeason(competition.season.value)}`,
    description: teamType ? `${type} - ${teamType}` : type,
    picture: classifyCompetitionType(type) === "Championship" ? { kind: "leagueIcon" } : { kind: "competitionIcon" },
  };
}

export function describeFavouriteTeam(team: FavouriteTeam): FavouriteItem {
  return {
    id: team.objectRef,
    name: team.teamName,
    description: team.teamTypeName,
    picture: toImage(team.clubLogoUrl),
  };
}

export function describeFavouriteClub(club: FavouriteClub): FavouriteItem {
  return { id: club.objectRef, name: club.clubName, description: null, picture: toImage(club.clubLogoUrl) };
}

/** Seasons are identified like 2526 and shown as 25/26; other forms pass through. */
export function formatSeason(season: string): string {
  return /^\d{4}$/.test(season) ? `${season.slice(0, 2)}/${season.slice(2)}` : season;
}

export function sortByDescriptionThenName(items: readonly FavouriteItem[]): FavouriteItem[] {
  return [...items].sort(
    (left, right) =>
      compareGerman(left.description ?? "", right.description ?? "") || compareGerman(left.name, right.name),
  );
}

export function sortByName(items: readonly FavouriteItem[]): FavouriteItem[] {
  return [...items].sort((left, right) => compareGerman(left.name, right.name));
}

function toImage(url: string | null): FavouritePicture {
  return url ? { kind: "image", url } : { kind: "none" };
}
