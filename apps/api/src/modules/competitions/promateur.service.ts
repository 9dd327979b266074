import { loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { listCompetitionMatchRows } from "../shared/match-rows.repository.js";
import { isPilotLeague, LEAGUE_BASIC_TYPE, pilotLeagueIds } from "../shared/promateur.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import { getCompetitionInfo } from "./competitions.service.js";
import { resolveSeason } from "./selection.context.js";
import { toCompetitionDetails, toSeason } from "./selection.mapping.js";
import * as repository from "./selection.repository.js";

/** The leagues of a season (the current one without an id): its championship competitions with a table. */
export async function getLeagues(context: ServiceContext, seasonId: string | undefined, onlyPilot: boolean) {
  const { db } = context;
  const [{ season }, types] = await Promise.all([resolveSeason(db, seasonId), repository.listCompetitionTypes(db)]);
  const leagueTypes = types.filter((type) => type.basicType === LEAGUE_BASIC_TYPE).map((type) => type.id);
  const [rows, pilots] = await Promise.all([
    repository.listCompetitions(db, { seasonId: season.id, competitionTypeIds: leagueTypes }),
    pilotLeagueIds(db, season.id),
  ]);
  const pilot = new Set(pilots);
  const leagues = rows
    .filter((row) => row.hasTable && (!onlyPilot || pilot.has(row.id)))
    .map((row) => ({ ...toCompetitionDetails(row), isPilot: pilot.has(row.id) }));
  return { season: toSeason(season), leagues };
}

/** The competition call of the tier: the competition's information, its pilot flag and every match. */
export async function getCompetitionWithMatches(context: ServiceContext, competitionId: string) {
  const { db } = context;
  await loadCompetition(db, competitionId);
  const [info, isPilot, rows] = await Promise.all([
    getCompetitionInfo(context, competitionId, false),
    isPilotLeague(db, competitionId),
    listCompetitionMatchRows(db, competitionId),
  ]);
  return { ...info, isPilot, matches: await toWireMatches(context, rows) };
}

/** The pilot's selection: only the pilot leagues (of every season). */
export async function pilotScope(context: ServiceContext) {
  return { competitionIds: await pilotLeagueIds(context.db) };
}
