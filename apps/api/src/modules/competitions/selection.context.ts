import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import * as repository from "./selection.repository.js";

// Resolve the ids of a selection call to rows; an unknown id answers 404 naming it.

export async function resolveAssociation(db: Database, mandant?: string) {
  const association = mandant
    ? await repository.findAssociation(db, mandant)
    : await repository.findDefaultAssociation(db);
  if (!association) {
    throw new ApiError("not_found", mandant ? `Unknown association "${mandant}"` : "No association is loaded");
  }
  return association;
}

/** The season with that id, or the current one without an id. */
export async function resolveSeason(db: Database, seasonId?: string) {
  const seasons = await repository.listSeasons(db);
  const season = seasonId
    ? seasons.find((row) => row.id === seasonId)
    : (seasons.find((row) => row.isCurrent) ?? seasons[0]);
  if (!season) throw new ApiError("not_found", seasonId ? `Unknown season "${seasonId}"` : "No season is loaded");
  return { season, seasons };
}

export async function resolveCompetitionType(db: Database, id: number) {
  const type = (await repository.listCompetitionTypes(db)).find((row) => row.id === id);
  if (!type) throw new ApiError("not_found", `Unknown competition type ${id}`);
  return type;
}

export async function resolveTeamType(db: Database, id: number) {
  const type = (await repository.listTeamTypes(db)).find((row) => row.id === id);
  if (!type) throw new ApiError("not_found", `Unknown team type ${id}`);
  return type;
}

export async function resolveLeagueLevel(db: Database, id: number, teamTypeId: number) {
  const level = await repository.findLeagueLevel(db, id);
  if (!level || level.teamTypeId !== teamTypeId) {
    throw new ApiError("not_found", `Unknown league level ${id} for team type ${teamTypeId}`);
  }
  return level;
}

export async function resolvePlayingArea(db: Database, id: string) {
  const area = await repository.findPlayingArea(db, id);
  if (!area) throw new ApiError("not_found", `Unknown playing area "${id}"`);
  return area;
}
