import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { loadPlayer } from "../players/player-context.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import { isProfileShown, visibleLogoId } from "../shared/privacy.js";
import * as repository from "./favorites.repository.js";

/*
 * Favourites: clubs, (permanent) teams, competitions and players a user follows. The form names the object by one
 * of four fields, as the catalogue's addFavorite does; `userid` there is the followed player's profile (a player
 * id), not the caller, who is always the token's user. A player whose profile may not be shown cannot be followed
 * and drops out of the list while hidden.
 */

export interface FavoriteFields {
  "fav-clubId"?: string;
  "fav-teamPermanentId"?: string;
  "fav-competitionId"?: string;
  userid?: string;
}

const FIELDS = [
  ["fav-clubId", "club"],
  ["fav-teamPermanentId", "team"],
  ["fav-competitionId", "competition"],
  ["userid", "player"],
] as const;

function targetOf(fields: FavoriteFields): { kind: repository.FavoriteKind; id: string; field: string } {
  const given = FIELDS.filter(([field]) => fields[field] !== undefined && fields[field] !== "");
  if (given.length !== 1) {
    throw new ApiError(
      "bad_request",
      'Exactly one of "fav-clubId", "fav-teamPermanentId", "fav-competitionId" and "userid" must be given',
    );
  }
  const [field, kind] = given[0]!;
  return { kind, id: fields[field]!, field };
}

export async function addFavorite(context: ServiceContext, userId: string, fields: FavoriteFields) {
  const { db } = context;
  const target = targetOf(fields);
  if (target.kind === "player") await loadPlayer(context, target.id);
  else if (!(await repository.favoriteTargetExists(db, target.kind, target.id))) {
    throw new ApiError("not_found", `Unknown ${target.kind} "${target.id}" (parameter "${target.field}")`);
  }
  await repository.insertFavorite(db, userId, target.kind, target.id);
  return { added: true as const };
}

export async function deleteFavorite(context: ServiceContext, userId: string, fields: FavoriteFields) {
  const target = targetOf(fields);
  await repository.deleteFavorite(context.db, userId, target.kind, target.id);
  return { deleted: true as const };
}

export async function getFavorites(context: ServiceContext, userId: string) {
  const { db, links } = context;
  const today = berlinDate(context.now);
  const [clubs, teams, competitions, players] = await Promise.all([
    repository.listFavoriteClubs(db, userId),
    repository.listFavoriteTeams(db, userId),
    repository.listFavoriteCompetitions(db, userId),
    repository.listFavoritePlayers(db, userId),
  ]);
  return {
    clubs: clubs.map(({ logoMediaId, isLogoPrivate, ...club }) => ({
      ...club,
      clubLogoUrl: mediaUrl(links, visibleLogoId({ logoMediaId, isLogoPrivate })),
    })),
    teams: teams.map(({ logoMediaId, isLogoPrivate, ...team }) => ({
      ...team,
      clubLogoUrl: mediaUrl(links, visibleLogoId({ logoMediaId, isLogoPrivate })),
    })),
    // Types and the season "with a value" (website.md section 3): each an object with its id and, in `value`,
    // the name to show.
    competitions: competitions.map((competition) => ({
      objectRef: competition.objectRef,
      competitionName: competition.competitionName,
      teamType: { id: competition.teamTypeId, value: competition.teamTypeName },
      competitionType: { id: competition.competitionTypeId, value: competition.competitionTypeName },
      season: { id: competition.seasonId, value: competition.seasonLabel },
    })),
    players: players
      .filter((player) => isProfileShown(player, today))
      .map((player) => ({
        objectRef: player.objectRef,
        firstName: player.firstName,
        lastName: player.lastName,
        playerImageUrl: mediaUrl(links, player.imageMediaId),
        clubName: player.clubName,
      })),
  };
}
