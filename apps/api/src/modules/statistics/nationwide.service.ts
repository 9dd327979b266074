import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import * as choices from "./choices.repository.js";
import * as playerLists from "./player-lists.repository.js";
import * as repository from "./statistics.repository.js";
import { type PagingQuery, toPlayerEntry } from "./statistics.service.js";
import { DEFAULT_PAGE_SIZE } from "./stats.js";

/* Nationwide statistics: the current season's scorers across every association in the database. */

export async function getNationWideTeamTypes(context: ServiceContext) {
  return { teamTypes: await choices.listScorerTeamTypes(context.db) };
}

async function loadTeamType(db: Database, teamTypeId: number) {
  const teamType = await choices.findTeamType(db, teamTypeId);
  if (!teamType) throw new ApiError("not_found", `Unknown team type ${teamTypeId}`);
  return teamType;
}

export async function getNationWideLeagueLevels(context: ServiceContext, teamTypeId: number) {
  const { db } = context;
  const teamType = await loadTeamType(db, teamTypeId);
  return { teamType, leagueLevels: await choices.listScorerLeagueLevels(db, teamTypeId) };
}

export async function getNationWideScorers(
  context: ServiceContext,
  params: { mannschaftsart: number; spielklasse: number },
  query: PagingQuery,
) {
  const { db } = context;
  const teamType = await loadTeamType(db, params.mannschaftsart);
  const level = await choices.findLeagueLevel(db, params.spielklasse);
  if (!level || level.teamTypeId !== teamType.id) {
    throw new ApiError("not_found", `Unknown league level ${params.spielklasse} of team type ${teamType.id}`);
  }
  const paging = { offset: query.offset ?? 0, max: query.max ?? DEFAULT_PAGE_SIZE };
  const filter = { teamTypeId: teamType.id, leagueLevelId: level.id };
  const list = (page: repository.Paging) => playerLists.listPlayerEntries(db, "saison", "goals", filter, page);
  const [rows, period] = await Promise.all([list(paging), repository.findPeriod(db, "saison")]);
  const total = rows[0]?.total ?? (paging.offset > 0 ? ((await list({ offset: 0, max: 1 }))[0]?.total ?? 0) : 0);
  return {
    teamType,
    leagueLevel: { id: level.id, name: level.name, rank: level.rank },
    lastUpdate: period?.computedAt.toISOString() ?? null,
    scorers: rows.flatMap((row) => {
      const entry = toPlayerEntry(row);
      if (!entry) return [];
      const { value: _value, ...scorer } = entry;
      return [{ ...scorer, association: { id: row.association_id, name: row.association_name } }];
    }),
    offset: paging.offset,
    max: paging.max,
    total,
    more: paging.offset + rows.length < total,
  };
}
