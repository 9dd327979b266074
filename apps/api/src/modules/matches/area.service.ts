import type { Database } from "../../db/database.js";
import { berlinDay } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { getCurrentMatchdays } from "../shared/matchdays.js";
import { toWireMatches } from "../shared/wire-matches.js";
import * as repository from "./area.repository.js";

async function loadArea(db: Database, areaId: string) {
  const area = await repository.findArea(db, areaId);
  if (!area) throw new ApiError("not_found", `Unknown playing area "${areaId}"`);
  return area;
}

export async function listAreaMatchesToday(
  context: ServiceContext,
  areaId: string,
  options: { teamTypeId?: number; max: number },
) {
  const { db } = context;
  const area = await loadArea(db, areaId);
  const day = berlinDay(context.now);
  const rows = await repository.listAreaMatchRowsBetween(db, areaId, day.start, day.end, options.teamTypeId);
  return { area, matches: await toWireMatches(context, rows.slice(0, options.max)), total: rows.length };
}

export async function listAreaCurrentMatchdays(
  context: ServiceContext,
  areaId: string,
  options: { teamTypeId?: number; max: number },
) {
  const { db } = context;
  const area = await loadArea(db, areaId);
  const leagues = await repository.listAreaLeagues(db, areaId, options.teamTypeId);
  const listed = leagues.slice(0, options.max);
  const current = await getCurrentMatchdays(
    context,
    listed.map((league) => league.id),
  );
  const wanted = listed.flatMap((league) => {
    const matchday = current.get(league.id) ?? null;
    return matchday === null ? [] : [{ competitionId: league.id, matchday }];
  });
  const wire = await toWireMatches(context, await repository.listMatchRowsOfMatchdays(db, wanted));
  return {
    area,
    competitions: wanted.map(({ competitionId, matchday }) => {
      const league = listed.find((candidate) => candidate.id === competitionId)!;
      return {
        compoundId: competitionId,
        name: league.name,
        isTopLeague: league.isTopLeague,
        matchday,
        matches: wire.filter((match) => match.compoundId === competitionId),
      };
    }),
    total: leagues.length,
  };
}
